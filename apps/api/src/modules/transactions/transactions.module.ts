import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { createLedgerReports } from './ledger-reports.ts';
import { transactionsAdminRoutes } from './transactions.admin.routes.ts';
import { transactionsSellerRoutes } from './transactions.seller.routes.ts';
import { createTransactionsService } from './transactions.service.ts';

/** The seller ledger: written by checkout, fulfilment and payouts; read by sellers and administrators. */
export function transactionsModule({ db, config, clock }: Platform) {
  const transactions = createTransactionsService({
    db,
    commissionPercent: config.PLATFORM_COMMISSION_PERCENT,
    clock,
    holdBusinessDays: config.SALE_HOLD_DAYS,
    timeZone: config.STORE_TIMEZONE,
  });
  return {
    transactions,
    ledgerReports: createLedgerReports({ db }),
    register: async (api: FastifyInstance) => {
      await api.register(transactionsSellerRoutes, { transactions });
      await api.register(transactionsAdminRoutes, { transactions });
    },
  };
}
