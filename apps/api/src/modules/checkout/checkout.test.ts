import type { CartResponse, OrderResponse, ProductResponse } from '@tecnobazar/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, couponRedemptions, orderItems, products, transactions } from '../../db/schema/index.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { setOffers } from '../../test/offers.ts';
import { adminToken, asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';

let provider: DevPaymentProvider;
let ctx: TestContext;
let catalog: ProductResponse[];
let admin: ReturnType<typeof asUser>;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    { seed: true, paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: '', db })) },
  );
  catalog = await buyableProducts(ctx, 'sort=price_high');
  admin = asUser(ctx, await adminToken(ctx));
});
afterAll(() => ctx?.close());

type Api = ReturnType<typeof asUser>;
const address = {
  name: 'Lucía Fernández',
  address: 'Calle 80 # 12-34',
  city: 'Bogotá',
  state: 'Cundinamarca',
  mobile: '3104567890',
};

async function shopperWithCart(items: { product: ProductResponse; quantity?: number }[]) {
  const { jwt } = await signUpCustomer(ctx, uniqueEmail('compra'));
  const api = asUser(ctx, jwt);
  for (const { product, quantity = 1 } of items) {
    const res = await api.put('/api/cart/add', { productId: product.id, quantity });
    expect(res.statusCode, res.body).toBe(200);
  }
  const addressId: number = (await api.post('/api/users/addresses', address)).json().id;
  return { api, jwt, addressId };
}
const cartOf = async (api: Api): Promise<CartResponse> => (await api.get('/api/cart')).json();
/** Starts paying the cart at the total shown; returns the provider token from the redirect. */
async function startPayment(api: Api, addressId: number, amount?: number) {
  const total = amount ?? (await cartOf(api)).total;
  const res = await api.get(`/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`);
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().redirect_url, 'http://x');
  expect(url.pathname).toBe('/v1/dev/paypal/checkout');
  return url.searchParams.get('token')!;
}
const complete = (api: Api, token: string) => api.post(`/api/orders/create?token=${token}`);
const stockOf = async (id: number) =>
  (await ctx.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;
const ordersOf = async (api: Api): Promise<OrderResponse[]> => (await api.get('/api/orders')).json();

/** Two products from different sellers. */
function fromTwoSellers(): [ProductResponse, ProductResponse] {
  const a = catalog[0]!;
  const b = catalog.find((p) => p.seller.id !== a.seller.id)!;
  return [a, b];
}

describe('checkout', () => {
  it('charges the cart total and places one paid order per seller, with the coupon split and the ledger written', async () => {
    const [a, b] = fromTwoSellers();
    const coupon = (
      await admin.post('/api/coupons/admin/create', {
        code: `DOS${Date.now() % 100000}`,
        discountPercentage: 10,
        validityStartDate: '2020-01-01',
        validityEndDate: '2099-12-31',
        minimumOrderValue: 1,
      })
    ).json();
    const { api, addressId } = await shopperWithCart([{ product: a, quantity: 2 }, { product: b }]);
    expect((await api.post(`/api/coupons/apply?apply=true&code=${coupon.code}`)).statusCode).toBe(200);
    const cart = await cartOf(api);
    const stockBefore = [await stockOf(a.id), await stockOf(b.id)];

    const token = await startPayment(api, addressId);
    const pending = (await provider.get(token))!;
    expect(pending.currency).toBe('USD');
    expect(pending.amountCents).toBe(Math.round((cart.total * 100) / 4000));
    // The simulator's page explains the conversion from the store's price.
    expect(pending.storeAmount).toEqual({
      amountCents: Math.round(cart.total * 100),
      currency: 'COP',
      exchangeRate: 4000,
    });
    await provider.approve(token);
    const res = await complete(api, token);
    expect(res.statusCode, res.body).toBe(200);
    const placed: OrderResponse[] = res.json();

    expect(placed).toHaveLength(2);
    for (const o of placed) {
      expect(o).toMatchObject({ paymentStatus: 'PAID', orderStatus: 'PLACED', shippingAddress: address });
    }
    const cents = (n: number) => Math.round(n * 100);
    const sumOrders = placed.reduce((s, o) => s + cents(o.totalAmount), 0);
    expect(sumOrders + cents(cart.shipping)).toBe(cents(cart.total));
    expect(placed.reduce((s, o) => s + cents(o.shipping), 0)).toBe(cents(cart.shipping));
    expect(placed.reduce((s, o) => s + cents(o.couponDiscount), 0)).toBe(cents(cart.couponPrice));
    const orderA = placed.find((o) => o.seller.id === a.seller.id)!;
    expect(orderA.orderItems[0]).toMatchObject({
      productId: a.id,
      productName: a.title,
      quantity: 2,
      size: 'FREE',
    });
    // `price` is the unit price (product.md#orders: the spec's client multiplies it by the quantity).
    expect(orderA.orderItems[0]).toMatchObject({ price: a.sellingPrice, lineTotal: a.sellingPrice * 2 });
    expect(orderA.orderItems[0]!.productImage).toBe(a.images[0]);

    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([stockBefore[0]! - 2, stockBefore[1]! - 1]);
    const after = await cartOf(api);
    expect(after.cartItems).toEqual([]);
    expect(after.couponCode).toBeNull();
    const [redeemed] = await ctx.database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(Number(redeemed!.n)).toBe(1);
    for (const o of placed) {
      const [t] = await ctx.database.db.select().from(transactions).where(eq(transactions.orderId, o.id));
      // The seller's shipping is the seller's: in the gross, without commission.
      expect(t).toMatchObject({
        sellerId: o.seller.id,
        type: 'SALE',
        grossCents: cents(o.totalAmount) + cents(o.shipping),
      });
      expect(t!.commissionCents).toBe(Math.round(cents(o.totalAmount) * 0.1));
      // 19 % IVA on the commission (COMMISSION_VAT_PERCENT's default), both out of the seller's net.
      expect(t!.commissionVatCents).toBe(Math.round(t!.commissionCents * 0.19));
      expect(t!.netCents).toBe(t!.grossCents - t!.commissionCents - t!.commissionVatCents);
      expect(t!.commissionRule).toBe('Tarifa general: 10 %');
    }
    const listed = await ordersOf(api);
    expect(listed.map((o) => o.id).sort()).toEqual(placed.map((o) => o.id).sort());

    // The admin may delete a coupon that was already used; the orders keep their amounts.
    expect((await admin.delete(`/api/coupons/admin/delete/${coupon.id}`)).statusCode).toBe(200);
    expect((await ordersOf(api)).map((o) => o.totalAmount).sort()).toEqual(
      placed.map((o) => o.totalAmount).sort(),
    );
  });

  it('refuses a stale amount, an empty cart, a missing sign-in and an address that is not yours', async () => {
    const [a] = fromTwoSellers();
    const { api, addressId } = await shopperWithCart([{ product: a }]);
    const total = (await cartOf(api)).total;
    const stale = await api.get(
      `/api/payments/paypal/start?amount=${(total - 1).toFixed(2)}&addressId=${addressId}`,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('El total de tu carrito cambió. Revísalo e inténtalo de nuevo.');

    const other = await shopperWithCart([{ product: a }]);
    const foreign = await api.get(
      `/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${other.addressId}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Dirección no encontrada');

    const empty = asUser(ctx, (await signUpCustomer(ctx)).jwt);
    const none = await empty.get('/api/payments/paypal/start?amount=10000.00&addressId=1');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('El carrito está vacío.');
    expect((await asUser(ctx).get('/api/payments/paypal/start?amount=1&addressId=1')).statusCode).toBe(401);
  });

  it("refuses a payment token that is not the caller's, and creates nothing", async () => {
    const [a] = fromTwoSellers();
    const owner = await shopperWithCart([{ product: a }]);
    const token = await startPayment(owner.api, owner.addressId);
    await provider.approve(token);
    const thief = asUser(ctx, (await signUpCustomer(ctx)).jwt);
    const res = await complete(thief, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Pago no encontrado');
    expect(await ordersOf(thief)).toEqual([]);
    expect((await provider.get(token))!.status).toBe('APPROVED');
  });

  it('leaves no order when the capture is not COMPLETED, and the cart stays', async () => {
    const [a] = fromTwoSellers();
    const { api, addressId } = await shopperWithCart([{ product: a }]);
    const stock = await stockOf(a.id);
    const token = await startPayment(api, addressId);
    await provider.approve(token);
    provider.declineNextCapture();
    const res = await complete(api, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('PayPal rechazó el pago. Intenta con otro medio de pago.');
    expect(await ordersOf(api)).toEqual([]);
    expect(await stockOf(a.id)).toBe(stock);
    expect((await cartOf(api)).cartItems).toHaveLength(1);
  });

  it('does not capture a payment the buyer cancelled', async () => {
    const [a] = fromTwoSellers();
    const { api, addressId } = await shopperWithCart([{ product: a }]);
    const token = await startPayment(api, addressId);
    await provider.cancel(token);
    const res = await complete(api, token);
    expect(res.statusCode).toBe(422);
    expect(await ordersOf(api)).toEqual([]);
    expect((await cartOf(api)).cartItems).toHaveLength(1);
  });

  it('takes from the cart only the units it was paid for: a line raised while paying keeps the rest', async () => {
    const product = catalog.find((p) => p.quantity >= 5)!;
    const other = catalog.find((p) => p.id !== product.id && p.quantity >= 1)!;
    const { api, addressId } = await shopperWithCart([{ product }]);
    const token = await startPayment(api, addressId);
    await provider.approve(token);
    // In another tab, two more units of the same line and a new line, after the payment started.
    expect((await api.put('/api/cart/add', { productId: product.id, quantity: 2 })).statusCode).toBe(200);
    expect((await api.put('/api/cart/add', { productId: other.id, quantity: 1 })).statusCode).toBe(200);
    const orders: OrderResponse[] = (await complete(api, token)).json();
    expect(orders.flatMap((o) => o.orderItems.map((i) => i.quantity))).toEqual([1]);
    const cart = await cartOf(api);
    expect(cart.cartItems.map((i) => [i.product.id, i.quantity]).sort()).toEqual(
      [
        [product.id, 2],
        [other.id, 1],
      ].sort(),
    );
  });

  it('keeps the one unit added while paying for a one-unit line', async () => {
    const product = catalog.find((p) => p.quantity >= 5)!;
    const { api, addressId } = await shopperWithCart([{ product }]);
    const token = await startPayment(api, addressId);
    await provider.approve(token);
    expect((await api.put('/api/cart/add', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    expect((await complete(api, token)).statusCode).toBe(200);
    expect((await cartOf(api)).cartItems.map((i) => [i.product.id, i.quantity])).toEqual([[product.id, 1]]);
  });

  it('answers the same orders when the success page is replayed', async () => {
    const [a, b] = fromTwoSellers();
    const { api, addressId } = await shopperWithCart([{ product: a }, { product: b }]);
    const token = await startPayment(api, addressId);
    await provider.approve(token);
    const first: OrderResponse[] = (await complete(api, token)).json();
    const again = await complete(api, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().map((o: OrderResponse) => o.id)).toEqual(first.map((o) => o.id));
    expect(await ordersOf(api)).toHaveLength(2);
  });

  it('completes from a body-less POST whatever content type it names, as the original success page sends', async () => {
    const { api, jwt, addressId } = await shopperWithCart([{ product: catalog[0]! }]);
    const token = await startPayment(api, addressId);
    await provider.approve(token);
    for (const contentType of ['application/x-www-form-urlencoded', 'application/json', 'text/plain']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/v1/api/orders/create?token=${token}`,
        headers: { authorization: `Bearer ${jwt}`, 'content-type': contentType },
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(200);
    }
    expect(await ordersOf(api)).toHaveLength(1);
  });

  it('refunds and explains when stock ran out between start and capture', async () => {
    const [a] = fromTwoSellers();
    const { api, addressId } = await shopperWithCart([{ product: a }]);
    const token = await startPayment(api, addressId);
    await provider.approve(token);
    const stock = await stockOf(a.id);
    await setOffers(ctx.database.db, a.id, { quantity: 0 });
    try {
      const res = await complete(api, token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Lo sentimos: "${a.title}" se agotó mientras pagabas. Te devolvimos el dinero.`,
      );
      expect((await provider.get(token))!.refundedCents).toBe((await provider.get(token))!.amountCents);
      expect(await ordersOf(api)).toEqual([]);
      expect((await cartOf(api)).cartItems).toHaveLength(1);
      const [row] = await ctx.database.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.providerOrderId, token));
      expect(row!.status).toBe('REFUNDED');
      // A second finisher's refund of the same checkout (another instance) gives nothing back twice.
      const refunded = (await provider.get(token))!.refundedCents;
      await provider.refundCapture(
        (await provider.get(token))!.captureId!,
        refunded,
        (await provider.get(token))!.currency,
        `checkout-${row!.id}`,
      );
      expect((await provider.get(token))!.refundedCents).toBe(refunded);
      expect((await complete(api, token)).statusCode).toBe(422);
    } finally {
      await setOffers(ctx.database.db, a.id, { quantity: stock });
    }
  });

  it('finishes a checkout from a verified webhook when the buyer never came back', async () => {
    const [a] = fromTwoSellers();
    const { api, addressId } = await shopperWithCart([{ product: a }]);
    const token = await startPayment(api, addressId);
    await provider.approve(token);
    const event = { event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: token } };
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/v1/api/payments/paypal/webhook',
      payload: event,
    });
    expect(forged.statusCode).toBe(400);
    expect(await ordersOf(api)).toEqual([]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/api/payments/paypal/webhook',
      headers: { 'x-dev-webhook-secret': provider.webhookSecret },
      payload: event,
    });
    expect(res.statusCode).toBe(200);
    const placed = await ordersOf(api);
    expect(placed).toHaveLength(1);
    expect((await complete(api, token)).json().map((o: OrderResponse) => o.id)).toEqual([placed[0]!.id]);
  });

  it('keeps orders private to their buyer', async () => {
    const visitor = asUser(ctx);
    expect((await visitor.get('/api/orders')).statusCode).toBe(401);
    const stranger = asUser(ctx, (await signUpCustomer(ctx)).jwt);
    expect(await ordersOf(stranger)).toEqual([]);
  });
});

describe('checkout under concurrency', () => {
  // 50 shoppers are set up one by one first: on a busy 2-core machine that alone can pass 30 s.
  it('sells the last unit once among 50 concurrent payments; the others are refunded', {
    timeout: 90_000,
  }, async () => {
    const product = catalog[5]!;
    const original = await stockOf(product.id);
    await setOffers(ctx.database.db, product.id, { quantity: 1 });
    try {
      const buyers = [];
      for (let i = 0; i < 50; i++) {
        const { api, addressId } = await shopperWithCart([{ product }]);
        const token = await startPayment(api, addressId);
        await provider.approve(token);
        buyers.push({ api, token });
      }
      const results = await Promise.all(buyers.map((b) => complete(b.api, b.token)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
      expect(await stockOf(product.id)).toBe(0);
      const [sold] = await ctx.database.db
        .select({ n: count() })
        .from(orderItems)
        .where(eq(orderItems.productId, product.id));
      expect(Number(sold!.n)).toBe(1);
      const views = await Promise.all(buyers.map((b) => provider.get(b.token)));
      expect(views.filter((v) => v!.refundedCents > 0)).toHaveLength(49);
    } finally {
      await setOffers(ctx.database.db, product.id, { quantity: original });
    }
  });

  it('uses a coupon once among 20 concurrent checkouts of one shopper', async () => {
    const coupon = (
      await admin.post('/api/coupons/admin/create', {
        code: `UNA${Date.now() % 100000}`,
        discountPercentage: 20,
        validityStartDate: '2020-01-01',
        validityEndDate: '2099-12-31',
        minimumOrderValue: 1,
      })
    ).json();
    const { api, addressId } = await shopperWithCart([{ product: catalog[6]! }]);
    await api.post(`/api/coupons/apply?apply=true&code=${coupon.code}`);
    // Started at once (a later start would settle the earlier ones first), then all approved.
    const tokens = await Promise.all(Array.from({ length: 20 }, () => startPayment(api, addressId)));
    await Promise.all(tokens.map((t) => provider.approve(t)));
    const results = await Promise.all(tokens.map((t) => complete(api, t)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [used] = await ctx.database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(Number(used!.n)).toBe(1);
    expect(await ordersOf(api)).toHaveLength(1);
  });

  it('creates one set of orders from 10 concurrent completions of one payment', async () => {
    const [a, b] = fromTwoSellers();
    const { api, addressId } = await shopperWithCart([{ product: a }, { product: b }]);
    const token = await startPayment(api, addressId);
    await provider.approve(token);
    const results = await Promise.all(Array.from({ length: 10 }, () => complete(api, token)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(results.flatMap((r) => r.json().map((o: OrderResponse) => o.id)));
    expect(ids.size).toBe(2);
    expect(await ordersOf(api)).toHaveLength(2);
  });
});
