// Owned by modules/payouts: only its service reads or writes this table.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';

export type PayoutStatus = 'PENDING' | 'SUCCESS' | 'REJECTED';
/**
 * The money's move once an administrator approves: SENDING (status still PENDING) until the provider
 * confirms (PAID, status SUCCESS) or refuses it (FAILED, status REJECTED). Null before the approval.
 */
export type PayoutTransferStatus = 'SENDING' | 'PAID' | 'FAILED';

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('PENDING'),
    /** Why an administrator rejected it, for the seller to read. */
    rejectionReason: text('rejection_reason'),
    transferStatus: text('transfer_status').$type<PayoutTransferStatus>(),
    /** The provider's batch id (PayPal's payout_batch_id), once it answered the send. */
    transferBatchId: text('transfer_batch_id'),
    /** What is sent, in the payment currency (PAYMENT_CURRENCY at PAYMENT_EXCHANGE_RATE), fixed at approval. */
    transferAmountCents: cents('transfer_amount_cents'),
    transferCurrency: text('transfer_currency'),
    transferAttempts: integer('transfer_attempts').notNull().default(0),
    /** The last try's failure (provider unreachable…), for the administrator; null once a try went through. */
    transferError: text('transfer_error'),
    /** When the job next sends or asks the provider; null unless SENDING. */
    transferNextAt: timestamp('transfer_next_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payouts_seller_idx').on(t.sellerId, t.createdAt),
    // One open request per seller: a second one would collect nothing and confuse the balance.
    uniqueIndex('payouts_one_pending_key').on(t.sellerId).where(sql`status = 'PENDING'`),
    index('payouts_sending_idx').on(t.transferNextAt).where(sql`transfer_status = 'SENDING'`),
  ],
);
