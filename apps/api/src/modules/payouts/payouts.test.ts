import type {
  AdminDashboardResponse,
  AdminPayoutResponse,
  AuditPage,
  LedgerEntryResponse,
  OrderResponse,
  PayoutResponse,
  ProductResponse,
  SellerBalanceResponse,
} from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../lib/money.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress, payCart } from '../../test/checkout.ts';
import { signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { PAYOUT_MESSAGES } from './payouts.service.ts';

let provider: DevPaymentProvider;
let ctx: TestContext;
type Api = ReturnType<typeof asUser>;
let admin: Api;
let buyer: Api;
let addressId: number;

let counter = 0;
/**
 * A new ACTIVE shop with one product at $99.990 (net $89.991 after the 10% commission), whose bank details
 * are those of `sellerRegistration` unless `changes` say otherwise.
 */
async function newShop(changes: Parameters<typeof signUpSeller>[2] = {}) {
  const api = asUser(ctx, await signUpSeller(ctx, uniqueEmail('tienda'), changes));
  const id: number = (await api.get('/sellers/profile')).json().id;
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  const res = await api.post('/sellers/product', {
    title: `Audífonos inalámbricos Velmora${++counter}`,
    description: 'Audífonos inalámbricos con cancelación de ruido y 30 horas de batería.',
    mrpPrice: 120000,
    sellingPrice: 99990,
    quantity: 1000,
    color: 'Negro',
    sizes: ['FREE'],
    images: ['/v1/media/demo/mice-negro-1.webp'],
    category: 'men',
    category2: 'mice',
    category3: 'mice_wireless',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { api, id, product: res.json() as ProductResponse };
}

/** The shared buyer pays for one unit; answers the seller's order. */
async function sell(product: ProductResponse): Promise<OrderResponse> {
  expect(
    (await buyer.put('/api/cart/add', { productId: product.id, size: 'FREE', quantity: 1 })).statusCode,
  ).toBe(200);
  return (await payCart(buyer, provider, addressId)).orders[0]!;
}

const balanceOf = async (shop: Api): Promise<SellerBalanceResponse> =>
  (await shop.get('/api/payouts/seller/balance')).json();
const ledgerOf = async (shop: Api): Promise<LedgerEntryResponse[]> =>
  (await shop.get('/api/transactions/seller')).json();
const cents = (entries: LedgerEntryResponse[], ...types: string[]) =>
  entries.filter((e) => types.includes(e.type)).reduce((sum, e) => sum + toCents(e.net), 0);

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0', PAYOUT_MINIMUM: '100000' },
    {
      seed: true,
      paymentProvider: (db) =>
        (provider = createDevPaymentProvider({ publicUrl: 'http://localhost:3000', db })),
    },
  );
  admin = asUser(ctx, await adminToken(ctx));
  buyer = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('compra'))).jwt);
  addressId = await addAddress(buyer);
});
afterAll(() => ctx?.close());

