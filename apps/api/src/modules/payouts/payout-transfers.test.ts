import type { AdminPayoutResponse, PayoutResponse } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail } from '../../db/schema/mail.ts';
import { DEV_PAYOUT_REFUSAL } from '../../lib/payments/dev-payment-payouts.ts';
import { createSellingStore, type SellingStore, type Shop } from '../../test/selling.ts';
import { uniqueEmail } from '../../test/test-app.ts';
import { PAYOUT_TRANSFERS_JOB } from './payouts.module.ts';
import { PAYOUT_MESSAGES } from './payouts.service.ts';

let store: SellingStore;

beforeAll(async () => {
  store = await createSellingStore({ SALE_HOLD_DAYS: '0' });
});
afterAll(() => store?.ctx.close());

/** A shop with two delivered sales ($179.982 net) and its payout request. */
async function requested(email = uniqueEmail('tienda')): Promise<{ shop: Shop; payout: PayoutResponse }> {
  const shop = await store.newShop({}, email);
  await store.sell(shop);
  await store.sell(shop);
  const res = await shop.api.post('/api/payouts/seller');
  expect(res.statusCode, res.body).toBe(201);
  return { shop, payout: res.json() };
}
const approve = (id: number) => store.admin.put(`/api/payouts/${id}/status?status=SUCCESS`);
const payoutEntries = async (shop: Shop) =>
  (await store.ledgerOf(shop.api)).filter((e) => e.type === 'PAYOUT');
const view = async (shop: Shop, id: number): Promise<PayoutResponse> =>
  (await shop.api.get(`/api/payouts/${id}`)).json();
const adminRow = async (id: number) =>
  ((await store.admin.get('/api/payouts')).json() as AdminPayoutResponse[]).find((p) => p.id === id);
/** The job's next look is due after the back-off: move the clock past it and run it. */
async function runJobLater(minutes = 90) {
  store.ctx.clock.advance(minutes * 60_000);
  return store.ctx.app.runJob(PAYOUT_TRANSFERS_JOB);
}
const subjectsTo = async (to: string) =>
  (await store.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.to, to))).map(
    (m) => m.subject,
  );

