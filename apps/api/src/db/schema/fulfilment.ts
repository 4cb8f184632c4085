// Owned by modules/fulfilment: only its service reads or writes this table.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkouts } from './checkout.ts';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

export type RefundStatus = 'PENDING' | 'DONE';

/**
 * The money a cancelled seller order gives back, in the payment's currency. One row per order (the unique
 * key is what makes a refund happen once); PENDING until the provider confirms it, retried until then.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    checkoutId: ref('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    captureId: text('capture_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_order_key').on(t.orderId),
    index('refunds_checkout_idx').on(t.checkoutId),
    index('refunds_pending_idx').on(t.status, t.nextAttemptAt),
  ],
);
