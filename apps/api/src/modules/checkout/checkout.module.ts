import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { createCheckoutService } from './checkout.service.ts';

export const CHECKOUT_RECONCILE_JOB = 'checkout-reconcile';
export const CHECKOUT_EXPIRY_JOB = 'checkout-expiry';

/** Cart → payment → orders: the one flow across modules (checkout.service.ts). */
export function checkoutModule(
  { db, payments, log, config, changes, clock, mailer }: Platform,
  deps: {
    cart: CartService;
    catalog: CatalogService;
    coupons: CouponsService;
    orders: OrdersService;
    transactions: TransactionsService;
    addresses: AddressesService;
    users: UsersService;
    sellers: SellersService;
    notifications: NotificationsService;
  },
) {
  const { transactions, ...services } = deps;
  const checkout = createCheckoutService({
    db,
    ...services,
    ledger: transactions,
    mailer,
    provider: payments,
    log,
    // The simulator's pages are served by this app, so its return links stay relative.
    publicUrl: payments.name === 'dev' ? '' : config.PUBLIC_URL,
    ordersUrl: `${config.PUBLIC_URL}/account/orders`,
    storeCurrency: config.STORE_CURRENCY,
    paymentCurrency: config.PAYMENT_CURRENCY,
    exchangeRate: config.PAYMENT_EXCHANGE_RATE,
    changes,
    clock,
    ttlMs: config.CHECKOUT_TTL_HOURS * 3_600_000,
    reconcileAfterMs: config.CHECKOUT_RECONCILE_AFTER_SECONDS * 1000,
  });
  return {
    checkout,
    register: (api: FastifyInstance) => api.register(checkoutRoutes, { checkout }),
    jobs: [
      { name: CHECKOUT_RECONCILE_JOB, everyMs: 60_000, run: () => checkout.reconcile() },
      { name: CHECKOUT_EXPIRY_JOB, everyMs: 15 * 60_000, run: () => checkout.expireAbandoned() },
    ],
  };
}
