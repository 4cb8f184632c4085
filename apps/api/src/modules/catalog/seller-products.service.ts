/**
 * A seller's own products (product.md#seller-area), which are its offers (decision 0028): list, create and
 * edit (seller-product-edits.ts), stock switch and delete. Every query has the seller in its WHERE clause (own-products.ts), so another
 * seller's id answers 404 like a missing one (product.md#security).
 *
 * Whether the seller may publish at all is the sellers module's rule (sellers/publish-rule.ts), asked
 * before a product is created.
 */
import type { ProductResponse } from '@tecnobazar/shared';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { offers, products } from '../../db/schema/catalog.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { own, ownProductsOf } from './own-products.ts';
import { PRODUCT_NOT_FOUND } from './products.ts';
import { createSellerOffers } from './seller-offers.ts';
import { createSellerProductEdits, type SellerProductsDeps } from './seller-product-edits.ts';
import { SELLER_PRODUCT_MESSAGES } from './seller-product-messages.ts';
import { refreshBuyBoxes } from './stock.ts';

export { SELLER_PRODUCT_MESSAGES } from './seller-product-messages.ts';

/**
 * Deletes the row, or archives it when a foreign key refuses (ON DELETE RESTRICT or NO ACTION: it was
 * ordered, or a rule names it). The delete runs in a savepoint, so the refusal does not end the transaction.
 */
async function deletedElseArchived(
  tx: DbOrTx,
  table: typeof offers | typeof products,
  id: number,
): Promise<'deleted' | 'archived'> {
  try {
    await tx.transaction((sp) => sp.delete(table).where(eq(table.id, id)));
    return 'deleted';
  } catch (err) {
    if (!hasPgCode(err, PG.restrictViolation, PG.foreignKeyViolation)) throw err;
  }
  await tx.update(table).set({ archivedAt: new Date() }).where(eq(table.id, id));
  return 'archived';
}

export function createSellerProductsService(deps: SellerProductsDeps) {
  const { db, changes } = deps;
  const owned = ownProductsOf(db, deps.catalog.toResponses);
  const { ownProduct } = owned;
  return {
    /** Newest first, hidden and sold-out ones included: the seller manages them all. */
    list: (sellerId: number) => owned.ownProducts(sellerId),

    ...createSellerProductEdits(deps, owned),
    ...createSellerOffers({ ...deps, categoryTree: deps.catalog.categoryTree }, owned),

    /**
     * The seller's in-stock switch (a toggle, no body: product.md#calls). It flips what shoppers see: an
     * offer shown in stock is switched off; one shown sold out is switched on, unless it has no units,
     * which the seller must add first (in Inventario).
     */
    async toggleStock(sellerId: number, offerId: number): Promise<ProductResponse> {
      const flipped = await db.transaction(async (tx) => {
        // One conditional update, no read first: PostgreSQL runs concurrent updates of the row one after
        // the other and each flips what the previous one wrote, so N toggles at once end as N flips would.
        const [row] = await tx
          .update(offers)
          .set({ inStock: sql`not (${offers.inStock} and ${offers.quantity} > 0)` })
          .where(and(own(sellerId, offerId), ne(offers.quantity, 0)))
          .returning({ inStock: offers.inStock, quantity: offers.quantity, productId: offers.productId });
        if (row) await refreshBuyBoxes(tx, [row.productId]);
        return row;
      });
      if (!flipped) {
        // Nothing flipped: either it is not the seller's, or it has no units.
        const [exists] = await db.select({ id: offers.id }).from(offers).where(own(sellerId, offerId));
        throw exists ? conflict(SELLER_PRODUCT_MESSAGES.noUnits) : notFound(PRODUCT_NOT_FOUND);
      }
      changes.publish('products');
      // The state this call set, even if a concurrent toggle flipped it again before the read.
      return {
        ...(await ownProduct(sellerId, offerId)),
        in_stock: flipped.inStock && flipped.quantity > 0,
      };
    },

    /**
     * Deletes the offer, unless it was ever ordered: order_items refuses the delete (ON DELETE RESTRICT),
     * and the offer is archived instead. Its product goes the same way when no other live offer sells it.
     * Asking the database keeps the catalogue out of the orders' tables; the offer is locked first, so a
     * payment cannot reference it between the two.
     */
    async remove(sellerId: number, offerId: number): Promise<{ message: string; archived: boolean }> {
      const outcome = await db.transaction(async (tx) => {
        const [offer] = await tx
          .select({ productId: offers.productId })
          .from(offers)
          .where(own(sellerId, offerId))
          .for('update');
        if (!offer) throw notFound(PRODUCT_NOT_FOUND);
        const gone = await deletedElseArchived(tx, offers, offerId);
        const [live] = await tx
          .select({ n: count() })
          .from(offers)
          .where(and(eq(offers.productId, offer.productId), isNull(offers.archivedAt)));
        if (live!.n === 0) await deletedElseArchived(tx, products, offer.productId);
        else await refreshBuyBoxes(tx, [offer.productId]);
        return gone;
      });
      changes.publish('products');
      return outcome === 'deleted'
        ? { message: SELLER_PRODUCT_MESSAGES.deleted, archived: false }
        : { message: SELLER_PRODUCT_MESSAGES.archived, archived: true };
    },
  };
}
export type SellerProductsService = ReturnType<typeof createSellerProductsService>;
