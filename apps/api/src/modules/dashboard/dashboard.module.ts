import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { LedgerReports } from '../transactions/ledger-reports.ts';
import { dashboardAdminRoutes } from './dashboard.admin.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The admin's dashboard figures (dashboard.service.ts). */
export function dashboardModule(
  { clock, config }: Platform,
  deps: {
    ledgerReports: LedgerReports;
    orders: OrdersService;
    payouts: PayoutsService;
    sellers: SellersService;
  },
) {
  const dashboard = createDashboardService({ ...deps, clock, timeZone: config.STORE_TIMEZONE });
  return { dashboard, register: (api: FastifyInstance) => api.register(dashboardAdminRoutes, { dashboard }) };
}
