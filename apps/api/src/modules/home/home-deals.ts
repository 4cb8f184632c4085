/**
 * The deals the admin puts on deal tiles: listed with each category's best discount now, created,
 * edited and deleted, each save checked against the products it leads to (decision 0013).
 */
import type { AdminDealResponse, CreateDealBody, UpdateDealBody } from '@tecnobazar/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { deals, homeCategories } from '../../db/schema/home.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { HOME_MESSAGES } from './home-messages.ts';
import { type HomeCategoryRow, toHomeCategory } from './home-tiles.ts';

export function createDeals({
  db,
  audit,
  catalog,
}: {
  db: Db;
  audit: AuditService;
  catalog: Pick<CatalogService, 'bestDiscount'>;
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
    /** Every deal, oldest first, with its category's best discount now (the admin's table and the home page). */
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
  };
}
