import {
  type AddressBody,
  type OrderResponse,
  type OrderStatus,
  SELLER_ORDERS_PAGE_SIZE,
  type SellerOrderPage,
  type SoldItemResponse,
} from '@tecnobazar/shared';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type CancelledBy, orderItems, orders } from '../../db/schema/orders.ts';
import { fromCents } from '../../lib/money.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { UsersService } from '../users/users.service.ts';

type OrderRow = typeof orders.$inferSelect;

/** Whose order: a seller's, or a shopper's; the owner is in every WHERE clause. */
export type OrderOwner = { sellerId: number } | { userId: number };
const ownerClause = (owner: OrderOwner): SQL =>
  'sellerId' in owner ? eq(orders.sellerId, owner.sellerId) : eq(orders.userId, owner.userId);

/** What moving an order to the next step writes. */
export type OrderStep =
  | { status: 'CONFIRMED' }
  | { status: 'SHIPPED'; carrier: string; trackingNumber: string }
  | { status: 'DELIVERED' }
  | { status: 'CANCELLED'; reason: string; by: CancelledBy };

function stepColumns(step: OrderStep, now: Date): Partial<OrderRow> {
  switch (step.status) {
    case 'CONFIRMED':
      return { orderStatus: 'CONFIRMED', confirmedAt: now };
    case 'SHIPPED':
      return {
        orderStatus: 'SHIPPED',
        shippedAt: now,
        carrier: step.carrier,
        trackingNumber: step.trackingNumber,
      };
    case 'DELIVERED':
      return { orderStatus: 'DELIVERED', deliverDate: now };
    case 'CANCELLED':
      return { orderStatus: 'CANCELLED', cancelledAt: now, cancelledBy: step.by, cancelReason: step.reason };
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The name a seller sees for a buyer whose account is gone. */
const UNKNOWN_BUYER = 'Cliente desconocido';

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

export function createOrdersService({
  db,
  sellers,
  users,
}: {
  db: Db;
  sellers: SellersService;
  users: UsersService;
}) {
  /** Orders with their items and seller name: three queries whatever the number of orders. */
  async function withItems(rows: OrderRow[], tx: DbOrTx = db): Promise<OrderResponse[]> {
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
      confirmedAt: iso(o.confirmedAt),
      shippedAt: iso(o.shippedAt),
      carrier: o.carrier,
      trackingNumber: o.trackingNumber,
      cancelledAt: iso(o.cancelledAt),
      cancelledBy: o.cancelledBy,
      cancelReason: o.cancelReason,
      refundStatus:
        o.paymentStatus === 'REFUNDED' ? 'REFUNDED' : o.orderStatus === 'CANCELLED' ? 'PENDING' : 'NONE',
      orderItems: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          id: i.id,
          productId: i.productId,
          productName: i.productName,
          productImage: i.productImage,
          size: i.size,
          quantity: i.quantity,
          price: fromCents(i.unitSellingPriceCents),
          mrpPrice: fromCents(i.unitMrpPriceCents),
          lineTotal: fromCents(i.unitSellingPriceCents * i.quantity),
        })),
    }));
  }

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
    /** Uploads an order's items show (the product's image when it was bought). */
    async uploadsInUse(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ image: orderItems.productImage })
        .from(orderItems)
        .where(sql`${orderItems.productImage} like ${UPLOADS_LIKE}`);
      return uploadNamesIn(rows.map((r) => r.image));
    },

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

    /** One order of its owner, as the API shows it; undefined when the owner has no such order. */
    async find(owner: OrderOwner, orderId: number, tx: DbOrTx = db): Promise<OrderResponse | undefined> {
      const rows = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), ownerClause(owner)));
      return (await withItems(rows, tx))[0];
    },

    /** The checkout (the purchase) the owner's order was paid in; undefined when the owner has no such order. */
    async checkoutOf(owner: OrderOwner, orderId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ checkoutId: orders.checkoutId })
        .from(orders)
        .where(and(eq(orders.id, orderId), ownerClause(owner)));
      return row?.checkoutId;
    },

    /**
     * Moves the owner's order to `step` if it is in one of the `from` statuses, in one conditional UPDATE:
     * of two concurrent moves one wins, the other gets undefined. Answers the order and its buyer.
     */
    async advance(
      tx: DbOrTx,
      owner: OrderOwner,
      orderId: number,
      from: OrderStatus[],
      step: OrderStep,
      now: Date,
    ): Promise<OrderRow | undefined> {
      const [moved] = await tx
        .update(orders)
        .set(stepColumns(step, now))
        .where(and(eq(orders.id, orderId), ownerClause(owner), inArray(orders.orderStatus, from)))
        .returning();
      return moved;
    },

    /**
     * Locks every order of the checkout `orderId` belongs to, in id order, before a cancellation changes
     * one: two cancellations of one checkout then run one after the other (and cannot deadlock), so the
     * second sees the first's refund when it works out what is left to give back.
     */
    async lockCheckout(tx: DbOrTx, orderId: number): Promise<void> {
      const [order] = await tx
        .select({ checkoutId: orders.checkoutId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order) return;
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.checkoutId, order.checkoutId))
        .orderBy(orders.id)
        .for('update');
    },

    /** Whether the shopper has a paid order with this product that was not cancelled (a verified review). */
    async hasBought(userId: number, productId: number, tx: DbOrTx = db): Promise<boolean> {
      return (await boughtOf([{ userId, productId }], tx)).size > 0;
    },

    boughtOf,

    /** The units of an order, to put back in stock when it is cancelled. */
    async lines(orderId: number, tx: DbOrTx = db) {
      return tx
        .select({ productId: orderItems.productId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
    },

    /** The statuses of a checkout's orders: when all are cancelled, the shipping goes back too. */
    async statusesOfCheckout(checkoutId: number, tx: DbOrTx = db): Promise<OrderStatus[]> {
      const rows = await tx
        .select({ status: orders.orderStatus })
        .from(orders)
        .where(eq(orders.checkoutId, checkoutId));
      return rows.map((r) => r.status);
    },

    /** The provider confirmed the refund of a cancelled order. */
    async markRefunded(orderId: number): Promise<void> {
      await db
        .update(orders)
        .set({ paymentStatus: 'REFUNDED' })
        .where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'CANCELLED')));
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
