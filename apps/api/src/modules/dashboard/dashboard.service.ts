import type { AdminDashboardResponse } from '@tecnobazar/shared';
import type { Clock } from '../../lib/clock.ts';
import { fromCents } from '../../lib/money.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { LedgerReports } from '../transactions/ledger-reports.ts';

const DAYS = 30;

/** The admin's "Panel de control": SQL aggregates from the ledger, orders, payouts and sellers. */
export function createDashboardService(deps: {
  ledgerReports: LedgerReports;
  orders: OrdersService;
  payouts: PayoutsService;
  sellers: SellersService;
  clock: Clock;
  timeZone: string;
}) {
  return {
    async overview(): Promise<AdminDashboardResponse> {
      const now = deps.clock.now();
      const days = await deps.ledgerReports.platformDaily({ now, timeZone: deps.timeZone });
      // The first local day of the series, as an instant: orders are counted over the same 30 days.
      const since = new Date(now.getTime() - DAYS * 24 * 3600_000);
      const [counts, pending, awaiting] = await Promise.all([
        deps.orders.platformCounts(since),
        deps.payouts.pendingTotals(),
        deps.sellers.awaitingApproval(),
      ]);
      const sum = (pick: (d: (typeof days)[number]) => number) =>
        days.reduce((total, d) => total + pick(d), 0);
      return {
        salesToday: fromCents(days.at(-1)?.grossCents ?? 0),
        sales30Days: fromCents(sum((d) => d.grossCents)),
        commission30Days: fromCents(sum((d) => d.commissionCents)),
        orders30Days: counts.recent,
        ordersToFulfil: counts.toFulfil,
        pendingPayouts: { count: pending.count, amount: fromCents(pending.cents) },
        sellersAwaitingApproval: awaiting,
        dailySales: days.map((d) => ({
          date: d.date,
          sales: fromCents(d.grossCents),
          commission: fromCents(d.commissionCents),
        })),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
