/**
 * The home page's tiles (grid, shop by categories, electronics, deal categories): the admin's table and a
 * tile's edit, the first tiles of a new store, and the uploads the tiles show. A tile's answer shape,
 * toHomeCategory, is shared with the deals and the page.
 */
import type { HomePageResponse, UpdateHomeCategoryBody } from '@tecnobazar/shared';
import { findCategory } from '@tecnobazar/shared/constants/categories';
import { ourCategoryId } from '@tecnobazar/shared/constants/original-client-aliases';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { homeCategories } from '../../db/schema/home.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isAllowedImageUrl, UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { HOME_MESSAGES } from './home-messages.ts';

/** The tiles a new store starts with (`POST /home/categories` when there are none). */
export interface NewHomeCategory {
  name: string;
  image: string;
  categoryId: string;
  section: HomeCategoryRow['section'];
  parentCategoryId?: string | null;
}

export type HomeCategoryRow = typeof homeCategories.$inferSelect;
export const toHomeCategory = (c: HomeCategoryRow) => ({
  id: c.id,
  name: c.name,
  image: c.image,
  categoryId: c.categoryId,
  section: c.section,
  parentCategoryId: c.parentCategoryId,
});

export function createTiles({
  db,
  audit,
  media,
  homePage,
}: {
  db: Db;
  audit: AuditService;
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
  /** What seeding the tiles answers: the page they make. */
  homePage: () => Promise<HomePageResponse>;
}) {
  return {
    /** Uploads any home tile shows. */
    async uploadsInUse(): Promise<string[]> {
      const rows = await db
        .select({ image: homeCategories.image })
        .from(homeCategories)
        .where(sql`${homeCategories.image} like ${UPLOADS_LIKE}`);
      return uploadNamesIn(rows.map((r) => r.image));
    },

    /** Every tile, for the admin's tables (grid, electronics, deal categories). */
    async categories() {
      const rows = await db
        .select()
        .from(homeCategories)
        .orderBy(asc(homeCategories.position), asc(homeCategories.id));
      return rows.map(toHomeCategory);
    },

    /**
     * Seeds the tiles when the store has none (the original client posted them; product.md#where-we-differ),
     * under our category ids where it sent its own.
     */
    async seedCategories(tiles: NewHomeCategory[]) {
      await db.transaction(async (tx) => {
        const [existing] = await tx.select({ n: count() }).from(homeCategories);
        if (existing!.n > 0) return;
        if (tiles.length > 0)
          await tx.insert(homeCategories).values(
            tiles.map((t, position) => ({
              ...t,
              categoryId: ourCategoryId(t.categoryId, t.parentCategoryId),
              position,
            })),
          );
      });
      return homePage();
    },

    /**
     * A tile's image and category (product.md#forms); the image must be ours, the category one of the tree
     * (the original client sends its level-3 id alone: ourCategoryId's rule).
     */
    async updateCategory(id: number, body: UpdateHomeCategoryBody, adminId: number) {
      const category = findCategory(ourCategoryId(body.categoryId));
      if (!category) throw badRequest(HOME_MESSAGES.unknownCategory(body.categoryId));
      if (!isAllowedImageUrl(body.image, media)) throw badRequest(HOME_MESSAGES.imageHost);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(homeCategories)
          .where(eq(homeCategories.id, id))
          .for('update');
        if (!before) throw notFound(HOME_MESSAGES.categoryNotFound);
        const [after] = await tx
          .update(homeCategories)
          .set({
            image: body.image,
            categoryId: category.categoryId,
            name: body.name ?? category.name,
            parentCategoryId: category.parentCategoryId,
          })
          .where(eq(homeCategories.id, id))
          .returning();
        await audit.record(tx, {
          adminId,
          action: 'home.category',
          entity: 'home_category',
          entityId: id,
          before: toHomeCategory(before),
          after: toHomeCategory(after!),
        });
        return toHomeCategory(after!);
      });
    },
  };
}
