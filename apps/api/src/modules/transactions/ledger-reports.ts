import type { RevenueChartType } from '@tecnobazar/shared';
import { and, count, desc, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { EARNINGS } from './ledger-filters.ts';

/** A seller's ledger totals, in cents (`sum` over bigint comes back as text: read as numbers here). */
export interface LedgerTotals {
  /** Sum of gross over SALE entries. */
  saleGrossCents: number;
  /** Sum of gross over REFUND entries: zero or negative. */
  refundGrossCents: number;
  /** Sum of commission over SALE and REFUND entries: what the platform kept, net of refunds. */
  commissionCents: number;
  /** Sum of the commission's IVA over SALE and REFUND entries. */
  commissionVatCents: number;
  /** Sum of net over SALE and REFUND entries: what the seller earned, refunds subtracted. */
  netCents: number;
  /** Every ledger entry of the seller: sales, refunds and payouts. */
  entries: number;
}

/** How each chart type cuts time: the unit of a bucket, how many, and the local start of the first one. */
const CHART: Record<RevenueChartType, { unit: string; step: string; buckets: number; format: string }> = {
  // 24 hours of today: the first bucket is today's midnight.
  today: { unit: 'hour', step: '1 hour', buckets: 24, format: 'YYYY-MM-DD"T"HH24:00:00' },
  daily: { unit: 'day', step: '1 day', buckets: 30, format: 'YYYY-MM-DD' },
  monthly: { unit: 'month', step: '1 month', buckets: 12, format: 'YYYY-MM' },
  yearly: { unit: 'year', step: '1 year', buckets: 5, format: 'YYYY' },
};

/** The local start of the first bucket of `type`, as SQL over the local timestamp `localNow`. */
function firstBucket(type: RevenueChartType, localNow: SQL): SQL {
  switch (type) {
    case 'today':
      return sql`date_trunc('day', ${localNow})`;
    case 'daily':
      return sql`date_trunc('day', ${localNow}) - interval '29 days'`;
    case 'monthly':
      return sql`date_trunc('month', ${localNow}) - interval '11 months'`;
    case 'yearly':
      return sql`date_trunc('year', ${localNow}) - interval '4 years'`;
  }
}

/**
 * Read-only aggregates over the ledger for the seller's reports (modules/sales). They live here because
 * only the transactions module reads its table; the service that writes it is transactions.service.ts.
 */
export function createLedgerReports({ db }: { db: Db }) {
  return {
    /** The seller's ledger totals, in one query. */
    async totals(sellerId: number): Promise<LedgerTotals> {
      const earning = inArray(transactions.type, [...EARNINGS]);
      const [row] = await db
        .select({
          saleGrossCents:
            sql`coalesce(sum(${transactions.grossCents}) filter (where ${transactions.type} = 'SALE'), 0)`.mapWith(
              Number,
            ),
          refundGrossCents:
            sql`coalesce(sum(${transactions.grossCents}) filter (where ${transactions.type} = 'REFUND'), 0)`.mapWith(
              Number,
            ),
          commissionCents:
            sql`coalesce(sum(${transactions.commissionCents}) filter (where ${earning}), 0)`.mapWith(Number),
          commissionVatCents:
            sql`coalesce(sum(${transactions.commissionVatCents}) filter (where ${earning}), 0)`.mapWith(
              Number,
            ),
          netCents: sql`coalesce(sum(${transactions.netCents}) filter (where ${earning}), 0)`.mapWith(Number),
          entries: count(),
        })
        .from(transactions)
        .where(eq(transactions.sellerId, sellerId));
      return row!;
    },

    /**
     * The seller's sales that no refund reversed (the payments they keep), newest first, `limit` from
     * `offset`, and how many there are: the order and its gross, commission, its IVA and net, in cents, and
     * the rule that set the commission.
     */
    async keptSales(sellerId: number, { limit, offset }: { limit: number; offset: number }) {
      const refunds = alias(transactions, 'refunds');
      const where = and(
        eq(transactions.sellerId, sellerId),
        eq(transactions.type, 'SALE'),
        notExists(
          db
            .select({ id: refunds.id })
            .from(refunds)
            .where(
              and(
                eq(refunds.orderId, transactions.orderId),
                eq(refunds.type, 'REFUND'),
                // A return gives back some units: the sale is still kept.
                isNull(refunds.returnId),
              ),
            ),
        ),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            orderId: transactions.orderId,
            grossCents: transactions.grossCents,
            commissionCents: transactions.commissionCents,
            commissionVatCents: transactions.commissionVatCents,
            commissionRule: transactions.commissionRule,
            netCents: transactions.netCents,
          })
          .from(transactions)
          .where(where)
          .orderBy(desc(transactions.createdAt), desc(transactions.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(transactions).where(where),
      ]);
      // A SALE always has its order.
      return { rows: rows.map((r) => ({ ...r, orderId: r.orderId! })), total: total!.n };
    },

    /**
     * The seller's net (SALE and REFUND entries) per bucket of `type`, oldest first, every bucket present
     * (zero when empty). Buckets are cut on the store's wall clock in `timeZone`, so a sale at 23:30 in
     * Bogotá (04:30 UTC the next day) is in its Bogotá day. `date` is the bucket's local start, formatted
     * as RevenueChartResponse documents; `cents` is its net.
     */
    async revenueByBucket(
      sellerId: number,
      type: RevenueChartType,
      { now, timeZone }: { now: Date; timeZone: string },
    ): Promise<{ date: string; cents: number }[]> {
      const { unit, step, buckets, format } = CHART[type];
      const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})`;
      const first = firstBucket(type, localNow);
      const rows = await queryRows<{ date: string; cents: string | number }>(
        db,
        sql`
          with series as (
            select generate_series(${first}, ${first} + ${step}::interval * ${buckets - 1}, ${step}::interval) as bucket
          ),
          sums as (
            select date_trunc(${unit}, ${transactions.createdAt} at time zone ${timeZone}) as bucket,
                   sum(${transactions.netCents}) as cents
            from ${transactions}
            where ${and(eq(transactions.sellerId, sellerId), inArray(transactions.type, [...EARNINGS]))}
              and ${transactions.createdAt} >= ((${first}) at time zone ${timeZone})
              and ${transactions.createdAt} < ((${first} + ${step}::interval * ${buckets}) at time zone ${timeZone})
            group by 1
          )
          select to_char(series.bucket, ${format}) as date, coalesce(sums.cents, 0) as cents
          from series left join sums on sums.bucket = series.bucket
          order by series.bucket`,
      );
      return rows.map((r) => ({ date: r.date, cents: Number(r.cents) }));
    },

    /**
     * The whole platform, day by day over the last 30 days in `timeZone`, oldest first, zero-filled: what
     * buyers paid (gross of sales less refunds) and the commission kept (net of refunds), in cents.
     */
    async platformDaily({ now, timeZone }: { now: Date; timeZone: string }) {
      const { unit, step, buckets, format } = CHART.daily;
      const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})`;
      const first = firstBucket('daily', localNow);
      const rows = await queryRows<{ date: string; gross: string | number; commission: string | number }>(
        db,
        sql`
          with series as (
            select generate_series(${first}, ${first} + ${step}::interval * ${buckets - 1}, ${step}::interval) as bucket
          ),
          sums as (
            select date_trunc(${unit}, ${transactions.createdAt} at time zone ${timeZone}) as bucket,
                   sum(${transactions.grossCents}) as gross, sum(${transactions.commissionCents}) as commission
            from ${transactions}
            where ${inArray(transactions.type, [...EARNINGS])}
              and ${transactions.createdAt} >= ((${first}) at time zone ${timeZone})
              and ${transactions.createdAt} < ((${first} + ${step}::interval * ${buckets}) at time zone ${timeZone})
            group by 1
          )
          select to_char(series.bucket, ${format}) as date, coalesce(sums.gross, 0) as gross,
                 coalesce(sums.commission, 0) as commission
          from series left join sums on sums.bucket = series.bucket
          order by series.bucket`,
      );
      return rows.map((r) => ({
        date: r.date,
        grossCents: Number(r.gross),
        commissionCents: Number(r.commission),
      }));
    },
  };
}
export type LedgerReports = ReturnType<typeof createLedgerReports>;
