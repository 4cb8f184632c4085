// Owned by modules/returns: only its service reads or writes these tables.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { orderItems, orders } from './orders.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

export type ReturnKind = 'RETURN' | 'WARRANTY';
export type ReturnStatus =
  | 'REQUESTED'
  | 'ACCEPTED'
  | 'REJECTED'
  | 'ESCALATED'
  | 'CLOSED'
  | 'SENT'
  | 'RECEIVED'
  | 'REFUNDED';

/**
 * A buyer's return or warranty request on one delivered order, with its timeline. Every move is one
 * conditional UPDATE on `status`, so of two concurrent moves one wins. `refund_cents` (store money) is set
 * when the seller receives the units.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id),
    kind: text('kind').$type<ReturnKind>().notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<ReturnStatus>().notNull().default('REQUESTED'),
    instructions: text('instructions'),
    rejectionReason: text('rejection_reason'),
    escalationComment: text('escalation_comment'),
    decision: text('decision').$type<'ACCEPT' | 'CLOSE'>(),
    decisionReason: text('decision_reason'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    refundCents: cents('refund_cents'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** When the seller is reminded, then when it escalates, if still unanswered (business days). */
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalateAt: timestamp('escalate_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_seller_idx').on(t.sellerId, t.status, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** The units of each order line a request sends back. */
export const returnRequestItems = pgTable(
  'return_request_items',
  {
    id: id(),
    returnId: ref('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: ref('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('return_request_items_line_key').on(t.returnId, t.orderItemId),
    index('return_request_items_order_item_idx').on(t.orderItemId),
    check('return_request_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/** The buyer's photos, our own uploads only. */
export const returnRequestImages = pgTable(
  'return_request_images',
  {
    id: id(),
    returnId: ref('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('return_request_images_return_idx').on(t.returnId)],
);

export type ReturnRefundStatus = 'PENDING' | 'DONE';

/**
 * The money a received return gives back, in the payment's currency: one row per request (the unique key
 * makes it happen once), sent with the provider's idempotency key `refund-return-<return id>` and retried
 * until the provider confirms.
 */
export const returnRefunds = pgTable(
  'return_refunds',
  {
    id: id(),
    returnId: ref('return_id')
      .notNull()
      .references(() => returnRequests.id),
    captureId: text('capture_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<ReturnRefundStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('return_refunds_return_key').on(t.returnId),
    index('return_refunds_pending_idx').on(t.status, t.nextAttemptAt),
  ],
);
