// Owned by modules/messages: only its service reads or writes these tables.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { orders } from './orders.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

export type MessageAuthor = 'BUYER' | 'SELLER';

/**
 * One conversation per order between its buyer and its seller (copied from the order when the first
 * message is written, so the unread counts need no join outside the module). Each side's last read
 * message id and last mail time; `open_to_admins_at` once a return was escalated to an administrator.
 */
export const orderThreads = pgTable(
  'order_threads',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    buyerLastReadId: ref('buyer_last_read_id').notNull().default(0),
    sellerLastReadId: ref('seller_last_read_id').notNull().default(0),
    buyerMailedAt: timestamp('buyer_mailed_at', { withTimezone: true }),
    sellerMailedAt: timestamp('seller_mailed_at', { withTimezone: true }),
    openToAdminsAt: timestamp('open_to_admins_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('order_threads_user_idx').on(t.userId), index('order_threads_seller_idx').on(t.sellerId)],
);

/** A message as stored: its text after contact details were masked, and whether any were. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: id(),
    threadId: ref('thread_id')
      .notNull()
      .references(() => orderThreads.id, { onDelete: 'cascade' }),
    author: text('author').$type<MessageAuthor>().notNull(),
    body: text('body').notNull(),
    masked: boolean('masked').notNull().default(false),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_messages_thread_idx').on(t.threadId, t.id),
    check('order_messages_author_check', sql`${t.author} in ('BUYER', 'SELLER')`),
  ],
);
