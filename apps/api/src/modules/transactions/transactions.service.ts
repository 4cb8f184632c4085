import type { AdminLedgerEntryResponse, LedgerEntryResponse } from '@tecnobazar/shared';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { withdrawalEnds } from '../../lib/business-days.ts';
import type { Clock } from '../../lib/clock.ts';
import { fromCents } from '../../lib/money.ts';
import { saleAmounts } from '../../lib/pricing/pricing.ts';
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

/** Sales held back from the balance that join it at the same time (`availableAt` null: once delivered). */
export interface HeldSales {
  availableAt: Date | null;
  netCents: number;
  orders: number;
}

/**
 * The seller ledger: each paid seller order is a sale less the platform's commission. A sale joins the
 * balance a payout may collect only when the buyer can no longer undo it: `holdBusinessDays` business days
 * after delivery (the right of withdrawal), or at once when its order is cancelled, netting with the refund.
 *
 * Read-only exception to "a module touches only its own tables": the administrators' ledger joins `sellers`
 * for each entry's shop name, in the same query, as the catalogue's product answers do (asking the sellers
 * service for the names would be a second query; decisions/0006-structure.md). Nothing here writes `sellers`.
 */
export function createTransactionsService({
  db,
  commissionPercent,
  clock,
  holdBusinessDays,
  timeZone,
}: {
  db: Db;
  commissionPercent: number;
  clock: Clock;
  holdBusinessDays: number;
  timeZone: string;
}) {
  const uncollected = (sellerId: number) =>
    and(
      eq(transactions.sellerId, sellerId),
      inArray(transactions.type, [...EARNINGS]),
      isNull(transactions.payoutId),
    );
  const released = () => lte(transactions.availableAt, clock.now());
  const stillHeld = () => or(isNull(transactions.availableAt), gt(transactions.availableAt, clock.now()));
  const available = (sellerId: number) => and(uncollected(sellerId), released());

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

    /** Every seller's entries, newest first (the latest 500), each with its shop's name, for administrators. */
    async listAll(): Promise<AdminLedgerEntryResponse[]> {
      const rows = await db
        .select({ entry: transactions, shopName: sellers.businessName })
        .from(transactions)
        .innerJoin(sellers, eq(sellers.id, transactions.sellerId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(LIST_LIMIT);
      return rows.map(({ entry, shopName }) => ({ ...toEntry(entry), shopName }));
    },

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

    /** The order was delivered: its sale joins the balance when the buyer's term to withdraw has run out. */
    async recordDelivery(tx: DbOrTx, orderId: number, deliveredAt: Date): Promise<void> {
      await tx
        .update(transactions)
        .set({ availableAt: withdrawalEnds(deliveredAt, holdBusinessDays, timeZone) })
        .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'SALE')));
    },

    /**
     * Hands every released, uncollected sale and refund of the seller to `payoutId`, inside the payout's
     * transaction, and answers their net in cents. The rows are locked first, so an entry goes to one payout only.
     */
    async collect(tx: DbOrTx, sellerId: number, payoutId: number): Promise<number> {
      const rows = await tx
        .select({ id: transactions.id, net: transactions.netCents })
        .from(transactions)
        .where(available(sellerId))
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
        availableAt: clock.now(),
      });
    },

    /** Each paid order's SALE entry: what the buyer paid for it, less the platform's commission (lib/pricing). */
    async recordSales(tx: DbOrTx, customerId: number, paid: PaidOrder[]) {
      await tx.insert(transactions).values(
        paid.map((o) => ({
          sellerId: o.sellerId,
          orderId: o.id,
          customerId,
          type: 'SALE' as const,
          ...saleAmounts(o.totalAmountCents, commissionPercent),
        })),
      );
    },

    /**
     * A cancelled order's REFUND entry: the sale reversed, commission included, inside the cancellation's
     * transaction; both join the balance at once, where they net to nothing. The (order, type) key makes a
     * second one impossible.
     */
    async recordRefund(tx: DbOrTx, orderId: number) {
      const now = clock.now();
      const [sale] = await tx
        .update(transactions)
        .set({ availableAt: now })
        .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'SALE')))
        .returning();
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
          availableAt: now,
        })
        .onConflictDoNothing();
    },
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
