/**
 * A seller's own products (product.md#seller-area): list, create and edit (seller-product-edits.ts), stock
 * switch and delete. Every query has the seller in its WHERE clause (own-products.ts), so another
 * seller's id answers 404 like a missing one (product.md#security).
 *
 * Whether the seller may publish at all is the sellers module's rule (sellers/publish-rule.ts), asked
 * before a product is created.
 */
import type { ProductResponse } from '@tecnobazar/shared';
import { and, ne, sql } from 'drizzle-orm';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { products } from '../../db/schema/catalog.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { own, ownProductsOf } from './own-products.ts';
import { PRODUCT_NOT_FOUND } from './products.ts';
import { createSellerProductEdits, type SellerProductsDeps } from './seller-product-edits.ts';
import { SELLER_PRODUCT_MESSAGES } from './seller-product-messages.ts';

export { SELLER_PRODUCT_MESSAGES } from './seller-product-messages.ts';

export function createSellerProductsService(deps: SellerProductsDeps) {
  const { db, changes } = deps;
  const owned = ownProductsOf(db, deps.catalog.toResponses);
  const { ownProduct } = owned;
  return {
    /** Newest first, hidden and sold-out ones included: the seller manages them all. */
    list: (sellerId: number) => owned.ownProducts(sellerId),

    ...createSellerProductEdits(deps, owned),

    /**
     * The seller's in-stock switch (a toggle, no body: product.md#calls). It flips what shoppers see: a
     * product shown in stock is switched off; one shown sold out is switched on, unless it has no units,
     * which the seller must add first (in Inventario).
     */
    async toggleStock(sellerId: number, productId: number): Promise<ProductResponse> {
      // One conditional update, no read first: PostgreSQL runs concurrent updates of the row one after
      // the other and each flips what the previous one wrote, so N toggles at once end as N flips would.
      const [flipped] = await db
        .update(products)
        .set({ inStock: sql`not (${products.inStock} and ${products.quantity} > 0)` })
        .where(and(own(sellerId, productId), ne(products.quantity, 0)))
        .returning({ inStock: products.inStock, quantity: products.quantity });
      if (!flipped) {
        // Nothing flipped: either it is not the seller's, or it has no units.
        const [exists] = await db.select({ id: products.id }).from(products).where(own(sellerId, productId));
        throw exists ? conflict(SELLER_PRODUCT_MESSAGES.noUnits) : notFound(PRODUCT_NOT_FOUND);
      }
      changes.publish('products');
      // The state this call set, even if a concurrent toggle flipped it again before the read.
      return {
        ...(await ownProduct(sellerId, productId)),
        in_stock: flipped.inStock && flipped.quantity > 0,
      };
    },

    /**
     * Deletes the product, unless it was ever ordered: order_items refuses the delete (ON DELETE RESTRICT,
     * migration 0005), and the product is archived instead. Asking the database keeps the catalogue out of
     * the orders' tables, and an order paid at the same moment cannot slip between a check and the delete.
     */
    async remove(sellerId: number, productId: number): Promise<{ message: string; archived: boolean }> {
      try {
        const deleted = await db
          .delete(products)
          .where(own(sellerId, productId))
          .returning({ id: products.id });
        if (deleted.length === 0) throw notFound(PRODUCT_NOT_FOUND);
        changes.publish('products');
        return { message: SELLER_PRODUCT_MESSAGES.deleted, archived: false };
      } catch (err) {
        // A foreign key refused the delete: ON DELETE RESTRICT, or NO ACTION.
        if (!hasPgCode(err, PG.restrictViolation, PG.foreignKeyViolation)) throw err;
      }
      const archived = await db
        .update(products)
        .set({ archivedAt: new Date() })
        .where(own(sellerId, productId))
        .returning({ id: products.id });
      if (archived.length === 0) throw notFound(PRODUCT_NOT_FOUND);
      changes.publish('products');
      return { message: SELLER_PRODUCT_MESSAGES.archived, archived: true };
    },
  };
}
export type SellerProductsService = ReturnType<typeof createSellerProductsService>;
