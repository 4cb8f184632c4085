import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { transactions } from '../../db/schema/transactions.ts';
import type { Clock } from '../../lib/clock.ts';

/** Sales and refunds count toward the balance; a PAYOUT entry records money already sent. */
export const EARNINGS = ['SALE', 'REFUND'] as const;

/** The ledger's conditions on time and payouts, shared by the balance and the payouts' use cases. */
export function ledgerFilters(clock: Clock) {
  const uncollected = (sellerId: number) =>
    and(
      eq(transactions.sellerId, sellerId),
      inArray(transactions.type, [...EARNINGS]),
      isNull(transactions.payoutId),
    );
  const released = () => lte(transactions.availableAt, clock.now());
  const stillHeld = () => or(isNull(transactions.availableAt), gt(transactions.availableAt, clock.now()));
  /** What a payout may collect: earned, released, and in no payout yet. */
  const available = (sellerId: number) => and(uncollected(sellerId), released());
  return { uncollected, stillHeld, available };
}
