/**
 * The ledger's part in a payout, inside the payout's transaction: collecting the available entries,
 * giving them back when it is rejected, and the PAYOUT entry once it is paid.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema/transactions.ts';
import type { Clock } from '../../lib/clock.ts';
import { EARNINGS, ledgerFilters } from './ledger-filters.ts';

export function createLedgerPayouts({ clock }: { clock: Clock }) {
  const { available } = ledgerFilters(clock);
  return {
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
  };
}
