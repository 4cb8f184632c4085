import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { catalogSellerRoutes } from './catalog.seller.routes.ts';
import { createCatalogService } from './catalog.service.ts';
import { createSellerProductsService } from './seller-products.service.ts';

export function catalogModule(
  { db, config, clock, changes }: Platform,
  deps: { sellers: Pick<SellersService, 'assertMayPublish'> },
) {
  const catalog = createCatalogService({ db, clock, changes });
  const sellerProducts = createSellerProductsService({
    db,
    catalog,
    sellerAccounts: deps.sellers,
    media: config,
    changes,
  });
  return {
    catalog,
    async register(api: FastifyInstance) {
      await api.register(catalogRoutes, { catalog });
      await api.register(catalogSellerRoutes, { sellerProducts });
    },
  };
}
