import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakePayPal, startFakePayPal } from '../../test/fake-paypal-server.ts';
import { type PaymentOrderRequest, type PaymentProvider, PaymentProviderError } from './payment-provider.ts';
import { formatAmount, fromPayPalValue, toPayPalValue } from './paypal-format.ts';
import { createPayPalProvider, type PayPalProviderOptions } from './paypal-payment-provider.ts';

const request = (checkoutId: number, amountCents = 1250, currency = 'USD'): PaymentOrderRequest => ({
  checkoutId,
  amountCents,
  currency,
  description: 'TecnoBazar · pedido de prueba',
  returnUrl: 'http://localhost:3000/paypal/success',
  cancelUrl: 'http://localhost:3000/paypal/cancel',
});

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

describe('PayPal provider against a fake PayPal', () => {
  let paypal: FakePayPal;
  let provider: PaymentProvider;
  const make = (overrides: Partial<PayPalProviderOptions> = {}) =>
    createPayPalProvider({
      apiBase: paypal.url,
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      webhookId: paypal.webhookId,
      ...overrides,
    });
  const calls = (method: string, path: string | RegExp) =>
    paypal.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );

  beforeEach(async () => {
    paypal = await startFakePayPal();
    provider = make();
  });
  afterEach(async () => {
    await paypal.close();
  });

  async function approvedOrder(checkoutId: number, amountCents = 1250, currency = 'USD') {
    const order = await provider.createOrder(request(checkoutId, amountCents, currency));
    paypal.approve(order.id);
    return order;
  }

  it('fetches the token once with Basic credentials and reuses it', async () => {
    await Promise.all([provider.createOrder(request(1)), provider.createOrder(request(2))]);
    await provider.createOrder(request(3));
    const tokenCalls = calls('POST', '/v1/oauth2/token');
    expect(tokenCalls).toHaveLength(1);
    const basic = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64');
    expect(tokenCalls[0]!.headers.authorization).toBe(`Basic ${basic}`);
    expect(tokenCalls[0]!.body).toBe('grant_type=client_credentials');
    expect(calls('POST', '/v2/checkout/orders')).toHaveLength(3);
  });

  it('fetches a new token shortly before the old one expires', async () => {
    let clock = 1_000_000;
    provider = make({ now: () => clock });
    await provider.createOrder(request(1));
    clock += 8 * 3600 * 1000; // the fake's tokens live 9 hours
    await provider.createOrder(request(2));
    expect(calls('POST', '/v1/oauth2/token')).toHaveLength(1);
    clock += 56 * 60 * 1000; // 8 h 56 min: less than five minutes before the expiry
    await provider.createOrder(request(3));
    expect(calls('POST', '/v1/oauth2/token')).toHaveLength(2);
  });

  it('creates an order, and captures it once the buyer approved: COMPLETED with the amount', async () => {
    const order = await provider.createOrder(request(7));
    expect(order.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(order.approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`);

    const [create] = calls('POST', '/v2/checkout/orders');
    expect(create!.headers['paypal-request-id']).toBe('checkout-7');
    expect(create!.headers.authorization).toMatch(/^Bearer /);
    expect(create!.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: '7',
          custom_id: '7',
          description: 'TecnoBazar · pedido de prueba',
          amount: { currency_code: 'USD', value: '12.50' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'http://localhost:3000/paypal/success',
            cancel_url: 'http://localhost:3000/paypal/cancel',
          },
        },
      },
    });

    paypal.approve(order.id);
    const capture = await provider.captureOrder(order.id);
    expect(capture).toEqual({
      status: 'COMPLETED',
      captureId: paypal.captures[0]!.id,
      amountCents: 1250,
      currency: 'USD',
    });
    const [captureCall] = calls('POST', `/v2/checkout/orders/${order.id}/capture`);
    expect(captureCall!.headers['paypal-request-id']).toBe(`capture-${order.id}`);
  });

  it('answers the same order for the same checkout (PayPal-Request-Id)', async () => {
    const first = await provider.createOrder(request(9));
    const again = await provider.createOrder(request(9));
    expect(again).toEqual(first);
    const other = await provider.createOrder(request(10));
    expect(other.id).not.toBe(first.id);
  });

  it('answers the same capture when capturing again, without a second charge', async () => {
    const order = await approvedOrder(11, 4999);
    const first = await provider.captureOrder(order.id);
    const again = await provider.captureOrder(order.id);
    expect(again).toEqual(first);
    expect(again).toMatchObject({ status: 'COMPLETED', amountCents: 4999 });
    expect(paypal.captures).toHaveLength(1);
    expect(calls('GET', `/v2/checkout/orders/${order.id}`)).toHaveLength(1);
  });

  it('reads where an order stands without capturing it', async () => {
    const order = await provider.createOrder(request(31));
    expect(await provider.orderStatus(order.id)).toBe('CREATED');
    paypal.approve(order.id);
    expect(await provider.orderStatus(order.id)).toBe('APPROVED');
    expect(paypal.captures).toHaveLength(0);
    await provider.captureOrder(order.id);
    expect(await provider.orderStatus(order.id)).toBe('COMPLETED');
  });

  it('reports a declined card as a DECLINED capture, and a later capture may still succeed', async () => {
    const order = await approvedOrder(12);
    paypal.declineNextCapture();
    expect(await provider.captureOrder(order.id)).toEqual({
      status: 'DECLINED',
      captureId: null,
      amountCents: 1250,
      currency: 'USD',
    });
    expect(paypal.captures).toHaveLength(0);
    expect((await provider.captureOrder(order.id)).status).toBe('COMPLETED');
  });

  it('refuses to capture an order the buyer has not approved (NOT_APPROVED)', async () => {
    const order = await provider.createOrder(request(13));
    const err = await providerError(provider.captureOrder(order.id));
    expect(err.code).toBe('NOT_APPROVED');
    expect(err.message).toContain('ORDER_NOT_APPROVED');
  });

  it('refuses an unknown order (INVALID)', async () => {
    const err = await providerError(provider.captureOrder('0000000000000000X'));
    expect(err.code).toBe('INVALID');
  });

  it('fetches a new token once when PayPal answers 401, and the call succeeds', async () => {
    await provider.createOrder(request(14));
    paypal.expireToken();
    const order = await provider.createOrder(request(15));
    expect(order.id).toBeTruthy();
    expect(calls('POST', '/v1/oauth2/token')).toHaveLength(2);
    expect(calls('POST', '/v2/checkout/orders')).toHaveLength(3); // 14, then 15 twice (401, retry)
  });

  it('gives up with UNAVAILABLE when the credentials are wrong', async () => {
    provider = make({ clientSecret: 'wrong' });
    const err = await providerError(provider.createOrder(request(16)));
    expect(err.code).toBe('UNAVAILABLE');
    expect(err.message).toMatch(/PAYPAL_CLIENT_ID/);
  });

  it('is UNAVAILABLE when PayPal cannot be reached', async () => {
    provider = make({ apiBase: `http://127.0.0.1:${await closedPort()}` });
    const err = await providerError(provider.createOrder(request(17)));
    expect(err.code).toBe('UNAVAILABLE');
  });

  it('is UNAVAILABLE when PayPal fails (5xx) or does not answer in time', async () => {
    await provider.createOrder(request(18));
    paypal.failNext(503);
    expect((await providerError(provider.createOrder(request(19)))).code).toBe('UNAVAILABLE');

    provider = make({ timeoutMs: 100 });
    paypal.delayNext(1000);
    const err = await providerError(provider.createOrder(request(20)));
    expect(err.code).toBe('UNAVAILABLE');
    expect(err.message).toMatch(/TimeoutError/);
  });

  it('refunds a capture with the amount asked, and a repeated full refund is harmless', async () => {
    const order = await approvedOrder(21, 3000);
    const { captureId } = await provider.captureOrder(order.id);
    await provider.refundCapture(captureId!, 1000, 'USD');
    const [refund] = calls('POST', `/v2/payments/captures/${captureId}/refund`);
    expect(refund!.body).toEqual({ amount: { value: '10.00', currency_code: 'USD' } });
    expect(refund!.headers['paypal-request-id']).toBe(`refund-${captureId}-1000`);
    await provider.refundCapture(captureId!, 2000, 'USD');
    expect(paypal.refunds.map((r) => r.amount.value)).toEqual(['10.00', '20.00']);
    await provider.refundCapture(captureId!, 2000, 'USD'); // CAPTURE_FULLY_REFUNDED: already done

    const err = await providerError(provider.refundCapture('UNKNOWNCAPTURE', 100, 'USD'));
    expect(err.code).toBe('INVALID');
  });

  it('refunds two orders of one capture with the same amount twice, and a retried refund once', async () => {
    const order = await approvedOrder(22, 3000);
    const { captureId } = await provider.captureOrder(order.id);
    await provider.refundCapture(captureId!, 1000, 'USD', 'refund-order-1');
    await provider.refundCapture(captureId!, 1000, 'USD', 'refund-order-2');
    await provider.refundCapture(captureId!, 1000, 'USD', 'refund-order-2'); // a retry after a lost answer
    const mine = paypal.refunds.filter((r) => r.captureId === captureId);
    expect(mine.map((r) => r.amount.value)).toEqual(['10.00', '10.00']);
    expect(
      calls('POST', `/v2/payments/captures/${captureId}/refund`).map((c) => c.headers['paypal-request-id']),
    ).toEqual(['refund-order-1', 'refund-order-2', 'refund-order-2']);
  });

  describe('webhooks', () => {
    const event = (eventType: string, resource: object) =>
      JSON.stringify({
        id: 'WH-58D329510W468432D-8HN650336L201105X',
        event_version: '1.0',
        create_time: '2025-05-01T12:00:00.000Z',
        resource_type: 'capture',
        event_type: eventType,
        summary: 'Payment completed for $ 12.5 USD',
        resource,
      });
    const headers = (sig: string) => ({
      'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      'paypal-transmission-time': '2025-05-01T12:00:01Z',
      'paypal-transmission-sig': sig,
      'paypal-cert-url':
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'paypal-auth-algo': 'SHA256withRSA',
      'content-type': 'application/json',
    });

    it('accepts a capture event PayPal verifies and names its order', async () => {
      const body = event('PAYMENT.CAPTURE.COMPLETED', {
        id: '2GG279541U471931P',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '12.50' },
        supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
      });
      expect(await provider.verifyWebhook(headers(paypal.webhookSignature), body)).toEqual({
        eventType: 'PAYMENT.CAPTURE.COMPLETED',
        orderId: '5O190127TN364715T',
      });
      const [verify] = calls('POST', '/v1/notifications/verify-webhook-signature');
      expect(verify!.body).toEqual({
        auth_algo: 'SHA256withRSA',
        cert_url: 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
        transmission_id: '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
        transmission_sig: paypal.webhookSignature,
        transmission_time: '2025-05-01T12:00:01Z',
        webhook_id: paypal.webhookId,
        webhook_event: JSON.parse(body),
      });
    });

    it('takes the order id of an order event from the resource', async () => {
      const body = event('CHECKOUT.ORDER.APPROVED', { id: '5O190127TN364715T', status: 'APPROVED' });
      expect(await provider.verifyWebhook(headers(paypal.webhookSignature), body)).toEqual({
        eventType: 'CHECKOUT.ORDER.APPROVED',
        orderId: '5O190127TN364715T',
      });
    });

    it('refuses an event PayPal does not verify, or one without the headers', async () => {
      const body = event('PAYMENT.CAPTURE.COMPLETED', { id: 'X' });
      expect(await provider.verifyWebhook(headers('forged-signature'), body)).toBeNull();
      const { 'paypal-transmission-sig': _, ...unsigned } = headers('x');
      expect(await provider.verifyWebhook(unsigned, body)).toBeNull();
      expect(await provider.verifyWebhook(headers(paypal.webhookSignature), 'not json')).toBeNull();
      expect(calls('POST', '/v1/notifications/verify-webhook-signature')).toHaveLength(1);
      const noWebhookId = make({ webhookId: undefined });
      expect(await noWebhookId.verifyWebhook(headers(paypal.webhookSignature), body)).toBeNull();
    });
  });

  it('sends zero-decimal currencies as whole amounts and reads them back', async () => {
    const order = await approvedOrder(30, 125_000, 'JPY');
    const create = calls('POST', '/v2/checkout/orders').at(-1)!;
    expect(create.body).toMatchObject({
      purchase_units: [{ amount: { currency_code: 'JPY', value: '1250' } }],
    });
    expect(await provider.captureOrder(order.id)).toMatchObject({
      status: 'COMPLETED',
      amountCents: 125_000,
      currency: 'JPY',
    });

    const before = paypal.requests.length;
    const err = await providerError(provider.createOrder(request(31, 125_050, 'JPY')));
    expect(err.code).toBe('INVALID');
    expect(paypal.requests).toHaveLength(before); // refused before calling PayPal
  });
});

