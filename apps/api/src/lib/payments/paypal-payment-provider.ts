import { z } from 'zod';
import {
  type CaptureStatus,
  type PaymentCapture,
  type PaymentOrder,
  type PaymentOrderRequest,
  type PaymentProvider,
  PaymentProviderError,
  type WebhookEvent,
} from './payment-provider.ts';
import { fromPayPalValue, headerValue, parseWebhookEvent, toPayPalValue } from './paypal-format.ts';

export interface PayPalProviderOptions {
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (PAYPAL_API_BASE). */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The webhook's id in the PayPal app (PAYPAL_WEBHOOK_ID); without it no webhook is accepted. */
  webhookId?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per call, including reading the answer. Default 15 s. */
  timeoutMs?: number;
  /** Milliseconds clock for the token's expiry (tests). */
  now?: () => number;
  /** Shown to the buyer on PayPal's page. */
  brandName?: string;
}

interface Answer {
  status: number;
  body: unknown;
  debugId: string | null;
}

const Money = z.object({ currency_code: z.string(), value: z.string() });
const Capture = z.object({ id: z.string(), status: z.string(), amount: Money });
const Order = z.object({
  id: z.string(),
  status: z.string().optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
  purchase_units: z
    .array(
      z.object({
        amount: Money.optional(),
        payments: z.object({ captures: z.array(Capture).optional() }).optional(),
      }),
    )
    .optional(),
});
type Order = z.infer<typeof Order>;
const Token = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const ErrorBody = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});
const Verification = z.object({ verification_status: z.string() });

/** Capture failures the buyer can fix with another card or funding source: a result, not a throw. */
const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
]);
const NOT_APPROVED_ISSUES = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);

const issuesOf = (body: unknown): string[] =>
  ErrorBody.safeParse(body).data?.details?.map((d) => d.issue) ?? [];
const describe = (what: string, a: Answer) => {
  const parsed = ErrorBody.safeParse(a.body).data;
  const issues = parsed?.details?.map((d) => d.issue).join(',');
  return `PayPal ${what}: HTTP ${a.status}${parsed?.name ? ` ${parsed.name}` : ''}${issues ? ` [${issues}]` : ''}${a.debugId ? ` (debug id ${a.debugId})` : ''}`;
};

/** PayPal's capture statuses in ours; a refunded capture was still a completed one. */
function captureStatus(status: string): CaptureStatus {
  switch (status) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return 'COMPLETED';
    case 'PENDING':
    case 'DECLINED':
      return status;
    default:
      return 'FAILED';
  }
}

function money(m: z.infer<typeof Money>): { amountCents: number; currency: string } {
  const amountCents = fromPayPalValue(m.value);
  if (amountCents === null)
    throw new PaymentProviderError(`PayPal sent an unreadable amount "${m.value}"`, 'UNAVAILABLE');
  return { amountCents, currency: m.currency_code };
}

/**
 * The real PayPal Orders v2 REST client (PAYMENT_PROVIDER=paypal). Every call carries an OAuth2
 * client-credentials token, cached until shortly before it expires and fetched again once when PayPal
 * answers 401. Unreachable, timed out, 5xx or 429 → PaymentProviderError UNAVAILABLE.
 */
