/**
 * What other modules' transactions write on products: the paid units out of stock, a cancelled order's
 * back in, and a product's rating count and sum as its reviews change.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

export const stock = {
  /**
   * Takes the paid units out of stock inside the payment transaction. Returns the first line that could
   * not be taken (sold out or withdrawn meanwhile), and the caller rolls back; undefined when all were.
   * Rows are updated in product id order for every payer, so two payments cannot deadlock.
   */
  async reserveStock<Line extends { productId: number; quantity: number }>(
    tx: DbOrTx,
    lines: Line[],
  ): Promise<Line | undefined> {
    for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
      const taken = await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
        .where(
          and(
            eq(products.id, line.productId),
            eq(products.inStock, true),
            isNull(products.archivedAt),
            gte(products.quantity, line.quantity),
          ),
        )
        .returning({ id: products.id });
      if (taken.length === 0) return line;
    }
    return undefined;
  },

  /** Puts a cancelled order's units back (inside the cancellation's transaction), in product id order. */
  async releaseStock(tx: DbOrTx, lines: { productId: number | null; quantity: number }[]): Promise<void> {
    const known = lines.filter((l): l is { productId: number; quantity: number } => l.productId !== null);
    for (const line of known.sort((a, b) => a.productId - b.productId)) {
      await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
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
