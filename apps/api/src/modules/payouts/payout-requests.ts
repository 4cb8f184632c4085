/**
 * The seller's side of payouts: their balance (available, held, in payout, paid) and asking to be paid the
 * whole available balance, which the ledger hands to the new PENDING payout.
 */
import { hasCompleteBankDetails, type PayoutResponse, type SellerBalanceResponse } from '@tecnobazar/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { toResponse } from './payout-answers.ts';
import { PAYOUT_MESSAGES } from './payout-messages.ts';

export function createPayoutRequests({
  db,
  ledger,
  sellers,
  minimumCents,
  formatMoney,
}: {
  db: Db;
  ledger: TransactionsService;
  sellers: SellersService;
  minimumCents: number;
  formatMoney: (cents: number) => string;
}) {
  /** The seller's payouts waiting (PENDING) and paid (SUCCESS), in cents. */
  async function sums(sellerId: number) {
    const rows = await db
      .select({ status: payouts.status, sum: sql<string>`coalesce(sum(${payouts.amountCents}), 0)` })
      .from(payouts)
      .where(eq(payouts.sellerId, sellerId))
      .groupBy(payouts.status);
    const of = (status: string) => Number(rows.find((r) => r.status === status)?.sum ?? 0);
    return { pending: of('PENDING'), paid: of('SUCCESS') };
  }

  return {
    async balance(sellerId: number): Promise<SellerBalanceResponse> {
      const [available, held, { pending, paid }] = await Promise.all([
        ledger.availableCents(sellerId),
        ledger.held(sellerId),
        sums(sellerId),
      ]);
      return {
        available: fromCents(available),
        held: fromCents(held.reduce((sum, h) => sum + h.netCents, 0)),
        releases: held.map((h) => ({
          availableAt: h.availableAt?.toISOString() ?? null,
          amount: fromCents(h.netCents),
          orders: h.orders,
        })),
        inPayout: fromCents(pending),
        paid: fromCents(paid),
      };
    },

    /**
     * The seller asks to be paid the whole available balance, at least the configured minimum, to the bank
     * account on their profile: without a complete one there is nowhere to send it (422).
     */
    async request(sellerId: number): Promise<PayoutResponse> {
      const bank = await sellers.bankDetails(sellerId);
      if (!bank || !hasCompleteBankDetails(bank)) throw unprocessable(PAYOUT_MESSAGES.bankDetailsMissing);
      try {
        return await db.transaction(async (tx) => {
          const [payout] = await tx.insert(payouts).values({ sellerId, amountCents: 0 }).returning();
          const amountCents = await ledger.collect(tx, sellerId, payout!.id);
          if (amountCents < minimumCents)
            throw conflict(PAYOUT_MESSAGES.belowMinimum(formatMoney(minimumCents)));
          const [done] = await tx
            .update(payouts)
            .set({ amountCents })
            .where(eq(payouts.id, payout!.id))
            .returning();
          return toResponse(done!);
        });
      } catch (err) {
        // The one-pending-payout index: a second request while one waits.
        if (hasPgCode(err, PG.uniqueViolation)) throw conflict(PAYOUT_MESSAGES.alreadyPending);
        throw err;
      }
    },
  };
}
