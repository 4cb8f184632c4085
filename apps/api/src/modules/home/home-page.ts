/** The home page the shoppers see, from the stored tiles and the deals that still hold. */
import type { AdminDealResponse, HomePageResponse } from '@tecnobazar/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { homeCategories } from '../../db/schema/home.ts';
import { type HomeCategoryRow, toHomeCategory } from './home-tiles.ts';

export function createHomePage({
  db,
  listDeals,
}: {
  db: Db;
  /** Every deal with its category's best discount now (home-deals.ts). */
  listDeals: () => Promise<AdminDealResponse[]>;
}) {
  return {
    /**
     * The home page from the stored tiles and deals. A deal shows only while some product of its category
     * has at least its discount (decision 0013): prices change and sellers are suspended after it was saved.
     */
    async homePage(): Promise<HomePageResponse> {
      const [tiles, allDeals] = await Promise.all([
        db.select().from(homeCategories).orderBy(asc(homeCategories.position), asc(homeCategories.id)),
        listDeals(),
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
