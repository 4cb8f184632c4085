/**
 * What a received return gives back, worked out in the RECEIVED move's transaction (the order's requests
 * locked): its units at their price less their share of the coupon, plus the order's shipping share when
 * these are its last units, in store cents (for the ledger and the answer) and in the payment's currency
 * (for the provider), each on the running total of the order's returns so the parts add up exactly.
 */
import type { ReturnResponse } from '@tecnobazar/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { returnRequestItems, returnRequests } from '../../db/schema/returns.ts';
import { returnedSoFarCents, returnRefund, toPaymentCents } from '../../lib/pricing/pricing.ts';
import type { ReturnAnswer, ReturnRow } from './return-answers.ts';
import type { Moving } from './return-moving.ts';
import type { ReturnRefunds } from './return-refunds.ts';
import { lockOrderReturns } from './return-requests.ts';
import type { ReturnsDeps } from './returns-deps.ts';

function createRefundOf({ orders, checkout }: Pick<ReturnsDeps, 'orders' | 'checkout'>) {
  return async function refundOf(tx: DbOrTx, row: ReturnRow) {
    const order = (await orders.forReturn({ sellerId: row.sellerId }, row.orderId, tx))!;
    const units = await tx
      .select({
        returnId: returnRequestItems.returnId,
        line: returnRequestItems.orderItemId,
        quantity: returnRequestItems.quantity,
      })
      .from(returnRequestItems)
      .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnId))
      .where(
        and(
          eq(returnRequests.orderId, row.orderId),
          or(inArray(returnRequests.status, ['RECEIVED', 'REFUNDED']), eq(returnRequests.id, row.id)),
        ),
      );
    const price = new Map(order.items.map((i) => [i.id, i.unitSellingCents]));
    const bought = order.items.reduce((n, i) => n + i.quantity, 0);
    const sum = (list: typeof units) => ({
      cents: list.reduce((c, u) => c + (price.get(u.line) ?? 0) * u.quantity, 0),
      units: list.reduce((n, u) => n + u.quantity, 0),
    });
    const before = sum(units.filter((u) => u.returnId !== row.id));
    const after = sum(units);
    const returnable = {
      subtotalCents: order.subtotalCents,
      couponCents: order.couponCents,
      // The order's own shipping (decision 0023), given back with its last units.
      shippingShareCents: order.shippingCents,
    };
    const was = { cents: before.cents, everyUnit: before.units >= bought };
    const now = { cents: after.cents, everyUnit: after.units >= bought };
    const { totalCents, goodsCents } = returnRefund(returnable, was, now);
    const payment = await checkout.payment(order.checkoutId, tx);
    const rate = { amountCents: payment?.amountCents ?? 0, totalCents: payment?.totalCents ?? 0 };
    const paymentCents =
      toPaymentCents(returnedSoFarCents(returnable, now.cents, now.everyUnit), rate) -
      toPaymentCents(returnedSoFarCents(returnable, was.cents, was.everyUnit), rate);
    return {
      storeCents: totalCents,
      goodsCents,
      /** The order's shipping, given back with its last units. */
      shipping: { refundedCents: totalCents - goodsCents, orderCents: order.shippingCents },
      lines: units
        .filter((u) => u.returnId === row.id)
        .map((u) => ({
          offerId: order.items.find((i) => i.id === u.line)?.offerId ?? null,
          quantity: u.quantity,
        })),
      refund:
        payment?.captureId && payment.currency && paymentCents > 0
          ? { captureId: payment.captureId, amountCents: paymentCents, currency: payment.currency }
          : null,
    };
  };
}

/** The seller marks a request received (SENT → RECEIVED), then its refund goes to the provider. */
export function createReturnReceiving(
  deps: ReturnsDeps,
  answer: ReturnAnswer,
  { find, move, tell }: Moving,
  refunds: ReturnRefunds,
) {
  const { db, clock, ledger } = deps;
  const refundOf = createRefundOf(deps);
  return {
    /**
     * The seller received the units: the refund is worked out and queued, the ledger reverses those units and
     * the catalogue takes them back, in one transaction; the refund goes to the provider after the commit.
     */
    async received(sellerId: number, id: number): Promise<ReturnResponse> {
      const row = await db.transaction(async (tx) => {
        const current = await find({ sellerId }, id, tx);
        // The order's requests are received one at a time, so each sees what the others gave back.
        await lockOrderReturns(tx, current.orderId);
        const money = await refundOf(tx, current);
        return move(
          { sellerId },
          id,
          {
            from: ['SENT'],
            action: 'received',
            set: { status: 'RECEIVED', receivedAt: clock.now(), refundCents: money.storeCents },
            after: async (tx, row) => {
              await ledger.recordReturn(tx, row.orderId, row.id, money.goodsCents, money.shipping);
              await deps.catalog.releaseStock(tx, money.lines);
              await tell(tx, 'RECEIVED', row);
              if (money.refund) await refunds.queue(tx, row.id, money.refund);
              else await refunds.finish(tx, row.id, { amountCents: 0, currency: deps.storeCurrency });
            },
          },
          tx,
        );
      });
      deps.changes.publish('products');
      await refunds.sendQueued(row.id);
      return (await answer([await find({ sellerId }, id)]))[0]!;
    },
  };
}
