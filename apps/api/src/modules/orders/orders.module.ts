import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { ordersRoutes } from './orders.routes.ts';
import { ordersSellerRoutes } from './orders.seller.routes.ts';
import { createOrdersService } from './orders.service.ts';

export function ordersModule({ db }: Platform, deps: { sellers: SellersService; users: UsersService }) {
  const orders = createOrdersService({ db, ...deps });
  return {
    orders,
    register: async (api: FastifyInstance) => {
      await api.register(ordersRoutes, { orders });
      await api.register(ordersSellerRoutes, { orders });
    },
  };
}
