/**
 * An administrator's coupons: creating one, the list with how often each was used, switching one off or
 * on, and deleting one. Every change is audited in its own transaction.
 */
import type { AdminCouponResponse, CouponResponse, CreateCouponBody } from '@tecnobazar/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { couponRedemptions } from '../../db/schema/coupon-redemptions.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { calendarDate } from '../../lib/dates.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { COUPON_MESSAGES, type CouponRow, type CouponsDeps } from './coupon-rules.ts';

export const toCouponResponse = (c: CouponRow): CouponResponse => ({
  id: c.id,
  code: c.code,
  discountPercentage: c.discountPercentage,
  validityStartDate: c.validityStartDate,
  validityEndDate: c.validityEndDate,
  minimumOrderValue: fromCents(c.minimumOrderValueCents),
  active: c.active,
});

export function createCouponAdministration({ db, clock, timeZone, audit }: CouponsDeps) {
  return {
    async create(body: CreateCouponBody, adminId: number): Promise<CouponResponse> {
      if (body.validityEndDate < calendarDate(clock.now(), timeZone))
        throw badRequest(COUPON_MESSAGES.endPassed(body.validityEndDate));
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({
            code: body.code,
            discountPercentage: body.discountPercentage,
            validityStartDate: body.validityStartDate,
            validityEndDate: body.validityEndDate,
            minimumOrderValueCents: toCents(body.minimumOrderValue),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(COUPON_MESSAGES.duplicate);
        const created = toCouponResponse(row);
        await audit.record(tx, {
          adminId,
          action: 'coupon.create',
          entity: 'coupon',
          entityId: row.id,
          after: created,
        });
        return created;
      });
    },

    /** Every coupon, newest first, with how many purchases use it (a released use no longer counts). */
    async list(): Promise<AdminCouponResponse[]> {
      const rows = await db
        .select({ coupon: coupons, timesUsed: count(couponRedemptions.id) })
        .from(coupons)
        .leftJoin(
          couponRedemptions,
          and(eq(couponRedemptions.couponId, coupons.id), isNull(couponRedemptions.releasedAt)),
        )
        .groupBy(coupons.id)
        .orderBy(desc(coupons.id));
      const today = calendarDate(clock.now(), timeZone);
      return rows.map((r) => ({
        ...toCouponResponse(r.coupon),
        timesUsed: r.timesUsed,
        expired: r.coupon.validityEndDate < today,
      }));
    },

    /** Switches a coupon off (or back on) without deleting it; shoppers can no longer apply it. */
    async setActive(id: number, active: boolean, adminId: number): Promise<CouponResponse> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (!before) throw notFound(COUPON_MESSAGES.notFound);
        const [after] = await tx.update(coupons).set({ active }).where(eq(coupons.id, id)).returning();
        await audit.record(tx, {
          adminId,
          action: 'coupon.active',
          entity: 'coupon',
          entityId: id,
          before: { active: before.active },
          after: { active },
        });
        return toCouponResponse(after!);
      });
    },

    async remove(id: number, adminId: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(coupons).where(eq(coupons.id, id)).returning();
        if (!row) throw notFound(COUPON_MESSAGES.notFound);
        await audit.record(tx, {
          adminId,
          action: 'coupon.delete',
          entity: 'coupon',
          entityId: id,
          before: toCouponResponse(row),
        });
        return { message: 'Cupón eliminado', id };
      });
    },
  };
}
