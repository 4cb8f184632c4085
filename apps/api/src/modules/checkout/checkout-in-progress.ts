import type { PaymentInProgress } from '@tecnobazar/shared';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { checkouts } from '../../db/schema/checkout.ts';
import { conflict } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import type { PaymentSteps } from './checkout-payment.ts';
import { CheckoutSnapshot } from './checkout-snapshot.ts';

/** The buyer's payment in progress, as the cart shows it, and the buyer cancelling it. */
export function createInProgress(deps: CheckoutDeps, steps: PaymentSteps) {
  const { db, provider, clock } = deps;
  return {
    /**
     * The buyer's newest payment that has not become orders, for the cart to show: its state asks PayPal
     * when nothing was captured yet. Null when there is none (or it is older than the checkout's TTL).
     */
    async inProgress(userId: number): Promise<PaymentInProgress | null> {
      const [open] = await db
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.userId, userId),
            eq(checkouts.status, 'PENDING'),
            isNotNull(checkouts.providerOrderId),
            gt(checkouts.createdAt, new Date(clock.now().getTime() - deps.ttlMs)),
          ),
        )
        .orderBy(sql`${checkouts.id} desc`)
        .limit(1);
      if (!open) return null;
      let state: PaymentInProgress['state'] = 'CONFIRMING';
      if (!open.providerCaptureId) {
        // PayPal unreachable: offered as waiting, its approval page tells the buyer where it stands.
        const status = await provider.orderStatus(open.providerOrderId!).catch(() => 'CREATED' as const);
        if (status === 'CANCELLED') return null; // the buyer cancelled at PayPal: nothing in progress
        if (status === 'CREATED') state = 'WAITING';
        else if (status === 'APPROVED') state = 'APPROVED';
      }
      const lines = CheckoutSnapshot.parse(open.snapshot).lines;
      return {
        token: open.providerOrderId!,
        state,
        approveUrl: state === 'WAITING' ? open.approveUrl : null,
        total: fromCents(open.totalCents),
        totalItem: lines.reduce((n, l) => n + l.quantity, 0),
        startedAt: open.createdAt.toISOString(),
      };
    },

    /** The buyer cancels their own payment in progress; it is never captured. Cancelling again is a no-op. */
    async cancel(userId: number, token: string): Promise<void> {
      const checkout = await steps.buyersCheckout(userId, token);
      if (checkout.status === 'CANCELLED') return;
      if (checkout.status !== 'PENDING')
        throw conflict(
          checkout.status === 'COMPLETED' ? CHECKOUT_MESSAGES.alreadyPaid : CHECKOUT_MESSAGES.notPending,
        );
      if (!(await steps.voidUncaptured(checkout.id, CHECKOUT_MESSAGES.cancelled)))
        throw conflict(CHECKOUT_MESSAGES.cannotCancel);
    },
  };
}
