/**
 * The simulator taking an approved order's money and giving it back, with the per-process switches tests
 * use to see a declined card or an unreachable PayPal.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devPaymentRefunds, devPaymentOrders as orders } from '../../db/schema/dev-payments.ts';
import { type DevOrderStore, randomId } from './dev-payment-store.ts';
import { type PaymentCapture, PaymentProviderError } from './payment-provider.ts';
import { toPayPalValue } from './paypal-format.ts';

export function createDevCaptures({ db, store }: { db: Db; store: DevOrderStore }) {
  let declineNext = false;
  let refundFailures = 0;

  return {
    async captureOrder(orderId: string): Promise<PaymentCapture> {
      let order = await store.find(orderId);
      if (order.status === 'APPROVED') {
        if (declineNext) {
          declineNext = false;
          return {
            status: 'DECLINED',
            captureId: null,
            amountCents: order.amountCents,
            currency: order.currency,
          };
        }
        // Of two captures at once, one moves the order; the other reads the capture it made.
        order = await store.move(orderId, ['APPROVED'], 'COMPLETED', { captureId: randomId('DEVCAP') });
      }
      if (order.status !== 'COMPLETED') {
        throw new PaymentProviderError(
          order.status === 'CANCELLED'
            ? 'The buyer cancelled the payment'
            : 'The buyer has not approved the payment',
          'NOT_APPROVED',
        );
      }
      return {
        status: 'COMPLETED',
        captureId: order.captureId,
        amountCents: order.amountCents,
        currency: order.currency,
      };
    },

    async refundCapture(
      captureId: string,
      amountCents: number,
      currency: string,
      requestId?: string,
    ): Promise<void> {
      if (refundFailures > 0) {
        refundFailures--;
        throw new PaymentProviderError('PayPal did not answer the refund', 'UNAVAILABLE');
      }
      toPayPalValue(amountCents, currency);
      await db.transaction(async (tx) => {
        if (requestId) {
          const [fresh] = await tx
            .insert(devPaymentRefunds)
            .values({ requestId, captureId, amountCents })
            .onConflictDoNothing()
            .returning();
          if (!fresh) return; // the same refund again
        }
        const [order] = await tx.select().from(orders).where(eq(orders.captureId, captureId)).for('update');
        if (!order) throw new PaymentProviderError(`Unknown capture ${captureId}`, 'INVALID');
        if (currency !== order.currency) {
          throw new PaymentProviderError(
            `Refund in ${currency} of a capture in ${order.currency}`,
            'INVALID',
          );
        }
        if (order.refundedCents + amountCents > order.amountCents) {
          throw new PaymentProviderError('Refund exceeds the captured amount', 'INVALID');
        }
        await tx
          .update(orders)
          .set({ refundedCents: order.refundedCents + amountCents })
          .where(eq(orders.id, order.id));
      });
    },

    declineNextCapture(): void {
      declineNext = true;
    },

    failNextRefunds(count: number): void {
      refundFailures = count;
    },
  };
}
