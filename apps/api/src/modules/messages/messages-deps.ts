import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** What every part of the messages module is built from. */
export interface MessagesDeps {
  db: Db;
  clock: Clock;
  orders: OrdersService;
  users: UsersService;
  sellers: SellersService;
  notifications: NotificationsService;
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
}

/** Who is writing or reading: the order's buyer (a shopper's id) or its seller (a shop's id). */
export type Caller = { side: 'BUYER'; userId: number } | { side: 'SELLER'; sellerId: number };

/** The refusals a person reads. */
export const MESSAGES_ERRORS = {
  notFound: 'Pedido no encontrado',
  threadClosed: 'Esta conversación no está abierta a los administradores',
  imageHost: 'Adjunta imágenes subidas a TecnoBazar',
  tooMany: (max: number) =>
    `Enviaste ${max} mensajes en este pedido en las últimas 24 horas. Espera un poco antes de escribir de nuevo.`,
} as const;

/** Messages one side may write on one order in 24 hours: a conversation, not a flood (product.md#messages). */
export const MESSAGES_PER_DAY_MAX = 100;
/** The least time between two mails to one side about one order's messages. */
export const MAIL_EVERY_MS = 15 * 60_000;
