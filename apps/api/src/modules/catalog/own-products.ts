/** A seller's own live products: every seller query has the seller in its WHERE clause (product.md#security). */
import type { ProductResponse } from '@tecnobazar/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { notFound } from '../../lib/errors.ts';
import { PRODUCT_NOT_FOUND, productColumns, type ToResponses } from './products.ts';

/** The seller's live products (an archived one is deleted as far as its seller is concerned). */
export const own = (sellerId: number, productId?: number) =>
  and(
    eq(products.sellerId, sellerId),
    isNull(products.archivedAt),
    productId === undefined ? undefined : eq(products.id, productId),
  );

export function ownProductsOf(db: Db, toResponses: ToResponses) {
  async function ownProducts(sellerId: number, productId?: number): Promise<ProductResponse[]> {
    const rows = await db
      .select(productColumns)
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(own(sellerId, productId))
      .orderBy(desc(products.createdAt), desc(products.id));
    return toResponses(rows);
  }
  return {
    ownProducts,
    async ownProduct(sellerId: number, productId: number): Promise<ProductResponse> {
      const [product] = await ownProducts(sellerId, productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  };
}
export type OwnProducts = ReturnType<typeof ownProductsOf>;
