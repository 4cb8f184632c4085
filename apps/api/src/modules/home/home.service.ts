import type { HomePageResponse } from '@tecnobazar/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deals, homeCategories } from '../../db/schema/home.ts';

type HomeCategoryRow = typeof homeCategories.$inferSelect;
const toHomeCategory = (c: HomeCategoryRow) => ({
  id: c.id,
  name: c.name,
  image: c.image,
  categoryId: c.categoryId,
  section: c.section,
  parentCategoryId: c.parentCategoryId,
});

export function createHomeService({ db }: { db: Db }) {
  return {
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
