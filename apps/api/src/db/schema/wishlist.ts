// Owned by modules/wishlist: only its service reads or writes this table.
import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, ref } from './columns.ts';
import { users } from './users.ts';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
