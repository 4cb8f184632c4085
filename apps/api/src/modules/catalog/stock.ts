/**
 * What other modules' transactions write in the catalogue: the paid units out of an offer's stock, a
 * cancelled or returned order's back in, and a product's rating count and sum as its reviews change.
 * Every stock change refreshes the products' buy boxes (decision 0028) in the same transaction.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { offers, products } from '../../db/schema/catalog.ts';

/**
 * Recomputes the buy box of these products and copies it onto them (the SQL function of migration 0033).
 * Call it after changing their offers, in the same transaction: it locks the products in id order after
 * the offers, the one order every writer keeps, so two transactions cannot wait on each other.
 */
export async function refreshBuyBoxes(tx: DbOrTx, productIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`select refresh_buy_box(${`{${ids.join(',')}}`}::bigint[])`);
}

export const stock = {
  refreshBuyBoxes,

  /**
   * Takes the paid units out of the offers' stock inside the payment transaction. Returns the first line
   * that could not be taken (sold out or withdrawn meanwhile), and the caller rolls back; undefined when
   * all were. Offers are updated in id order for every payer, then their products, so two payments cannot
   * deadlock.
   */
  async reserveStock<Line extends { offerId: number; quantity: number }>(
    tx: DbOrTx,
    lines: Line[],
  ): Promise<Line | undefined> {
    const touched: number[] = [];
    for (const line of [...lines].sort((a, b) => a.offerId - b.offerId)) {
      const taken = await tx
        .update(offers)
        .set({ quantity: sql`${offers.quantity} - ${line.quantity}` })
        .where(
          and(
            eq(offers.id, line.offerId),
            eq(offers.inStock, true),
            isNull(offers.archivedAt),
            gte(offers.quantity, line.quantity),
          ),
        )
        .returning({ productId: offers.productId });
      if (taken.length === 0) return line;
      touched.push(taken[0]!.productId);
    }
    await refreshBuyBoxes(tx, touched);
    return undefined;
  },

  /** Puts a cancelled or returned order's units back (inside that transaction), in offer id order. */
  async releaseStock(tx: DbOrTx, lines: { offerId: number | null; quantity: number }[]): Promise<void> {
    const known = lines.filter((l): l is { offerId: number; quantity: number } => l.offerId !== null);
    const touched: number[] = [];
    for (const line of known.sort((a, b) => a.offerId - b.offerId)) {
      const [back] = await tx
        .update(offers)
        .set({ quantity: sql`${offers.quantity} + ${line.quantity}` })
        .where(eq(offers.id, line.offerId))
        .returning({ productId: offers.productId });
      if (back) touched.push(back.productId);
    }
    await refreshBuyBoxes(tx, touched);
  },

  /** Keeps a product's rating count and sum in step with its reviews, inside the review's transaction. */
  async adjustRatings(tx: DbOrTx, productId: number, countDelta: number, halvesDelta: number): Promise<void> {
    await tx
      .update(products)
      .set({
        numRatings: sql`${products.numRatings} + ${countDelta}`,
        ratingHalvesSum: sql`${products.ratingHalvesSum} + ${halvesDelta}`,
      })
      .where(eq(products.id, productId));
  },
};
