// Owned by modules/coupons: only its service reads or writes this table. It has a file of its own because
// it references checkouts, which reference coupons: in coupons.ts the two schema files would import each
// other.
import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkouts } from './checkout.ts';
import { createdAt, id, ref } from './columns.ts';
import { coupons } from './coupons.ts';
import { users } from './users.ts';

/** Who used which coupon: once per shopper, recorded in the payment transaction. */
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
  },
  (t) => [uniqueIndex('coupon_redemptions_once_key').on(t.couponId, t.userId)],
);