describe('payout transfers', () => {
  it('sends an approved payout through the provider at once: paid, one PAYOUT entry, the seller mailed', async () => {
    const { shop, payout } = await requested();
    const paid = await approve(payout.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id: payout.id, status: 'SUCCESS', transferStatus: 'PAID' });
    const sent = await store.provider.payoutsSent(payout.id);
    expect(sent).toHaveLength(1);
    expect(await store.balanceOf(shop.api)).toMatchObject({ available: 0, inPayout: 0, paid: 179982 });
    expect(await payoutEntries(shop)).toHaveLength(1);
    expect(await subjectsTo(shop.email)).toContain(`Te enviamos $179.982 (pago #${payout.id})`);
  });

  it('sends one transfer however often it is approved or the job runs; confirmed later, the PAYOUT entry is written once', async () => {
    const { shop, payout } = await requested(uniqueEmail('tienda+pendiente'));
    const first = await approve(payout.id);
    // The spec's client knows PENDING, SUCCESS and REJECTED: a payout being sent is still PENDING.
    expect(first.json()).toMatchObject({ status: 'PENDING', transferStatus: 'SENDING' });
    const again = await approve(payout.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYOUT_MESSAGES.sending);
    expect((await store.admin.put(`/api/payouts/${payout.id}/status?status=REJECTED`)).statusCode).toBe(409);
    await runJobLater();
    await runJobLater();
    const sent = await store.provider.payoutsSent(payout.id);
    expect(sent).toHaveLength(1);
    expect(await view(shop, payout.id)).toMatchObject({ status: 'PENDING', transferStatus: 'SENDING' });
    expect(await store.balanceOf(shop.api)).toMatchObject({ available: 0, inPayout: 179982, paid: 0 });
    expect(await payoutEntries(shop)).toHaveLength(0);

    await store.provider.settlePayout(sent[0]!.batchId, 'SUCCESS');
    await runJobLater();
    await runJobLater();
    expect(await view(shop, payout.id)).toMatchObject({ status: 'SUCCESS', transferStatus: 'PAID' });
    expect(await store.provider.payoutsSent(payout.id)).toHaveLength(1);
    expect(await payoutEntries(shop)).toEqual([
      expect.objectContaining({ net: -179982, payoutId: payout.id }),
    ]);
    expect(await store.balanceOf(shop.api)).toMatchObject({ available: 0, inPayout: 0, paid: 179982 });
  });

  it('returns a failed transfer’s money to the balance with the provider’s reason, and tells the seller', async () => {
    const { shop, payout } = await requested(uniqueEmail('tienda+rechazo'));
    const res = await approve(payout.id);
    expect(res.json()).toMatchObject({
      status: 'REJECTED',
      transferStatus: 'FAILED',
      rejectionReason: DEV_PAYOUT_REFUSAL,
    });
    expect(await store.balanceOf(shop.api)).toMatchObject({ available: 179982, inPayout: 0, paid: 0 });
    expect(await payoutEntries(shop)).toHaveLength(0);
    expect(await subjectsTo(shop.email)).toContain(`No pudimos enviar tu pago #${payout.id}`);
    // The job does not touch it again; the seller may ask again.
    await runJobLater();
    expect(await view(shop, payout.id)).toMatchObject({ status: 'REJECTED', transferStatus: 'FAILED' });
    expect((await shop.api.post('/api/payouts/seller')).statusCode).toBe(201);

    // A transfer PayPal returns later (pending first) fails the same way.
    const late = await requested(uniqueEmail('tienda+pendiente'));
    await approve(late.payout.id);
    const [batch] = await store.provider.payoutsSent(late.payout.id);
    await store.provider.settlePayout(batch!.batchId, 'FAILED', 'RETURNED: unclaimed for 30 days');
    await runJobLater();
    expect(await view(late.shop, late.payout.id)).toMatchObject({
      status: 'REJECTED',
      transferStatus: 'FAILED',
      rejectionReason: 'RETURNED: unclaimed for 30 days',
    });
    expect(await store.balanceOf(late.shop.api)).toMatchObject({ available: 179982, inPayout: 0 });
  });

  it('finishes a payout a crash left between the provider’s transfer and our record, without a second transfer', async () => {
    const { shop, payout } = await requested();
    store.provider.loseNextPayoutAnswer();
    const res = await approve(payout.id);
    expect(res.json()).toMatchObject({ status: 'PENDING', transferStatus: 'SENDING' });
    expect((await adminRow(payout.id))?.transferError).toMatch(/lost/);
    // PayPal made the transfer; we do not know its batch.
    expect(await store.provider.payoutsSent(payout.id)).toHaveLength(1);
    await runJobLater();
    expect(await view(shop, payout.id)).toMatchObject({ status: 'SUCCESS', transferStatus: 'PAID' });
    expect(await store.provider.payoutsSent(payout.id)).toHaveLength(1);
    expect(await payoutEntries(shop)).toHaveLength(1);
  });

  it('keeps trying while PayPal is down; an administrator may try again now', async () => {
    const { shop, payout } = await requested();
    store.provider.failNextPayouts(2);
    expect((await approve(payout.id)).json()).toMatchObject({ transferStatus: 'SENDING' });
    // Not due yet: the job leaves it for later.
    await store.ctx.app.runJob(PAYOUT_TRANSFERS_JOB);
    expect((await adminRow(payout.id))?.transferError).toMatch(/did not answer/);
    const retry = `/api/payouts/${payout.id}/transfer`;
    expect((await store.admin.post(retry)).json()).toMatchObject({ transferStatus: 'SENDING' });
    const done = await store.admin.post(retry);
    expect(done.json()).toMatchObject({ status: 'SUCCESS', transferStatus: 'PAID' });
    expect((await adminRow(payout.id))?.transferError).toBeNull();
    expect(await store.provider.payoutsSent(payout.id)).toHaveLength(1);
    expect(await payoutEntries(shop)).toHaveLength(1);
    // Nothing is left to send.
    const twice = await store.admin.post(retry);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PAYOUT_MESSAGES.notSending);
    expect((await store.admin.post('/api/payouts/999999/transfer')).statusCode).toBe(404);
  });

  it('lets no other seller or shopper see or retry a transfer', async () => {
    const { shop, payout } = await requested(uniqueEmail('tienda+pendiente'));
    const other = await store.newShop();
    await approve(payout.id);
    const retry = `/api/payouts/${payout.id}/transfer`;
    expect((await other.api.get(`/api/payouts/${payout.id}`)).statusCode).toBe(404);
    expect((await other.api.post(retry)).statusCode).toBe(403);
    expect((await shop.api.post(retry)).statusCode).toBe(403);
    expect((await store.buyer.post(retry)).statusCode).toBe(403);
    expect((await store.buyer.get(`/api/payouts/${payout.id}`)).statusCode).toBe(403);
    const mine: PayoutResponse[] = (await shop.api.get('/api/payouts/seller')).json();
    expect(mine.find((p) => p.id === payout.id)).toMatchObject({ transferStatus: 'SENDING' });
    expect(((await other.api.get('/api/payouts/seller')).json() as PayoutResponse[]).length).toBe(0);
  });

  it("is settled by hand on the simulator's payouts page, and the admin's retry picks it up at once", async () => {
    const { shop, payout } = await requested(uniqueEmail('tienda+pendiente'));
    await approve(payout.id);
    const [batch] = await store.provider.payoutsSent(payout.id);
    const page = async () =>
      (await store.ctx.app.inject({ method: 'GET', url: '/v1/dev/paypal/payouts' })).body;
    const rowOf = (html: string) => html.split('<tr>').find((r) => r.includes(`payout-${payout.id}<`)) ?? '';
    expect(rowOf(await page())).toContain('Pendiente');
    expect(rowOf(await page())).toContain('Marcar como pagado');

    const settle = (outcome: string) =>
      store.ctx.app.inject({
        method: 'POST',
        url: '/v1/dev/paypal/payouts/settle',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ batchId: batch!.batchId, outcome }).toString(),
      });
    const paid = await settle('SUCCESS');
    expect(paid.statusCode).toBe(303);
    expect(rowOf(await page())).toContain('Pagado');
    // A settled batch stays as it is.
    await settle('FAILED');
    expect(rowOf(await page())).not.toContain('Devuelto');

    const retried = await store.admin.post(`/api/payouts/${payout.id}/transfer`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await view(shop, payout.id)).toMatchObject({ status: 'SUCCESS', transferStatus: 'PAID' });
    expect(await payoutEntries(shop)).toHaveLength(1);
  });
});
