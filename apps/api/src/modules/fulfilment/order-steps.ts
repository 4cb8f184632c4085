/**
 * An order's steps after it is paid: the seller confirms, ships and delivers it, or cancels it; the shopper
 * may cancel it while it is PLACED. Cancelling is one transaction across modules: the order (orders), its
 * units back in stock (catalog), the sale reversed in the ledger (transactions), the coupon given back once
 * the whole checkout is cancelled (coupons) and a refund queued (refunds.ts), sent after the commit.
 */
import type { OrderResponse, OrderStatus, SellerOrderPage, UpdateOrderStatusBody } from '@tecnobazar/shared';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { OrderOwner, OrderStep } from '../orders/orders.service.ts';
import type { FulfilmentDeps } from './fulfilment-deps.ts';
import { FULFILMENT_MESSAGES } from './fulfilment-messages.ts';
import type { Refunds } from './refunds.ts';

/** The statuses each step may start from (product.md#orders): one way forward, cancelled before it ships. */
const FROM: Record<Exclude<OrderStatus, 'PLACED'>, OrderStatus[]> = {
  CONFIRMED: ['PLACED'],
  SHIPPED: ['CONFIRMED'],
  DELIVERED: ['SHIPPED'],
  CANCELLED: ['PLACED', 'CONFIRMED'],
};

export function createOrderSteps(deps: FulfilmentDeps & { refunds: Refunds }) {
  const { db, orders, catalog, ledger, checkout, coupons, users, refunds, clock } = deps;

  /** Everything a cancellation undoes, inside its transaction. */
  async function undoSale(
    tx: DbOrTx,
    order: { id: number; checkoutId: number; totalAmountCents: number; shippingCents: number },
  ) {
    await catalog.releaseStock(tx, await orders.lines(order.id, tx));
    await ledger.recordRefund(tx, order.id);
    // The sibling orders are locked (lockCheckout), so two cancellations of one checkout see each other.
    const statuses = await orders.statusesOfCheckout(order.checkoutId, tx);
    const lastOfCheckout = statuses.every((s) => s === 'CANCELLED');
    // Nothing of the purchase is left: its one-time coupon is the shopper's to use again.
    if (lastOfCheckout) await coupons.release(tx, order.checkoutId);
    await refunds.queue(tx, order, await checkout.payment(order.checkoutId, tx), lastOfCheckout);
  }

  /** Each step's mail is written in the step's transaction: the move and its mail happen together. */
  async function tell(tx: DbOrTx, owner: OrderOwner, orderId: number, userId: number) {
    const order = (await orders.find(owner, orderId, tx))!;
    const buyer = (await users.contacts([userId], tx)).get(userId);
    if (!buyer) return;
    const seller = (await deps.sellers.mailContacts([order.seller.id], tx)).get(order.seller.id);
    await deps.notifications.orderMoved(tx, { userId, ...buyer }, order, seller);
  }

  async function move(
    owner: OrderOwner,
    orderId: number,
    step: OrderStep,
    from = FROM[step.status],
  ): Promise<OrderResponse> {
    const moved = await db.transaction(async (tx) => {
      if (step.status === 'CANCELLED') await orders.lockCheckout(tx, orderId);
      const now = clock.now();
      const row = await orders.advance(tx, owner, orderId, from, step, now);
      if (row && step.status === 'CANCELLED') await undoSale(tx, row);
      if (row && step.status === 'DELIVERED') await ledger.recordDelivery(tx, row.id, now);
      if (row) await tell(tx, owner, orderId, row.userId);
      return row;
    });
    if (!moved) {
      const current = await orders.find(owner, orderId);
      if (!current) throw notFound(FULFILMENT_MESSAGES.notFound);
      if ('userId' in owner && step.status === 'CANCELLED' && current.orderStatus === 'CONFIRMED')
        throw conflict(FULFILMENT_MESSAGES.customerTooLate);
      throw conflict(FULFILMENT_MESSAGES.illegal(current.orderStatus, step.status));
    }
    if (step.status === 'CANCELLED') {
      deps.changes.publish('products');
      await refunds.sendQueued(moved.id);
    }
    return (await orders.find(owner, orderId))!;
  }

  return {
    listForSeller: (
      sellerId: number,
      query: { status?: OrderStatus; page: number },
    ): Promise<SellerOrderPage> => orders.listForSeller(sellerId, query),

    /** The seller moves an own order one step; an illegal step is a 409 saying why. */
    updateStatus(sellerId: number, orderId: number, body: UpdateOrderStatusBody): Promise<OrderResponse> {
      const step: OrderStep =
        body.status === 'CANCELLED' ? { status: 'CANCELLED', reason: body.reason, by: 'SELLER' } : body;
      return move({ sellerId }, orderId, step);
    },

    /** The shopper cancels an own order while the seller has not confirmed it. */
    cancelByCustomer(userId: number, orderId: number, reason: string): Promise<OrderResponse> {
      return move({ userId }, orderId, { status: 'CANCELLED', reason, by: 'CUSTOMER' }, ['PLACED']);
    },
  };
}
