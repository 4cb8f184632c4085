// Owned by modules/shipping: only its service reads or writes these tables.
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cents, ref, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';

/** A seller's shipping: the rate for any department without its own, and free shipping from an amount. */
export const sellerShipping = pgTable('seller_shipping', {
  sellerId: ref('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  defaultRateCents: cents('default_rate_cents').notNull(),
  /** Free shipping when the buyer's goods from this shop reach it (before coupons); null: never free. */
  freeFromCents: cents('free_from_cents'),
  updatedAt: updatedAt(),
});

/** A department's own rate, replacing the seller's default (DANE code, `DEPARTMENTS` in packages/shared). */
export const sellerShippingDepartments = pgTable(
  'seller_shipping_departments',
  {
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellerShipping.sellerId, { onDelete: 'cascade' }),
    department: text('department').notNull(),
    rateCents: cents('rate_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.department] })],
);
