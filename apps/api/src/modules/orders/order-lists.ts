/** The lists of orders: the shopper's, the seller's (a page, with buyers) and the seller's sold lines. */
import {
  type OrderResponse,
  type OrderStatus,
  SELLER_ORDERS_PAGE_SIZE,
  type SellerOrderPage,
  type SoldItemResponse,
} from '@tecnobazar/shared';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { fromCents } from '../../lib/money.ts';
import type { UsersService } from '../users/users.service.ts';
import { UNKNOWN_BUYER, type WithItems } from './order-answers.ts';

export function createOrderLists({ db, users }: { db: Db; users: UsersService }, withItems: WithItems) {
  return {
    /** The shopper's orders, newest first. */
    async listForUser(userId: number): Promise<OrderResponse[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return withItems(rows);
    },

    /** A seller's orders, newest first, optionally in one status, a page at a time, with the buyer's name. */
    async listForSeller(
      sellerId: number,
      { status, page }: { status?: OrderStatus; page: number },
    ): Promise<SellerOrderPage> {
      const where = and(eq(orders.sellerId, sellerId), status ? eq(orders.orderStatus, status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(SELLER_ORDERS_PAGE_SIZE)
          .offset(page * SELLER_ORDERS_PAGE_SIZE),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const [withLines, buyers] = await Promise.all([
        withItems(rows),
        users.contacts([...new Set(rows.map((o) => o.userId))]),
      ]);
      return {
        content: withLines.map((o, i) => ({
          ...o,
          buyer: { fullName: buyers.get(rows[i]!.userId)?.fullName || UNKNOWN_BUYER },
        })),
        totalPages: Math.ceil(total!.n / SELLER_ORDERS_PAGE_SIZE),
        totalElements: total!.n,
      };
    },

    /**
     * The seller's sold lines, newest order first, cancelled orders left out: one query for the lines and
     * one for the buyers' names (users.contacts), whatever the number of lines.
     */
    async soldItems(sellerId: number): Promise<SoldItemResponse[]> {
      const rows = await db
        .select({
          productImage: orderItems.productImage,
          productName: orderItems.productName,
          quantity: orderItems.quantity,
          size: orderItems.size,
          unitSellingCents: orderItems.unitSellingPriceCents,
          userId: orders.userId,
          orderDate: orders.createdAt,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.sellerId, sellerId), ne(orders.orderStatus, 'CANCELLED')))
        .orderBy(desc(orders.createdAt), desc(orders.id), orderItems.id);
      const buyers = await users.contacts([...new Set(rows.map((r) => r.userId))]);
      return rows.map((r) => ({
        productImage: r.productImage,
        productName: r.productName,
        quantity: r.quantity,
        size: r.size,
        price: fromCents(r.unitSellingCents),
        lineTotal: fromCents(r.unitSellingCents * r.quantity),
        buyerName: buyers.get(r.userId)?.fullName || UNKNOWN_BUYER,
        orderDate: r.orderDate.toISOString(),
      }));
    },
  };
}
