import { z } from 'zod';
import { PaymentProviderError, type WebhookEvent } from './payment-provider.ts';

/**
 * PayPal's currencies that take no decimals: sending "1250.00" JPY is a 422 DECIMAL_PRECISION.
 * https://developer.paypal.com/reference/currency-codes/
 */
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);

/** How many decimals PayPal accepts for a currency: 0 for HUF/JPY/TWD, 2 for the rest. */
export const currencyDecimals = (currency: string): 0 | 2 =>
  ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;

/**
 * Our amounts are hundredths of the currency unit whatever the currency (lib/money.ts multiplies by 100
 * everywhere), so 1250 USD cents is "12.50" and 125000 JPY "cents" is "1250". An amount a zero-decimal
 * currency cannot express (125050 JPY cents) is refused rather than rounded: we never charge a different
 * amount from the one we recorded.
 */
export function toPayPalValue(amountCents: number, currency: string): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new PaymentProviderError(`Invalid amount: ${amountCents} cents`, 'INVALID');
  }
  if (!/^[A-Z]{3}$/.test(currency))
    throw new PaymentProviderError(`Invalid currency: ${currency}`, 'INVALID');
  const units = Math.floor(amountCents / 100);
  const cents = amountCents % 100;
  if (currencyDecimals(currency) === 0) {
    if (cents !== 0) {
      throw new PaymentProviderError(
        `${currency} takes no decimals; ${amountCents} cents is not a whole amount`,
        'INVALID',
      );
    }
    return String(units);
  }
  return `${units}.${String(cents).padStart(2, '0')}`;
}

/** "12.5" → 1250, "1250" → 125000; null when the value is not a plain non-negative decimal. */
export function fromPayPalValue(value: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The amount the way a Spanish-speaking buyer reads it: "US$ 12,50", "JPY 1.250". */
export function formatAmount(amountCents: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat('es-CO', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amountCents / 100);
}

const tolerant = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const WebhookBody = z.object({
  event_type: z.string().min(1),
  resource: tolerant(
    z.object({
      id: tolerant(z.string()),
      supplementary_data: tolerant(
        z.object({ related_ids: tolerant(z.object({ order_id: tolerant(z.string()) })) }),
      ),
    }),
  ),
});

/**
 * A PayPal webhook event → `{eventType, orderId}`. Capture events (PAYMENT.CAPTURE.*) name the order in
 * `resource.supplementary_data.related_ids.order_id`; order events (CHECKOUT.ORDER.*) are the order itself.
 * Null when the body is not an event.
 */
export function parseWebhookEvent(body: unknown): WebhookEvent | null {
  const parsed = WebhookBody.safeParse(body);
  if (!parsed.success) return null;
  const { event_type: eventType, resource } = parsed.data;
  let orderId: string | null = null;
  if (eventType.startsWith('PAYMENT.CAPTURE.')) {
    orderId = resource?.supplementary_data?.related_ids?.order_id ?? null;
  } else if (eventType.startsWith('CHECKOUT.ORDER.')) {
    orderId = resource?.id ?? null;
  }
  return { eventType, orderId };
}

/** A header by name, case-insensitively, first value when repeated. */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
