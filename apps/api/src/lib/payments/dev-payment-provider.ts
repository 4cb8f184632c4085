import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { DevOrderStatus } from '../../db/schema/dev-payments.ts';
import { createDevCaptures } from './dev-payment-captures.ts';
import { createDevOrders } from './dev-payment-orders.ts';
import { createDevPayouts, type DevPayoutRow } from './dev-payment-payouts.ts';
import { createDevOrderStore, type DevOrderView } from './dev-payment-store.ts';
import type { PaymentProvider, PayoutTransfer, WebhookEvent } from './payment-provider.ts';
import { headerValue, parseWebhookEvent } from './paypal-format.ts';

export type { DevOrderStatus, DevOrderView };

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
  /** Every batch sent for our payout (more than one would be a second transfer). */
  payoutsSent(payoutId: number): Promise<PayoutTransfer[]>;
  /** The newest payout batches, for the simulator's payouts page. */
  recentPayouts(limit?: number): Promise<DevPayoutRow[]>;
  /** PayPal finished a pending payout (a "+pendiente" receiver): paid, or returned with `reason`. */
  settlePayout(batchId: string, status: 'SUCCESS' | 'FAILED', reason?: string): Promise<void>;
  /** The next `count` payout sends fail as an unreachable PayPal would (UNAVAILABLE). */
  failNextPayouts(count: number): void;
  /** The next send reaches PayPal, which makes the batch, but its answer never arrives (a crash). */
  loseNextPayoutAnswer(): void;
}

/**
 * The built-in PayPal simulator (PAYMENT_PROVIDER=dev). Its orders are kept in the database, so any
 * instance behind a load balancer can show, approve or capture any of them; each step is one conditional
 * statement, so two instances cannot both move an order (dev-payment-store.ts). Never for production. The
 * buyer approves on `GET /v1/dev/paypal/checkout?token={id}` (dev-paypal.routes.ts). One file per concern:
 * creating, approving and cancelling orders (dev-payment-orders.ts), captures and refunds with the
 * per-process failure switches for tests (dev-payment-captures.ts), sellers' payouts
 * (dev-payment-payouts.ts); webhooks are here.
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
  const store = createDevOrderStore(db);

  return {
    name: 'dev',
    webhookSecret,
    ...createDevOrders({ db, store, base }),
    ...createDevCaptures({ db, store }),
    ...createDevPayouts({ db }),

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
  };
}

export const isDevPaymentProvider = (p: PaymentProvider): p is DevPaymentProvider =>
  p.name === 'dev' && 'approve' in p;
