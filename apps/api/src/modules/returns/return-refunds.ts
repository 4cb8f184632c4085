/**
 * A received return's refund: queued in the RECEIVED move's transaction (this module's `return_refunds`,
 * one row per request), sent to the provider after the commit with the key `refund-return-<id>`, and retried
 * until the provider confirms. A crash between the provider's refund and our write is finished by the retry:
 * the same key makes the provider answer the same refund, never a second one.
 */
import { OPEN_RETURN_STATUSES } from '@tecnobazar/shared';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { returnRefunds, returnRequests } from '../../db/schema/returns.ts';
import type { ReturnAnswer } from './return-answers.ts';
import type { ReturnsDeps } from './returns-deps.ts';

const MAX_RETRY_DELAY_MS = 60 * 60_000;
type Refund = typeof returnRefunds.$inferSelect;

/** The provider's idempotency key of a return's refund. */
export const returnRefundKey = (returnId: number) => `refund-return-${returnId}`;

export function createReturnRefunds(deps: ReturnsDeps, answer: ReturnAnswer) {
  const { db, provider, clock, log } = deps;

  /** The sale joins the balance again once no request on its order is open. */
  async function releaseIfNoneOpen(tx: DbOrTx, orderId: number, userId: number): Promise<void> {
    const open = await tx
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(
        and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, [...OPEN_RETURN_STATUSES])),
      )
      .limit(1);
    if (open.length > 0) return;
    const order = await deps.orders.forReturn({ userId }, orderId, tx);
    if (order?.deliveredAt) await deps.ledger.releaseAfterReturn(tx, orderId, order.deliveredAt);
  }

  /** The provider confirmed: the request is REFUNDED, the hold may end, and the buyer is told, in one commit. */
  async function finish(tx: DbOrTx, returnId: number, refund: { amountCents: number; currency: string }) {
    const [row] = await tx
      .update(returnRequests)
      .set({ status: 'REFUNDED', refundedAt: clock.now() })
      .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'RECEIVED')))
      .returning();
    if (!row) return;
    await releaseIfNoneOpen(tx, row.orderId, row.userId);
    const buyer = (await deps.users.contacts([row.userId], tx)).get(row.userId);
    const [answered] = await answer([row], tx);
    if (buyer && answered)
      await deps.notifications.returnRefunded(tx, { userId: row.userId, ...buyer }, answered, refund);
  }

  /** One try at the provider; a failure is kept with the next try's time (exponential, at most hourly). */
  async function attempt(refund: Refund): Promise<void> {
    try {
      await provider.refundCapture(
        refund.captureId,
        refund.amountCents,
        refund.currency,
        returnRefundKey(refund.returnId),
      );
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(returnRefunds)
          .set({ status: 'DONE', attempts: refund.attempts + 1, lastError: null })
          .where(and(eq(returnRefunds.id, refund.id), eq(returnRefunds.status, 'PENDING')))
          .returning({ id: returnRefunds.id });
        // Another process confirmed it first: it finished the request.
        if (done) await finish(tx, refund.returnId, refund);
      });
    } catch (err) {
      const attempts = refund.attempts + 1;
      const delay = Math.min(60_000 * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
      log.warn({ err, returnRefundId: refund.id, attempts }, 'return refund failed; will retry');
      await db
        .update(returnRefunds)
        .set({
          attempts,
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
          nextAttemptAt: new Date(clock.now().getTime() + delay),
        })
        .where(and(eq(returnRefunds.id, refund.id), eq(returnRefunds.status, 'PENDING')));
    }
  }

  return {
    releaseIfNoneOpen,
    finish,

    /** Queues the refund inside the RECEIVED move's transaction; the (return) key makes it once. */
    async queue(
      tx: DbOrTx,
      returnId: number,
      refund: { captureId: string; amountCents: number; currency: string },
    ) {
      await tx
        .insert(returnRefunds)
        .values({ returnId, ...refund })
        .onConflictDoNothing();
    },

    /** What the provider confirmed it gave back for returns of these orders, in the payment's currency. */
    async doneForOrders(orderIds: number[]): Promise<number> {
      if (orderIds.length === 0) return 0;
      const done = await db
        .select({ amountCents: returnRefunds.amountCents })
        .from(returnRefunds)
        .innerJoin(returnRequests, eq(returnRequests.id, returnRefunds.returnId))
        .where(and(inArray(returnRequests.orderId, orderIds), eq(returnRefunds.status, 'DONE')));
      return done.reduce((sum, r) => sum + r.amountCents, 0);
    },

    /** After the RECEIVED move's commit: its refund, if one waits, goes to the provider now. */
    async sendQueued(returnId: number): Promise<void> {
      const [queued] = await db.select().from(returnRefunds).where(eq(returnRefunds.returnId, returnId));
      if (queued?.status === 'PENDING') await attempt(queued);
    },

    /** Retries the refunds that are due; run on a timer, and by tests with their clock. */
    async retryDueRefunds(limit = 20): Promise<number> {
      const due = await db
        .select()
        .from(returnRefunds)
        .where(and(eq(returnRefunds.status, 'PENDING'), lte(returnRefunds.nextAttemptAt, clock.now())))
        .orderBy(returnRefunds.nextAttemptAt)
        .limit(limit);
      for (const refund of due) await attempt(refund);
      return due.length;
    },
  };
}
export type ReturnRefunds = ReturnType<typeof createReturnRefunds>;
