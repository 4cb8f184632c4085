/**
 * A seller's own live offers, each as its product with that offer shown: every seller query has the
 * seller in its WHERE clause (product.md#security). The answer's `id` is the offer's, which is its
 * product's for a founding offer (migration 0033), so the spec's links keep working.
 */
import type { ProductResponse } from '@tecnobazar/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers, products } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { notFound } from '../../lib/errors.ts';
import { approvalsOf } from './product-revisions.ts';
import { PRODUCT_NOT_FOUND, showingOffer, type ToResponses } from './products.ts';

/** The seller's live offers (an archived one is deleted as far as its seller is concerned). */
export const own = (sellerId: number, offerId?: number) =>
  and(
    eq(offers.sellerId, sellerId),
    isNull(offers.archivedAt),
    offerId === undefined ? undefined : eq(offers.id, offerId),
  );

export function ownProductsOf(db: Db, toResponses: ToResponses) {
  async function ownProducts(sellerId: number, offerId?: number): Promise<ProductResponse[]> {
    const rows = await db
      .select({ offer: offers, product: products, businessName: sellers.businessName })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .innerJoin(sellers, eq(sellers.id, offers.sellerId))
      .where(own(sellerId, offerId))
      .orderBy(desc(offers.createdAt), desc(offers.id));
    const [answers, approvals] = await Promise.all([
      toResponses(
        rows.map((r) => ({
          product: { ...showingOffer(r.product, r.offer), id: r.offer.id },
          businessName: r.businessName,
        })),
      ),
      approvalsOf(
        db,
        sellerId,
        rows.map((r) => r.product),
      ),
    ]);
    return answers.map((a, i) => ({ ...a, approval: approvals.get(rows[i]!.product.id) }));
  }
  return {
    ownProducts,
    async ownProduct(sellerId: number, offerId: number): Promise<ProductResponse> {
      const [product] = await ownProducts(sellerId, offerId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  };
}
export type OwnProducts = ReturnType<typeof ownProductsOf>;
