import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { checkouts } from '../../db/schema/checkout.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import type { PaymentProvider } from '../../lib/payments/payment-provider.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** A `checkouts` row: one attempt to pay a cart. */
export type Checkout = typeof checkouts.$inferSelect;

/** What every part of the checkout (start, complete, reconcile, webhook…) is built from. */
export interface CheckoutDeps {
  db: Db;
  cart: CartService;
  catalog: CatalogService;
  coupons: CouponsService;
  orders: OrdersService;
  ledger: TransactionsService;
  addresses: AddressesService;
  users: UsersService;
  sellers: SellersService;
  /** The purchase's mails, to the buyer and each shop's seller, written with the orders. */
  notifications: NotificationsService;
  mailer: Mailer;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The buyer's orders page, linked from the mails. */
  ordersUrl: string;
  storeCurrency: string;
  paymentCurrency: string;
  /** Store units per payment unit (COP per USD). */
  exchangeRate: number;
  /** Told once a payment took stock (cached listings and search show it). */
  changes: ChangeFeed;
  clock: Clock;
  /** A PENDING checkout older than this with no capture expires. */
  ttlMs: number;
  /** The reconciliation job looks at a checkout this long after it started, and again after as long. */
  reconcileAfterMs: number;
}
