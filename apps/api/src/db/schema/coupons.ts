// Owned by modules/coupons: only its service reads or writes this table.
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, updatedAt } from './columns.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    /** Inclusive calendar dates in the store's time zone. */
    validityStartDate: date('validity_start_date', { mode: 'string' }).notNull(),
    validityEndDate: date('validity_end_date', { mode: 'string' }).notNull(),
    minimumOrderValueCents: cents('minimum_order_value_cents').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_discount_range', sql`${t.discountPercentage} between 1 and 100`),
    check('coupons_dates_order', sql`${t.validityEndDate} >= ${t.validityStartDate}`),
    check('coupons_minimum_positive', sql`${t.minimumOrderValueCents} >= 100`),
  ],
);
