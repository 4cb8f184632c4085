/**
 * A cancelled order's refund: queued in the cancellation's transaction (this module's `refunds` table), sent
 * to the provider after the commit, and retried until it is done, so a provider failure never loses it; the
 * (order) key on refunds makes it happen once.
 */

import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refunds } from '../../db/schema/fulfilment.ts';
import { toPaymentCents } from '../../lib/pricing/pricing.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { FulfilmentDeps } from './fulfilment-deps.ts';

const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** What a paid checkout captured (checkout.payment). */
type CapturedPayment = Awaited<ReturnType<CheckoutService['payment']>>;

export function createRefunds({
  db,
  orders,
  provider,
  clock,
  log,
  users,
  notifications,
}: Pick<FulfilmentDeps, 'db' | 'orders' | 'provider' | 'clock' | 'log' | 'users' | 'notifications'>) {
  /** One try at the provider; a failure is kept with the next try's time (exponential, at most hourly). */
  async function attempt(refund: typeof refunds.$inferSelect): Promise<void> {
    try {
      await provider.refundCapture(
        refund.captureId,
        refund.amountCents,
        refund.currency,
        `refund-order-${refund.orderId}`,
      );
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(refunds)
          .set({ status: 'DONE', attempts: refund.attempts + 1, lastError: null })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'PENDING')))
          .returning({ id: refunds.id });
        // Another process confirmed it first: it told the buyer.
        if (done) await tellRefunded(tx, refund);
      });
    } catch (err) {
      const attempts = refund.attempts + 1;
      const delay = Math.min(60_000 * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
      log.warn({ err, refundId: refund.id, attempts }, 'refund failed; will retry');
      await db
        .update(refunds)
        .set({
          attempts,
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
          nextAttemptAt: new Date(clock.now().getTime() + delay),
        })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'PENDING')));
    }
  }

  /** The order is marked refunded and the buyer told, with the refund's own commit. */
  async function tellRefunded(tx: DbOrTx, refund: typeof refunds.$inferSelect) {
    const order = await orders.markRefunded(refund.orderId, tx);
    if (!order) return;
    const buyer = (await users.contacts([order.userId], tx)).get(order.userId);
    const answer = await orders.find({ userId: order.userId }, refund.orderId, tx);
    if (buyer && answer) await notifications.refunded(tx, { userId: order.userId, ...buyer }, answer, refund);
  }

  return {
    /**
     * Queues the cancelled order's refund, inside the cancellation's transaction: its goods and its own
     * shipping. The last order of the checkout to be cancelled gives back what is left of the capture, so
     * the rounding of the others' conversions never keeps a cent.
     */
    async queue(
      tx: DbOrTx,
      order: { id: number; checkoutId: number; totalAmountCents: number; shippingCents: number },
      payment: CapturedPayment,
      lastOfCheckout: boolean,
    ): Promise<void> {
      // Nothing was captured: there is nothing to give back.
      if (!payment?.captureId) return;
      let amountCents: number;
      if (lastOfCheckout) {
        const [refunded] = await tx
          .select({ sum: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
          .from(refunds)
          .where(eq(refunds.checkoutId, order.checkoutId));
        amountCents = payment.amountCents - Number(refunded!.sum);
      } else {
        amountCents = toPaymentCents(order.totalAmountCents + order.shippingCents, payment);
      }
      if (amountCents <= 0) return;
      await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          checkoutId: order.checkoutId,
          captureId: payment.captureId,
          amountCents,
          currency: payment.currency,
        })
        .onConflictDoNothing();
    },

    /** After the cancellation's commit: the order's refund, if one waits, goes to the provider now. */
    async sendQueued(orderId: number): Promise<void> {
      const [queued] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
      if (queued?.status === 'PENDING') await attempt(queued);
    },

    /** Retries the refunds that are due; run on a timer, and by tests with their clock. */
    async retryDueRefunds(limit = 20): Promise<number> {
      const due = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'PENDING'), lte(refunds.nextAttemptAt, clock.now())))
        .orderBy(refunds.nextAttemptAt)
        .limit(limit);
      for (const refund of due) await attempt(refund);
      return due.length;
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
