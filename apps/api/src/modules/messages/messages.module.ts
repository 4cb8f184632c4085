import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { messagesAdminRoutes } from './messages.admin.routes.ts';
import { messagesRoutes } from './messages.routes.ts';
import { messagesSellerRoutes } from './messages.seller.routes.ts';
import { createMessagesService } from './messages.service.ts';

/** Buyer–seller messages per order (messages.service.ts). */
export function messagesModule(
  { db, clock, config }: Platform,
  deps: {
    orders: OrdersService;
    users: UsersService;
    sellers: SellersService;
    notifications: NotificationsService;
  },
) {
  const messages = createMessagesService({ db, clock, media: config, ...deps });
  return {
    messages,
    register: async (api: FastifyInstance) => {
      await api.register(messagesRoutes, { messages });
      await api.register(messagesSellerRoutes, { messages });
      await api.register(messagesAdminRoutes, { messages });
    },
  };
}
