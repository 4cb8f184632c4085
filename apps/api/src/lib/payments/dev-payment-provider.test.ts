import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devPaymentOrders, devPaymentRefunds } from '../../db/schema/dev-payments.ts';
import { devPaypalRoutes } from '../../modules/dev/dev-paypal.routes.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createDevPaymentProvider, type DevPaymentProvider } from './dev-payment-provider.ts';
import { type PaymentOrderRequest, PaymentProviderError } from './payment-provider.ts';

const PUBLIC_URL = 'http://localhost:3000';
const request = (checkoutId: number, amountCents = 1250, currency = 'USD'): PaymentOrderRequest => ({
  checkoutId,
  amountCents,
  currency,
  description: 'TecnoBazar · 2 productos <b>',
  returnUrl: `${PUBLIC_URL}/paypal/success`,
  cancelUrl: `${PUBLIC_URL}/paypal/cancel`,
});

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('dev payment provider (PayPal simulator)', () => {
  let dev: DevPaymentProvider;
  beforeEach(async () => {
    // A fresh simulator each time: its orders are rows, and checkout ids repeat between tests.
    await database.db.delete(devPaymentRefunds);
    await database.db.delete(devPaymentOrders);
    dev = createDevPaymentProvider({ publicUrl: `${PUBLIC_URL}/`, db: database.db });
  });

  it('creates an order the buyer approves on the simulator page', async () => {
    const order = await dev.createOrder(request(1));
    expect(order.id).toMatch(/^DEV-[0-9A-F]{16}$/);
    expect(order.approveUrl).toBe(`${PUBLIC_URL}/v1/dev/paypal/checkout?token=${order.id}`);
    expect(await dev.get(order.id)).toMatchObject({ amountCents: 1250, currency: 'USD', status: 'CREATED' });
    expect(await dev.get('DEV-NOPE')).toBeNull();
  });

  it('answers the same order for the same checkout', async () => {
    const first = await dev.createOrder(request(2));
    expect(await dev.createOrder(request(2))).toEqual(first);
    expect((await dev.createOrder(request(3))).id).not.toBe(first.id);
  });

  it('captures an approved order once: COMPLETED, the same capture when asked again', async () => {
    const order = await dev.createOrder(request(4, 4999));
    await dev.approve(order.id);
    await dev.approve(order.id); // pressing Pagar twice is harmless
    const capture = await dev.captureOrder(order.id);
    expect(capture).toEqual({
      status: 'COMPLETED',
      captureId: expect.stringMatching(/^DEVCAP-/),
      amountCents: 4999,
      currency: 'USD',
    });
    expect(await dev.captureOrder(order.id)).toEqual(capture);
    expect(await dev.get(order.id)).toMatchObject({ status: 'COMPLETED', captureId: capture.captureId });
  });

  it('refuses to capture an order that is not approved, or cancelled, or unknown', async () => {
    const order = await dev.createOrder(request(5));
    expect((await providerError(dev.captureOrder(order.id))).code).toBe('NOT_APPROVED');
    expect((await dev.cancel(order.id)).status).toBe('CANCELLED');
    expect((await dev.cancel(order.id)).status).toBe('CANCELLED');
    expect((await providerError(dev.captureOrder(order.id))).code).toBe('NOT_APPROVED');
    expect((await providerError(dev.approve(order.id))).code).toBe('INVALID');
    expect((await providerError(dev.captureOrder('DEV-UNKNOWN'))).code).toBe('INVALID');
  });

  it('cannot cancel an approved order', async () => {
    const order = await dev.createOrder(request(6));
    await dev.approve(order.id);
    expect((await providerError(dev.cancel(order.id))).code).toBe('INVALID');
    expect((await dev.get(order.id))?.status).toBe('APPROVED');
  });

  it('declines the next capture when told to; the order stays approved', async () => {
    const order = await dev.createOrder(request(7));
    await dev.approve(order.id);
    dev.declineNextCapture();
    expect(await dev.captureOrder(order.id)).toEqual({
      status: 'DECLINED',
      captureId: null,
      amountCents: 1250,
      currency: 'USD',
    });
    expect((await dev.get(order.id))?.status).toBe('APPROVED');
    expect((await dev.captureOrder(order.id)).status).toBe('COMPLETED');
  });

  it('applies PayPal amount rules (zero-decimal currencies)', async () => {
    expect((await providerError(dev.createOrder(request(8, 125_050, 'JPY')))).code).toBe('INVALID');
    expect((await providerError(dev.createOrder(request(9, 0)))).code).toBe('INVALID');
    const yen = await dev.createOrder(request(10, 125_000, 'JPY'));
    expect((await dev.get(yen.id))?.amountCents).toBe(125_000);
  });

  it('records refunds up to the captured amount', async () => {
    const order = await dev.createOrder(request(11, 3000));
    await dev.approve(order.id);
    const { captureId } = await dev.captureOrder(order.id);
    await dev.refundCapture(captureId!, 1000, 'USD');
    await dev.refundCapture(captureId!, 2000, 'USD');
    expect((await dev.get(order.id))?.refundedCents).toBe(3000);
    expect((await providerError(dev.refundCapture(captureId!, 1, 'USD'))).code).toBe('INVALID');
    expect((await providerError(dev.refundCapture('DEVCAP-NOPE', 1, 'USD'))).code).toBe('INVALID');
  });

  it('reads where an order stands without moving it', async () => {
    const order = await dev.createOrder(request(13));
    expect(await dev.orderStatus(order.id)).toBe('CREATED');
    await dev.approve(order.id);
    expect(await dev.orderStatus(order.id)).toBe('APPROVED');
    await dev.captureOrder(order.id);
    expect(await dev.orderStatus(order.id)).toBe('COMPLETED');
  });

  it('shares its orders between instances on one database; concurrent captures make one capture', async () => {
    const other = createDevPaymentProvider({ publicUrl: PUBLIC_URL, db: database.db });
    const order = await dev.createOrder(request(12));
    expect((await other.createOrder(request(12))).id).toBe(order.id); // the same checkout, the same order
    expect((await other.approve(order.id)).status).toBe('APPROVED');
    const captures = await Promise.all([dev, other, dev, other, dev].map((p) => p.captureOrder(order.id)));
    expect(new Set(captures.map((c) => c.captureId)).size).toBe(1);
    expect(captures.every((c) => c.status === 'COMPLETED')).toBe(true);
    await Promise.all([dev, other].map((p) => p.refundCapture(captures[0]!.captureId!, 1250, 'USD', 'r-1')));
    expect((await dev.get(order.id))?.refundedCents).toBe(1250);
  });

  it('accepts a webhook only with its own secret', async () => {
    const body = JSON.stringify({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'DEVCAP-1', supplementary_data: { related_ids: { order_id: 'DEV-1' } } },
    });
    expect(await dev.verifyWebhook({ 'x-dev-webhook-secret': dev.webhookSecret }, body)).toEqual({
      eventType: 'PAYMENT.CAPTURE.COMPLETED',
      orderId: 'DEV-1',
    });
    expect(await dev.verifyWebhook({}, body)).toBeNull();
    expect(await dev.verifyWebhook({ 'x-dev-webhook-secret': 'guess' }, body)).toBeNull();
    const other = createDevPaymentProvider({ publicUrl: PUBLIC_URL, db: database.db });
    expect(await dev.verifyWebhook({ 'x-dev-webhook-secret': other.webhookSecret }, body)).toBeNull();
    expect(await dev.verifyWebhook({ 'x-dev-webhook-secret': dev.webhookSecret }, '{')).toBeNull();
  });
});

