import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema/transactions.ts';
import type { PaidOrder } from '../orders/orders.service.ts';

/** The seller ledger: each paid seller order is a sale less the platform's commission. */
export function createTransactionsService({ commissionPercent }: { commissionPercent: number }) {
  return {
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
export type TransactionsService = ReturnType<typeof createTransactionsService>;
