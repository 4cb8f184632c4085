/** Whether a shopper bought a product and still has it: a review's verified mark. */
import { and, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';

export function createPurchases({ db }: { db: Db }) {
  /**
   * Of these shopper–product pairs, the ones hasBought holds for now, as `userId:productId`: one query
   * for a page of reviews, whose marks go when the purchase was cancelled.
   */
  async function boughtOf(
    pairs: { userId: number; productId: number }[],
    tx: DbOrTx = db,
  ): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = await tx
      .selectDistinct({ userId: orders.userId, productId: orderItems.productId })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          inArray(orders.userId, [...new Set(pairs.map((p) => p.userId))]),
          inArray(orderItems.productId, [...new Set(pairs.map((p) => p.productId))]),
          eq(orders.paymentStatus, 'PAID'),
          ne(orders.orderStatus, 'CANCELLED'),
        ),
      );
    return new Set(rows.map((r) => `${r.userId}:${r.productId}`));
  }

  return {
    /** Whether the shopper has a paid order with this product that was not cancelled (a verified review). */
    async hasBought(userId: number, productId: number, tx: DbOrTx = db): Promise<boolean> {
      return (await boughtOf([{ userId, productId }], tx)).size > 0;
    },

    boughtOf,

    /** Each paid order placed since `since`, with its shop and when it was shipped: a shop's punctuality. */
    async shipmentsSince(since: Date): Promise<{ sellerId: number; paidAt: Date; shippedAt: Date | null }[]> {
      return db
        .select({ sellerId: orders.sellerId, paidAt: orders.createdAt, shippedAt: orders.shippedAt })
        .from(orders)
        .where(and(eq(orders.paymentStatus, 'PAID'), gte(orders.createdAt, since)));
    },

    /**
     * The shop of the shopper's latest paid, not cancelled order of this product: the seller a review of
     * it names and who may reply (decision 0028). Undefined when the shopper has not bought it.
     */
    async lastSellerOf(userId: number, productId: number, tx: DbOrTx = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ sellerId: orders.sellerId })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderItems.productId, productId),
            eq(orders.paymentStatus, 'PAID'),
            ne(orders.orderStatus, 'CANCELLED'),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row?.sellerId;
    },
  };
}
