// Owned by modules/notifications: only its service reads or writes these tables.
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ref } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/** An optional mail a shopper turned off (OPTIONAL_MAILS.customer); no row: it is sent. */
export const customerMailOptOuts = pgTable(
  'customer_mail_opt_outs',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** An optional mail a seller turned off (OPTIONAL_MAILS.seller); no row: it is sent. */
export const sellerMailOptOuts = pgTable(
  'seller_mail_opt_outs',
  {
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.kind] })],
);
