// Owned by modules/checkout: only its service reads or writes this table.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { users } from './users.ts';

/**
 * REFUNDING: the capture is being given back (retried by the reconciliation job until the provider confirms).
 * CANCELLED: voided before any capture (the buyer cancelled it or started a newer checkout); never captured.
 */
export type CheckoutStatus =
  | 'PENDING'
  | 'COMPLETED'
  | 'CANCELLED'
  | 'FAILED'
  | 'REFUNDING'
  | 'REFUNDED'
  | 'EXPIRED';

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
    /** Where the buyer approves the payment; the cart offers it back while the payment is in progress. */
    approveUrl: text('approve_url'),
    /** Written as soon as the provider captured, before the orders: a crash leaves this trace. */
    providerCaptureId: text('provider_capture_id'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** Set before each capture call: a capture whose answer never came (a crash) is in doubt. */
    captureStartedAt: timestamp('capture_started_at', { withTimezone: true }),
    /** When the reconciliation job last looked at this checkout. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    subtotalCents: cents('subtotal_cents').notNull(),
    // A deleted coupon leaves past checkouts intact; their discount is kept in the amounts.
    couponId: ref('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Kept for the receipt: the coupon itself may be deleted later. */
    couponCode: text('coupon_code'),
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
    index('checkouts_open_idx').on(t.createdAt).where(sql`${t.status} in ('PENDING', 'REFUNDING')`),
  ],
);
