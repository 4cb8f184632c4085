import type { FastifyInstance } from 'fastify';
import { toCents } from '../../lib/money.ts';
import type { Platform } from '../../platform.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService } from './cart.service.ts';

export function cartModule(
  { db, config }: Platform,
  deps: { catalog: CatalogService; coupons: CouponsService },
) {
  const cart = createCartService({ db, ...deps, shippingFeeCents: toCents(config.SHIPPING_FEE) });
  return { cart, register: (api: FastifyInstance) => api.register(cartRoutes, { cart }) };
}
