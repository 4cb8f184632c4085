import type {
  AdminDealResponse,
  CreateDealBody,
  HomePageResponse,
  UpdateDealBody,
  UpdateHomeCategoryBody,
} from '@tecnobazar/shared';
import { findCategory } from '@tecnobazar/shared/constants/categories';
import { ourCategoryId } from '@tecnobazar/shared/constants/original-client-aliases';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { deals, homeCategories } from '../../db/schema/home.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { isAllowedImageUrl, UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

export const HOME_MESSAGES = {
  categoryNotFound: 'Categoría no encontrada',
  dealNotFound: 'Oferta no encontrada',
  dealExists: 'Ya hay una oferta para esta categoría: edítala en la pestaña Oferta.',
  unknownCategory: (slug: string) => `La categoría '${slug}' no existe`,
  imageHost: 'La imagen debe subirse a TecnoBazar',
  notDealCategory: 'La oferta debe usar una categoría de la sección de ofertas',
  categoryUpdated: 'Categoría actualizada',
  dealDeleted: 'Oferta eliminada',
  dealNotReached: (name: string, discount: number, best: number) =>
    // A no-break space keeps '16 %' together where the message wraps.
    `Ningún producto de ${name} llega al ${discount}\u00a0% de descuento: el mejor descuento de la categoría hoy es ${best}\u00a0%.`,
  dealWithoutProducts: (name: string) =>
    `${name} no tiene productos a la venta: la oferta no llevaría a ninguno.`,
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
  catalog,
  media,
}: {
  db: Db;
  audit: AuditService;
  catalog: Pick<CatalogService, 'bestDiscount'>;
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
}) {
  async function dealCategory(tx: DbOrTx, id: number): Promise<HomeCategoryRow> {
    const [category] = await tx.select().from(homeCategories).where(eq(homeCategories.id, id));
    if (category?.section !== 'DEALS') throw badRequest(HOME_MESSAGES.notDealCategory);
    return category;
  }
  /**
   * A deal being saved is true or refused (decision 0013): some product its tile leads to must
   * have at least its discount now, read from the database rather than the listing's cache. Checked after
   * the write, inside its transaction, so a category that already has a deal is still told so first.
   */
  async function assertDealTrue(
    tx: DbOrTx,
    { discount, category }: { discount: number; category: { name: string; categoryId: string } },
  ) {
    const best = await catalog.bestDiscount(category.categoryId, tx);
    if (best === null) throw unprocessable(HOME_MESSAGES.dealWithoutProducts(category.name));
    if (best < discount) throw unprocessable(HOME_MESSAGES.dealNotReached(category.name, discount, best));
  }
  /** Every deal with its tile, oldest first; or the one with this id. */
  async function dealRows(tx: DbOrTx, id?: number) {
    const rows = await tx
      .select({ deal: deals, category: homeCategories })
      .from(deals)
      .innerJoin(homeCategories, eq(homeCategories.id, deals.homeCategoryId))
      .where(id === undefined ? undefined : eq(deals.id, id))
      .orderBy(asc(deals.id));
    return rows.map(({ deal, category }) => ({
      id: deal.id,
      discount: deal.discount,
      category: toHomeCategory(category),
    }));
  }
  async function dealResponse(tx: DbOrTx, id: number) {
    const [deal] = await dealRows(tx, id);
    if (!deal) throw notFound(HOME_MESSAGES.dealNotFound);
    return deal;
  }
  /** The deal with the best discount its category has now: the admin sees whether the home page shows it. */
  const withBestDiscount = async (
    deal: Awaited<ReturnType<typeof dealResponse>>,
  ): Promise<AdminDealResponse> => ({
    ...deal,
    bestDiscount: await catalog.bestDiscount(deal.category.categoryId),
  });

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
      return this.homePage();
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

    async listDeals(): Promise<AdminDealResponse[]> {
      return Promise.all((await dealRows(db)).map(withBestDiscount));
    },

    async createDeal(body: CreateDealBody, adminId: number): Promise<AdminDealResponse> {
      const created = await db.transaction(async (tx) => {
        await dealCategory(tx, body.category.id);
        const [row] = await tx
          .insert(deals)
          .values({ discount: body.discount, homeCategoryId: body.category.id })
          .onConflictDoNothing()
          .returning({ id: deals.id });
        if (!row) throw conflict(HOME_MESSAGES.dealExists);
        const created = await dealResponse(tx, row.id);
        await assertDealTrue(tx, created);
        await audit.record(tx, {
          adminId,
          action: 'deal.create',
          entity: 'deal',
          entityId: row.id,
          after: created,
        });
        return created;
      });
      return withBestDiscount(created);
    },

    async updateDeal(id: number, body: UpdateDealBody, adminId: number): Promise<AdminDealResponse> {
      const updated = await db.transaction(async (tx) => {
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
        await assertDealTrue(tx, after);
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
      return withBestDiscount(updated);
    },

    async deleteDeal(id: number, adminId: number) {
      return db.transaction(async (tx) => {
        const before = await dealResponse(tx, id);
        await tx.delete(deals).where(eq(deals.id, id));
        await audit.record(tx, { adminId, action: 'deal.delete', entity: 'deal', entityId: id, before });
        return { status: true, message: HOME_MESSAGES.dealDeleted };
      });
    },

    /**
     * The home page from the stored tiles and deals. A deal shows only while some product of its category
     * has at least its discount (decision 0013): prices change and sellers are suspended after it was saved.
     */
    async homePage(): Promise<HomePageResponse> {
      const [tiles, allDeals] = await Promise.all([
        db.select().from(homeCategories).orderBy(asc(homeCategories.position), asc(homeCategories.id)),
        dealRows(db).then((rows) => Promise.all(rows.map(withBestDiscount))),
      ]);
      const section = (name: HomeCategoryRow['section']) =>
        tiles.filter((t) => t.section === name).map(toHomeCategory);
      return {
        grid: section('GRID'),
        shopByCategories: section('SHOP_BY_CATEGORIES'),
        electricCategories: section('ELECTRIC_CATEGORIES'),
        dealCategories: section('DEALS'),
        deals: allDeals
          .filter((deal) => deal.bestDiscount !== null && deal.bestDiscount >= deal.discount)
          .map(({ bestDiscount: _, ...deal }) => deal),
      };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
