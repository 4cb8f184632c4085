import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import type { UsersService } from '../users/users.service.ts';

/** What every part of the notifications module is built from. */
export interface NotificationsDeps {
  db: Db;
  mailer: Mailer;
  users: UsersService;
  /** The store's address, for the links in the mails. */
  publicUrl: string;
  /** Business days a buyer may withdraw after delivery (the mails state it). */
  withdrawalDays: number;
}
