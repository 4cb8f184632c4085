import type { PaymentProvider } from './payment-provider.ts';
import { createPayPalCaptures } from './paypal-captures.ts';
import { createPayPalClient, type PayPalClientOptions } from './paypal-client.ts';
import { createPayPalOrders } from './paypal-orders.ts';
import { createPayPalPayouts } from './paypal-payouts.ts';
import { createPayPalWebhookVerifier } from './paypal-webhooks.ts';

export interface PayPalProviderOptions extends PayPalClientOptions {
  /** The webhook's id in the PayPal app (PAYPAL_WEBHOOK_ID); without it no webhook is accepted. */
  webhookId?: string;
  /** Shown to the buyer on PayPal's page. */
  brandName?: string;
}

/**
 * The real PayPal Orders v2 REST client (PAYMENT_PROVIDER=paypal), one file per concern:
 * - paypal-client.ts: the authenticated call, its OAuth2 token (cached, fetched again once on a 401) and
 *   what counts as PayPal being unavailable;
 * - paypal-orders.ts: creating an order and reading its status;
 * - paypal-captures.ts: capturing an approved order, refunding a capture;
 * - paypal-payouts.ts: sending a seller's payout (Payouts v1) and reading its status;
 * - paypal-webhooks.ts: verifying a webhook's signature with PayPal;
 * - paypal-format.ts: amounts, currencies and the webhook event's shape (the simulator uses them too).
 */
export function createPayPalProvider(options: PayPalProviderOptions): PaymentProvider {
  const { api } = createPayPalClient(options);
  return {
    name: 'paypal',
    ...createPayPalOrders(api, options.brandName),
    ...createPayPalCaptures(api),
    ...createPayPalPayouts(api),
    verifyWebhook: createPayPalWebhookVerifier(api, options.webhookId),
  };
}
