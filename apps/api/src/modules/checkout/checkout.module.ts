import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { createCheckoutService } from './checkout.service.ts';

/** Cart → payment → orders: the one flow across modules (checkout.service.ts). */
export function checkoutModule(
  { db, payments, log, config, changes }: Platform,
  deps: {
    cart: CartService;
    catalog: CatalogService;
    coupons: CouponsService;
    orders: OrdersService;
    transactions: TransactionsService;
    addresses: AddressesService;
  },
) {
  const { transactions, ...services } = deps;
  const checkout = createCheckoutService({
    db,
    ...services,
    ledger: transactions,
    provider: payments,
    log,
    // The simulator's pages are served by this app, so its return links stay relative.
    publicUrl: payments.name === 'dev' ? '' : config.PUBLIC_URL,
    storeCurrency: config.STORE_CURRENCY,
    paymentCurrency: config.PAYMENT_CURRENCY,
    exchangeRate: config.PAYMENT_EXCHANGE_RATE,
    changes,
  });
  return { checkout, register: (api: FastifyInstance) => api.register(checkoutRoutes, { checkout }) };
}
