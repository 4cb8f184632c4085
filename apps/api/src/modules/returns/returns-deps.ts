import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentProvider } from '../../lib/payments/payment-provider.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** The terms of returns, from config (product.md#returns-and-warranty). */
export interface ReturnTerms {
  /** Business days after delivery a return is accepted for any reason (RETURN_WINDOW_DAYS). */
  windowDays: number;
  /** Calendar days after delivery a defect is covered (WARRANTY_DAYS). */
  warrantyDays: number;
  /** Business days a seller has to answer before a reminder; twice as many before it escalates. */
  sellerDays: number;
  timeZone: string;
}

/** What every part of returns is built from. */
export interface ReturnsDeps {
  db: Db;
  orders: OrdersService;
  catalog: CatalogService;
  ledger: TransactionsService;
  checkout: CheckoutService;
  users: UsersService;
  sellers: SellersService;
  notifications: NotificationsService;
  /** An escalated request opens its order's conversation to the administrators who decide it. */
  messages: Pick<MessagesService, 'openToAdmins'>;
  audit: AuditService;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Told once a received return put units back (cached listings show stock). */
  changes: ChangeFeed;
  terms: ReturnTerms;
  /** The store's currency: a return with nothing to give back at the provider is told in it. */
  storeCurrency: string;
  /** Where a photo may come from: our own uploads. */
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
}
