import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { checkouts } from '../../db/schema/checkout.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { CheckoutDeps } from './checkout-deps.ts';

/** What other modules and the receipt read of the checkouts: nothing here changes one. */
export function createCheckoutRecords({ db }: CheckoutDeps) {
  return {
    /**
     * Uploads the carts being paid show: their orders are made from the snapshot, images included. A
     * finished checkout's are its orders' (or nobody's).
     */
    async uploadsInUse(): Promise<string[]> {
      const rows = await db
        .select({ snapshot: sql<string>`${checkouts.snapshot}::text` })
        .from(checkouts)
        .where(
          and(
            inArray(checkouts.status, ['PENDING', 'REFUNDING']),
            sql`${checkouts.snapshot}::text like ${UPLOADS_LIKE}`,
          ),
        );
      return uploadNamesIn(rows.map((r) => r.snapshot));
    },

    /** What a paid checkout captured, for refunding a part of it (fulfilment/refunds.ts). */
    async payment(checkoutId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          captureId: checkouts.providerCaptureId,
          amountCents: checkouts.paymentAmountCents,
          currency: checkouts.paymentCurrency,
          totalCents: checkouts.totalCents,
        })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      return row;
    },

    /**
     * What the buyer paid in a completed checkout of theirs, for the receipt; undefined for another
     * buyer's or one that placed no orders. `paymentAmountCents` is what the provider captured: complete()
     * places orders only when the capture's amount and currency are these.
     */
    async paidBy(userId: number, checkoutId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: checkouts.id,
          provider: checkouts.provider,
          providerOrderId: checkouts.providerOrderId,
          providerCaptureId: checkouts.providerCaptureId,
          capturedAt: checkouts.capturedAt,
          subtotalCents: checkouts.subtotalCents,
          couponCode: checkouts.couponCode,
          couponDiscountCents: checkouts.couponDiscountCents,
          shippingCents: checkouts.shippingCents,
          totalCents: checkouts.totalCents,
          storeCurrency: checkouts.storeCurrency,
          paymentCurrency: checkouts.paymentCurrency,
          paymentAmountCents: checkouts.paymentAmountCents,
        })
        .from(checkouts)
        .where(
          and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId), eq(checkouts.status, 'COMPLETED')),
        );
      return row;
    },
  };
}
