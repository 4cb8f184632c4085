import { departmentOf, type ShippingRates } from '@tecnobazar/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sellerShipping, sellerShippingDepartments, shippingSettings } from '../../db/schema/shipping.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import type { ShippingRate } from '../../lib/pricing/pricing.ts';

export type ShippingService = ReturnType<typeof createShippingService>;

/**
 * What each seller charges to ship to each department (decision 0023): its default rate, a rate per
 * department that replaces it, and free shipping from an amount. A seller who set nothing charges the
 * store's flat fee (`SHIPPING_FEE`), never free.
 */
export function createShippingService({ db, flatFeeCents }: { db: Db; flatFeeCents: number }) {
  const flat: ShippingRate = { rateCents: flatFeeCents, freeFromCents: null };

  return {
    /**
     * Writes the flat fee where the buy box's SQL reads it (migration 0035). Only a change writes, and
     * then a trigger refreshes the buy boxes of the shops without rates.
     */
    async saveFlatFee(): Promise<void> {
      await db
        .update(shippingSettings)
        .set({ flatRateCents: flatFeeCents })
        .where(and(eq(shippingSettings.id, 1), ne(shippingSettings.flatRateCents, flatFeeCents)));
    },

    /** A seller's rates as its 'Envíos' page shows them. */
    async rates(sellerId: number) {
      const [own] = await db.select().from(sellerShipping).where(eq(sellerShipping.sellerId, sellerId));
      const departments = await db
        .select()
        .from(sellerShippingDepartments)
        .where(eq(sellerShippingDepartments.sellerId, sellerId))
        .orderBy(sellerShippingDepartments.department);
      return {
        defaultRate: fromCents(own?.defaultRateCents ?? flatFeeCents),
        freeShippingFrom: own?.freeFromCents ? fromCents(own.freeFromCents) : null,
        departments: departments.map((d) => ({ department: d.department, rate: fromCents(d.rateCents) })),
        configured: own !== undefined,
      };
    },

    /** Replaces a seller's rates, all in one transaction. */
    async setRates(sellerId: number, body: ShippingRates) {
      await db.transaction(async (t) => {
        const values = {
          defaultRateCents: toCents(body.defaultRate),
          freeFromCents: body.freeShippingFrom === null ? null : toCents(body.freeShippingFrom),
        };
        await t
          .insert(sellerShipping)
          .values({ sellerId, ...values })
          .onConflictDoUpdate({ target: sellerShipping.sellerId, set: values });
        await t.delete(sellerShippingDepartments).where(eq(sellerShippingDepartments.sellerId, sellerId));
        if (body.departments.length > 0)
          await t.insert(sellerShippingDepartments).values(
            body.departments.map((d) => ({
              sellerId,
              department: d.department,
              rateCents: toCents(d.rate),
            })),
          );
      });
    },

    /**
     * Each seller's rate to one department (an address's `state`; unknown or none: each one's default),
     * for pricing a cart. One query for the defaults and one for the department's rates.
     */
    async ratesTo(
      sellerIds: number[],
      state: string | null,
      tx: DbOrTx = db,
    ): Promise<Map<number, ShippingRate>> {
      const ids = [...new Set(sellerIds)];
      const result = new Map<number, ShippingRate>(ids.map((id) => [id, flat]));
      if (ids.length === 0) return result;
      const own = await tx.select().from(sellerShipping).where(inArray(sellerShipping.sellerId, ids));
      for (const o of own)
        result.set(o.sellerId, { rateCents: o.defaultRateCents, freeFromCents: o.freeFromCents });
      const department = state === null ? undefined : departmentOf(state);
      if (department) {
        const rows = await tx
          .select()
          .from(sellerShippingDepartments)
          .where(
            and(
              inArray(sellerShippingDepartments.sellerId, ids),
              eq(sellerShippingDepartments.department, department),
            ),
          );
        for (const r of rows) result.set(r.sellerId, { ...result.get(r.sellerId)!, rateCents: r.rateCents });
      }
      return result;
    },
  };
}
