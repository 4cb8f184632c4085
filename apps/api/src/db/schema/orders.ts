import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { checkouts } from './shopping.ts';
import { users } from './users.ts';

export type OrderStatus = 'PLACED' | 'CONFIRMED' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';
export type PaymentStatus = 'PENDING' | 'PAID' | 'REFUNDED' | 'FAILED';

/** One order per seller per checkout. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    checkoutId: ref('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id),
    totalMrpPriceCents: cents('total_mrp_price_cents').notNull(),
    totalSellingPriceCents: cents('total_selling_price_cents').notNull(),
    couponDiscountCents: cents('coupon_discount_cents').notNull().default(0),
    /** What this seller sold: selling total less this order's share of the coupon. */
    totalAmountCents: cents('total_amount_cents').notNull(),
    totalItem: integer('total_item').notNull(),
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('PLACED'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('PENDING'),
    shippingAddress: jsonb('shipping_address').notNull(),
    deliverDate: timestamp('deliver_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_checkout_seller_key').on(t.checkoutId, t.sellerId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: ref('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitMrpPriceCents: cents('unit_mrp_price_cents').notNull(),
    unitSellingPriceCents: cents('unit_selling_price_cents').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
);

export type PayoutStatus = 'PENDING' | 'SUCCESS' | 'REJECTED';

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('PENDING'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payouts_seller_idx').on(t.sellerId)],
);

export type TransactionType = 'SALE' | 'REFUND';

/** The seller ledger: a sale is positive, a cancellation or refund negative. */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: ref('customer_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<TransactionType>().notNull(),
    grossCents: cents('gross_cents').notNull(),
    commissionCents: cents('commission_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    payoutId: ref('payout_id').references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_seller_idx').on(t.sellerId, t.createdAt),
    uniqueIndex('transactions_order_type_key').on(t.orderId, t.type),
  ],
);

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
    reviewText: text('review_text').notNull(),
    /** Rating in half-star units, 0..10. */
    ratingHalves: smallint('rating_halves').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
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
