import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakePayouts, type FakePayouts } from './fake-paypal-payouts.ts';

/**
 * Test support only: a fake PayPal REST API on loopback with in-memory state and PayPal's JSON shapes,
 * covering what paypal-payment-provider.ts calls — OAuth2 token, create/get/capture order, refund,
 * verify-webhook-signature, and payouts (fake-paypal-payouts.ts). The buyer's approval happens on PayPal's site, so tests call `approve(id)`.
 *
 * Not modelled: PayPal-Request-Id on capture (PayPal would replay the first answer for the same id for a
 * while); here a repeated capture always answers 422 ORDER_ALREADY_CAPTURED, which is what PayPal says
 * once that replay window has passed, so the client's recovery path is what the tests exercise.
 */
export interface FakePayPalOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** verify-webhook-signature answers SUCCESS only for this transmission signature. */
  webhookSignature?: string;
  tokenTtlSeconds?: number;
}

export interface RecordedRequest {
  method: string;
  /** Path and query. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the raw text for other bodies. */
  body: unknown;
}

interface Money {
  currency_code: string;
  value: string;
}

interface FakeCapture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  refundedCents: number;
  create_time: string;
}

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchaseUnit: Record<string, unknown> & { amount: Money };
  paymentSource: boolean;
  capture: FakeCapture | null;
  create_time: string;
}

export interface FakePayPal {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  webhookSignature: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Every capture made (a second charge would show up here). */
  captures: FakeCapture[];
  /** Every refund made: capture id and amount. */
  refunds: { captureId: string; amount: Money }[];
  /** Payouts: every batch made, and `settle` to finish one as PayPal would later. */
  payouts: Pick<FakePayouts, 'batches' | 'settle'>;
  /** The buyer approves the order on PayPal's site. */
  approve(orderId: string): void;
  /** The next capture answers 422 INSTRUMENT_DECLINED; the order stays APPROVED. */
  declineNextCapture(): void;
  /** Revokes every token issued so far: the next API call answers 401. */
  expireToken(): void;
  /** The next request (any endpoint) answers this 5xx. */
  failNext(status?: number): void;
  /** The next request is answered only after this many milliseconds. */
  delayNext(ms: number): void;
  /**
   * From now on a capture is made at once but answered only after `releaseCaptures()`: the caller has
   * been charged and does not know it yet (a crash test kills it then).
   */
  holdCaptureAnswers(): void;
  releaseCaptures(): void;
  close(): Promise<void>;
}

const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);
const paypalId = (length = 17) =>
  Array.from(randomBytes(length), (b) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[b % 36]).join('');
const toCents = (value: string) => {
  const [units = '0', frac = ''] = value.split('.');
  return Number(units) * 100 + Number(frac.padEnd(2, '0'));
};
const fromCents = (cents: number, currency: string) =>
  ZERO_DECIMAL.has(currency) ? String(cents / 100) : (cents / 100).toFixed(2);

/** PayPal's error body. */
const paypalError = (name: string, message: string, issue?: string, description?: string) => ({
  name,
  message,
  debug_id: randomBytes(6).toString('hex'),
  ...(issue && { details: [{ issue, description: description ?? issue }] }),
  links: [],
});
const unprocessable = (issue: string, description: string) =>
  paypalError(
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    issue,
    description,
  );
const notFound = (issue = 'INVALID_RESOURCE_ID') =>
  paypalError(
    'RESOURCE_NOT_FOUND',
    'The specified resource does not exist.',
    issue,
    'Specified resource ID does not exist.',
  );
const invalidRequest = (issue: string, description: string) =>
  paypalError(
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    issue,
    description,
  );

function amountProblem(amount: unknown): string | null {
  if (typeof amount !== 'object' || amount === null) return 'MISSING_REQUIRED_PARAMETER';
  const { currency_code: currency, value } = amount as Partial<Money>;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return 'INVALID_CURRENCY_CODE';
  if (typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value)) return 'INVALID_PARAMETER_VALUE';
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals > (ZERO_DECIMAL.has(currency) ? 0 : 2)) return 'DECIMAL_PRECISION';
  if (toCents(value) <= 0) return 'INVALID_PARAMETER_VALUE';
  return null;
}

