/**
 * A shopper's use of a coupon: whether it applies to their cart today, consuming it with the payment, and
 * giving it back when the whole payment is cancelled.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions } from '../../db/schema/coupon-redemptions.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { calendarDate } from '../../lib/dates.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { COUPON_MESSAGES, type CouponRow, type CouponsDeps } from './coupon-rules.ts';

export function createCouponRedemption({ db, clock, timeZone }: CouponsDeps) {
  const findByCode = async (code: string) =>
    (
      await db
        .select()
        .from(coupons)
        .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
    )[0];

  /**
   * Why this shopper may not use the coupon on a cart of `subtotalCents` today, or null when they may.
   * Dates are inclusive calendar days in the store's time zone.
   */
  async function refusal(
    coupon: CouponRow,
    userId: number,
    subtotalCents: number,
    tx: DbOrTx = db,
  ): Promise<string | null> {
    const today = calendarDate(clock.now(), timeZone);
    if (!coupon.active) return COUPON_MESSAGES.inactive;
    if (today < coupon.validityStartDate) return COUPON_MESSAGES.notYet(coupon.validityStartDate);
    if (today > coupon.validityEndDate) return COUPON_MESSAGES.expired(coupon.validityEndDate);
    if (subtotalCents < coupon.minimumOrderValueCents)
      return COUPON_MESSAGES.minimum(coupon.minimumOrderValueCents);
    const [used] = await tx
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, coupon.id),
          eq(couponRedemptions.userId, userId),
          isNull(couponRedemptions.releasedAt),
        ),
      );
    return used ? COUPON_MESSAGES.used : null;
  }

  return {
    refusal,

    /** The coupon this shopper may apply to a cart of `subtotalCents`: 404 if unknown, 422 saying why not. */
    async applicable(code: string, userId: number, subtotalCents: number): Promise<CouponRow> {
      const coupon = await findByCode(code);
      if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
      const refused = await refusal(coupon, userId, subtotalCents);
      if (refused) throw unprocessable(refused);
      return coupon;
    },

    findById: async (id: number, tx: DbOrTx = db) =>
      (await tx.select().from(coupons).where(eq(coupons.id, id)))[0],

    /**
     * Consumes the coupon for this shopper inside the payment transaction. Returns false when it was
     * already used (the unique key decides, so two concurrent payments cannot both use it).
     */
    async redeem(tx: DbOrTx, couponId: number, userId: number, checkoutId: number): Promise<boolean> {
      const rows = await tx
        .insert(couponRedemptions)
        .values({ couponId, userId, checkoutId })
        .onConflictDoNothing()
        .returning({ id: couponRedemptions.id });
      return rows.length === 1;
    },

    /**
     * Gives the coupon back to the shopper when every order of the checkout that used it was cancelled, in
     * the cancellation's transaction. The use is kept as history, released: the unique key covers live uses
     * only, so a payment racing this waits for it and then either takes the coupon or is refunded.
     */
    async release(tx: DbOrTx, checkoutId: number): Promise<void> {
      await tx
        .update(couponRedemptions)
        .set({ releasedAt: clock.now() })
        .where(and(eq(couponRedemptions.checkoutId, checkoutId), isNull(couponRedemptions.releasedAt)));
    },
  };
}
