import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { CommissionsService } from '../commissions/commissions.service.ts';
import { createLedgerReports } from './ledger-reports.ts';
import { transactionsAdminRoutes } from './transactions.admin.routes.ts';
import { transactionsSellerRoutes } from './transactions.seller.routes.ts';
import { createTransactionsService } from './transactions.service.ts';

/** The seller ledger: written by checkout, fulfilment and payouts; read by sellers and administrators. */
export function transactionsModule(
  { db, config, clock }: Platform,
  deps: { commissions: Pick<CommissionsService, 'ratesFor'> },
) {
  const transactions = createTransactionsService({
    db,
    commissions: deps.commissions,
    commissionVatPercent: config.COMMISSION_VAT_PERCENT,
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
