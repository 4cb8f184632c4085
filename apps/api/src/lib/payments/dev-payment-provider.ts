import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type PaymentCapture,
  type PaymentOrder,
  type PaymentOrderRequest,
  type PaymentProvider,
  PaymentProviderError,
  type WebhookEvent,
} from './payment-provider.ts';
import { headerValue, parseWebhookEvent, toPayPalValue } from './paypal-format.ts';

/** CREATED → APPROVED (Pagar) → COMPLETED (captured), or CREATED → CANCELLED (Cancelar). */
export type DevOrderStatus = 'CREATED' | 'APPROVED' | 'CANCELLED' | 'COMPLETED';

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
  get(id: string): DevOrderView | null;
  /** The buyer pressed Pagar. Approving again is a no-op; a cancelled order cannot be approved (INVALID). */
  approve(id: string): DevOrderView;
  /** The buyer pressed Cancelar. Cancelling again is a no-op; an approved order cannot be cancelled (INVALID). */
  cancel(id: string): DevOrderView;
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
 * The built-in PayPal simulator (PAYMENT_PROVIDER=dev). Orders live in memory in this process only: a
 * restart forgets them and nothing is ever evicted, which is fine for development and tests, never for
 * production. The buyer approves on `GET /v1/dev/paypal/checkout?token={id}` (dev-paypal.routes.ts).
 */
export function createDevPaymentProvider({ publicUrl }: { publicUrl: string }): DevPaymentProvider {
  const base = publicUrl.replace(/\/+$/, '');
  const orders = new Map<string, DevOrderView>();
  const byCheckout = new Map<number, string>();
  const byCapture = new Map<string, string>();
  const webhookSecret = randomBytes(24).toString('hex');
  let declineNext = false;
  let refundFailures = 0;
  const refundRequests = new Set<string>();

  const find = (id: string): DevOrderView => {
    const order = orders.get(id);
    if (!order) throw new PaymentProviderError(`Unknown payment order ${id}`, 'INVALID');
    return order;
  };

  return {
    name: 'dev',
    webhookSecret,

    async createOrder(request: PaymentOrderRequest): Promise<PaymentOrder> {
      const approveUrl = (id: string) => `${base}/v1/dev/paypal/checkout?token=${encodeURIComponent(id)}`;
      // Same checkout, same order: what PayPal-Request-Id gives with the real API.
      const existing = byCheckout.get(request.checkoutId);
      if (existing) return { id: existing, approveUrl: approveUrl(existing) };
      toPayPalValue(request.amountCents, request.currency); // the same amount rules as PayPal
      const id = randomId('DEV');
      orders.set(id, {
        id,
        checkoutId: request.checkoutId,
        amountCents: request.amountCents,
        currency: request.currency,
        storeAmount: request.storeAmount ?? null,
        description: request.description,
        status: 'CREATED',
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        captureId: null,
        refundedCents: 0,
      });
      byCheckout.set(request.checkoutId, id);
      return { id, approveUrl: approveUrl(id) };
    },

    async captureOrder(orderId: string): Promise<PaymentCapture> {
      const order = find(orderId);
      const result = (status: PaymentCapture['status']): PaymentCapture => ({
        status,
        captureId: status === 'COMPLETED' ? order.captureId : null,
        amountCents: order.amountCents,
        currency: order.currency,
      });
      if (order.status === 'COMPLETED') return result('COMPLETED');
      if (order.status !== 'APPROVED') {
        throw new PaymentProviderError(
          order.status === 'CANCELLED'
            ? 'The buyer cancelled the payment'
            : 'The buyer has not approved the payment',
          'NOT_APPROVED',
        );
      }
      if (declineNext) {
        declineNext = false;
        return result('DECLINED');
      }
      order.status = 'COMPLETED';
      order.captureId = randomId('DEVCAP');
      byCapture.set(order.captureId, order.id);
      return result('COMPLETED');
    },

    async refundCapture(captureId: string, amountCents: number, currency: string, requestId?: string) {
      if (requestId && refundRequests.has(requestId)) return;
      if (refundFailures > 0) {
        refundFailures--;
        throw new PaymentProviderError('PayPal did not answer the refund', 'UNAVAILABLE');
      }
      const orderId = byCapture.get(captureId);
      if (!orderId) throw new PaymentProviderError(`Unknown capture ${captureId}`, 'INVALID');
      const order = find(orderId);
      toPayPalValue(amountCents, currency);
      if (currency !== order.currency) {
        throw new PaymentProviderError(`Refund in ${currency} of a capture in ${order.currency}`, 'INVALID');
      }
      if (order.refundedCents + amountCents > order.amountCents) {
        throw new PaymentProviderError('Refund exceeds the captured amount', 'INVALID');
      }
      order.refundedCents += amountCents;
      if (requestId) refundRequests.add(requestId);
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

    get(id) {
      const order = orders.get(id);
      return order ? { ...order } : null;
    },

    approve(id) {
      const order = find(id);
      if (order.status === 'CANCELLED')
        throw new PaymentProviderError('The payment was cancelled', 'INVALID');
      if (order.status === 'CREATED') order.status = 'APPROVED';
      return { ...order };
    },

    cancel(id) {
      const order = find(id);
      if (order.status === 'APPROVED' || order.status === 'COMPLETED') {
        throw new PaymentProviderError('The payment was already approved', 'INVALID');
      }
      order.status = 'CANCELLED';
      return { ...order };
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
