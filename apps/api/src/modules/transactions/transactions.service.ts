import type { LedgerEntryResponse } from '@tecnobazar/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { fromCents } from '../../lib/money.ts';
import type { PaidOrder } from '../orders/orders.service.ts';

const LIST_LIMIT = 500;
/** Sales and refunds count toward the balance; a PAYOUT entry records money already sent. */
const EARNINGS = ['SALE', 'REFUND'] as const;

function toEntry(t: typeof transactions.$inferSelect): LedgerEntryResponse {
  return {
    id: t.id,
    type: t.type,
    gross: fromCents(t.grossCents),
    commission: fromCents(t.commissionCents),
    net: fromCents(t.netCents),
    orderId: t.orderId,
    payoutId: t.payoutId,
    date: t.createdAt.toISOString(),
    sellerId: t.sellerId,
  };
}

/** The seller ledger: each paid seller order is a sale less the platform's commission. */
export function createTransactionsService({ db, commissionPercent }: { db: Db; commissionPercent: number }) {
  return {
    /** A seller's entries, newest first (the latest 500). */
    async listForSeller(sellerId: number): Promise<LedgerEntryResponse[]> {
      const rows = await db
        .select()
        .from(transactions)
        .where(eq(transactions.sellerId, sellerId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(LIST_LIMIT);
      return rows.map(toEntry);
    },

    /** Every seller's entries, newest first (the latest 500), for administrators. */
    async listAll(): Promise<LedgerEntryResponse[]> {
      const rows = await db
        .select()
        .from(transactions)
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(LIST_LIMIT);
      return rows.map(toEntry);
    },

    /** The net of the sales and refunds no payout has collected yet, in cents. */
    async availableCents(sellerId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ sum: sql<string>`coalesce(sum(${transactions.netCents}), 0)` })
        .from(transactions)
        .where(unpaid(sellerId));
      return Number(row!.sum);
    },

    /**
     * Hands every uncollected sale and refund of the seller to `payoutId`, inside the payout's transaction,
     * and answers their net in cents. The rows are locked first, so an entry goes to one payout only.
     */
    async collect(tx: DbOrTx, sellerId: number, payoutId: number): Promise<number> {
      const rows = await tx
        .select({ id: transactions.id, net: transactions.netCents })
        .from(transactions)
        .where(unpaid(sellerId))
        .for('update');
      if (rows.length === 0) return 0;
      await tx
        .update(transactions)
        .set({ payoutId })
        .where(
          inArray(
            transactions.id,
            rows.map((r) => r.id),
          ),
        );
      return rows.reduce((sum, r) => sum + r.net, 0);
    },

    /** A rejected payout gives its entries back to the available balance. */
    async release(tx: DbOrTx, payoutId: number): Promise<void> {
      await tx
        .update(transactions)
        .set({ payoutId: null })
        .where(and(eq(transactions.payoutId, payoutId), inArray(transactions.type, [...EARNINGS])));
    },

    /** A paid payout's entry: the money left the seller's balance. */
    async recordPayout(tx: DbOrTx, sellerId: number, payoutId: number, amountCents: number): Promise<void> {
      await tx.insert(transactions).values({
        sellerId,
        type: 'PAYOUT',
        grossCents: -amountCents,
        commissionCents: 0,
        netCents: -amountCents,
        payoutId,
      });
    },

    async recordSales(tx: DbOrTx, customerId: number, paid: PaidOrder[]) {
      await tx.insert(transactions).values(
        paid.map((o) => {
          const commissionCents = Math.round((o.totalAmountCents * commissionPercent) / 100);
          return {
            sellerId: o.sellerId,
            orderId: o.id,
            customerId,
            type: 'SALE' as const,
            grossCents: o.totalAmountCents,
            commissionCents,
            netCents: o.totalAmountCents - commissionCents,
          };
        }),
      );
    },

    /**
     * A cancelled order's REFUND entry: the sale reversed, commission included, inside the cancellation's
     * transaction. The (order, type) key makes a second one impossible.
     */
    async recordRefund(tx: DbOrTx, orderId: number) {
      const [sale] = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'SALE')));
      if (!sale) return;
      await tx
        .insert(transactions)
        .values({
          sellerId: sale.sellerId,
          orderId,
          customerId: sale.customerId,
          type: 'REFUND',
          grossCents: -sale.grossCents,
          commissionCents: -sale.commissionCents,
          netCents: -sale.netCents,
        })
        .onConflictDoNothing();
    },
  };
}
const unpaid = (sellerId: number) =>
  and(
    eq(transactions.sellerId, sellerId),
    inArray(transactions.type, [...EARNINGS]),
    isNull(transactions.payoutId),
  );

export type TransactionsService = ReturnType<typeof createTransactionsService>;
