import type { OrderResponse, ProductResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePayPal, startFakePayPal } from '../../test/fake-paypal-server.ts';
import { asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';

/** The whole checkout with PAYMENT_PROVIDER=paypal, against a fake PayPal REST server on loopback. */
describe('checkout through PayPal Orders v2', () => {
  let paypal: FakePayPal;
  let ctx: TestContext;
  let product: ProductResponse;
  beforeAll(async () => {
    paypal = await startFakePayPal();
    ctx = await createTestApp(
      {
        RATE_LIMIT_PER_MINUTE: '0',
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_API_BASE: paypal.url,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PUBLIC_URL: 'https://tienda.example.com',
      },
      { seed: true },
    );
    [product] = (await buyableProducts(ctx)) as [ProductResponse];
  });
  afterAll(async () => {
    await ctx?.close();
    await paypal?.close();
  });

  async function startPaying() {
    const api = asUser(ctx, (await signUpCustomer(ctx)).jwt);
    await api.put('/api/cart/add', { productId: product.id });
    const addressId = (
      await api.post('/api/users/addresses', {
        name: 'Ana',
        address: 'Calle 1',
        city: 'Cali',
        state: 'Valle',
        mobile: '3001112233',
      })
    ).json().id;
    const total: number = (await api.get('/api/cart')).json().total;
    const start = await api.get(
      `/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`,
    );
    expect(start.statusCode, start.body).toBe(200);
    const orderId = paypal.requests
      .filter((r) => r.method === 'POST' && r.path === '/v2/checkout/orders')
      .at(-1)!;
    return { api, total, start: start.json().redirect_url as string, created: orderId };
  }

  it('creates the PayPal order for the cart total with our return URLs, captures it and places the order', async () => {
    const { api, total, start, created } = await startPaying();
    expect(start).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    const body = created.body as {
      purchase_units: { amount: { currency_code: string; value: string } }[];
      payment_source: { paypal: { experience_context: { return_url: string } } };
    };
    expect(body.purchase_units[0]!.amount).toEqual({
      currency_code: 'USD',
      value: (Math.round((total * 100) / 4000) / 100).toFixed(2),
    });
    expect(body.payment_source.paypal.experience_context.return_url).toBe(
      'https://tienda.example.com/paypal/success',
    );
    const token = new URL(start).searchParams.get('token')!;

    paypal.approve(token);
    const res = await api.post(`/api/orders/create?token=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as OrderResponse[])[0]!.paymentStatus).toBe('PAID');
    expect((await api.post(`/api/orders/create?token=${token}`)).statusCode).toBe(200);
    expect(paypal.captures).toHaveLength(1);
  });

  it('leaves no order when PayPal declines the capture', async () => {
    const { api, start } = await startPaying();
    const token = new URL(start).searchParams.get('token')!;
    paypal.approve(token);
    paypal.declineNextCapture();
    const res = await api.post(`/api/orders/create?token=${token}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('PayPal rechazó el pago. Intenta con otro medio de pago.');
    expect((await api.get('/api/orders')).json()).toEqual([]);
  });
});
