/**
 * A sale's life in the ledger, inside the transactions of other modules: the SALE entry when its order is
 * paid (checkout), the hold's end once delivered, and the REFUND entry when it is cancelled (fulfilment).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { withdrawalEnds } from '../../lib/business-days.ts';
import type { Clock } from '../../lib/clock.ts';
import { saleAmounts } from '../../lib/pricing/pricing.ts';
import type { PaidOrder } from '../orders/orders.service.ts';

export function createLedgerSales({
  commissionPercent,
  clock,
  holdBusinessDays,
  timeZone,
}: {
  commissionPercent: number;
  clock: Clock;
  holdBusinessDays: number;
  timeZone: string;
}) {
  return {
    /**
     * Each paid order's SALE entry: what the buyer paid for it, goods and the seller's own shipping, less
     * the platform's commission on the goods (lib/pricing).
     */
    async recordSales(tx: DbOrTx, customerId: number, paid: PaidOrder[]) {
      await tx.insert(transactions).values(
        paid.map((o) => {
          const goods = saleAmounts(o.totalAmountCents, commissionPercent);
          return {
            sellerId: o.sellerId,
            orderId: o.id,
            customerId,
            type: 'SALE' as const,
            grossCents: goods.grossCents + o.shippingCents,
            commissionCents: goods.commissionCents,
            netCents: goods.netCents + o.shippingCents,
          };
        }),
      );
    },

    /** The order was delivered: its sale joins the balance when the buyer's term to withdraw has run out. */
    async recordDelivery(tx: DbOrTx, orderId: number, deliveredAt: Date): Promise<void> {
      await tx
        .update(transactions)
        .set({ availableAt: withdrawalEnds(deliveredAt, holdBusinessDays, timeZone) })
        .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'SALE')));
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
