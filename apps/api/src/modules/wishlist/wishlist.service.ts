import type { WishlistResponse } from '@tecnobazar/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

/** One wishlist per shopper; adding a product that is already there removes it (a toggle). */
export function createWishlistService({ db, catalog }: { db: Db; catalog: CatalogService }) {
  async function wishlist(userId: number): Promise<WishlistResponse> {
    const items = await db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    return { id: userId, products: await catalog.byIds(items.map((i) => i.productId)) };
  }

  return {
    wishlist,

    async toggle(userId: number, productId: number): Promise<WishlistResponse> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning();
      if (removed.length === 0) {
        await catalog.get(productId); // 404 for a product that does not exist or is hidden
        await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
      }
      return wishlist(userId);
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
