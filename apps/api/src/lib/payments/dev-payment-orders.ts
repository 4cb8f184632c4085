/**
 * The simulator's orders up to the buyer's answer: created for a checkout, shown on the simulator's page,
 * approved (Pagar) or cancelled (Cancelar) there, and their status for reconciliation.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devPaymentOrders as orders } from '../../db/schema/dev-payments.ts';
import { type DevOrderStore, type DevOrderView, randomId } from './dev-payment-store.ts';
import {
  type OrderStatus,
  type PaymentOrder,
  type PaymentOrderRequest,
  PaymentProviderError,
} from './payment-provider.ts';
import { toPayPalValue } from './paypal-format.ts';

export function createDevOrders({ db, store, base }: { db: Db; store: DevOrderStore; base: string }) {
  const approveUrl = (id: string) => `${base}/v1/dev/paypal/checkout?token=${encodeURIComponent(id)}`;

  return {
    async createOrder(request: PaymentOrderRequest): Promise<PaymentOrder> {
      toPayPalValue(request.amountCents, request.currency); // the same amount rules as PayPal
      // Same checkout, same order: what PayPal-Request-Id gives with the real API.
      const [created] = await db
        .insert(orders)
        .values({
          id: randomId('DEV'),
          checkoutId: request.checkoutId,
          amountCents: request.amountCents,
          currency: request.currency,
          storeAmount: request.storeAmount ?? null,
          description: request.description,
          returnUrl: request.returnUrl,
          cancelUrl: request.cancelUrl,
        })
        .onConflictDoNothing({ target: orders.checkoutId })
        .returning({ id: orders.id });
      const id =
        created?.id ??
        (await db.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, request.checkoutId)))[0]!
          .id;
      return { id, approveUrl: approveUrl(id) };
    },

    async orderStatus(orderId: string): Promise<OrderStatus> {
      return (await store.find(orderId)).status;
    },

    get: store.get,

    async approve(id: string): Promise<DevOrderView> {
      const order = await store.move(id, ['CREATED'], 'APPROVED');
      if (order.status === 'CANCELLED')
        throw new PaymentProviderError('The payment was cancelled', 'INVALID');
      return order;
    },

    async cancel(id: string): Promise<DevOrderView> {
      const order = await store.move(id, ['CREATED'], 'CANCELLED');
      if (order.status !== 'CANCELLED') {
        throw new PaymentProviderError('The payment was already approved', 'INVALID');
      }
      return order;
    },
  };
}