export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const webhookId = options.webhookId ?? 'WH-FAKE-0001';
  const webhookSignature = options.webhookSignature ?? 'fake-valid-transmission-sig';
  const tokenTtl = options.tokenTtlSeconds ?? 32_400;

  const requests: RecordedRequest[] = [];
  const captures: FakeCapture[] = [];
  const refunds: { captureId: string; amount: Money }[] = [];
  const refundReplies = new Map<string, Reply>();
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, string>();
  const tokens = new Set<string>();
  let declineNext = false;
  let failNextStatus: number | null = null;
  let delayNextMs = 0;
  let captureAnswers: { held: Promise<void>; release: () => void } | null = null;
  let url = '';
  const payouts = createFakePayouts(() => url);

  const orderLinks = (o: FakeOrder) => [
    { href: `${url}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
    ...(o.status === 'CREATED' || o.status === 'PAYER_ACTION_REQUIRED'
      ? [
          {
            href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`,
            rel: o.paymentSource ? 'payer-action' : 'approve',
            method: 'GET',
          },
        ]
      : []),
    ...(o.status === 'APPROVED'
      ? [{ href: `${url}/v2/checkout/orders/${o.id}/capture`, rel: 'capture', method: 'POST' }]
      : []),
  ];

  const captureJson = (c: FakeCapture) => ({
    id: c.id,
    status: c.status,
    amount: c.amount,
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    supplementary_data: { related_ids: { order_id: c.orderId } },
    create_time: c.create_time,
    update_time: c.create_time,
    links: [{ href: `${url}/v2/payments/captures/${c.id}`, rel: 'self', method: 'GET' }],
  });

  const orderJson = (o: FakeOrder) => ({
    id: o.id,
    intent: o.intent,
    status: o.status,
    ...(o.paymentSource && { payment_source: { paypal: {} } }),
    purchase_units: [
      {
        ...o.purchaseUnit,
        payee: { email_address: 'merchant@tecnobazar.example', merchant_id: 'FAKEMERCHANT01' },
        ...(o.capture && { payments: { captures: [captureJson(o.capture)] } }),
      },
    ],
    ...(o.status !== 'CREATED' &&
      o.status !== 'PAYER_ACTION_REQUIRED' && {
        payer: {
          name: { given_name: 'Comprador', surname: 'Prueba' },
          email_address: 'comprador@example.com',
          payer_id: 'FAKEPAYER0001',
        },
      }),
    create_time: o.create_time,
    links: orderLinks(o),
  });

  type Reply = [number, unknown];

  function route(method: string, path: string, headers: IncomingHttpHeaders, body: unknown): Reply {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (headers.authorization !== expected) {
        return [401, { error: 'invalid_client', error_description: 'Client Authentication failed' }];
      }
      if (new URLSearchParams(String(body)).get('grant_type') !== 'client_credentials') {
        return [400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }];
      }
      const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.add(accessToken);
      return [
        200,
        {
          scope:
            'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
          access_token: accessToken,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: tokenTtl,
          nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
        },
      ];
    }

    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return [
        401,
        paypalError(
          'AUTHENTICATION_FAILURE',
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        ),
      ];
    }
    const requestId =
      typeof headers['paypal-request-id'] === 'string' ? headers['paypal-request-id'] : undefined;

    if (method === 'POST' && path === '/v2/checkout/orders') {
      const replay = requestId && byRequestId.get(requestId);
      if (replay) return [200, orderJson(orders.get(replay)!)];
      const b = (body ?? {}) as Record<string, unknown>;
      if (b.intent !== 'CAPTURE' && b.intent !== 'AUTHORIZE') {
        return [400, invalidRequest('INVALID_PARAMETER_VALUE', 'intent')];
      }
      const units = b.purchase_units;
      if (!Array.isArray(units) || units.length !== 1) {
        return [400, invalidRequest('INVALID_ARRAY_MAX_ITEMS', 'purchase_units')];
      }
      const unit = units[0] as Record<string, unknown>;
      const problem = amountProblem(unit.amount);
      if (problem) return [422, unprocessable(problem, 'purchase_units[0].amount')];
      const order: FakeOrder = {
        id: paypalId(),
        intent: b.intent,
        status: b.payment_source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        purchaseUnit: { ...unit, reference_id: unit.reference_id ?? 'default', amount: unit.amount as Money },
        paymentSource: Boolean(b.payment_source),
        capture: null,
        create_time: new Date().toISOString(),
      };
      orders.set(order.id, order);
      if (requestId) byRequestId.set(requestId, order.id);
      return [201, orderJson(order)];
    }

    let m = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && m) {
      const order = orders.get(decodeURIComponent(m[1]!));
      return order ? [200, orderJson(order)] : [404, notFound()];
    }

    m = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && m) {
      const order = orders.get(decodeURIComponent(m[1]!));
      if (!order) return [404, notFound()];
      if (order.status === 'COMPLETED') {
        return [
          422,
          unprocessable(
            'ORDER_ALREADY_CAPTURED',
            "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
          ),
        ];
      }
      if (order.status !== 'APPROVED') {
        return [
          422,
          unprocessable(
            'ORDER_NOT_APPROVED',
            "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
          ),
        ];
      }
      if (declineNext) {
        declineNext = false;
        return [
          422,
          unprocessable(
            'INSTRUMENT_DECLINED',
            "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
          ),
        ];
      }
      const capture: FakeCapture = {
        id: paypalId(),
        orderId: order.id,
        status: 'COMPLETED',
        amount: order.purchaseUnit.amount,
        refundedCents: 0,
        create_time: new Date().toISOString(),
      };
      order.capture = capture;
      order.status = 'COMPLETED';
      captures.push(capture);
      return [201, orderJson(order)];
    }

    m = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && m) {
      // PayPal answers a repeated PayPal-Request-Id with the first refund and refunds nothing more.
      const replayed = requestId && refundReplies.get(requestId);
      if (replayed) return replayed;
      const capture = captures.find((c) => c.id === decodeURIComponent(m![1]!));
      if (!capture) return [404, notFound()];
      const remaining = toCents(capture.amount.value) - capture.refundedCents;
      if (remaining === 0) {
        return [422, unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded')];
      }
      const requested = (body as { amount?: unknown } | null)?.amount;
      if (requested !== undefined) {
        const problem = amountProblem(requested);
        if (problem) return [422, unprocessable(problem, 'amount')];
        if ((requested as Money).currency_code !== capture.amount.currency_code) {
          return [422, unprocessable('REFUND_CURRENCY_MISMATCH', 'amount.currency_code')];
        }
      }
      const currency = capture.amount.currency_code;
      const cents = requested === undefined ? remaining : toCents((requested as Money).value);
      if (cents > remaining) {
        return [
          422,
          unprocessable(
            'REFUND_AMOUNT_EXCEEDED',
            'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          ),
        ];
      }
      capture.refundedCents += cents;
      capture.status =
        capture.refundedCents === toCents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      const amount = { currency_code: currency, value: fromCents(cents, currency) };
      refunds.push({ captureId: capture.id, amount });
      const id = paypalId();
      const reply: Reply = [
        201,
        {
          id,
          status: 'COMPLETED',
          amount,
          links: [
            { href: `${url}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
            { href: `${url}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
          ],
        },
      ];
      if (requestId) refundReplies.set(requestId, reply);
      return reply;
    }

    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const b = (body ?? {}) as Record<string, unknown>;
      const required = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
      ];
      const missing = required.find((k) => typeof b[k] !== 'string' || !b[k]);
      if (missing || typeof b.webhook_event !== 'object' || b.webhook_event === null) {
        return [400, invalidRequest('MISSING_REQUIRED_PARAMETER', missing ?? 'webhook_event')];
      }
      const ok = b.webhook_id === webhookId && b.transmission_sig === webhookSignature;
      return [200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' }];
    }

    return payouts.route(method, path, body, requestId) ?? [404, notFound('INVALID_RESOURCE_ID')];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text || null;
    if (text && (req.headers['content-type'] ?? '').includes('application/json')) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    requests.push({ method, path, headers: req.headers, body });

    if (delayNextMs > 0) {
      const ms = delayNextMs;
      delayNextMs = 0;
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    let status: number;
    let payload: unknown;
    if (failNextStatus !== null) {
      status = failNextStatus;
      failNextStatus = null;
      payload = paypalError('INTERNAL_SERVICE_ERROR', 'An internal service error has occurred.');
    } else if (body === text && text && path !== '/v1/oauth2/token') {
      [status, payload] = [
        400,
        invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.'),
      ];
    } else {
      [status, payload] = route(method, path.split('?')[0]!, req.headers, body);
      if (captureAnswers && /\/capture$/.test(path)) await captureAnswers.held;
    }
    if (res.destroyed) return;
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Paypal-Debug-Id': randomBytes(6).toString('hex'),
    });
    res.end(JSON.stringify(payload));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(err) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    webhookSignature,
    requests,
    captures,
    refunds,
    payouts: { batches: payouts.batches, settle: payouts.settle },
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
      if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
        throw new Error(`fake PayPal: order ${orderId} is ${order.status}`);
      }
      order.status = 'APPROVED';
    },
    declineNextCapture() {
      declineNext = true;
    },
    expireToken() {
      tokens.clear();
    },
    failNext(status = 503) {
      failNextStatus = status;
    },
    delayNext(ms) {
      delayNextMs = ms;
    },
    holdCaptureAnswers() {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      captureAnswers = { held, release };
    },
    releaseCaptures() {
      captureAnswers?.release();
      captureAnswers = null;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
