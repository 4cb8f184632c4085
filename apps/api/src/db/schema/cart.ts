// Owned by modules/cart: only its service reads or writes these tables.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { offers } from './catalog.ts';
import { createdAt, id, ref, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { users } from './users.ts';

/** One cart per customer; the applied coupon is remembered, its value recomputed on every read. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: ref('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_key').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: ref('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** What the shopper will buy: an offer (decision 0028), whose id is its product's for a founding offer. */
    offerId: ref('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_offer_size_key').on(t.cartId, t.offerId, t.size),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
