/** What returns (modules/returns) read of an order: its amounts and lines in cents, the owner in the WHERE. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { type OrderOwner, ownerClause } from './order-steps.ts';

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  offerId: orderItems.offerId,
  productName: orderItems.productName,
  productImage: orderItems.productImage,
  quantity: orderItems.quantity,
  unitSellingCents: orderItems.unitSellingPriceCents,
};
export interface ReturnableItem {
  id: number;
  orderId: number;
  productId: number | null;
  offerId: number | null;
  productName: string;
  productImage: string | null;
  quantity: number;
  unitSellingCents: number;
}

export function createOrderReturns({ db }: { db: Db }) {
  return {
    /** The owner's order with its lines, for a return; undefined when the owner has no such order. */
    async forReturn(owner: OrderOwner, orderId: number, tx: DbOrTx = db) {
      const [order] = await tx
        .select({
          id: orders.id,
          userId: orders.userId,
          sellerId: orders.sellerId,
          checkoutId: orders.checkoutId,
          orderStatus: orders.orderStatus,
          deliveredAt: orders.deliverDate,
          subtotalCents: orders.totalSellingPriceCents,
          couponCents: orders.couponDiscountCents,
          totalCents: orders.totalAmountCents,
          shippingCents: orders.shippingCents,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), ownerClause(owner)));
      if (!order) return undefined;
      const items = await tx
        .select(itemColumns)
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.id);
      return { ...order, items };
    },

    /** Order lines by id, whoever's: the caller already found the requests that name them by their owner. */
    async itemsById(ids: number[], tx: DbOrTx = db): Promise<Map<number, ReturnableItem>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.select(itemColumns).from(orderItems).where(inArray(orderItems.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}
export type OrderForReturn = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createOrderReturns>['forReturn']>>
>;
