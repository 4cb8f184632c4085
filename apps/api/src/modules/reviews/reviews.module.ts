import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';

/** Product reviews (reviews.service.ts). */
export function reviewsModule(
  { db, config }: Platform,
  deps: { catalog: CatalogService; orders: OrdersService; users: UsersService },
) {
  const reviews = createReviewsService({ db, ...deps, media: config });
  return { reviews, register: (api: FastifyInstance) => api.register(reviewsRoutes, { reviews }) };
}
