import type { PayoutResponse, SellerBalanceResponse } from '@tecnobazar/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema/payouts.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { toCents } from '../../lib/money.ts';
import { deliverOrder } from '../../test/checkout.ts';
import { createSellingStore, type SellingStore, type Shop } from '../../test/selling.ts';
import { FULFILMENT_MESSAGES } from '../fulfilment/fulfilment.service.ts';
import { PAYOUT_MESSAGES } from './payouts.service.ts';

// The default hold: five Colombian business days after delivery, on the clock of America/Bogota.
let store: SellingStore;
beforeAll(async () => {
  store = await createSellingStore({});
});
afterAll(() => store?.ctx.close());

/** Sets the app's clock (the ledger's "now"). */
const setClock = (at: string) =>
  store.ctx.clock.advance(new Date(at).getTime() - store.ctx.clock.now().getTime());
const held = async (shop: Shop) => {
  const { available, held, releases } = await store.balanceOf(shop.api);
  return { available, held, releases };
};
const cancel = (shop: Shop, orderId: number) =>
  shop.api.patch(`/sellers/orders/${orderId}/status`, { status: 'CANCELLED', reason: 'Sin unidades' });
const requestPayout = (shop: Shop) => shop.api.post('/api/payouts/seller');

/** A payout request as the store made them before sales were held: every uncollected entry, released or not. */
async function legacyPayout(shop: Shop, amountCents: number): Promise<number> {
  const db = store.ctx.database.db;
  const [payout] = await db.insert(payouts).values({ sellerId: shop.id, amountCents }).returning();
  await db
    .update(transactions)
    .set({ payoutId: payout!.id })
    .where(and(eq(transactions.sellerId, shop.id), isNull(transactions.payoutId)));
  return payout!.id;
}

