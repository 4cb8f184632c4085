import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentProvider } from '../../lib/payments/payment-provider.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** What every part of fulfilment (order steps, refunds, the receipt) is built from. */
export interface FulfilmentDeps {
  db: Db;
  orders: OrdersService;
  catalog: CatalogService;
  ledger: TransactionsService;
  checkout: CheckoutService;
  coupons: CouponsService;
  users: UsersService;
  provider: PaymentProvider;
  sellers: SellersService;
  /** Each step's mail, written in the step's transaction. */
  notifications: NotificationsService;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * What the provider confirmed it gave back for returns of these orders (the returns module, built after
   * this one: reached at request time), so a purchase's receipt counts every refund.
   */
  returnsRefunded: (orderIds: number[]) => Promise<number>;
  /** Told once a cancellation put units back (cached listings and search show stock). */
  changes: ChangeFeed;
}