describe('PayPal amounts', () => {
  it('formats two-decimal and zero-decimal currencies', () => {
    expect(toPayPalValue(1250, 'USD')).toBe('12.50');
    expect(toPayPalValue(99, 'EUR')).toBe('0.99');
    expect(toPayPalValue(100_000_005, 'USD')).toBe('1000000.05');
    expect(toPayPalValue(125_000, 'JPY')).toBe('1250');
    expect(toPayPalValue(300_000, 'TWD')).toBe('3000');
    expect(toPayPalValue(1_000_000, 'HUF')).toBe('10000');
    for (const [cents, currency] of [
      [125_050, 'JPY'],
      [0, 'USD'],
      [-5, 'USD'],
      [12.5, 'USD'],
      [100, 'usd'],
    ] as const) {
      expect(() => toPayPalValue(cents, currency)).toThrow(PaymentProviderError);
    }
  });

  it('reads PayPal values back into cents', () => {
    expect(fromPayPalValue('12.50')).toBe(1250);
    expect(fromPayPalValue('12.5')).toBe(1250);
    expect(fromPayPalValue('1250')).toBe(125_000);
    expect(fromPayPalValue('0.01')).toBe(1);
    expect(fromPayPalValue('1.234')).toBeNull();
    expect(fromPayPalValue('-1.00')).toBeNull();
  });

  it('shows amounts the Spanish way', () => {
    expect(formatAmount(1250, 'USD')).toMatch(/^US\$\s12,50$/);
    expect(formatAmount(125_000, 'JPY')).toMatch(/^JPY\s1\.250$/);
  });
});
