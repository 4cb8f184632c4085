/**
 * The mails of an order's life, each written in the transaction of the step it tells: the purchase (to the
 * buyer, and each shop's new order to its seller), the seller's steps and cancellations, and a refund done.
 */
import type { CustomerMailKind, OrderResponse, OrderStatus } from '@tecnobazar/shared';
import type { DbOrTx } from '../../db/client.ts';
import { formatAmount } from '../../lib/payments/paypal-format.ts';
import type { MailSending } from './mail-sending.ts';
import type { NotificationsDeps } from './notifications-deps.ts';
import {
  newOrderMail,
  orderStepMail,
  type Payment,
  purchaseMail,
  refundedMail,
  sellerCancellationMail,
} from './order-mails.ts';

export interface BuyerContact {
  userId: number;
  email: string;
  fullName: string;
}

export interface SellerContact {
  sellerId: number;
  email: string;
  sellerName: string;
  /** The pickup address as lines, '' when the shop has none yet. */
  pickup: string;
}

/** The buyer may turn off the mails of these steps; a cancellation always goes. */
const STEP_KIND: Partial<Record<OrderStatus, CustomerMailKind>> = {
  CONFIRMED: 'ORDER_CONFIRMED',
  SHIPPED: 'ORDER_SHIPPED',
  DELIVERED: 'ORDER_DELIVERED',
};

export function createOrderNotices({ publicUrl, withdrawalDays }: NotificationsDeps, sending: MailSending) {
  const orderLink = (order: OrderResponse) => `${publicUrl}/account/orders/${order.id}`;
  const salesLink = `${publicUrl}/seller/orders`;
  const buyerAddress = (buyer: BuyerContact, kind?: CustomerMailKind) => ({
    email: buyer.email,
    userId: buyer.userId,
    kind,
  });
  const sellerAddress = (seller: SellerContact) => ({ email: seller.email, sellerId: seller.sellerId });

  return {
    /** One mail to the buyer listing every shop's order; one to each shop's seller with what to prepare. */
    async purchased(
      tx: DbOrTx,
      buyer: BuyerContact,
      orders: OrderResponse[],
      payment: Payment,
      sellers: Map<number, SellerContact>,
    ): Promise<void> {
      const mail = purchaseMail(
        buyer.fullName,
        orders,
        payment,
        `${publicUrl}/account/orders`,
        withdrawalDays,
      );
      await sending.send(tx, buyerAddress(buyer), mail);
      for (const order of orders) {
        const seller = sellers.get(order.seller.id);
        if (!seller) continue;
        const content = newOrderMail(seller.sellerName, order, buyer.fullName, seller.pickup, salesLink);
        await sending.send(tx, sellerAddress(seller), content);
      }
    },

    /** The order's new step, to the buyer; a cancellation by the buyer also to the seller. */
    async orderMoved(
      tx: DbOrTx,
      buyer: BuyerContact,
      order: OrderResponse,
      seller: SellerContact | undefined,
    ): Promise<void> {
      const content = orderStepMail(buyer.fullName, order, orderLink(order), withdrawalDays);
      await sending.send(tx, buyerAddress(buyer, STEP_KIND[order.orderStatus]), content);
      if (order.orderStatus === 'CANCELLED' && order.cancelledBy === 'CUSTOMER' && seller)
        await sending.send(
          tx,
          sellerAddress(seller),
          sellerCancellationMail(seller.sellerName, order, salesLink),
        );
    },

    /** Once the provider confirmed a cancelled order's refund, in the currency it was paid in. */
    async refunded(
      tx: DbOrTx,
      buyer: BuyerContact,
      order: OrderResponse,
      refund: { amountCents: number; currency: string },
    ): Promise<void> {
      const amount = formatAmount(refund.amountCents, refund.currency);
      const content = refundedMail(buyer.fullName, order, amount, orderLink(order));
      await sending.send(tx, buyerAddress(buyer), content);
    },
  };
}
