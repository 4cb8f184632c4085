import type { AddressBody, OrderResponse } from '@tecnobazar/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { fromCents } from '../../lib/money.ts';
import type { SellersService } from '../sellers/sellers.service.ts';

/** One seller's part of a paid checkout: the amounts of its order. */
export interface NewOrder {
  sellerId: number;
  mrpCents: number;
  subtotalCents: number;
  couponCents: number;
  /** What this seller sold: subtotal less its share of the coupon. */
  totalCents: number;
  totalItem: number;
}

/** A paid line, as the order item shows it. */
export interface NewOrderLine {
  productId: number;
  sellerId: number;
  size: string;
  quantity: number;
  unitMrpCents: number;
  unitSellingCents: number;
  title: string;
  image: string | null;
}

export interface PaidOrder {
  id: number;
  sellerId: number;
  totalAmountCents: number;
}

export function createOrdersService({ db, sellers }: { db: Db; sellers: SellersService }) {
  /** Orders with their items and seller name: three queries whatever the number of orders. */
  async function withItems(rows: (typeof orders.$inferSelect)[], tx: DbOrTx = db): Promise<OrderResponse[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((o) => o.id);
    const [items, shopName] = await Promise.all([
      tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
      sellers.businessNames([...new Set(rows.map((o) => o.sellerId))], tx),
    ]);
    return rows.map((o) => ({
      id: o.id,
      orderStatus: o.orderStatus,
      paymentStatus: o.paymentStatus,
      totalMrpPrice: fromCents(o.totalMrpPriceCents),
      totalSellingPrice: fromCents(o.totalSellingPriceCents),
      couponDiscount: fromCents(o.couponDiscountCents),
      totalAmount: fromCents(o.totalAmountCents),
      totalItem: o.totalItem,
      orderDate: o.createdAt.toISOString(),
      deliverDate: o.deliverDate?.toISOString() ?? null,
      shippingAddress: o.shippingAddress as AddressBody,
      seller: { id: o.sellerId, businessDetails: { businessName: shopName.get(o.sellerId) ?? '' } },
      orderItems: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          id: i.id,
          productId: i.productId,
          productName: i.productName,
          productImage: i.productImage,
          size: i.size,
          quantity: i.quantity,
          price: fromCents(i.unitSellingPriceCents * i.quantity),
          mrpPrice: fromCents(i.unitMrpPriceCents * i.quantity),
        })),
    }));
  }

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

    async forCheckout(checkoutId: number, tx: DbOrTx = db): Promise<OrderResponse[]> {
      const rows = await tx
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, checkoutId))
        .orderBy(orders.sellerId);
      return withItems(rows, tx);
    },

    /** One PAID order per seller share, with its items; part of the payment transaction. */
    async createPaid(
      tx: DbOrTx,
      checkout: { id: number; userId: number },
      shares: NewOrder[],
      lines: NewOrderLine[],
      address: AddressBody,
    ): Promise<PaidOrder[]> {
      const created = await tx
        .insert(orders)
        .values(
          shares.map((s) => ({
            checkoutId: checkout.id,
            userId: checkout.userId,
            sellerId: s.sellerId,
            totalMrpPriceCents: s.mrpCents,
            totalSellingPriceCents: s.subtotalCents,
            couponDiscountCents: s.couponCents,
            totalAmountCents: s.totalCents,
            totalItem: s.totalItem,
            orderStatus: 'PLACED' as const,
            paymentStatus: 'PAID' as const,
            shippingAddress: address,
          })),
        )
        .returning({ id: orders.id, sellerId: orders.sellerId, totalAmountCents: orders.totalAmountCents });
      const orderOf = new Map(created.map((o) => [o.sellerId, o.id]));
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: orderOf.get(l.sellerId)!,
          productId: l.productId,
          productName: l.title,
          productImage: l.image,
          size: l.size,
          quantity: l.quantity,
          unitMrpPriceCents: l.unitMrpCents,
          unitSellingPriceCents: l.unitSellingCents,
        })),
      );
      return created;
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
