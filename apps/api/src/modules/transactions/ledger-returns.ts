/**
 * A sale's entries for returns and warranty claims, inside the returns module's transactions: the sale is
 * held while a request on its order is open, and each received return writes its own REFUND entry (named by
 * the request), gross, commission and net reversed in proportion (lib/pricing).
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { withdrawalEnds } from '../../lib/business-days.ts';
import type { Clock } from '../../lib/clock.ts';
import { returnLedgerAmounts, type SaleAmounts } from '../../lib/pricing/pricing.ts';

/** A ledger entry that also gives back `shippingCents` of shipping: the seller's, so gross and net. */
const withShipping = (e: SaleAmounts, shippingCents: number): SaleAmounts => ({
  ...e,
  grossCents: e.grossCents - shippingCents,
  netCents: e.netCents - shippingCents,
});

const saleOf = (orderId: number) => and(eq(transactions.orderId, orderId), eq(transactions.type, 'SALE'));

export function createLedgerReturns({
  clock,
  holdBusinessDays,
  timeZone,
}: {
  clock: Clock;
  holdBusinessDays: number;
  timeZone: string;
}) {
  return {
    /**
     * A request on the order opened: its sale leaves the available balance until it closes. A sale a payout
     * already collected is left alone (the return's REFUND entry then comes out of the next balance).
     */
    async holdForReturn(tx: DbOrTx, orderId: number): Promise<void> {
      await tx
        .update(transactions)
        .set({ availableAt: null })
        .where(and(saleOf(orderId), isNull(transactions.payoutId)));
    },

    /** No request on the order is open any more: its sale joins the balance when its own hold ends. */
    async releaseAfterReturn(tx: DbOrTx, orderId: number, deliveredAt: Date): Promise<void> {
      await tx
        .update(transactions)
        .set({ availableAt: withdrawalEnds(deliveredAt, holdBusinessDays, timeZone) })
        .where(and(saleOf(orderId), isNull(transactions.payoutId)));
    },

    /**
     * A received return's REFUND entry: `goodsCents` of the sale's goods reversed, with its commission and
     * net in proportion to what earlier returns of the order reversed, and the order's shipping when this
     * return gave it back (the sale's gross holds it, without commission). The (return) key makes a second
     * one impossible.
     */
    async recordReturn(
      tx: DbOrTx,
      orderId: number,
      returnId: number,
      goodsCents: number,
      shipping: { refundedCents: number; orderCents: number },
    ): Promise<void> {
      const [sale] = await tx.select().from(transactions).where(saleOf(orderId));
      if (!sale || goodsCents <= 0) return;
      // The commission and its IVA were on the goods alone: they are reversed in proportion to the goods.
      const goodsSale = {
        grossCents: sale.grossCents - shipping.orderCents,
        commissionCents: sale.commissionCents,
        commissionVatCents: sale.commissionVatCents,
        netCents: sale.netCents - shipping.orderCents,
      };
      // Earlier returns reversed goods only: the shipping goes back with the last units, in the last one.
      const [done] = await tx
        .select({ gross: sql`coalesce(sum(${transactions.grossCents}), 0)`.mapWith(Number) })
        .from(transactions)
        .where(
          and(
            eq(transactions.orderId, orderId),
            eq(transactions.type, 'REFUND'),
            isNotNull(transactions.returnId),
          ),
        );
      await tx
        .insert(transactions)
        .values({
          sellerId: sale.sellerId,
          orderId,
          customerId: sale.customerId,
          type: 'REFUND',
          returnId,
          ...withShipping(returnLedgerAmounts(goodsSale, -done!.gross, goodsCents), shipping.refundedCents),
          availableAt: clock.now(),
        })
        .onConflictDoNothing();
    },
  };
}
