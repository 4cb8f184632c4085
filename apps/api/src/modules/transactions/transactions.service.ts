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
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
