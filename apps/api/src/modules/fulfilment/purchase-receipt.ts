/**
 * The receipt of a purchase: what was charged and how (the checkout's), every seller's order of it, each
 * cancelled order's refund, and what returns gave back.
 */
import type { PurchaseResponse } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema/fulfilment.ts';
import { notFound } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import type { FulfilmentDeps } from './fulfilment-deps.ts';
import { FULFILMENT_MESSAGES } from './fulfilment-messages.ts';

export function createPurchaseReceipt({
  db,
  orders,
  checkout,
  returnsRefunded,
}: Pick<FulfilmentDeps, 'db' | 'orders' | 'checkout' | 'returnsRefunded'>) {
  return {
    /**
     * The receipt of the purchase the shopper's order was paid in: what was charged and how (the
     * checkout's), every seller's order of it, and each cancelled order's refund. Another shopper's order
     * is a 404, as is one that does not exist.
     */
    async purchase(userId: number, orderId: number): Promise<PurchaseResponse> {
      const checkoutId = await orders.checkoutOf({ userId }, orderId);
      const paid = checkoutId === undefined ? undefined : await checkout.paidBy(userId, checkoutId);
      if (!paid) throw notFound(FULFILMENT_MESSAGES.notFound);
      const [placed, given] = await Promise.all([
        orders.forCheckout(paid.id),
        db.select().from(refunds).where(eq(refunds.checkoutId, paid.id)),
      ]);
      const refundOf = new Map(given.map((r) => [r.orderId, r]));
      const refundedCents =
        given.filter((r) => r.status === 'DONE').reduce((sum, r) => sum + r.amountCents, 0) +
        (await returnsRefunded(placed.map((order) => order.id)));
      return {
        id: paid.id,
        paidAt: (paid.capturedAt ?? new Date(placed[0]!.orderDate)).toISOString(),
        shippingAddress: placed[0]!.shippingAddress,
        orders: placed.map((order) => {
          const refund = refundOf.get(order.id);
          return {
            ...order,
            refund: refund
              ? {
                  amount: fromCents(refund.amountCents),
                  currency: refund.currency,
                  status: refund.status,
                  requestedAt: refund.createdAt.toISOString(),
                }
              : null,
          };
        }),
        subtotal: fromCents(paid.subtotalCents),
        coupon:
          paid.couponDiscountCents > 0
            ? { code: paid.couponCode, discount: fromCents(paid.couponDiscountCents) }
            : null,
        shipping: fromCents(paid.shippingCents),
        total: fromCents(paid.totalCents),
        currency: paid.storeCurrency,
        payment: {
          provider: paid.provider,
          orderId: paid.providerOrderId!,
          captureId: paid.providerCaptureId!,
          amount: fromCents(paid.paymentAmountCents),
          currency: paid.paymentCurrency,
          refunded: fromCents(refundedCents),
          status:
            refundedCents === 0
              ? 'PAID'
              : refundedCents >= paid.paymentAmountCents
                ? 'REFUNDED'
                : 'PARTIALLY_REFUNDED',
        },
      };
    },
  };
}
