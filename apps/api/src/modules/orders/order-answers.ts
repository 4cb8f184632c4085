/** Orders as the API shows them: with their items and their shop's name. */
import type { AddressBody, OrderResponse } from '@tecnobazar/shared';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, type orders } from '../../db/schema/orders.ts';
import { fromCents } from '../../lib/money.ts';
import { vatParts } from '../../lib/pricing/pricing.ts';
import type { SellersService } from '../sellers/sellers.service.ts';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The name a seller sees for a buyer whose account is gone. */
export const UNKNOWN_BUYER = 'Cliente desconocido';

export function orderAnswers({ db, sellers }: { db: Db; sellers: Pick<SellersService, 'businessNames'> }) {
  /** Orders with their items and seller name: three queries whatever the number of orders. */
  async function withItems(rows: OrderRow[], tx: DbOrTx = db): Promise<OrderResponse[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((o) => o.id);
    const [items, shopName] = await Promise.all([
      tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
      sellers.businessNames([...new Set(rows.map((o) => o.sellerId))], tx),
    ]);
    return rows.map((o) => {
      const own = items.filter((i) => i.orderId === o.id);
      return answer(o, own, shopName.get(o.sellerId) ?? '');
    });
  }

  const answer = (o: OrderRow, items: ItemRow[], businessName: string): OrderResponse => ({
    id: o.id,
    orderStatus: o.orderStatus,
    paymentStatus: o.paymentStatus,
    totalMrpPrice: fromCents(o.totalMrpPriceCents),
    totalSellingPrice: fromCents(o.totalSellingPriceCents),
    couponDiscount: fromCents(o.couponDiscountCents),
    totalAmount: fromCents(o.totalAmountCents),
    shipping: fromCents(o.shippingCents),
    // The same rule the checkout split the order with: the items' IVA after the order's coupon share.
    vat: vatParts(
      items.map((i) => ({
        sellerId: o.sellerId,
        quantity: i.quantity,
        unitMrpCents: i.unitMrpPriceCents,
        unitSellingCents: i.unitSellingPriceCents,
        vatPercent: i.vatPercent,
      })),
      o.couponDiscountCents,
    ).map((v) => ({ rate: v.percent, base: fromCents(v.baseCents), vat: fromCents(v.vatCents) })),
    totalItem: o.totalItem,
    orderDate: o.createdAt.toISOString(),
    deliverDate: o.deliverDate?.toISOString() ?? null,
    shippingAddress: o.shippingAddress as AddressBody,
    seller: { id: o.sellerId, businessDetails: { businessName } },
    confirmedAt: iso(o.confirmedAt),
    shippedAt: iso(o.shippedAt),
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    cancelledAt: iso(o.cancelledAt),
    cancelledBy: o.cancelledBy,
    cancelReason: o.cancelReason,
    refundStatus:
      o.paymentStatus === 'REFUNDED' ? 'REFUNDED' : o.orderStatus === 'CANCELLED' ? 'PENDING' : 'NONE',
    orderItems: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      productImage: i.productImage,
      size: i.size,
      quantity: i.quantity,
      price: fromCents(i.unitSellingPriceCents),
      mrpPrice: fromCents(i.unitMrpPriceCents),
      lineTotal: fromCents(i.unitSellingPriceCents * i.quantity),
      vatPercent: i.vatPercent,
    })),
  });
  return withItems;
}
export type WithItems = ReturnType<typeof orderAnswers>;
