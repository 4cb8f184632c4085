import type {
  CreateDealBody,
  HomePageResponse,
  UpdateDealBody,
  UpdateHomeCategoryBody,
} from '@tecnobazar/shared';
import { findCategory } from '@tecnobazar/shared/constants/categories';
import { asc, count, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { deals, homeCategories } from '../../db/schema/home.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isAllowedImageUrl } from '../../lib/storage/image-urls.ts';
import type { AuditService } from '../audit/audit.service.ts';

export const HOME_MESSAGES = {
  categoryNotFound: 'Categoría no encontrada',
  dealNotFound: 'Oferta no encontrada',
  dealExists: 'Ya hay una oferta para esta categoría: edítala en la pestaña Oferta.',
  unknownCategory: (slug: string) => `La categoría '${slug}' no existe`,
  imageHost: 'La imagen debe subirse a TecnoBazar',
  notDealCategory: 'La oferta debe usar una categoría de la sección de ofertas',
  categoryUpdated: 'Categoría actualizada',
  dealDeleted: 'Oferta eliminada',
};

/** The tiles a new store starts with (`POST /home/categories` when there are none). */
export interface NewHomeCategory {
  name: string;
  image: string;
  categoryId: string;
  section: HomeCategoryRow['section'];
  parentCategoryId?: string | null;
}

type HomeCategoryRow = typeof homeCategories.$inferSelect;
const toHomeCategory = (c: HomeCategoryRow) => ({
  id: c.id,
  name: c.name,
  image: c.image,
  categoryId: c.categoryId,
  section: c.section,
  parentCategoryId: c.parentCategoryId,
});

export function createHomeService({
  db,
  audit,
  media,
}: {
  db: Db;
  audit: AuditService;
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
}) {
  async function dealCategory(tx: DbOrTx, id: number): Promise<HomeCategoryRow> {
    const [category] = await tx.select().from(homeCategories).where(eq(homeCategories.id, id));
    if (category?.section !== 'DEALS') throw badRequest(HOME_MESSAGES.notDealCategory);
    return category;
  }
  async function dealResponse(tx: DbOrTx, id: number) {
    const [row] = await tx
      .select({ deal: deals, category: homeCategories })
      .from(deals)
      .innerJoin(homeCategories, eq(homeCategories.id, deals.homeCategoryId))
      .where(eq(deals.id, id));
    if (!row) throw notFound(HOME_MESSAGES.dealNotFound);
    return { id: row.deal.id, discount: row.deal.discount, category: toHomeCategory(row.category) };
  }

  return {
    /** Every tile, for the admin's tables (grid, electronics, deal categories). */
    async categories() {
      const rows = await db
        .select()
        .from(homeCategories)
        .orderBy(asc(homeCategories.position), asc(homeCategories.id));
      return rows.map(toHomeCategory);
    },

    /** Seeds the tiles when the store has none (the original client posted them; DESIGN §10). */
    async seedCategories(tiles: NewHomeCategory[]) {
      await db.transaction(async (tx) => {
        const [existing] = await tx.select({ n: count() }).from(homeCategories);
        if (existing!.n > 0) return;
        if (tiles.length > 0)
          await tx.insert(homeCategories).values(tiles.map((t, position) => ({ ...t, position })));
      });
      return this.homePage();
    },

    /** A tile's image and category (spec §5); the image must be ours, the category one of the tree. */
    async updateCategory(id: number, body: UpdateHomeCategoryBody, adminId: number) {
      const category = findCategory(body.categoryId);
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

    async listDeals() {
      return (await this.homePage()).deals;
    },

    async createDeal(body: CreateDealBody, adminId: number) {
      return db.transaction(async (tx) => {
        await dealCategory(tx, body.category.id);
        const [row] = await tx
          .insert(deals)
          .values({ discount: body.discount, homeCategoryId: body.category.id })
          .onConflictDoNothing()
          .returning({ id: deals.id });
        if (!row) throw conflict(HOME_MESSAGES.dealExists);
        const created = await dealResponse(tx, row.id);
        await audit.record(tx, {
          adminId,
          action: 'deal.create',
          entity: 'deal',
          entityId: row.id,
          after: created,
        });
        return created;
      });
    },

    async updateDeal(id: number, body: UpdateDealBody, adminId: number) {
      return db.transaction(async (tx) => {
        const before = await dealResponse(tx, id);
        if (body.category) await dealCategory(tx, body.category.id);
        await tx
          .update(deals)
          .set({ discount: body.discount, homeCategoryId: body.category?.id })
          .where(eq(deals.id, id))
          .catch((err) => {
            throw hasPgCode(err, PG.uniqueViolation) ? conflict(HOME_MESSAGES.dealExists) : err;
          });
        const after = await dealResponse(tx, id);
        await audit.record(tx, {
          adminId,
          action: 'deal.update',
          entity: 'deal',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    async deleteDeal(id: number, adminId: number) {
      return db.transaction(async (tx) => {
        const before = await dealResponse(tx, id);
        await tx.delete(deals).where(eq(deals.id, id));
        await audit.record(tx, { adminId, action: 'deal.delete', entity: 'deal', entityId: id, before });
        return { status: true, message: HOME_MESSAGES.dealDeleted };
      });
    },

    /** The home page from the stored tiles and deals (two queries, whatever the number of tiles). */
    async homePage(): Promise<HomePageResponse> {
      const [tiles, dealRows] = await Promise.all([
        db.select().from(homeCategories).orderBy(asc(homeCategories.position), asc(homeCategories.id)),
        db
          .select({ deal: deals, category: homeCategories })
          .from(deals)
          .innerJoin(homeCategories, eq(homeCategories.id, deals.homeCategoryId))
          .orderBy(asc(deals.id)),
      ]);
      const section = (name: HomeCategoryRow['section']) =>
        tiles.filter((t) => t.section === name).map(toHomeCategory);
      return {
        grid: section('GRID'),
        shopByCategories: section('SHOP_BY_CATEGORIES'),
        electricCategories: section('ELECTRIC_CATEGORIES'),
        dealCategories: section('DEALS'),
        deals: dealRows.map(({ deal, category }) => ({
          id: deal.id,
          discount: deal.discount,
          category: toHomeCategory(category),
        })),
      };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
