import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { fulfilmentRoutes } from './fulfilment.routes.ts';
import { fulfilmentSellerRoutes } from './fulfilment.seller.routes.ts';
import { createFulfilmentService } from './fulfilment.service.ts';

const REFUND_RETRY_INTERVAL_MS = 60_000;

/** Paid orders onward: status steps, cancellations and their refunds (fulfilment.service.ts). */
export function fulfilmentModule(
  { db, payments, clock, log, changes }: Platform,
  deps: {
    orders: OrdersService;
    catalog: CatalogService;
    transactions: TransactionsService;
    checkout: CheckoutService;
    coupons: CouponsService;
    users: UsersService;
    sellers: SellersService;
    notifications: NotificationsService;
    /** Reaches the returns module, built after this one, at request time (a purchase's receipt). */
    returnsRefunded: (orderIds: number[]) => Promise<number>;
  },
) {
  const { transactions, ...services } = deps;
  const fulfilment = createFulfilmentService({
    db,
    ...services,
    ledger: transactions,
    provider: payments,
    clock,
    log,
    changes,
  });
  return {
    fulfilment,
    register: async (api: FastifyInstance) => {
      await api.register(fulfilmentRoutes, { fulfilment });
      await api.register(fulfilmentSellerRoutes, { fulfilment });
    },
    // Refunds the provider did not confirm are tried again until they are done.
    jobs: [
      { name: 'refund-retries', everyMs: REFUND_RETRY_INTERVAL_MS, run: () => fulfilment.retryDueRefunds() },
    ],
  };
}
