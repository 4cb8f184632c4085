import type { FastifyInstance } from 'fastify';
import { formatPesos } from '../../lib/money.ts';
import type { Platform } from '../../platform.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { payoutsAdminRoutes } from './payouts.admin.routes.ts';
import { payoutsRoutes } from './payouts.routes.ts';
import { payoutsSellerRoutes } from './payouts.seller.routes.ts';
import { createPayoutsService } from './payouts.service.ts';

export const PAYOUT_TRANSFERS_JOB = 'payout-transfers';

/** Paying sellers their balance (payouts.service.ts), and sending the money (payout-transfers.ts). */
export function payoutsModule(
  { db, config, payments, clock, log }: Platform,
  deps: {
    transactions: TransactionsService;
    audit: AuditService;
    sellers: SellersService;
    notifications: NotificationsService;
  },
) {
  const payouts = createPayoutsService({
    db,
    ledger: deps.transactions,
    minimumCents: config.PAYOUT_MINIMUM * 100,
    formatMoney: formatPesos,
    audit: deps.audit,
    sellers: deps.sellers,
    notifications: deps.notifications,
    provider: payments,
    clock,
    log,
    payment: { currency: config.PAYMENT_CURRENCY, exchangeRate: config.PAYMENT_EXCHANGE_RATE },
  });
  return {
    payouts,
    register: async (api: FastifyInstance) => {
      // The seller's static paths (/api/payouts/seller…) before the `:id` route, which is registered apart.
      await api.register(payoutsSellerRoutes, { payouts });
      await api.register(payoutsRoutes, { payouts });
      await api.register(payoutsAdminRoutes, { payouts });
    },
    jobs: [
      // Sends approved payouts, retries them, and asks the provider about those a crash left SENDING.
      { name: PAYOUT_TRANSFERS_JOB, everyMs: 60_000, run: () => payouts.sendDueTransfers() },
    ],
  };
}
