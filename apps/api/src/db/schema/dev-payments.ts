// Owned by lib/payments: the dev PayPal simulator's own orders (PAYMENT_PROVIDER=dev), kept in the
// database so every instance behind a load balancer sees the same payments.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export type DevOrderStatus = 'CREATED' | 'APPROVED' | 'CANCELLED' | 'COMPLETED';

/** A simulated PayPal order: CREATED → APPROVED (Pagar) → COMPLETED (captured), or CANCELLED. */
export const devPaymentOrders = pgTable('dev_payment_orders', {
  id: text('id').primaryKey(),
  /** One order per checkout, as PayPal-Request-Id gives with the real API. */
  checkoutId: integer('checkout_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  storeAmount: jsonb('store_amount').$type<{ amountCents: number; currency: string; exchangeRate: number }>(),
  description: text('description').notNull(),
  status: text('status').$type<DevOrderStatus>().notNull().default('CREATED'),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  captureId: text('capture_id').unique(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});

/** Refunds by request id: a repeated request id is the same refund (PayPal-Request-Id). */
export const devPaymentRefunds = pgTable('dev_payment_refunds', {
  requestId: text('request_id').primaryKey(),
  captureId: text('capture_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

export type DevPayoutStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

/**
 * A simulated PayPal payout batch of one item. One per sender_batch_id (our payout), as PayPal refuses a
 * second batch with the same id: a retried send is never a second transfer.
 */
export const devPaymentPayouts = pgTable('dev_payment_payouts', {
  batchId: text('batch_id').primaryKey(),
  senderBatchId: text('sender_batch_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  receiver: text('receiver').notNull(),
  note: text('note').notNull(),
  status: text('status').$type<DevPayoutStatus>().notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
});
