// Owned by modules/coupons: only its service reads or writes this table. It has a file of its own because
// it references checkouts, which reference coupons: in coupons.ts the two schema files would import each
// other.
import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkouts } from './checkout.ts';
import { createdAt, id, ref } from './columns.ts';
import { coupons } from './coupons.ts';
import { users } from './users.ts';

/**
 * Who used which coupon: once per shopper, recorded in the payment transaction. A use is released, not
 * deleted, when every order of its checkout was cancelled (migration 0019): the shopper may use the
 * coupon again, and the row stays as history.
 */
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
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_once_key').on(t.couponId, t.userId).where(sql`released_at is null`),
    index('coupon_redemptions_checkout_idx').on(t.checkoutId),
  ],
);
