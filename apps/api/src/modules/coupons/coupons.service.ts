import type { AdminCouponResponse, CouponResponse, CreateCouponBody } from '@tecnobazar/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { couponRedemptions } from '../../db/schema/coupon-redemptions.ts';
import { coupons } from '../../db/schema/coupons.ts';
import type { Clock } from '../../lib/clock.ts';
import { calendarDate } from '../../lib/dates.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import type { AuditService } from '../audit/audit.service.ts';

export type CouponRow = typeof coupons.$inferSelect;

const formatPesos = (cents: number) => `$${fromCents(cents).toLocaleString('es-CO')}`;
const formatDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

export const COUPON_MESSAGES = {
  notFound: 'El cupón no existe.',
  inactive: 'Este cupón no está activo.',
  notYet: (day: string) => `Este cupón es válido a partir del ${formatDay(day)}.`,
  expired: (day: string) => `Este cupón venció el ${formatDay(day)}.`,
  minimum: (cents: number) => `El valor mínimo del pedido para este cupón es ${formatPesos(cents)}.`,
  used: 'Ya usaste este cupón en una compra anterior.',
  duplicate: 'Ya existe un cupón con este código.',
  endPassed: (day: string) => `La fecha de fin (${formatDay(day)}) ya pasó: nadie podría usar este cupón.`,
};

export const toCouponResponse = (c: CouponRow): CouponResponse => ({
  id: c.id,
  code: c.code,
  discountPercentage: c.discountPercentage,
  validityStartDate: c.validityStartDate,
  validityEndDate: c.validityEndDate,
  minimumOrderValue: fromCents(c.minimumOrderValueCents),
  active: c.active,
});

export function createCouponsService({
  db,
  clock,
  timeZone,
  audit,
}: {
  db: Db;
  clock: Clock;
  timeZone: string;
  audit: AuditService;
}) {
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

    // Admin
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
export type CouponsService = ReturnType<typeof createCouponsService>;
