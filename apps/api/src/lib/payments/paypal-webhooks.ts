/**
 * PayPal's webhook events, believed only once PayPal's verify-webhook-signature API says it sent them.
 */
import { z } from 'zod';
import type { PaymentProvider, WebhookEvent } from './payment-provider.ts';
import type { PayPalApi } from './paypal-client.ts';
import { headerValue, parseWebhookEvent } from './paypal-format.ts';

const Verification = z.object({ verification_status: z.string() });

/** `webhookId`: the webhook's id in the PayPal app; without it no event is accepted. */
export function createPayPalWebhookVerifier(
  api: PayPalApi,
  webhookId: string | undefined,
): PaymentProvider['verifyWebhook'] {
  return async (headers, rawBody): Promise<WebhookEvent | null> => {
    if (!webhookId) return null;
    const fields = {
      auth_algo: headerValue(headers, 'paypal-auth-algo'),
      cert_url: headerValue(headers, 'paypal-cert-url'),
      transmission_id: headerValue(headers, 'paypal-transmission-id'),
      transmission_sig: headerValue(headers, 'paypal-transmission-sig'),
      transmission_time: headerValue(headers, 'paypal-transmission-time'),
      webhook_id: webhookId,
    };
    if (Object.values(fields).some((v) => !v)) return null;
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      return null;
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event)) return null;
    // The event goes back byte for byte: re-serialising it can change it and fail the signature check.
    const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`;
    const answer = await api('POST', '/v1/notifications/verify-webhook-signature', body);
    if (answer.status !== 200) return null;
    if (Verification.safeParse(answer.body).data?.verification_status !== 'SUCCESS') return null;
    return parseWebhookEvent(event);
  };
}
