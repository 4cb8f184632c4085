import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import { shopsRoutes } from './shops.routes.ts';
import { createShopsService } from './shops.service.ts';

/** Shops as shoppers see them (shops.service.ts): built from the sellers, the catalogue and the orders. */
export function shopsModule(deps: {
  sellers: SellersService;
  catalog: CatalogService;
  orders: OrdersService;
}) {
  const shops = createShopsService(deps);
  return { shops, register: (api: FastifyInstance) => api.register(shopsRoutes, { shops }) };
}
