/** What the seller's sales pages and the admin's dashboard count and show of orders. */
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import type { UsersService } from '../users/users.service.ts';
import { UNKNOWN_BUYER } from './order-answers.ts';

/** A seller's order counts for the sales report (modules/sales). */
export interface SellerOrderCounts {
  /** Every order of the seller, cancelled ones included. */
  orders: number;
  cancelled: number;
  /** Sold items: the lines of the orders that are not cancelled. */
  soldLines: number;
}

/** An order as the seller's payments received list shows it (modules/sales). */
export interface OrderPaymentDetails {
  buyerName: string;
  orderDate: string;
  /** The lines at the prices paid, before the coupon. */
  subtotalCents: number;
  couponDiscountCents: number;
  products: { productName: string; quantity: number }[];
}

export function createOrderFigures({ db, users }: { db: Db; users: UsersService }) {
  return {
    /**
     * What the seller's payments received show of their orders `orderIds` (only theirs: the seller is in
     * the WHERE clause): buyer, date, amounts before the coupon, and the products, by order id.
     */
    async paymentDetails(sellerId: number, orderIds: number[]): Promise<Map<number, OrderPaymentDetails>> {
      if (orderIds.length === 0) return new Map();
      const [rows, items] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(and(eq(orders.sellerId, sellerId), inArray(orders.id, orderIds))),
        db
          .select({
            orderId: orderItems.orderId,
            productName: orderItems.productName,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orders.sellerId, sellerId), inArray(orderItems.orderId, orderIds)))
          .orderBy(orderItems.id),
      ]);
      const buyers = await users.contacts([...new Set(rows.map((o) => o.userId))]);
      return new Map(
        rows.map((o) => [
          o.id,
          {
            buyerName: buyers.get(o.userId)?.fullName || UNKNOWN_BUYER,
            orderDate: o.createdAt.toISOString(),
            subtotalCents: o.totalSellingPriceCents,
            couponDiscountCents: o.couponDiscountCents,
            products: items
              .filter((i) => i.orderId === o.id)
              .map(({ productName, quantity }) => ({ productName, quantity })),
          },
        ]),
      );
    },

    /** The seller's order counts, in one query (see SellerOrderCounts). */
    async countsForSeller(sellerId: number): Promise<SellerOrderCounts> {
      const [row] = await db
        .select({
          orders: count(),
          cancelled: sql`count(*) filter (where ${orders.orderStatus} = 'CANCELLED')`.mapWith(Number),
          soldLines: sql`(select count(*) from ${orderItems} where ${orderItems.orderId} in (
            select ${orders.id} from ${orders}
            where ${and(eq(orders.sellerId, sellerId), ne(orders.orderStatus, 'CANCELLED'))}))`.mapWith(
            Number,
          ),
        })
        .from(orders)
        .where(eq(orders.sellerId, sellerId));
      return row!;
    },

    /** Platform counts for the admin: orders placed since `since`, and orders still to ship. */
    async platformCounts(since: Date): Promise<{ recent: number; toFulfil: number }> {
      const [row] = await db
        .select({
          recent:
            sql`count(*) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz)`.mapWith(
              Number,
            ),
          toFulfil: sql`count(*) filter (where ${orders.orderStatus} in ('PLACED', 'CONFIRMED'))`.mapWith(
            Number,
          ),
        })
        .from(orders);
      return row!;
    },
  };
}
