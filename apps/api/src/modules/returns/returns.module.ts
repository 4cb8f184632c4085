import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { returnsAdminRoutes } from './returns.admin.routes.ts';
import { returnsRoutes } from './returns.routes.ts';
import { returnsSellerRoutes } from './returns.seller.routes.ts';
import { createReturnsService } from './returns.service.ts';

export const RETURN_DEADLINES_JOB = 'return-deadlines';
export const RETURN_REFUND_RETRIES_JOB = 'return-refund-retries';

/** Returns and warranty claims of delivered orders, their refunds and the sellers' deadlines. */
export function returnsModule(
  { db, payments, clock, log, changes, config }: Platform,
  deps: {
    orders: OrdersService;
    catalog: CatalogService;
    transactions: TransactionsService;
    checkout: CheckoutService;
    users: UsersService;
    sellers: SellersService;
    notifications: NotificationsService;
    messages: MessagesService;
    audit: AuditService;
  },
) {
  const { transactions, ...services } = deps;
  const returns = createReturnsService({
    db,
    ...services,
    ledger: transactions,
    provider: payments,
    clock,
    log,
    changes,
    terms: {
      windowDays: config.RETURN_WINDOW_DAYS,
      warrantyDays: config.WARRANTY_DAYS,
      sellerDays: config.RETURN_SELLER_DAYS,
      timeZone: config.STORE_TIMEZONE,
    },
    storeCurrency: config.STORE_CURRENCY,
    media: config,
  });
  return {
    returns,
    register: async (api: FastifyInstance) => {
      await api.register(returnsRoutes, { returns });
      await api.register(returnsSellerRoutes, { returns });
      await api.register(returnsAdminRoutes, { returns });
    },
    jobs: [
      // Reminders and escalations are counted in days: an hourly look is soon enough.
      { name: RETURN_DEADLINES_JOB, everyMs: 60 * 60_000, run: () => returns.runDeadlines() },
      { name: RETURN_REFUND_RETRIES_JOB, everyMs: 60_000, run: () => returns.retryDueRefunds() },
    ],
  };
}
