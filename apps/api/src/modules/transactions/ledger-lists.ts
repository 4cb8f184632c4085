/**
 * Reading the ledger: a seller's own entries, and every seller's for the administrators with each entry's
 * shop name.
 *
 * Read-only exception to "a module touches only its own tables": the administrators' ledger joins `sellers`
 * for each entry's shop name, in the same query, as the catalogue's product answers do (asking the sellers
 * service for the names would be a second query; decisions/0006-structure.md). Nothing here writes `sellers`.
 */
import type { AdminLedgerEntryResponse, LedgerEntryResponse } from '@tecnobazar/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { fromCents } from '../../lib/money.ts';

const LIST_LIMIT = 500;

function toEntry(t: typeof transactions.$inferSelect): LedgerEntryResponse {
  return {
    id: t.id,
    type: t.type,
    gross: fromCents(t.grossCents),
    commission: fromCents(t.commissionCents),
    commissionVat: fromCents(t.commissionVatCents),
    net: fromCents(t.netCents),
    commissionRule: t.commissionRule,
    orderId: t.orderId,
    payoutId: t.payoutId,
    date: t.createdAt.toISOString(),
    sellerId: t.sellerId,
  };
}

export function createLedgerLists({ db }: { db: Db }) {
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
  };
}
