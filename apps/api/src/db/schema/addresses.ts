// Owned by modules/addresses: only its service reads or writes this table.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { users } from './users.ts';

/** Delivery addresses a shopper keeps on the profile; orders copy the chosen one. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
