/**
 * An order after it is paid: the seller confirms, ships and delivers it, or cancels it; the shopper may
 * cancel it while it is PLACED. Cancelling is one transaction across modules: the order (orders), its units
 * back in stock (catalog), the sale reversed in the ledger (transactions), the coupon given back once the
 * whole checkout is cancelled (coupons) and a refund queued (refunds, this module's table). The refund goes
 * to the provider after the commit and is retried until it is done, so a provider failure never loses it,
 * and the (order) key on refunds makes it happen once.
 *
 * One service made of its use cases: the order's steps and cancellation (order-steps.ts), the refunds, their
 * sending and retries (refunds.ts), and the purchase's receipt (purchase-receipt.ts); the refusals are in
 * fulfilment-messages.ts.
 */
import type { FulfilmentDeps } from './fulfilment-deps.ts';
import { createOrderSteps } from './order-steps.ts';
import { createPurchaseReceipt } from './purchase-receipt.ts';
import { createRefunds } from './refunds.ts';

export { FULFILMENT_MESSAGES } from './fulfilment-messages.ts';

export function createFulfilmentService(deps: FulfilmentDeps) {
  const refunds = createRefunds(deps);
  return {
    ...createOrderSteps({ ...deps, refunds }),
    ...createPurchaseReceipt(deps),
    retryDueRefunds: refunds.retryDueRefunds,
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
