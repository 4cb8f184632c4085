// Owned by modules/reviews: only its service reads or writes these tables.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, id, ref, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Who may reply, fixed at creation: the shop the reviewer bought the product from (their latest paid
     * order of it, shown as 'Vendido por'), else the shop of the product's buy box then (decision 0028).
     */
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    reviewText: text('review_text').notNull(),
    /** Rating in half-star units, 0..10. */
    ratingHalves: smallint('rating_halves').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** The seller's one public answer, editable. */
    sellerReply: text('seller_reply'),
    sellerReplyAt: timestamp('seller_reply_at', { withTimezone: true }),
    /** Hidden by an administrator: out of the public list and the product's average, kept for the record. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_seller_idx').on(t.sellerId, t.createdAt),
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    check('reviews_rating_range', sql`${t.ratingHalves} between 0 and 10`),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: id(),
    reviewId: ref('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId)],
);

/** A shopper's report of a review (one per shopper and review), open until an administrator decides. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    reviewId: ref('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** OPEN, then UPHELD (the review was hidden) or DISMISSED. */
    status: text('status', { enum: ['OPEN', 'UPHELD', 'DISMISSED'] })
      .notNull()
      .default('OPEN'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_review_user_key').on(t.reviewId, t.userId),
    index('review_reports_open_idx').on(t.status, t.createdAt),
  ],
);