describe('sales held for the buyer’s right of withdrawal', () => {
  it('holds a sale until five business days after delivery, and says when it is released', async () => {
    const shop = await store.newShop();
    setClock('2026-12-01T15:00:00Z');
    const first = await store.sell(shop, { deliver: false });
    const second = await store.sell(shop, { deliver: false });
    expect(await held(shop)).toEqual({
      available: 0,
      held: 179982,
      releases: [{ availableAt: null, amount: 179982, orders: 2 }],
    });
    expect((await requestPayout(shop)).json().message).toBe(PAYOUT_MESSAGES.belowMinimum('$100.000'));

    // Delivered on Thursday 3 December at 17:00 in Bogotá: Fri 4, Mon 7, (Tue 8 is a holiday) Wed 9, Thu 10
    // and Fri 11 are the buyer's; the money is the seller's from midnight on Saturday 12.
    setClock('2026-12-03T22:00:00Z');
    await deliverOrder(shop.api, first.id);
    await deliverOrder(shop.api, second.id);
    const releasedAt = '2026-12-12T05:00:00.000Z';
    expect(await held(shop)).toEqual({
      available: 0,
      held: 179982,
      releases: [{ availableAt: releasedAt, amount: 179982, orders: 2 }],
    });
    // A delivered order is not cancelled any more (a return will keep the money held).
    expect((await cancel(shop, first.id)).json().message).toBe(
      FULFILMENT_MESSAGES.illegal('DELIVERED', 'CANCELLED'),
    );

    setClock('2026-12-12T04:59:59Z');
    expect((await requestPayout(shop)).statusCode).toBe(409);
    setClock(releasedAt);
    expect(await held(shop)).toEqual({ available: 179982, held: 0, releases: [] });
    const requested = await requestPayout(shop);
    expect(requested.statusCode, requested.body).toBe(201);
    expect(requested.json()).toMatchObject({ amount: 179982, status: 'PENDING' });
    const paid = await store.admin.put(`/api/payouts/${requested.json().id}/status?status=SUCCESS`);
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('lists held sums by release date, the undelivered last', async () => {
    const shop = await store.newShop();
    setClock('2026-12-14T15:00:00Z'); // Monday
    await store.sell(shop); // released Tuesday 22 at midnight (after Tue 15 … Mon 21)
    setClock('2026-12-15T15:00:00Z');
    await store.sell(shop);
    await store.sell(shop, { deliver: false });
    expect((await held(shop)).releases).toEqual([
      { availableAt: '2026-12-22T05:00:00.000Z', amount: 89991, orders: 1 },
      { availableAt: '2026-12-23T05:00:00.000Z', amount: 89991, orders: 1 },
      { availableAt: null, amount: 89991, orders: 1 },
    ]);
  });

  it('pays nothing for a purchase the seller makes from themselves and cancels', async () => {
    // The scheme: buy from one's own shop with a second account, get paid, cancel and be refunded.
    const shop = await store.newShop();
    const orders = [await store.sell(shop, { deliver: false }), await store.sell(shop, { deliver: false })];
    expect((await requestPayout(shop)).statusCode).toBe(409);
    for (const order of orders) expect((await cancel(shop, order.id)).statusCode).toBe(200);
    expect(await held(shop)).toEqual({ available: 0, held: 0, releases: [] });
    expect((await store.ledgerOf(shop.api)).map((e) => e.type).sort()).toEqual([
      'REFUND',
      'REFUND',
      'SALE',
      'SALE',
    ]);
  });

  it('refuses to pay a request made before sales were held while the buyer can still undo it', async () => {
    const shop = await store.newShop();
    const order = await store.sell(shop, { deliver: false });
    await store.sell(shop, { deliver: false });
    const id = await legacyPayout(shop, 179982);

    const pay = await store.admin.put(`/api/payouts/${id}/status?status=SUCCESS`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(PAYOUT_MESSAGES.stillHeld);
    expect((await cancel(shop, order.id)).statusCode).toBe(200);
    expect((await store.admin.put(`/api/payouts/${id}/status?status=REJECTED`)).statusCode).toBe(200);
    // The cancelled sale netted with its refund; the other waits for its delivery.
    expect(await held(shop)).toEqual({
      available: 0,
      held: 89991,
      releases: [{ availableAt: null, amount: 89991, orders: 1 }],
    });
  });

  it('refuses to pay a payout whose sales were refunded after it was asked for', async () => {
    // Released sales the buyer still got back (data from before the hold; later, a warranty refund).
    const shop = await store.newShop();
    await store.sell(shop, { deliver: false });
    const refunded = await store.sell(shop, { deliver: false });
    await store.ctx.database.db.execute(
      sql`update transactions set available_at = ${store.ctx.clock.now().toISOString()}::timestamptz - interval '1 day' where seller_id = ${shop.id}`,
    );
    const payout: PayoutResponse = (await requestPayout(shop)).json();
    expect(payout.amount).toBe(179982);
    expect((await cancel(shop, refunded.id)).statusCode).toBe(200);
    expect((await held(shop)).available).toBe(-89991);

    const pay = await store.admin.put(`/api/payouts/${payout.id}/status?status=SUCCESS`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(PAYOUT_MESSAGES.refundedSince('$89.991'));
    expect((await store.admin.put(`/api/payouts/${payout.id}/status?status=REJECTED`)).statusCode).toBe(200);
    expect((await held(shop)).available).toBe(89991);
  });

  it('never pays out money a buyer can still get back, and keeps every cent accounted, over random histories', async () => {
    const step = fc.constantFrom('sell', 'deliver', 'cancel', 'wait', 'request', 'pay', 'reject');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const shop = await store.newShop();
        const placed: number[] = [];
        for (const name of steps) {
          if (name === 'sell') placed.push((await store.sell(shop, { deliver: false })).id);
          else if (name === 'deliver' && placed.length > 0) await deliverOrder(shop.api, placed.shift()!);
          else if (name === 'cancel' && placed.length > 0)
            expect((await cancel(shop, placed.pop()!)).statusCode).toBe(200);
          else if (name === 'wait') store.ctx.clock.advance(16 * 86_400_000);
          else if (name === 'request') expect([201, 409]).toContain((await requestPayout(shop)).statusCode);
          else if (name === 'pay' || name === 'reject') {
            const pending = ((await shop.api.get('/api/payouts/seller')).json() as PayoutResponse[]).find(
              (p) => p.status === 'PENDING',
            );
            const status = name === 'pay' ? 'SUCCESS' : 'REJECTED';
            // Nothing in a payout can be refunded any more: every decision goes through.
            if (pending)
              expect(
                (await store.admin.put(`/api/payouts/${pending.id}/status?status=${status}`)).statusCode,
              ).toBe(200);
          }
          const balance: SellerBalanceResponse = await store.balanceOf(shop.api);
          const ledger = await store.ledgerOf(shop.api);
          const net = (type: string) =>
            ledger.filter((e) => e.type === type).reduce((sum, e) => sum + toCents(e.net), 0);
          expect(balance.available).toBeGreaterThanOrEqual(0);
          expect(net('SALE') + net('REFUND') + net('PAYOUT')).toBe(
            toCents(balance.available) + toCents(balance.held) + toCents(balance.inPayout),
          );
          expect(0 - net('PAYOUT')).toBe(toCents(balance.paid));
          expect(toCents(balance.held)).toBe(balance.releases.reduce((sum, r) => sum + toCents(r.amount), 0));
        }
      }),
      { numRuns: 12 },
    );
  });
});