describe('dev PayPal checkout page', () => {
  let app: FastifyInstance;
  let dev: DevPaymentProvider;
  beforeAll(async () => {
    dev = createDevPaymentProvider({ publicUrl: PUBLIC_URL, db: database.db });
    app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(devPaypalRoutes, { prefix: '/v1', provider: dev });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const form = (url: string, token: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });

  it('shows the amount and the two buttons, without scripts', async () => {
    const order = await dev.createOrder(request(100));
    const res = await app.inject({
      method: 'GET',
      url: new URL(order.approveUrl).pathname + new URL(order.approveUrl).search,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Simulador de PayPal');
    expect(res.body).toMatch(/US\$\s12,50/);
    expect(res.body).toContain('TecnoBazar · 2 productos &lt;b&gt;');
    expect(res.body).toContain('<form method="post" action="/v1/dev/paypal/checkout/approve">');
    expect(res.body).toContain('<form method="post" action="/v1/dev/paypal/checkout/cancel">');
    expect(res.body).toContain(`<input type="hidden" name="token" value="${order.id}">`);
    expect(res.body).toContain('>Pagar</button>');
    expect(res.body).toContain('>Cancelar</button>');
    expect(res.body).not.toContain('<script');
  });

  it('explains the conversion from the store’s price, when the checkout gives it', async () => {
    const order = await dev.createOrder({
      ...request(104, 52446),
      storeAmount: { amountCents: 209782000, currency: 'COP', exchangeRate: 4000 },
    });
    const page = await app.inject({ method: 'GET', url: `/v1/dev/paypal/checkout?token=${order.id}` });
    // es-CO: dot for thousands, comma for decimals; pesos without decimals, dollars with two.
    expect(page.body.replace(/\u00a0/g, ' ')).toContain(
      '<p class="conversion">$2.097.820 COP ≈ US$ 524,46 al cambio de 4.000</p>',
    );

    // Without the store's price (or in the store's own currency) there is nothing to explain.
    const plain = await dev.createOrder(request(105));
    const same = await dev.createOrder({
      ...request(106, 1250, 'COP'),
      storeAmount: { amountCents: 1250, currency: 'COP', exchangeRate: 1 },
    });
    for (const { id } of [plain, same]) {
      const res = await app.inject({ method: 'GET', url: `/v1/dev/paypal/checkout?token=${id}` });
      expect(res.body).not.toContain('al cambio de');
    }
  });

  it('Pagar approves and sends the buyer to the success page with token and PayerID', async () => {
    const order = await dev.createOrder(request(101));
    const res = await form('/v1/dev/paypal/checkout/approve', order.id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/paypal/success?token=${order.id}&PayerID=DEVPAYER`);
    expect((await dev.get(order.id))?.status).toBe('APPROVED');
    expect((await dev.captureOrder(order.id)).status).toBe('COMPLETED');

    // Back button and Pagar again: the same redirect; the page says it is paid.
    expect((await form('/v1/dev/paypal/checkout/approve', order.id)).statusCode).toBe(303);
    const page = await app.inject({ method: 'GET', url: `/v1/dev/paypal/checkout?token=${order.id}` });
    expect(page.body).toContain('Este pago ya fue aprobado');
    expect(page.body).not.toContain('<form');
    expect((await form('/v1/dev/paypal/checkout/cancel', order.id)).statusCode).toBe(409);
  });

  it('Cancelar sends the buyer to the cancel page with the token', async () => {
    const order = await dev.createOrder(request(102));
    const res = await form('/v1/dev/paypal/checkout/cancel', order.id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/paypal/cancel?token=${order.id}`);
    expect((await dev.get(order.id))?.status).toBe('CANCELLED');
    const again = await form('/v1/dev/paypal/checkout/approve', order.id);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Este pago fue cancelado');
  });

  it('keeps a relative return URL relative', async () => {
    const order = await dev.createOrder({ ...request(103), returnUrl: '/paypal/success?from=dev' });
    const res = await form('/v1/dev/paypal/checkout/approve', order.id);
    expect(res.headers.location).toBe(`/paypal/success?from=dev&token=${order.id}&PayerID=DEVPAYER`);
  });

  it('answers 404 for an unknown token', async () => {
    const page = await app.inject({ method: 'GET', url: '/v1/dev/paypal/checkout?token=DEV-NOPE' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Pedido de pago no encontrado');
    expect((await form('/v1/dev/paypal/checkout/approve', 'DEV-NOPE')).statusCode).toBe(404);
    expect((await form('/v1/dev/paypal/checkout/cancel', 'DEV-NOPE')).statusCode).toBe(404);
  });

  it('refuses a form without a token, and ignores other fields', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/v1/dev/paypal/checkout/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const extra = await app.inject({
      method: 'POST',
      url: '/v1/dev/paypal/checkout/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=DEV-NOPE&amount=1',
    });
    expect(extra.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/dev/paypal/checkout' })).statusCode).toBe(400);
  });
});
