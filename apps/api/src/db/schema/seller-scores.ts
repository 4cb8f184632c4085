// Owned by modules/seller-scores: only its service reads or writes this table.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns.ts';
import { sellers } from './sellers.ts';

/**
 * What the buy box weighs after the price (decision 0028, migration 0035): the shop's rating of the last
 * 365 days (×100) and its share of orders shipped on time in the last 90 days (per mille). A shop with
 * too few reviews or orders to judge keeps the neutral values, as one without a row does.
 */
export const sellerScores = pgTable(
  'seller_scores',
  {
    sellerId: ref('seller_id')
      .primaryKey()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    ratingX100: integer('rating_x100').notNull().default(400),
    onTimePermille: integer('on_time_permille').notNull().default(900),
    reviewsCounted: integer('reviews_counted').notNull().default(0),
    ordersCounted: integer('orders_counted').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seller_scores_rating_range', sql`${t.ratingX100} between 0 and 500`),
    check('seller_scores_on_time_range', sql`${t.onTimePermille} between 0 and 1000`),
  ],
);
