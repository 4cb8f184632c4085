import type { OrderResponse } from '@tecnobazar/shared';
import { createCompletion } from './checkout-complete.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { createInProgress } from './checkout-in-progress.ts';
import { createPaymentSteps } from './checkout-payment.ts';
import { createReconciliation } from './checkout-reconcile.ts';
import { createCheckoutRecords } from './checkout-records.ts';
import { createStart } from './checkout-start.ts';
import { createWebhook } from './checkout-webhook.ts';

export { CHECKOUT_MESSAGES } from './checkout-messages.ts';

/**
 * Cart → payment → orders (product.md#checkout), one file per use case:
 * - checkout-start.ts: `start` settles the buyer's earlier checkouts, freezes the priced cart and creates
 *   the provider order;
 * - checkout-complete.ts: `complete` (the buyer is back) captures it and places the orders in one
 *   transaction; its step list is `finish`, which every other way of completing goes through;
 * - checkout-in-progress.ts: the payment the cart shows, and the buyer cancelling it;
 * - checkout-reconcile.ts: the jobs that finish, refund or expire what was left in between;
 * - checkout-webhook.ts: the provider's events;
 * - checkout-records.ts: what the receipt, refunds and the uploads cleanup read;
 * - checkout-payment.ts: the steps they share (void, fail, refund).
 * Completing again returns the same orders; a capture that cannot become orders is refunded.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const steps = createPaymentSteps(deps);
  const { finish } = createCompletion(deps, steps);
  return {
    ...createCheckoutRecords(deps),
    ...createStart(deps, steps, finish),
    /** Step 3: the buyer is back from PayPal with `token`; only the buyer's own checkout is found. */
    async complete(userId: number, token: string): Promise<OrderResponse[]> {
      return finish(await steps.buyersCheckout(userId, token));
    },
    ...createInProgress(deps, steps),
    ...createReconciliation(deps, steps, finish),
    ...createWebhook(deps, finish),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
