/**
 * Reading payouts: a seller's own, one by id (its seller or an administrator), every payout for the
 * administrators with its shop's name and payee account, and the pending total of the dashboard.
 *
 * Read-only exception to "a module touches only its own tables": the administrators' list joins `sellers`
 * for each payout's shop name, in the same query, as the catalogue's product answers do (asking the sellers
 * service for the names would be a second query; decisions/0006-structure.md). Nothing here writes `sellers`.
 */
import type { AdminPayoutResponse, PayoutResponse } from '@tecnobazar/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { sellers as sellersTable } from '../../db/schema/sellers.ts';
import { notFound } from '../../lib/errors.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import { toAdminResponse, toResponse } from './payout-answers.ts';
import { PAYOUT_MESSAGES } from './payout-messages.ts';

/** How many payouts the administrators' list shows, newest first. */
const ADMIN_LIST_LIMIT = 500;

export function createPayoutLists({ db, sellers }: { db: Db; sellers: SellersService }) {
  return {
    async listForSeller(sellerId: number): Promise<PayoutResponse[]> {
      const rows = await db
        .select()
        .from(payouts)
        .where(eq(payouts.sellerId, sellerId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id));
      return rows.map(toResponse);
    },

    /** One payout: a seller sees only their own (`sellerId`), an administrator any (undefined). */
    async get(id: number, sellerId?: number): Promise<PayoutResponse> {
      const [row] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.id, id), sellerId === undefined ? undefined : eq(payouts.sellerId, sellerId)));
      if (!row) throw notFound(PAYOUT_MESSAGES.notFound);
      return toResponse(row);
    },

    /** Every payout (the latest 500) with its shop's name and the account it goes to, the number masked. */
    async listAll(): Promise<AdminPayoutResponse[]> {
      const rows = await db
        .select({ payout: payouts, shopName: sellersTable.businessName })
        .from(payouts)
        .innerJoin(sellersTable, eq(sellersTable.id, payouts.sellerId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(ADMIN_LIST_LIMIT);
      const banks = await sellers.payeeBankDetails([...new Set(rows.map((r) => r.payout.sellerId))]);
      return rows.map((r) => toAdminResponse(r.payout, r.shopName, banks.get(r.payout.sellerId)));
    },

    /** Requests waiting for an administrator (not yet approved and sending), and their total, in cents. */
    async pendingTotals(): Promise<{ count: number; cents: number }> {
      const [row] = await db
        .select({
          count: sql`count(*)`.mapWith(Number),
          cents: sql`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number),
        })
        .from(payouts)
        .where(and(eq(payouts.status, 'PENDING'), isNull(payouts.transferStatus)));
      return row!;
    },
  };
}
