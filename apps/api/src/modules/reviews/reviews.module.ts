import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { reviewsAdminRoutes } from './reviews.admin.routes.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { reviewsSellerRoutes } from './reviews.seller.routes.ts';
import { createReviewsService } from './reviews.service.ts';

/** Product reviews, seller replies and moderation (reviews.service.ts). */
export function reviewsModule(
  { db, config, changes }: Platform,
  deps: {
    catalog: CatalogService;
    orders: OrdersService;
    users: UsersService;
    audit: AuditService;
    sellers: SellersService;
  },
) {
  const reviews = createReviewsService({ db, ...deps, media: config, changes });
  return {
    reviews,
    register: async (api: FastifyInstance) => {
      await api.register(reviewsRoutes, { reviews });
      await api.register(reviewsSellerRoutes, { reviews });
      await api.register(reviewsAdminRoutes, { reviews });
    },
  };
}
