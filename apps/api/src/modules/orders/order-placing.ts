/** The orders a paid checkout places: one per seller, with its items. */
import type { AddressBody, OrderResponse } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import type { WithItems } from './order-answers.ts';

/** One seller's part of a paid checkout: the amounts of its order. */
export interface NewOrder {
  sellerId: number;
  mrpCents: number;
  subtotalCents: number;
  couponCents: number;
  /** What this seller sold: subtotal less its share of the coupon. */
  totalCents: number;
  totalItem: number;
  /** This seller's shipping, charged on top of `totalCents`. */
  shippingCents: number;
}

/** A paid line, as the order item shows it. */
export interface NewOrderLine {
  productId: number;
  /** The offer sold (decision 0028). */
  offerId: number;
  sellerId: number;
  size: string;
  quantity: number;
  unitMrpCents: number;
  unitSellingCents: number;
  vatPercent: number;
  title: string;
  image: string | null;
}

export interface PaidOrder {
  id: number;
  sellerId: number;
  totalAmountCents: number;
  shippingCents: number;
}

export function createOrderPlacing({ db }: { db: Db }, withItems: WithItems) {
  return {
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
            shippingCents: s.shippingCents,
            totalItem: s.totalItem,
            orderStatus: 'PLACED' as const,
            paymentStatus: 'PAID' as const,
            shippingAddress: address,
          })),
        )
        .returning({
          id: orders.id,
          sellerId: orders.sellerId,
          totalAmountCents: orders.totalAmountCents,
          shippingCents: orders.shippingCents,
        });
      const orderOf = new Map(created.map((o) => [o.sellerId, o.id]));
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: orderOf.get(l.sellerId)!,
          productId: l.productId,
          offerId: l.offerId,
          productName: l.title,
          productImage: l.image,
          size: l.size,
          quantity: l.quantity,
          unitMrpPriceCents: l.unitMrpCents,
          unitSellingPriceCents: l.unitSellingCents,
          vatPercent: l.vatPercent,
        })),
      );
      return created;
    },
  };
}
