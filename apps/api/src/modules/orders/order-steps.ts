/** An order's steps after payment (modules/fulfilment drives them): find it, move it, lock its checkout. */
import type { OrderResponse, OrderStatus } from '@tecnobazar/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type CancelledBy, orderItems, orders } from '../../db/schema/orders.ts';
import type { OrderRow, WithItems } from './order-answers.ts';

/** Whose order: a seller's, or a shopper's; the owner is in every WHERE clause. */
export type OrderOwner = { sellerId: number } | { userId: number };
export const ownerClause = (owner: OrderOwner): SQL =>
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

export function createOrderSteps({ db }: { db: Db }, withItems: WithItems) {
  return {
    /** One order of its owner, as the API shows it; undefined when the owner has no such order. */
    async find(owner: OrderOwner, orderId: number, tx: DbOrTx = db): Promise<OrderResponse | undefined> {
      const rows = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), ownerClause(owner)));
      return (await withItems(rows, tx))[0];
    },

    /** The buyer and the seller of an order (its messages are between them); undefined when none. */
    async parties(
      orderId: number,
      tx: DbOrTx = db,
    ): Promise<{ userId: number; sellerId: number } | undefined> {
      const [row] = await tx
        .select({ userId: orders.userId, sellerId: orders.sellerId })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
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

    /** The units of an order, to put back in stock when it is cancelled. */
    async lines(orderId: number, tx: DbOrTx = db) {
      return tx
        .select({ offerId: orderItems.offerId, quantity: orderItems.quantity })
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
    async markRefunded(orderId: number, tx: DbOrTx = db): Promise<{ userId: number } | undefined> {
      const [row] = await tx
        .update(orders)
        .set({ paymentStatus: 'REFUNDED' })
        .where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'CANCELLED')))
        .returning({ userId: orders.userId });
      return row;
    },
  };
}
