// Owned by the payouts module (to come): only its service will read or write this table.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payouts_seller_idx').on(t.sellerId)],
);
