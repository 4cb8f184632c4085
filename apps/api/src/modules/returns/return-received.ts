/**
 * What a received return gives back, worked out in the RECEIVED move's transaction (the order's requests
 * locked): its units at their price less their share of the coupon, plus the order's shipping share when
 * these are its last units, in store cents (for the ledger and the answer) and in the payment's currency
 * (for the provider), each on the running total of the order's returns so the parts add up exactly.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { returnRequestItems, returnRequests } from '../../db/schema/returns.ts';
import {
  orderShippingShareCents,
  returnedSoFarCents,
  returnRefund,
  toPaymentCents,
} from '../../lib/pricing/pricing.ts';
import type { ReturnRow } from './return-answers.ts';
import type { ReturnsDeps } from './returns-deps.ts';

export function createReceivedRefund({ orders, checkout }: Pick<ReturnsDeps, 'orders' | 'checkout'>) {
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
    const paid = await checkout.paidBy(order.userId, order.checkoutId, tx);
    const returnable = {
      subtotalCents: order.subtotalCents,
      couponCents: order.couponCents,
      shippingShareCents: paid
        ? orderShippingShareCents(
            paid.shippingCents,
            order.totalCents,
            paid.subtotalCents - paid.couponDiscountCents,
          )
        : 0,
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
      lines: units
        .filter((u) => u.returnId === row.id)
        .map((u) => ({
          productId: order.items.find((i) => i.id === u.line)?.productId ?? null,
          quantity: u.quantity,
        })),
      refund:
        payment?.captureId && payment.currency && paymentCents > 0
          ? { captureId: payment.captureId, amountCents: paymentCents, currency: payment.currency }
          : null,
    };
  };
}