export function createPayPalProvider(options: PayPalProviderOptions): PaymentProvider {
  const base = options.apiBase.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  let token: { value: string; expiresAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function send(method: string, path: string, headers: Record<string, string>, body?: string) {
    try {
      const res = await doFetch(`${base}${path}`, {
        method,
        headers: { Accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let parsed: unknown = null;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return {
        status: res.status,
        body: parsed,
        debugId: res.headers.get('paypal-debug-id'),
      } satisfies Answer;
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      const error = new PaymentProviderError(
        `PayPal unreachable: ${method} ${path} (${reason})`,
        'UNAVAILABLE',
      );
      error.cause = err;
      throw error;
    }
  }

  async function fetchToken(): Promise<string> {
    const answer = await send(
      'POST',
      '/v1/oauth2/token',
      { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const parsed = answer.status === 200 ? Token.safeParse(answer.body) : null;
    if (!parsed?.success) {
      const hint = answer.status === 401 ? ' — check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET' : '';
      throw new PaymentProviderError(`${describe('refused the access token', answer)}${hint}`, 'UNAVAILABLE');
    }
    // Renew five minutes early (or halfway through a short-lived token) so a call never races the expiry.
    const ttl = parsed.data.expires_in;
    token = { value: parsed.data.access_token, expiresAt: now() + Math.max(ttl - 300, ttl / 2) * 1000 };
    return token.value;
  }

  function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    // Concurrent calls share one token request.
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  /** An authenticated call; `body` is JSON (a string is sent verbatim). */
  async function api(method: string, path: string, body?: unknown, requestId?: string): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      const headers: Record<string, string> = {
        Authorization: `Bearer ${bearer}`,
        Prefer: 'return=representation',
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (requestId) headers['PayPal-Request-Id'] = requestId;
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const answer = await send(method, path, headers, payload);
      if (answer.status === 401 && attempt === 0) {
        // Expired or revoked before we expected: forget it (unless another call already did) and retry once.
        if (token?.value === bearer) token = null;
        continue;
      }
      if (answer.status === 401 || answer.status === 429 || answer.status >= 500) {
        throw new PaymentProviderError(describe(`failed ${method} ${path}`, answer), 'UNAVAILABLE');
      }
      return answer;
    }
  }

  function order(answer: Answer, what: string): Order {
    const parsed = Order.safeParse(answer.body);
    if (!parsed.success) {
      throw new PaymentProviderError(
        `PayPal sent an unexpected ${what} answer (HTTP ${answer.status})`,
        'UNAVAILABLE',
      );
    }
    return parsed.data;
  }

  async function getOrder(orderId: string): Promise<Order> {
    const answer = await api('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    if (answer.status === 200) return order(answer, 'order');
    throw new PaymentProviderError(describe(`refused to show order ${orderId}`, answer), 'INVALID');
  }

  function captureOf(o: Order): PaymentCapture {
    const captures = o.purchase_units?.[0]?.payments?.captures ?? [];
    // One capture per CAPTURE-intent order; prefer the one that went through if PayPal lists several.
    const capture = captures.find((c) => captureStatus(c.status) === 'COMPLETED') ?? captures.at(-1);
    if (!capture) {
      throw new PaymentProviderError(
        `PayPal order ${o.id} (${o.status ?? '?'}) has no capture`,
        'UNAVAILABLE',
      );
    }
    return { status: captureStatus(capture.status), captureId: capture.id, ...money(capture.amount) };
  }

  return {
    name: 'paypal',

    async orderStatus(orderId) {
      const { status } = await getOrder(orderId);
      if (status === 'COMPLETED' || status === 'APPROVED') return status;
      return status === 'VOIDED' ? 'CANCELLED' : 'CREATED'; // CREATED, SAVED, PAYER_ACTION_REQUIRED
    },

    async createOrder(request: PaymentOrderRequest): Promise<PaymentOrder> {
      const value = toPayPalValue(request.amountCents, request.currency);
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: String(request.checkoutId),
            custom_id: String(request.checkoutId),
            description: request.description.slice(0, 127),
            amount: { currency_code: request.currency, value },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: options.brandName ?? 'TecnoBazar',
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
            },
          },
        },
      };
      const answer = await api('POST', '/v2/checkout/orders', body, `checkout-${request.checkoutId}`);
      if (answer.status !== 200 && answer.status !== 201) {
        throw new PaymentProviderError(describe('refused to create the order', answer), 'INVALID');
      }
      const created = order(answer, 'create order');
      const link =
        created.links?.find((l) => l.rel === 'payer-action') ??
        created.links?.find((l) => l.rel === 'approve');
      if (!link)
        throw new PaymentProviderError(`PayPal order ${created.id} has no approval link`, 'UNAVAILABLE');
      return { id: created.id, approveUrl: link.href };
    },

    async captureOrder(orderId: string): Promise<PaymentCapture> {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
      const answer = await api('POST', path, {}, `capture-${orderId}`);
      if (answer.status === 200 || answer.status === 201) return captureOf(order(answer, 'capture'));
      const issues = issuesOf(answer.body);
      if (issues.includes('ORDER_ALREADY_CAPTURED')) return captureOf(await getOrder(orderId));
      if (issues.some((i) => DECLINE_ISSUES.has(i))) {
        // The order stays APPROVED; the buyer may try another funding source. Report the amount asked.
        const amount = (await getOrder(orderId)).purchase_units?.[0]?.amount;
        if (!amount) throw new PaymentProviderError(`PayPal order ${orderId} has no amount`, 'UNAVAILABLE');
        return { status: 'DECLINED', captureId: null, ...money(amount) };
      }
      if (issues.some((i) => NOT_APPROVED_ISSUES.has(i))) {
        throw new PaymentProviderError(
          describe(`refused to capture order ${orderId}`, answer),
          'NOT_APPROVED',
        );
      }
      throw new PaymentProviderError(describe(`refused to capture order ${orderId}`, answer), 'INVALID');
    },

    async refundCapture(
      captureId: string,
      amountCents: number,
      currency: string,
      requestId = `refund-${captureId}-${amountCents}`,
    ): Promise<void> {
      const value = toPayPalValue(amountCents, currency);
      const answer = await api(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { value, currency_code: currency } },
        // A retried refund is the same refund.
        requestId,
      );
      if (answer.status === 200 || answer.status === 201) return;
      if (issuesOf(answer.body).includes('CAPTURE_FULLY_REFUNDED')) return;
      throw new PaymentProviderError(describe(`refused to refund capture ${captureId}`, answer), 'INVALID');
    },

    async verifyWebhook(headers, rawBody): Promise<WebhookEvent | null> {
      if (!options.webhookId) return null;
      const fields = {
        auth_algo: headerValue(headers, 'paypal-auth-algo'),
        cert_url: headerValue(headers, 'paypal-cert-url'),
        transmission_id: headerValue(headers, 'paypal-transmission-id'),
        transmission_sig: headerValue(headers, 'paypal-transmission-sig'),
        transmission_time: headerValue(headers, 'paypal-transmission-time'),
        webhook_id: options.webhookId,
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
    },
  };
}
