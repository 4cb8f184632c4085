// Owned by modules/orders: only its service reads or writes these tables.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { offers, products } from './catalog.ts';
import { checkouts } from './checkout.ts';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

export type OrderStatus = 'PLACED' | 'CONFIRMED' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';
export type PaymentStatus = 'PENDING' | 'PAID' | 'REFUNDED' | 'FAILED';
export type CancelledBy = 'SELLER' | 'CUSTOMER';

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
    /** This seller's shipping to the buyer's department, charged on top of the goods (decision 0023). */
    shippingCents: cents('shipping_cents').notNull().default(0),
    totalItem: integer('total_item').notNull(),
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('PLACED'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('PENDING'),
    shippingAddress: jsonb('shipping_address').notNull(),
    deliverDate: timestamp('deliver_date', { withTimezone: true }),
    // Fulfilment: when each step happened (the shopper's timeline), and what the seller entered.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<CancelledBy>(),
    cancelReason: text('cancel_reason'),
    // The electronic invoice (decision 0027), once the e-invoicing provider issued it.
    invoiceNumber: text('invoice_number'),
    invoiceCufe: text('invoice_cufe'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_checkout_seller_key').on(t.checkoutId, t.sellerId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_seller_status_idx').on(t.sellerId, t.orderStatus, t.createdAt),
    index('orders_to_invoice_idx')
      .on(t.id)
      .where(sql`${t.invoiceNumber} IS NULL AND ${t.paymentStatus} = 'PAID'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // RESTRICT: a product that was ever ordered cannot be deleted; the catalogue archives it instead
    // (catalog.service deleteProduct), and the item keeps its own name, image and prices anyway.
    productId: ref('product_id').references(() => products.id, { onDelete: 'restrict' }),
    /** What was sold: the shop's offer (decision 0028). RESTRICT as for the product: it is archived instead. */
    offerId: ref('offer_id').references(() => offers.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitMrpPriceCents: cents('unit_mrp_price_cents').notNull(),
    unitSellingPriceCents: cents('unit_selling_price_cents').notNull(),
    /** The product's IVA rate when it was sold. */
    vatPercent: integer('vat_percent').notNull().default(19),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_offer_idx').on(t.offerId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
);
