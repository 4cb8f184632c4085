import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { checkouts } from '../../db/schema/checkout.ts';
import { AppError } from '../../lib/errors.ts';
import type { Finish } from './checkout-complete.ts';
import type { Checkout, CheckoutDeps } from './checkout-deps.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import type { PaymentSteps } from './checkout-payment.ts';

/** An uncaptured checkout is asked about every 10 minutes during its first hour, then left to expire. */
const UNCAPTURED_RECHECK_MS = 10 * 60_000;
const UNCAPTURED_WATCH_MS = 60 * 60_000;
/** A buyer who approved at PayPal and has not come back in this long is not coming: capture for them. */
const APPROVED_WAIT_MS = 10 * 60_000;

/**
 * The jobs: reconciliation finishes what a crash, an outage or a buyer who never came back left between
 * payment and orders; expiry gives up the checkouts that never captured.
 */
export function createReconciliation(deps: CheckoutDeps, steps: PaymentSteps, finish: Finish) {
  const { db, provider, log, clock } = deps;

  /**
   * For a checkout with no capture written down: PayPal took the money (a crash lost the answer), or
   * the buyer approved long enough ago that they are not coming back. Asking changes nothing; a buyer
   * still on the way back from PayPal is left to finish their own payment.
   */
  async function paidOrAbandoned(checkout: Checkout, now: number): Promise<boolean> {
    const status = await provider.orderStatus(checkout.providerOrderId!);
    return (
      status === 'COMPLETED' ||
      (status === 'APPROVED' && checkout.createdAt.getTime() < now - APPROVED_WAIT_MS)
    );
  }

  /**
   * An expired or voided checkout whose capture was asked for: no capture starts once a checkout has
   * expired or was voided (finish() needs PENDING), so what PayPal says now is final. Money taken goes
   * back; otherwise the checkout is no longer in doubt.
   */
  async function settleClosed(checkout: Checkout) {
    if (
      checkout.providerCaptureId ||
      (await provider.orderStatus(checkout.providerOrderId!)) === 'COMPLETED'
    ) {
      // Capturing a captured order answers the same capture: what there is to give back.
      const capture = await provider.captureOrder(checkout.providerOrderId!);
      await steps.refund(checkout, capture, checkout.failureReason ?? CHECKOUT_MESSAGES.expired);
    } else {
      await db
        .update(checkouts)
        .set({ captureStartedAt: null })
        .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, checkout.status)));
    }
  }

  /**
   * The checkouts due, claimed (their `checkedAt` set to now) so that instances running this at once take
   * different ones. Captured, REFUNDING and in-doubt checkouts (a capture was asked for, no answer
   * written) are due every `reconcileAfterMs`; the others every 10 minutes in their first hour; an expired
   * or voided one whose capture was asked for, every `reconcileAfterMs`.
   */
  async function claimDue(limit: number, now: number): Promise<Checkout[]> {
    const before = (ms: number) => new Date(now - ms);
    const notCheckedSince = (ms: number) =>
      or(isNull(checkouts.checkedAt), lt(checkouts.checkedAt, before(ms)));
    const due = db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(
        and(
          lt(checkouts.createdAt, before(deps.reconcileAfterMs)),
          or(
            and(
              inArray(checkouts.status, ['PENDING', 'REFUNDING']),
              or(
                and(
                  or(
                    eq(checkouts.status, 'REFUNDING'),
                    isNotNull(checkouts.providerCaptureId),
                    isNotNull(checkouts.captureStartedAt),
                  ),
                  notCheckedSince(deps.reconcileAfterMs),
                ),
                and(
                  isNotNull(checkouts.providerOrderId),
                  sql`${checkouts.createdAt} > ${before(UNCAPTURED_WATCH_MS)}`,
                  notCheckedSince(UNCAPTURED_RECHECK_MS),
                ),
              ),
            ),
            // Expired or voided with money possibly taken: a capture was asked for (longer ago than any
            // capture takes; a written capture has this too) and the process died before it moved the
            // checkout to REFUNDING.
            and(
              inArray(checkouts.status, ['EXPIRED', 'CANCELLED']),
              lt(checkouts.captureStartedAt, before(deps.reconcileAfterMs)),
              notCheckedSince(deps.reconcileAfterMs),
            ),
          ),
        ),
      )
      .orderBy(checkouts.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db.update(checkouts).set({ checkedAt: clock.now() }).where(inArray(checkouts.id, due)).returning();
  }

  /**
   * A captured checkout without orders gets its orders or a refund (once: the order transaction locks the
   * checkout, the refund is named after it), a REFUNDING one its refund; an uncaptured one is finished if
   * PayPal captured it, or if its buyer approved it and did not come back (as the webhook would); an
   * expired or voided one whose capture was asked for is refunded if PayPal took the money (settleClosed).
   */
  async function settle(checkout: Checkout, now: number) {
    try {
      if (checkout.status === 'EXPIRED' || checkout.status === 'CANCELLED') await settleClosed(checkout);
      else if (checkout.status === 'REFUNDING') {
        // Capturing a captured order answers the same capture: what there is to give back.
        const capture = await provider.captureOrder(checkout.providerOrderId!);
        await steps.refund(checkout, capture, checkout.failureReason ?? CHECKOUT_MESSAGES.notPending);
      } else if (checkout.providerCaptureId || (await paidOrAbandoned(checkout, now))) await finish(checkout);
    } catch (err) {
      // An AppError is an answer (not approved yet, sold out and refunded, provider down): try later.
      if (err instanceof AppError)
        log.info({ checkoutId: checkout.id, reason: err.message }, 'checkout not finished');
      else log.error({ err, checkoutId: checkout.id }, 'checkout reconciliation failed');
    }
  }

  return {
    /** The reconciliation job: settles the due checkouts, 50 at a time; answers how many it looked at. */
    async reconcile(limit = 50): Promise<number> {
      let seen = 0;
      // Due is judged against the run's start: a checkout looked at in this run is not due again in
      // it, however long the run takes, so the loop ends.
      const started = clock.now().getTime();
      for (;;) {
        const claimed = await claimDue(limit, started);
        for (const checkout of claimed) await settle(checkout, started);
        seen += claimed.length;
        if (claimed.length < limit) return seen;
      }
    },

    /** Gives up the checkouts older than CHECKOUT_TTL_HOURS that never captured; answers how many. */
    async expireAbandoned(): Promise<number> {
      const expired = await db
        .update(checkouts)
        .set({ status: 'EXPIRED', failureReason: CHECKOUT_MESSAGES.expired })
        .where(
          and(
            eq(checkouts.status, 'PENDING'),
            isNull(checkouts.providerCaptureId),
            lt(checkouts.createdAt, new Date(clock.now().getTime() - deps.ttlMs)),
          ),
        )
        .returning({ id: checkouts.id });
      return expired.length;
    },
  };
}
