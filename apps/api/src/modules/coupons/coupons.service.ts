import { createCouponAdministration } from './coupon-administration.ts';
import { createCouponRedemption } from './coupon-redemption.ts';
import type { CouponsDeps } from './coupon-rules.ts';

export { toCouponResponse } from './coupon-administration.ts';
export { COUPON_MESSAGES, type CouponRow } from './coupon-rules.ts';

/**
 * Coupons (product.md#coupons): a percentage off a cart that reaches a minimum, from a first to a last
 * calendar day of the store's time zone, used once per shopper. One service made of its use cases:
 * - coupon-redemption.ts: a shopper's use, whether it applies (`refusal`, `applicable`), consumed with the
 *   payment (`redeem`) and given back when the whole payment is cancelled (`release`);
 * - coupon-administration.ts: an administrator creates, lists, switches off and deletes coupons (audited);
 * - coupon-rules.ts: the dependencies, the row and the refusals' texts they share.
 */
export function createCouponsService(deps: CouponsDeps) {
  return {
    ...createCouponRedemption(deps),
    ...createCouponAdministration(deps),
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
