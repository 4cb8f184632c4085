/**
 * Duplicates in the catalogue (decision 0028, section 2): listings that look like one maker's model, for
 * an administrator to merge. The merge itself is the SQL function catalog_merge_product (migration 0038),
 * run in one audited transaction: the duplicate's offers, order lines, reviews, wishlists and product
 * rules go to the survivor, and the duplicate's old links lead there.
 */
import type { DuplicateGroup } from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { PRODUCT_NOT_FOUND } from './products.ts';

export const MERGE_MESSAGES = {
  itself: 'Un producto no se puede unir consigo mismo',
  merged: 'Ese producto ya fue unido a otro',
  variants:
    'Un producto vendido en variantes no se puede unir todavía: sus publicaciones no sabrían de qué variante son',
};
const GROUPS = 50;

export function createProductMerge({
  db,
  audit,
  changes,
}: {
  db: Db;
  audit: AuditService;
  changes: ChangeFeed;
}) {
  return {
    /**
     * Live products of one level-3 category and brand with the same model number, or (without one) the
     * same title once folded: the survivor (most reviews, then the oldest) first in each group.
     */
    async duplicates(): Promise<DuplicateGroup[]> {
      const rows = await queryRows<{ ids: string[] }>(
        db,
        sql`select array_agg(id order by num_ratings desc, id) as ids from ${products}
            where archived_at is null and merged_into_id is null
            group by category_id, coalesce(tb_fold(brand), ''),
              coalesce(upper(model_number), trim(regexp_replace(tb_fold(title), '[^a-z0-9]+', ' ', 'g')))
            having count(*) > 1
            order by min(id)
            limit ${GROUPS}`,
      );
      const ids = rows.flatMap((r) => r.ids.map(Number));
      if (ids.length === 0) return [];
      const found = await db
        .select()
        .from(products)
        .where(sql`${products.id} = any(${`{${ids.join(',')}}`}::bigint[])`);
      const byId = new Map(found.map((p) => [p.id, p]));
      return rows.map((r) => ({
        products: r.ids.map(Number).map((id) => {
          const p = byId.get(id)!;
          return {
            id,
            title: p.title,
            image: p.images[0] ?? null,
            modelNumber: p.modelNumber,
            offerCount: p.offerCount,
            numRatings: p.numRatings,
          };
        }),
      }));
    },

    /** Merges the duplicate into `intoId` in one transaction, audited. */
    async merge(duplicateId: number, intoId: number, adminId: number): Promise<void> {
      if (duplicateId === intoId) throw badRequest(MERGE_MESSAGES.itself);
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: products.id, mergedIntoId: products.mergedIntoId, variantAxes: products.variantAxes })
          .from(products)
          .where(sql`${products.id} in (${duplicateId}, ${intoId})`)
          .for('update');
        if (rows.length < 2) throw notFound(PRODUCT_NOT_FOUND);
        if (rows.some((r) => r.mergedIntoId !== null)) throw badRequest(MERGE_MESSAGES.merged);
        // catalog_merge_product moves offers, not variants: an offer must name a variant of its product.
        if (rows.some((r) => r.variantAxes.length > 0)) throw badRequest(MERGE_MESSAGES.variants);
        await tx.execute(sql`select catalog_merge_product(${duplicateId}::bigint, ${intoId}::bigint)`);
        await audit.record(tx, {
          adminId,
          action: 'catalog.product.merge',
          entity: 'product',
          entityId: duplicateId,
          before: { mergedIntoId: null },
          after: { mergedIntoId: intoId, productId: intoId },
        });
      });
      changes.publish('products');
    },
  };
}
export type ProductMerge = ReturnType<typeof createProductMerge>;
