import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { createDeals } from './home-deals.ts';
import { createHomePage } from './home-page.ts';
import { createTiles } from './home-tiles.ts';

export { HOME_MESSAGES } from './home-messages.ts';
export type { NewHomeCategory } from './home-tiles.ts';

/**
 * The home page and its administration (product.md#admin-area), one file per use case:
 * - home-page.ts: the page shoppers see, its deals only while they still hold (decision 0013);
 * - home-tiles.ts: the tiles: the admin's table and edit, a new store's first tiles, the uploads they show;
 * - home-deals.ts: the admin's deals, each save checked against its category's best discount now;
 * - home-messages.ts: what the admin is told.
 */
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
  const deals = createDeals({ db, audit, catalog });
  const { homePage } = createHomePage({ db, listDeals: deals.listDeals });
  return {
    ...createTiles({ db, audit, media, homePage }),
    ...deals,
    homePage,
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
