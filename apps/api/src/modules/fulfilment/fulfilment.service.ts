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
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import type { PaymentProvider } from '../../lib/payments/payment-provider.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createOrderSteps } from './order-steps.ts';
import { createPurchaseReceipt } from './purchase-receipt.ts';
import { createRefunds } from './refunds.ts';

export { FULFILMENT_MESSAGES } from './fulfilment-messages.ts';

export function createFulfilmentService(deps: {
  db: Db;
  orders: OrdersService;
  catalog: CatalogService;
  ledger: TransactionsService;
  checkout: CheckoutService;
  coupons: CouponsService;
  users: UsersService;
  provider: PaymentProvider;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Told once a cancellation put units back (cached listings and search show stock). */
  changes: ChangeFeed;
}) {
  const refunds = createRefunds(deps);
  return {
    ...createOrderSteps({ ...deps, refunds }),
    ...createPurchaseReceipt(deps),
    retryDueRefunds: refunds.retryDueRefunds,
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
