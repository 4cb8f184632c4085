/**
 * PayPal's REST API as one authenticated call (`api`) for the provider's parts: paypal-orders.ts,
 * paypal-captures.ts and paypal-webhooks.ts. Every call carries an OAuth2 client-credentials token, cached
 * until shortly before it expires and fetched again once when PayPal answers 401. Unreachable, timed out,
 * 5xx or 429 → PaymentProviderError UNAVAILABLE.
 */
import { z } from 'zod';
import { PaymentProviderError } from './payment-provider.ts';

export interface PayPalClientOptions {
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (PAYPAL_API_BASE). */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per call, including reading the answer. Default 15 s. */
  timeoutMs?: number;
  /** Milliseconds clock for the token's expiry (tests). */
  now?: () => number;
}

/** PayPal's answer to one call: its status, its body (JSON when it parses) and its debug id. */
export interface Answer {
  status: number;
  body: unknown;
  debugId: string | null;
}

/** An authenticated call; `body` is JSON (a string is sent verbatim). */
export type PayPalApi = (method: string, path: string, body?: unknown, requestId?: string) => Promise<Answer>;

const Token = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const ErrorBody = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

/** The issue codes of a refusal (`ORDER_ALREADY_CAPTURED`…), none when the body says none. */
export const issuesOf = (body: unknown): string[] =>
  ErrorBody.safeParse(body).data?.details?.map((d) => d.issue) ?? [];

/** A refusal for the log: what was asked, the HTTP status, PayPal's error name, issues and debug id. */
export const describeAnswer = (what: string, a: Answer) => {
  const parsed = ErrorBody.safeParse(a.body).data;
  const issues = parsed?.details?.map((d) => d.issue).join(',');
  return `PayPal ${what}: HTTP ${a.status}${parsed?.name ? ` ${parsed.name}` : ''}${issues ? ` [${issues}]` : ''}${a.debugId ? ` (debug id ${a.debugId})` : ''}`;
};

export function createPayPalClient(options: PayPalClientOptions): { api: PayPalApi } {
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
      throw new PaymentProviderError(
        `${describeAnswer('refused the access token', answer)}${hint}`,
        'UNAVAILABLE',
      );
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
        throw new PaymentProviderError(describeAnswer(`failed ${method} ${path}`, answer), 'UNAVAILABLE');
      }
      return answer;
    }
  }

  return { api };
}
