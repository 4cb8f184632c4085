/**
 * What the commission rules need of products (modules/commissions): each product's seller, title and category
 * chain, deepest first (its level-3 category, then level 2, then level 1), in one query; the chain comes from
 * the category tree held in memory.
 */
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import type { CategoryTree } from './categories.ts';

export interface CommissionTarget {
  sellerId: number;
  title: string;
  /** Category ids, the product's own (level 3) first, then its parents. */
  categoryIds: number[];
}

export function createCommissionTargets({
  db,
  categoryTree,
}: {
  db: Db;
  categoryTree: (executor?: DbOrTx) => Promise<CategoryTree>;
}) {
  return {
    async commissionTargets(productIds: number[], tx: DbOrTx = db): Promise<Map<number, CommissionTarget>> {
      if (productIds.length === 0) return new Map();
      const tree = await categoryTree(tx);
      const rows = await tx
        .select({
          id: products.id,
          sellerId: products.sellerId,
          title: products.title,
          categoryId: products.categoryId,
        })
        .from(products)
        .where(inArray(products.id, productIds));
      return new Map(
        rows.map((r) => {
          const categoryIds: number[] = [];
          for (let node = tree.byId.get(r.categoryId); node; ) {
            categoryIds.push(node.id);
            node = node.parentCategoryId ? tree.bySlug.get(node.parentCategoryId) : undefined;
          }
          return [r.id, { sellerId: r.sellerId, title: r.title, categoryIds }];
        }),
      );
    },
  };
}
