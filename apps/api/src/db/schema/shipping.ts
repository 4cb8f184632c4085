// Owned by modules/shipping: only its service reads or writes these tables.
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
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

/**
 * The store's flat fee (`SHIPPING_FEE`) for a shop that set no rates, written at start: the buy box, which
 * SQL ranks (migration 0035), prices such a shop's shipping with it. One row.
 */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: smallint('id').primaryKey().default(1),
    flatRateCents: cents('flat_rate_cents').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('shipping_settings_one_row', sql`${t.id} = 1`)],
);
