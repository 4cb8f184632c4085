import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DevOrderStatus, devPaymentOrders, devPaymentRefunds } from '../../db/schema/dev-payments.ts';
import {
  type PaymentCapture,
  type PaymentOrder,
  type PaymentOrderRequest,
  type PaymentProvider,
  PaymentProviderError,
  type WebhookEvent,
} from './payment-provider.ts';
import { headerValue, parseWebhookEvent, toPayPalValue } from './paypal-format.ts';

export type { DevOrderStatus };

export interface DevOrderView {
  id: string;
  checkoutId: number;
  amountCents: number;
  currency: string;
  /** What the store charged before conversion, when the checkout said (PaymentOrderRequest.storeAmount). */
  storeAmount: PaymentOrderRequest['storeAmount'] | null;
  description: string;
  status: DevOrderStatus;
  returnUrl: string;
  cancelUrl: string;
  captureId: string | null;
  refundedCents: number;
}

export interface DevPaymentProvider extends PaymentProvider {
  readonly name: 'dev';
  /** Send it as `x-dev-webhook-secret` to have verifyWebhook accept a hand-made event (tests). */
  readonly webhookSecret: string;
  get(id: string): Promise<DevOrderView | null>;
  /** The buyer pressed Pagar. Approving again is a no-op; a cancelled order cannot be approved (INVALID). */
  approve(id: string): Promise<DevOrderView>;
  /** The buyer pressed Cancelar. Cancelling again is a no-op; an approved order cannot be cancelled (INVALID). */
  cancel(id: string): Promise<DevOrderView>;
  /**
   * The next capture of an approved order is declined, as PayPal answers 422 INSTRUMENT_DECLINED: the
   * capture comes back DECLINED, the order stays APPROVED and a later capture may succeed.
   */
  declineNextCapture(): void;
  /** The next `count` refunds fail as an unreachable PayPal would (UNAVAILABLE), so retries can be seen. */
  failNextRefunds(count: number): void;
}

const randomId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * The built-in PayPal simulator (PAYMENT_PROVIDER=dev). Its orders are kept in the database, so any
 * instance behind a load balancer can show, approve or capture any of them; each step is one conditional
 * statement, so two instances cannot both move an order. Never for production. The buyer approves on
 * `GET /v1/dev/paypal/checkout?token={id}` (dev-paypal.routes.ts). The failure switches are per process,
 * for tests.
 */
export function createDevPaymentProvider({
  publicUrl,
  db,
}: {
  publicUrl: string;
  db: Db;
}): DevPaymentProvider {
  const base = publicUrl.replace(/\/+$/, '');
  const webhookSecret = randomBytes(24).toString('hex');
  let declineNext = false;
  let refundFailures = 0;
  const orders = devPaymentOrders;
  const approveUrl = (id: string) => `${base}/v1/dev/paypal/checkout?token=${encodeURIComponent(id)}`;

  async function get(id: string): Promise<DevOrderView | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row ? { ...row, storeAmount: row.storeAmount ?? null } : null;
  }
  async function find(id: string): Promise<DevOrderView> {
    const order = await get(id);
    if (!order) throw new PaymentProviderError(`Unknown payment order ${id}`, 'INVALID');
    return order;
  }
  /** Moves the order from one of `from` to `to`; answers it as it is afterwards, moved or not. */
  async function move(
    id: string,
    from: DevOrderStatus[],
    to: DevOrderStatus,
    set: { captureId?: string } = {},
  ) {
    const [moved] = await db
      .update(orders)
      .set({ status: to, ...set })
      .where(and(eq(orders.id, id), inArray(orders.status, from)))
      .returning();
    return moved ? { ...moved, storeAmount: moved.storeAmount ?? null } : find(id);
  }

  return {
    name: 'dev',
    webhookSecret,

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

    async captureOrder(orderId: string): Promise<PaymentCapture> {
      let order = await find(orderId);
      if (order.status === 'APPROVED') {
        if (declineNext) {
          declineNext = false;
          return {
            status: 'DECLINED',
            captureId: null,
            amountCents: order.amountCents,
            currency: order.currency,
          };
        }
        // Of two captures at once, one moves the order; the other reads the capture it made.
        order = await move(orderId, ['APPROVED'], 'COMPLETED', { captureId: randomId('DEVCAP') });
      }
      if (order.status !== 'COMPLETED') {
        throw new PaymentProviderError(
          order.status === 'CANCELLED'
            ? 'The buyer cancelled the payment'
            : 'The buyer has not approved the payment',
          'NOT_APPROVED',
        );
      }
      return {
        status: 'COMPLETED',
        captureId: order.captureId,
        amountCents: order.amountCents,
        currency: order.currency,
      };
    },

    async orderStatus(orderId) {
      return (await find(orderId)).status;
    },

    async refundCapture(captureId: string, amountCents: number, currency: string, requestId?: string) {
      if (refundFailures > 0) {
        refundFailures--;
        throw new PaymentProviderError('PayPal did not answer the refund', 'UNAVAILABLE');
      }
      toPayPalValue(amountCents, currency);
      await db.transaction(async (tx) => {
        if (requestId) {
          const [fresh] = await tx
            .insert(devPaymentRefunds)
            .values({ requestId, captureId, amountCents })
            .onConflictDoNothing()
            .returning();
          if (!fresh) return; // the same refund again
        }
        const [order] = await tx.select().from(orders).where(eq(orders.captureId, captureId)).for('update');
        if (!order) throw new PaymentProviderError(`Unknown capture ${captureId}`, 'INVALID');
        if (currency !== order.currency) {
          throw new PaymentProviderError(
            `Refund in ${currency} of a capture in ${order.currency}`,
            'INVALID',
          );
        }
        if (order.refundedCents + amountCents > order.amountCents) {
          throw new PaymentProviderError('Refund exceeds the captured amount', 'INVALID');
        }
        await tx
          .update(orders)
          .set({ refundedCents: order.refundedCents + amountCents })
          .where(eq(orders.id, order.id));
      });
    },

    async verifyWebhook(headers, rawBody): Promise<WebhookEvent | null> {
      // The simulator sends no webhooks; an event is accepted only with this instance's secret.
      const given = Buffer.from(headerValue(headers, 'x-dev-webhook-secret') ?? '');
      const expected = Buffer.from(webhookSecret);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return parseWebhookEvent(JSON.parse(rawBody));
      } catch {
        return null;
      }
    },

    get,

    async approve(id) {
      const order = await move(id, ['CREATED'], 'APPROVED');
      if (order.status === 'CANCELLED')
        throw new PaymentProviderError('The payment was cancelled', 'INVALID');
      return order;
    },

    async cancel(id) {
      const order = await move(id, ['CREATED'], 'CANCELLED');
      if (order.status !== 'CANCELLED') {
        throw new PaymentProviderError('The payment was already approved', 'INVALID');
      }
      return order;
    },

    declineNextCapture() {
      declineNext = true;
    },

    failNextRefunds(count) {
      refundFailures = count;
    },
  };
}

export const isDevPaymentProvider = (p: PaymentProvider): p is DevPaymentProvider =>
  p.name === 'dev' && 'approve' in p;