describe('payouts', () => {
  it('pays the available balance once it reaches the minimum; the admin pays or rejects it', async () => {
    const shop = await newShop();
    await sell(shop.product);
    expect(await balanceOf(shop.api)).toEqual({ available: 89991, inPayout: 0, paid: 0 });
    const tooSoon = await shop.api.post('/api/payouts/seller');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(PAYOUT_MESSAGES.belowMinimum('$100.000'));

    await sell(shop.product);
    const requested = await shop.api.post('/api/payouts/seller');
    expect(requested.statusCode, requested.body).toBe(201);
    const payout: PayoutResponse = requested.json();
    expect(payout).toMatchObject({ amount: 179982, status: 'PENDING' });
    expect(await balanceOf(shop.api)).toEqual({ available: 0, inPayout: 179982, paid: 0 });
    expect((await shop.api.post('/api/payouts/seller')).json().message).toBe(PAYOUT_MESSAGES.alreadyPending);

    // Only an administrator decides; a processed payout cannot be decided again.
    expect((await shop.api.put(`/api/payouts/${payout.id}/status?status=SUCCESS`)).statusCode).toBe(403);
    expect((await admin.put(`/api/payouts/${payout.id}/status?status=PAGADO`)).statusCode).toBe(400);
    const paid = await admin.put(`/api/payouts/${payout.id}/status?status=SUCCESS`);
    expect(paid.json()).toMatchObject({ id: payout.id, status: 'SUCCESS' });
    expect((await admin.put(`/api/payouts/${payout.id}/status?status=REJECTED`)).json().message).toBe(
      PAYOUT_MESSAGES.alreadyDone,
    );
    expect(await balanceOf(shop.api)).toEqual({ available: 0, inPayout: 0, paid: 179982 });
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
    await sell(shop.product);
    await sell(shop.product);
    const second: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();
    await admin.put(
      `/api/payouts/${second.id}/status?status=REJECTED&reason=${encodeURIComponent('Cuenta bancaria inválida')}`,
    );
    expect((await admin.get('/admin/audit?entity=payout')).json().content[0]).toMatchObject({
      after: { status: 'REJECTED', reason: 'Cuenta bancaria inválida' },
    });
    expect(await balanceOf(shop.api)).toEqual({ available: 179982, inPayout: 0, paid: 179982 });
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

  it('refuses to pay a payout whose sales were refunded since it was asked for; rejecting it settles the balance', async () => {
    const shop = await newShop();
    await sell(shop.product);
    const refunded = await sell(shop.product);
    const payout: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();
    expect(payout.amount).toBe(179982);
    const cancel = await shop.api.patch(`/sellers/orders/${refunded.id}/status`, {
      status: 'CANCELLED',
      reason: 'Sin unidades',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balanceOf(shop.api)).toEqual({ available: -89991, inPayout: 179982, paid: 0 });

    const pay = await admin.put(`/api/payouts/${payout.id}/status?status=SUCCESS`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(PAYOUT_MESSAGES.refundedSince('$89.991'));
    expect(await balanceOf(shop.api)).toEqual({ available: -89991, inPayout: 179982, paid: 0 });

    expect((await admin.put(`/api/payouts/${payout.id}/status?status=REJECTED`)).statusCode).toBe(200);
    expect(await balanceOf(shop.api)).toEqual({ available: 89991, inPayout: 0, paid: 0 });
  });

  it("shows a payout to its seller and to administrators only; the ledger lists are each seller's own", async () => {
    const shop = await newShop();
    const other = await newShop();
    await sell(shop.product);
    await sell(shop.product);
    const payout: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();
    expect((await shop.api.get(`/api/payouts/${payout.id}`)).json()).toMatchObject({ id: payout.id });
    expect((await admin.get(`/api/payouts/${payout.id}`)).json()).toMatchObject({ id: payout.id });
    expect((await other.api.get(`/api/payouts/${payout.id}`)).statusCode).toBe(404);
    expect((await buyer.get(`/api/payouts/${payout.id}`)).statusCode).toBe(403);
    expect(await ledgerOf(other.api)).toEqual([]);
    // All transactions are for administrators, with a token (DESIGN §10).
    expect((await asUser(ctx).get('/api/transactions')).statusCode).toBe(401);
    expect((await shop.api.get('/api/transactions')).statusCode).toBe(403);
    const all: LedgerEntryResponse[] = (await admin.get('/api/transactions')).json();
    expect(all.some((e) => e.sellerId === shop.id)).toBe(true);
  });

  it('refuses a payout request without complete bank details (422, pointing to Cuenta); completed, it goes through', async () => {
    const shop = await newShop({ bankDetails: undefined });
    await sell(shop.product);
    await sell(shop.product);
    const refused = await shop.api.post('/api/payouts/seller');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(PAYOUT_MESSAGES.bankDetailsMissing);
    expect(refused.json().message).toMatch(/Cuenta/);
    expect(await balanceOf(shop.api)).toEqual({ available: 179982, inPayout: 0, paid: 0 });

    const bankDetails = {
      accountHolderName: 'Tienda Sur S.A.S.',
      accountNumber: '0045-987654',
      ifscCode: 'BBVA',
    };
    expect((await shop.api.patch('/sellers', { bankDetails })).statusCode).toBe(200);
    const requested = await shop.api.post('/api/payouts/seller');
    expect(requested.statusCode, requested.body).toBe(201);
    expect(await balanceOf(shop.api)).toEqual({ available: 0, inPayout: 179982, paid: 0 });
  });

  it('shows administrators whom a payout goes to, the number masked; the whole number is theirs only, and each view is audited', async () => {
    const shop = await newShop();
    const other = await newShop();
    await sell(shop.product);
    await sell(shop.product);
    const payout: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();

    const list = await admin.get('/api/payouts');
    const listed = (list.json() as AdminPayoutResponse[]).find((p) => p.id === payout.id);
    expect(listed?.bankDetails).toEqual({
      accountHolderName: 'Andrés Gómez',
      ifscCode: 'BANCOL01',
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
    expect((await buyer.post(reveal)).statusCode).toBe(403);
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
      ifscCode: 'BANCOL01',
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
    await sell(shop.product);
    await sell(shop.product);
    const payout: PayoutResponse = (await shop.api.post('/api/payouts/seller')).json();
    await ctx.database.db.execute(sql`update sellers set bank_account_number = '' where id = ${shop.id}`);
    const listed = ((await admin.get('/api/payouts')).json() as AdminPayoutResponse[]).find(
      (p) => p.id === payout.id,
    );
    expect(listed?.bankDetails).toMatchObject({ accountNumber: '', complete: false });

    const pay = await admin.put(`/api/payouts/${payout.id}/status?status=SUCCESS`);
    expect(pay.statusCode).toBe(422);
    expect(pay.json().message).toBe(PAYOUT_MESSAGES.payeeIncomplete);
    expect(await balanceOf(shop.api)).toEqual({ available: 0, inPayout: 179982, paid: 0 });
    expect((await admin.put(`/api/payouts/${payout.id}/status?status=REJECTED`)).statusCode).toBe(200);
  });

  it("adds a sale, a payout request and a shop awaiting approval to the admin's dashboard", async () => {
    const overview = async (): Promise<AdminDashboardResponse> =>
      (await admin.get('/admin/dashboard')).json();
    const before = await overview();
    expect(before.dailySales).toHaveLength(30);
    const shop = await newShop();
    await sell(shop.product);
    await sell(shop.product);
    await shop.api.post('/api/payouts/seller');
    await signUpSeller(ctx, uniqueEmail('espera')); // verified, not yet activated
    const after = await overview();
    expect(after.salesToday - before.salesToday).toBe(199980);
    expect(after.sales30Days - before.sales30Days).toBe(199980);
    expect(after.commission30Days - before.commission30Days).toBe(19998);
    expect(after.orders30Days - before.orders30Days).toBe(2);
    expect(after.ordersToFulfil - before.ordersToFulfil).toBe(2);
    expect(after.pendingPayouts.count - before.pendingPayouts.count).toBe(1);
    expect(after.pendingPayouts.amount - before.pendingPayouts.amount).toBe(179982);
    expect(after.sellersAwaitingApproval - before.sellersAwaitingApproval).toBe(1);
    expect(after.dailySales.at(-1)!.sales - before.dailySales.at(-1)!.sales).toBe(199980);
    expect(
      (await asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('x'))).jwt).get('/admin/dashboard'))
        .statusCode,
    ).toBe(403);
  });

  it('keeps sales − refunds − paid payouts = available + in payout, to the cent, over random histories', async () => {
    const step = fc.constantFrom('sell', 'cancel', 'request', 'pay', 'reject');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const shop = await newShop();
        const open: number[] = [];
        for (const name of steps) {
          if (name === 'sell') open.push((await sell(shop.product)).id);
          else if (name === 'cancel' && open.length > 0) {
            const res = await shop.api.patch(`/sellers/orders/${open.pop()}/status`, {
              status: 'CANCELLED',
              reason: 'Sin unidades',
            });
            expect(res.statusCode, res.body).toBe(200);
          } else if (name === 'request') {
            expect([201, 409]).toContain((await shop.api.post('/api/payouts/seller')).statusCode);
          } else {
            const pending = ((await shop.api.get('/api/payouts/seller')).json() as PayoutResponse[]).find(
              (p) => p.status === 'PENDING',
            );
            if (pending) {
              const owedBefore = toCents((await balanceOf(shop.api)).available) < 0;
              const status = name === 'pay' ? 'SUCCESS' : 'REJECTED';
              const res = await admin.put(`/api/payouts/${pending.id}/status?status=${status}`);
              // A payout is paid only while the refunds since its request leave the seller owing nothing.
              expect(res.statusCode, res.body).toBe(status === 'SUCCESS' && owedBefore ? 409 : 200);
            }
          }
          const balance = await balanceOf(shop.api);
          const ledger = await ledgerOf(shop.api);
          const earned = cents(ledger, 'SALE', 'REFUND');
          const paidOut = 0 - cents(ledger, 'PAYOUT');
          expect(earned - paidOut).toBe(toCents(balance.available) + toCents(balance.inPayout));
          expect(paidOut).toBe(toCents(balance.paid));
        }
      }),
      { numRuns: 12 },
    );
  });
});
