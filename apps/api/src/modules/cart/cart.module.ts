import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { ShippingService } from '../shipping/shipping.service.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService } from './cart.service.ts';

export function cartModule(
  { db }: Platform,
  deps: {
    catalog: CatalogService;
    coupons: CouponsService;
    shipping: ShippingService;
    addresses: AddressesService;
  },
) {
  const cart = createCartService({ db, ...deps });
  return { cart, register: (api: FastifyInstance) => api.register(cartRoutes, { cart }) };
}
