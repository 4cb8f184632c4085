// Owned by modules/payouts: only its service reads or writes this table.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';

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
    /** Why an administrator rejected it, for the seller to read. */
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payouts_seller_idx').on(t.sellerId, t.createdAt),
    // One open request per seller: a second one would collect nothing and confuse the balance.
    uniqueIndex('payouts_one_pending_key').on(t.sellerId).where(sql`status = 'PENDING'`),
  ],
);
