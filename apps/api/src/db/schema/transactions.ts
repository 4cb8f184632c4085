// Owned by modules/transactions: only its service reads or writes this table.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref } from './columns.ts';
import { orders } from './orders.ts';
import { payouts } from './payouts.ts';
import { returnRequests } from './returns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

export type TransactionType = 'SALE' | 'REFUND' | 'PAYOUT';

/**
 * The seller ledger: a sale is positive, a cancellation's refund negative, a paid payout negative.
 * `payout_id` on a SALE or REFUND is the payout that collected it (null: still in the available balance);
 * on a PAYOUT it is the payout paid. `available_at` is when the entry joins the balance a payout may collect:
 * a sale's once the buyer can no longer withdraw from it (null until its order is delivered, and while a
 * return or warranty request on its order is open). A REFUND with `return_id` reverses the units of one
 * received return (several per order); without it, a cancelled order's (one per order).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    sellerId: ref('seller_id')
      .notNull()
      .references(() => sellers.id),
    // Null on PAYOUT entries, which belong to no order.
    orderId: ref('order_id').references(() => orders.id),
    customerId: ref('customer_id').references(() => users.id),
    type: text('type').$type<TransactionType>().notNull(),
    grossCents: cents('gross_cents').notNull(),
    commissionCents: cents('commission_cents').notNull(),
    /** The IVA the platform charges on its commission (COMMISSION_VAT_PERCENT); net = gross − commission − this. */
    commissionVatCents: cents('commission_vat_cents').notNull().default(0),
    netCents: cents('net_cents').notNull(),
    /** On a SALE, the rule or rules that set its commission, as the seller reads them ("Tarifa general: 10 %"). */
    commissionRule: text('commission_rule'),
    payoutId: ref('payout_id').references(() => payouts.id),
    availableAt: timestamp('available_at', { withTimezone: true }),
    returnId: ref('return_id').references(() => returnRequests.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_seller_idx').on(t.sellerId, t.createdAt),
    uniqueIndex('transactions_order_type_key').on(t.orderId, t.type).where(sql`${t.returnId} is null`),
    uniqueIndex('transactions_return_key').on(t.returnId),
    index('transactions_payout_idx').on(t.payoutId),
  ],
);
