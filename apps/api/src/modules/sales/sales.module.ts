import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { LedgerReports } from '../transactions/ledger-reports.ts';
import { salesSellerRoutes } from './sales.seller.routes.ts';
import { createSalesService } from './sales.service.ts';

/** The seller's sales report and revenue chart, from the orders and the ledger (sales.service.ts). */
export function salesModule(
  { clock, config }: Platform,
  deps: { orders: OrdersService; ledgerReports: LedgerReports },
) {
  const sales = createSalesService({
    orders: deps.orders,
    ledger: deps.ledgerReports,
    clock,
    timeZone: config.STORE_TIMEZONE,
  });
  return { sales, register: (api: FastifyInstance) => api.register(salesSellerRoutes, { sales }) };
}
