import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { wishlistRoutes } from './wishlist.routes.ts';
import { createWishlistService } from './wishlist.service.ts';

export function wishlistModule({ db }: Platform, deps: { catalog: CatalogService }) {
  const wishlist = createWishlistService({ db, ...deps });
  return { wishlist, register: (api: FastifyInstance) => api.register(wishlistRoutes, { wishlist }) };
}
