/**
 * A seller's monthly statement as the ledger holds it: the balance before the month, every entry of the
 * month in order, and the balance after. The balance is the sum of every entry's net (sales less their
 * commission and its IVA, refunds and returns negative, payouts negative): what the platform owes the seller,
 * held sales included.
 */
import { and, asc, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type TransactionType, transactions } from '../../db/schema/transactions.ts';

export interface StatementEntry {
  id: number;
  type: TransactionType;
  date: Date;
  orderId: number | null;
  payoutId: number | null;
  /** A REFUND with a return is a return's; without, a cancelled order's. */
  returnId: number | null;
  grossCents: number;
  commissionCents: number;
  commissionVatCents: number;
  netCents: number;
  commissionRule: string | null;
}

export interface LedgerStatement {
  openingCents: number;
  entries: StatementEntry[];
  closingCents: number;
}

export function createLedgerStatements({ db }: { db: Db }) {
  return {
    /** The seller's entries from `from` (included) to `to` (excluded), oldest first, with the balances around them. */
    async statement(sellerId: number, from: Date, to: Date): Promise<LedgerStatement> {
      const [[opening], rows] = await Promise.all([
        db
          .select({ sum: sql`coalesce(sum(${transactions.netCents}), 0)`.mapWith(Number) })
          .from(transactions)
          .where(and(eq(transactions.sellerId, sellerId), lt(transactions.createdAt, from))),
        db
          .select()
          .from(transactions)
          .where(
            and(
              eq(transactions.sellerId, sellerId),
              gte(transactions.createdAt, from),
              lt(transactions.createdAt, to),
            ),
          )
          .orderBy(asc(transactions.createdAt), asc(transactions.id)),
      ]);
      const entries = rows.map((t) => ({
        id: t.id,
        type: t.type,
        date: t.createdAt,
        orderId: t.orderId,
        payoutId: t.payoutId,
        returnId: t.returnId,
        grossCents: t.grossCents,
        commissionCents: t.commissionCents,
        commissionVatCents: t.commissionVatCents,
        netCents: t.netCents,
        commissionRule: t.commissionRule,
      }));
      const openingCents = opening!.sum;
      return { openingCents, entries, closingCents: entries.reduce((s, e) => s + e.netCents, openingCents) };
    },

    /** When the seller's first ledger entry was made; undefined for a seller with none. */
    async firstEntryAt(sellerId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ first: min(transactions.createdAt) })
        .from(transactions)
        .where(eq(transactions.sellerId, sellerId));
      return row?.first ?? undefined;
    },
  };
}
