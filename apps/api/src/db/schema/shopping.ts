import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { users } from './users.ts';

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
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_product_size_key').on(t.cartId, t.productId, t.size),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

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

export type CheckoutStatus = 'PENDING' | 'COMPLETED' | 'CANCELLED' | 'FAILED' | 'REFUNDED';

/** A payment attempt: the cart as it was priced when the buyer started paying. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<CheckoutStatus>().notNull().default('PENDING'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerCaptureId: text('provider_capture_id'),
    subtotalCents: cents('subtotal_cents').notNull(),
    // A deleted coupon leaves past checkouts intact; their discount is kept in the amounts.
    couponId: ref('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponDiscountCents: cents('coupon_discount_cents').notNull().default(0),
    shippingCents: cents('shipping_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    storeCurrency: text('store_currency').notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    paymentAmountCents: cents('payment_amount_cents').notNull(),
    /** Cart lines, per-seller split and delivery address frozen at start. */
    snapshot: jsonb('snapshot').notNull(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkouts_provider_order_key').on(t.provider, t.providerOrderId),
    index('checkouts_user_idx').on(t.userId),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: ref('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: ref('checkout_id').references(() => checkouts.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_redemptions_once_key').on(t.couponId, t.userId)],
);
