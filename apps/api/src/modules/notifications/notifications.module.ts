import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { UsersService } from '../users/users.service.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { notificationsSellerRoutes } from './notifications.seller.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/** The order and account mails, and which optional ones each shopper and seller gets. */
export function notificationsModule({ db, mailer, config }: Platform, deps: { users: UsersService }) {
  const notifications = createNotificationsService({
    db,
    mailer,
    users: deps.users,
    publicUrl: config.PUBLIC_URL,
    withdrawalDays: config.RETURN_WINDOW_DAYS,
  });
  return {
    notifications,
    register: async (api: FastifyInstance) => {
      await api.register(notificationsRoutes, { notifications });
      await api.register(notificationsSellerRoutes, { notifications });
    },
  };
}
