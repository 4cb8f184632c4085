/** A seller's balance as the ledger holds it: what a payout may collect now, and what is still held. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema/transactions.ts';
import type { Clock } from '../../lib/clock.ts';
import { EARNINGS, ledgerFilters } from './ledger-filters.ts';

/** Sales held back from the balance that join it at the same time (`availableAt` null: once delivered). */
export interface HeldSales {
  availableAt: Date | null;
  netCents: number;
  orders: number;
}

export function createLedgerBalance({ db, clock }: { db: Db; clock: Clock }) {
  const { uncollected, stillHeld, available } = ledgerFilters(clock);
  return {
    /** The net of the released sales and refunds no payout has collected yet, in cents. */
    async availableCents(sellerId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ sum: sql<string>`coalesce(sum(${transactions.netCents}), 0)` })
        .from(transactions)
        .where(available(sellerId));
      return Number(row!.sum);
    },

    /** The seller's sales still held, summed by the time they join the balance (soonest first, undelivered last). */
    async held(sellerId: number): Promise<HeldSales[]> {
      const rows = await db
        .select({
          availableAt: transactions.availableAt,
          netCents: sql`sum(${transactions.netCents})`.mapWith(Number),
          orders: sql`count(distinct ${transactions.orderId})`.mapWith(Number),
        })
        .from(transactions)
        .where(and(uncollected(sellerId), stillHeld()))
        .groupBy(transactions.availableAt)
        .orderBy(sql`${transactions.availableAt} asc nulls last`);
      return rows;
    },

    /** The net of a payout's entries the buyer can still undo: paying it would pay out money not yet earned. */
    async heldInPayout(tx: DbOrTx, payoutId: number): Promise<number> {
      const [row] = await tx
        .select({ sum: sql`coalesce(sum(${transactions.netCents}), 0)`.mapWith(Number) })
        .from(transactions)
        .where(
          and(eq(transactions.payoutId, payoutId), inArray(transactions.type, [...EARNINGS]), stillHeld()),
        );
      return row!.sum;
    },
  };
}
