import type {
  AdminDashboardResponse,
  AdminLedgerEntryResponse,
  AdminPayoutResponse,
  AuditPage,
  LedgerEntryResponse,
  PayoutResponse,
  SellerBalanceResponse,
} from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSeller } from '../../test/seller.ts';
import { createSellingStore, type SellingStore } from '../../test/selling.ts';
import { asUser } from '../../test/shopper.ts';
import { signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { PAYOUT_MESSAGES } from './payouts.service.ts';

let store: SellingStore;
let ctx: TestContext;
type Api = ReturnType<typeof asUser>;
let admin: Api;
const newShop = (...args: Parameters<SellingStore['newShop']>) => store.newShop(...args);
const sell = (...args: Parameters<SellingStore['sell']>) => store.sell(...args);
const balanceOf = (shop: Api) => store.balanceOf(shop);
const ledgerOf = (shop: Api) => store.ledgerOf(shop);

/** A balance with nothing held: every sale in this file was delivered, and is paid out on delivery. */
const balance = (available: number, inPayout: number, paid: number): SellerBalanceResponse => ({
  available,
  held: 0,
  releases: [],
  inPayout,
  paid,
});

beforeAll(async () => {
  // Sales are paid out on delivery here; sale-hold.test.ts holds them for the buyer's withdrawal term.
  store = await createSellingStore({ SALE_HOLD_DAYS: '0' });
  ({ ctx, admin } = store);
});
afterAll(() => ctx?.close());

describe('payouts', () => {
  it('pays the available balance once it reaches the minimum; the admin pays or rejects it', async () => {
    const shop = await newShop();
    await sell(shop);
    expect(await balanceOf(shop.api)).toEqual(balance(89991, 0, 0));
    const tooSoon = await shop.api.post('/api/payouts/seller');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(PAYOUT_MESSAGES.belowMinimum('$100.000'));

    await sell(shop);
    const requested = await shop.api.post('/api/payouts/seller');
    expect(requested.statusCode, requested.body).toBe(201);
    const payout: PayoutResponse = requested.json();
    expect(payout).toMatchObject({ amount: 179982, status: 'PENDING' });
    expect(await balanceOf(shop.api)).toEqual(balance(0, 179982, 0));
    expect((await shop.api.post('/api/payouts/seller')).json().message).toBe(PAYOUT_MESSAGES.alreadyPending);

    // Only an administrator decides; a processed payout cannot be decided again.
    expect((await shop.api.put(`/api/payouts/${payout.id}/status?status=SUCCESS`)).statusCode).toBe(403);
    expect((await admin.put(`/api/payouts/${payout.id}/status?status=PAGADO`)).statusCode).toBe(400);
    const paid = await admin.put(`/api/payouts/${payout.id}/status?status=SUCCESS`);
    // The simulator pays at once, so the approval answers the transfer done.
    expect(paid.json()).toMatchObject({ id: payout.id, status: 'SUCCESS', transferStatus: 'PAID' });
    expect((await admin.put(`/api/payouts/${payout.id}/status?status=REJECTED`)).json().message).toBe(
      PAYOUT_MESSAGES.alreadyDone,
    );
    expect(await balanceOf(shop.api)).toEqual(balance(0, 0, 179982));
    const audit = (await admin.get('/admin/audit?entity=payout')).json().content[0];
    expect(audit).toMatchObject({
      action: 'payout.decide',
      entityId: String(payout.id),
      before: { status: 'PENDING' },
      after: { status: 'SUCCESS', amount: 179982 },
    });
    const ledger = await ledgerOf(shop.api);
    expect(ledger.map((e) => e.type)).toEqual(['PAYOUT', 'SALE', 'SALE']);
    expect(ledger[0]).toMatchObject({ net: -179982, payoutId: payout.id, orderId: null });

    // A rejected request returns the money to the available balance.
    await sell(shop);
    await sell(shop);
    const second: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();
    await admin.put(
      `/api/payouts/${second.id}/status?status=REJECTED&reason=${encodeURIComponent('Cuenta bancaria inválida')}`,
    );
    expect((await admin.get('/admin/audit?entity=payout')).json().content[0]).toMatchObject({
      after: { status: 'REJECTED', reason: 'Cuenta bancaria inválida' },
    });
    expect(await balanceOf(shop.api)).toEqual(balance(179982, 0, 179982));
    // The seller reads why.
    expect(
      ((await shop.api.get('/api/payouts/seller')).json() as PayoutResponse[]).map((p) => [
        p.status,
        p.rejectionReason,
      ]),
    ).toEqual([
      ['REJECTED', 'Cuenta bancaria inválida'],
      ['SUCCESS', null],
    ]);
  });

  it("shows a payout to its seller and to administrators only; the ledger lists are each seller's own", async () => {
    const shop = await newShop();
    const other = await newShop();
    await sell(shop);
    await sell(shop);
    const payout: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();
    expect((await shop.api.get(`/api/payouts/${payout.id}`)).json()).toMatchObject({ id: payout.id });
    expect((await admin.get(`/api/payouts/${payout.id}`)).json()).toMatchObject({ id: payout.id });
    expect((await other.api.get(`/api/payouts/${payout.id}`)).statusCode).toBe(404);
    expect((await store.buyer.get(`/api/payouts/${payout.id}`)).statusCode).toBe(403);
    expect(await ledgerOf(other.api)).toEqual([]);
    // All transactions are for administrators, with a token (product.md#where-we-differ).
    expect((await asUser(ctx).get('/api/transactions')).statusCode).toBe(401);
    expect((await shop.api.get('/api/transactions')).statusCode).toBe(403);
    const all: LedgerEntryResponse[] = (await admin.get('/api/transactions')).json();
    expect(all.some((e) => e.sellerId === shop.id)).toBe(true);
  });

  it("names the shop on each payout and ledger entry an administrator reads, and a seller's rename shows at once", async () => {
    const shop = await newShop();
    const other = await newShop();
    await sell(shop);
    await sell(shop);
    await sell(other);
    const payout: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();
    const names = async () => {
      const payouts: AdminPayoutResponse[] = (await admin.get('/api/payouts')).json();
      const ledger: AdminLedgerEntryResponse[] = (await admin.get('/api/transactions')).json();
      return {
        payout: payouts.find((p) => p.id === payout.id)?.shopName,
        shop: [...new Set(ledger.filter((e) => e.sellerId === shop.id).map((e) => e.shopName))],
        other: [...new Set(ledger.filter((e) => e.sellerId === other.id).map((e) => e.shopName))],
      };
    };
    const profileName = async (api: Api): Promise<string> =>
      (await api.get('/sellers/profile')).json().businessDetails.businessName;
    const [shopName, otherName] = [await profileName(shop.api), await profileName(other.api)];
    expect(await names()).toEqual({ payout: shopName, shop: [shopName], other: [otherName] });

    const renamed = `Renombrada ${shop.id}`;
    const rename = await shop.api.patch('/sellers', { businessDetails: { businessName: renamed } });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(await names()).toEqual({ payout: renamed, shop: [renamed], other: [otherName] });
    // The seller's own answers keep their shape: the shop's name is for the administrators' lists.
    expect((await ledgerOf(shop.api))[0]).not.toHaveProperty('shopName');
    expect((await shop.api.get(`/api/payouts/${payout.id}`)).json()).not.toHaveProperty('shopName');
  });

  it('refuses a payout request without complete bank details (422, pointing to Cuenta); completed, it goes through', async () => {
    const shop = await newShop({ bankDetails: undefined });
    await sell(shop);
    await sell(shop);
    const refused = await shop.api.post('/api/payouts/seller');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(PAYOUT_MESSAGES.bankDetailsMissing);
    expect(refused.json().message).toMatch(/Cuenta/);
    expect(await balanceOf(shop.api)).toEqual(balance(179982, 0, 0));

    const bankDetails = {
      accountHolderName: 'Tienda Sur S.A.S.',
      accountNumber: '0045-987654',
      ifscCode: 'BBVA',
      accountType: 'CORRIENTE',
    };
    expect((await shop.api.patch('/sellers', { bankDetails })).statusCode).toBe(200);
    const requested = await shop.api.post('/api/payouts/seller');
    expect(requested.statusCode, requested.body).toBe(201);
    expect(await balanceOf(shop.api)).toEqual(balance(0, 179982, 0));
  });

  it('shows administrators whom a payout goes to, the number masked; the whole number is theirs only, and each view is audited', async () => {
    const shop = await newShop();
    const other = await newShop();
    await sell(shop);
    await sell(shop);
    const payout: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();

    const list = await admin.get('/api/payouts');
    const listed = (list.json() as AdminPayoutResponse[]).find((p) => p.id === payout.id);
    expect(listed?.bankDetails).toEqual({
      accountHolderName: 'Andrés Gómez',
      ifscCode: '1007',
      bankName: 'Bancolombia',
      accountType: 'AHORROS',
      accountNumber: '•••• •••• 6789',
      complete: true,
    });
    // No list an administrator reads carries the whole number: not the payouts, not the sellers.
    expect(list.body).not.toContain('123456789');
    expect((await admin.get('/sellers')).body).not.toContain('123456789');

    const reveal = `/api/payouts/${payout.id}/bank-account`;
    expect((await asUser(ctx).post(reveal)).statusCode).toBe(401);
    expect((await shop.api.post(reveal)).statusCode).toBe(403);
    expect((await other.api.post(reveal)).statusCode).toBe(403);
    expect((await store.buyer.post(reveal)).statusCode).toBe(403);
    expect((await other.api.get('/api/payouts')).statusCode).toBe(403);
    expect((await admin.post('/api/payouts/999999/bank-account')).statusCode).toBe(404);
    const audited = async (): Promise<AuditPage> =>
      (await admin.get('/admin/audit?action=seller.bank_account_view')).json();
    const viewsBefore = (await audited()).totalElements;

    const full = await admin.post(reveal);
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.json()).toEqual({
      accountHolderName: 'Andrés Gómez',
      ifscCode: '1007',
      accountNumber: '123456789',
    });
    const views = await audited();
    expect(views.totalElements).toBe(viewsBefore + 1);
    expect(views.content[0]).toMatchObject({
      admin: { email: 'admin@tecnobazar.local' },
      entity: 'seller',
      entityId: String(shop.id),
      after: { payoutId: payout.id },
    });
    // The log says who looked, not what they saw.
    expect(JSON.stringify(views.content[0])).not.toContain('123456789');
  });

  it('refuses to pay a request whose seller has no complete bank account (one asked for before the rule)', async () => {
    const shop = await newShop();
    await sell(shop);
    await sell(shop);
    const payout: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();
    await ctx.database.db.execute(sql`update sellers set bank_account_number = '' where id = ${shop.id}`);
    const listed = ((await admin.get('/api/payouts')).json() as AdminPayoutResponse[]).find(
      (p) => p.id === payout.id,
    );
    expect(listed?.bankDetails).toMatchObject({ accountNumber: '', complete: false });

    const pay = await admin.put(`/api/payouts/${payout.id}/status?status=SUCCESS`);
    expect(pay.statusCode).toBe(422);
    expect(pay.json().message).toBe(PAYOUT_MESSAGES.payeeIncomplete);
    expect(await balanceOf(shop.api)).toEqual(balance(0, 179982, 0));
    expect((await admin.put(`/api/payouts/${payout.id}/status?status=REJECTED`)).statusCode).toBe(200);
  });

  it("adds a sale, a payout request and a shop awaiting approval to the admin's dashboard", async () => {
    const overview = async (): Promise<AdminDashboardResponse> =>
      (await admin.get('/admin/dashboard')).json();
    const before = await overview();
    expect(before.dailySales).toHaveLength(30);
    const shop = await newShop();
    await sell(shop);
    await sell(shop);
    await sell(shop, { deliver: false });
    await shop.api.post('/api/payouts/seller');
    await signUpSeller(ctx, uniqueEmail('espera')); // verified, not yet activated
    const after = await overview();
    expect(after.salesToday - before.salesToday).toBe(299970);
    expect(after.sales30Days - before.sales30Days).toBe(299970);
    expect(after.commission30Days - before.commission30Days).toBe(29997);
    expect(after.orders30Days - before.orders30Days).toBe(3);
    expect(after.ordersToFulfil - before.ordersToFulfil).toBe(1);
    expect(after.pendingPayouts.count - before.pendingPayouts.count).toBe(1);
    expect(after.pendingPayouts.amount - before.pendingPayouts.amount).toBe(179982);
    expect(after.sellersAwaitingApproval - before.sellersAwaitingApproval).toBe(1);
    expect(after.dailySales.at(-1)!.sales - before.dailySales.at(-1)!.sales).toBe(299970);
    expect(
      (await asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('x'))).jwt).get('/admin/dashboard'))
        .statusCode,
    ).toBe(403);
  });
});
