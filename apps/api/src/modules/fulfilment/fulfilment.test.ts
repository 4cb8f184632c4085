import type { OrderResponse, ProductResponse, PurchaseResponse, SellerOrderPage } from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress, payCart } from '../../test/checkout.ts';
import { productBody, signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { FULFILMENT_MESSAGES } from './fulfilment.service.ts';

const PUBLIC_URL = 'http://localhost:3000';
let provider: DevPaymentProvider;
let ctx: TestContext;
type Api = ReturnType<typeof asUser>;
let sellerA: Api;
let sellerB: Api;
let productA: ProductResponse;
let productB: ProductResponse;
let admin: Api;

let counter = 0;
async function newShopWithProduct(admin: Api) {
  const api = asUser(ctx, await signUpSeller(ctx, uniqueEmail('tienda')));
  const id: number = (await api.get('/sellers/profile')).json().id;
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  // Its products are listed at once, without the catalogue's review (decision 0028).
  expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true })).statusCode).toBe(200);
  const res = await api.post(
    '/sellers/product',
    productBody({
      title: `Mouse inalámbrico Quorvex${++counter}`,
      description: 'Mouse inalámbrico de 2.4 GHz con batería recargable.',
      mrpPrice: 120000,
      sellingPrice: 99990,
      quantity: 50,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { api, product: res.json() as ProductResponse };
}

/** Puts one of each product in the shopper's cart, with the coupon when one is given. */
async function fillCart(buyer: Api, quantity = 1, coupon?: string) {
  for (const p of [productA, productB]) {
    const add = await buyer.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity });
    expect(add.statusCode, add.body).toBe(200);
  }
  if (coupon) {
    const applied = await buyer.post(`/api/coupons/apply?apply=true&code=${coupon}`);
    expect(applied.statusCode, applied.body).toBe(200);
  }
}

/** A new shopper pays for one of each product (one checkout, one order per seller), with the coupon if given. */
async function buyBoth(quantity = 1, coupon?: string) {
  const { jwt, email } = await signUpCustomer(ctx, uniqueEmail('compra'), 'Lucía Fernández');
  const buyer = asUser(ctx, jwt);
  await fillCart(buyer, quantity, coupon);
  const { orders, token } = await payCart(buyer, provider, await addAddress(buyer));
  const of = (p: ProductResponse) => orders.find((o) => o.seller.id === p.seller.id)!;
  return { buyer, email, token, orderA: of(productA), orderB: of(productB) };
}

const stockOf = async (p: ProductResponse) =>
  ((await asUser(ctx).get(`/products/${p.id}`)).json() as ProductResponse).quantity;
const latestMail = async (to: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${encodeURIComponent(to)}` })
  ).json() as {
    subject: string;
    text: string;
  };
const ledger = (orderId: number) =>
  queryRows<{ type: string; gross: number; commission: number; net: number }>(
    ctx.database.db,
    sql`select type, gross_cents::int as gross, commission_cents::int as commission, net_cents::int as net
        from transactions where order_id = ${orderId} order by id`,
  );
const refundRows = (orderId: number) =>
  queryRows<{ amount: number; status: string; attempts: number }>(
    ctx.database.db,
    sql`select amount_cents::int as amount, status, attempts from refunds where order_id = ${orderId}`,
  );

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0', PUBLIC_URL },
    {
      seed: true,
      paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: PUBLIC_URL, db })),
    },
  );
  admin = asUser(ctx, await adminToken(ctx));
  ({ api: sellerA, product: productA } = await newShopWithProduct(admin));
  ({ api: sellerB, product: productB } = await newShopWithProduct(admin));
});
afterAll(() => ctx?.close());

describe('fulfilment: the seller moves an order forward', () => {
  it('confirms, ships with carrier and tracking, delivers; the buyer sees each step and a shipping mail', async () => {
    const { buyer, email, orderA } = await buyBoth();
    const status = (body: object) => sellerA.patch(`/sellers/orders/${orderA.id}/status`, body);

    const confirmed = await status({ status: 'CONFIRMED' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ orderStatus: 'CONFIRMED', confirmedAt: expect.any(String) });

    const noTracking = await status({ status: 'SHIPPED', carrier: '' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.body).toContain('Indica la transportadora');
    expect(noTracking.body).toContain('Indica el número de guía');

    const shipped = await status({
      status: 'SHIPPED',
      carrier: 'Servientrega',
      trackingNumber: 'SV-2026-001',
    });
    expect(shipped.json()).toMatchObject({
      orderStatus: 'SHIPPED',
      carrier: 'Servientrega',
      trackingNumber: 'SV-2026-001',
    });
    const mail = await latestMail(email);
    expect(mail.subject).toBe(`Tu pedido #${orderA.id} de TecnoBazar va en camino`);
    expect(mail.text).toContain('SV-2026-001');

    expect((await status({ status: 'DELIVERED' })).json()).toMatchObject({ orderStatus: 'DELIVERED' });
    const seen = ((await buyer.get('/api/orders')).json() as OrderResponse[]).find(
      (o) => o.id === orderA.id,
    )!;
    expect(seen).toMatchObject({
      orderStatus: 'DELIVERED',
      carrier: 'Servientrega',
      trackingNumber: 'SV-2026-001',
      refundStatus: 'NONE',
    });
    for (const at of [seen.confirmedAt, seen.shippedAt, seen.deliverDate])
      expect(at).toEqual(expect.any(String));
  });

  it('refuses every step out of order with 409 and says why', async () => {
    const { orderA } = await buyBoth();
    const status = (body: object) => sellerA.patch(`/sellers/orders/${orderA.id}/status`, body);
    const refusals: [object, string][] = [
      [
        { status: 'SHIPPED', carrier: 'TCC', trackingNumber: '1' },
        FULFILMENT_MESSAGES.illegal('PLACED', 'SHIPPED'),
      ],
      [{ status: 'DELIVERED' }, FULFILMENT_MESSAGES.illegal('PLACED', 'DELIVERED')],
    ];
    for (const [body, message] of refusals) {
      const res = await status(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().message).toBe(message);
    }
    await status({ status: 'CONFIRMED' });
    expect((await status({ status: 'CONFIRMED' })).json().message).toBe(
      FULFILMENT_MESSAGES.illegal('CONFIRMED', 'CONFIRMED'),
    );
    await status({ status: 'SHIPPED', carrier: 'TCC', trackingNumber: '77' });
    const late = await status({ status: 'CANCELLED', reason: 'Ya no lo quiero enviar' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Un pedido enviado no puede pasar a cancelado.');
    await status({ status: 'DELIVERED' });
    expect((await status({ status: 'CONFIRMED' })).statusCode).toBe(409);
    expect((await status({ status: 'PLACED' })).statusCode).toBe(400);
  });

  it("lists only the seller's own orders, newest first, by status; another seller's or shopper's order is 404", async () => {
    const { buyer, orderA, orderB } = await buyBoth();
    const page: SellerOrderPage = (await sellerA.get('/sellers/orders')).json();
    expect(page.content[0]).toMatchObject({ id: orderA.id, buyer: { fullName: 'Lucía Fernández' } });
    expect(page.content.every((o) => o.seller.id === productA.seller.id)).toBe(true);
    expect(page.content.map((o) => o.id)).not.toContain(orderB.id);
    const placed: SellerOrderPage = (await sellerA.get('/sellers/orders?status=PLACED&page=0')).json();
    expect(placed.content.every((o) => o.orderStatus === 'PLACED')).toBe(true);
    expect((await sellerA.get('/sellers/orders?status=PERDIDO')).statusCode).toBe(400);

    expect(
      (await sellerA.patch(`/sellers/orders/${orderB.id}/status`, { status: 'CONFIRMED' })).statusCode,
    ).toBe(404);
    const stranger = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('otro'))).jwt);
    const foreign = await stranger.post(`/api/orders/${orderA.id}/cancel`, { reason: 'No es mío' });
    expect(foreign.statusCode).toBe(404);
    expect(
      ((await buyer.get('/api/orders')).json() as OrderResponse[]).every((o) => o.orderStatus === 'PLACED'),
    ).toBe(true);
  });
});

describe('fulfilment: cancelling refunds the money once', () => {
  it('a seller cancels one order: stock back, sale reversed, its share refunded; the buyer cancels the other: the rest, shipping included', async () => {
    const stockA = await stockOf(productA);
    const { buyer, email, token, orderA, orderB } = await buyBoth(2);
    expect(await stockOf(productA)).toBe(stockA - 2);

    const cancelled = await sellerA.patch(`/sellers/orders/${orderA.id}/status`, {
      status: 'CANCELLED',
      reason: 'Sin unidades en bodega',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      orderStatus: 'CANCELLED',
      cancelledBy: 'SELLER',
      cancelReason: 'Sin unidades en bodega',
      paymentStatus: 'REFUNDED',
      refundStatus: 'REFUNDED',
    });
    expect(await stockOf(productA)).toBe(stockA);
    const [sale, refund] = await ledger(orderA.id);
    expect(refund).toEqual({
      type: 'REFUND',
      gross: -sale!.gross,
      commission: -sale!.commission,
      net: -sale!.net,
    });
    // The cancellation, then the refund once the provider confirmed it.
    expect((await latestMail(email)).subject).toMatch(
      new RegExp(`^Te devolvimos .* del pedido #${orderA.id}$`),
    );

    const payment = (await provider.get(token))!;
    const [shareA] = await refundRows(orderA.id);
    // The order's share of the capture: its total over the checkout's total (shipping stays with the rest).
    expect(shareA!.amount).toBeGreaterThan(0);
    expect(payment.refundedCents).toBe(shareA!.amount);

    const own = await buyer.post(`/api/orders/${orderB.id}/cancel`, { reason: 'Me equivoqué de modelo' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      orderStatus: 'CANCELLED',
      cancelledBy: 'CUSTOMER',
      refundStatus: 'REFUNDED',
    });
    // Everything is cancelled: the whole capture is back, to the cent.
    expect((await provider.get(token))!.refundedCents).toBe(payment.amountCents);
  });

  it('search shows the units a payment took and a cancellation put back at once, though it reuses results', async () => {
    const word = productA.title.split(' ').at(-1)!;
    const searched = async () =>
      ((await asUser(ctx).get(`/products/search?query=${word}`)).json() as ProductResponse[]).find(
        (p) => p.id === productA.id,
      )!.quantity;
    const before = await searched();
    const { orderA } = await buyBoth(3);
    expect(await searched()).toBe(before - 3);
    const cancelled = await sellerA.patch(`/sellers/orders/${orderA.id}/status`, {
      status: 'CANCELLED',
      reason: 'Sin unidades en bodega',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await searched()).toBe(before);
  });

  it('a shopper cannot cancel once the seller confirmed', async () => {
    const { buyer, orderA } = await buyBoth();
    await sellerA.patch(`/sellers/orders/${orderA.id}/status`, { status: 'CONFIRMED' });
    const res = await buyer.post(`/api/orders/${orderA.id}/cancel`, { reason: 'Cambié de opinión' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FULFILMENT_MESSAGES.customerTooLate);
    expect((await buyer.post(`/api/orders/${orderA.id}/cancel`, {})).statusCode).toBe(400);
  });

  it('a provider failure leaves the order cancelled with the refund pending, and the retry refunds it', async () => {
    const { buyer, token, orderB } = await buyBoth();
    provider.failNextRefunds(1);
    const res = await sellerB.patch(`/sellers/orders/${orderB.id}/status`, {
      status: 'CANCELLED',
      reason: 'Producto dañado',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'PAID',
      refundStatus: 'PENDING',
    });
    expect((await provider.get(token))!.refundedCents).toBe(0);
    expect(await refundRows(orderB.id)).toMatchObject([{ status: 'PENDING', attempts: 1 }]);

    await ctx.app.runJob('refund-retries'); // not due yet: nothing happens
    expect(await refundRows(orderB.id)).toMatchObject([{ status: 'PENDING', attempts: 1 }]);
    ctx.clock.advance(61_000);
    await ctx.app.runJob('refund-retries');
    const [row] = await refundRows(orderB.id);
    expect(row).toMatchObject({ status: 'DONE', attempts: 2 });
    expect((await provider.get(token))!.refundedCents).toBe(row!.amount);
    const seen = ((await buyer.get('/api/orders')).json() as OrderResponse[]).find(
      (o) => o.id === orderB.id,
    )!;
    expect(seen.refundStatus).toBe('REFUNDED');
  });

  it('both orders of a checkout cancelled at the same moment give back the whole capture, not more', async () => {
    const { buyer, token, orderA, orderB } = await buyBoth();
    const [bySeller, byBuyer] = await Promise.all([
      sellerA.patch(`/sellers/orders/${orderA.id}/status`, { status: 'CANCELLED', reason: 'Sin unidades' }),
      buyer.post(`/api/orders/${orderB.id}/cancel`, { reason: 'Lo compré en otro lado' }),
    ]);
    expect([bySeller.statusCode, byBuyer.statusCode]).toEqual([200, 200]);
    const payment = (await provider.get(token))!;
    expect(payment.refundedCents).toBe(payment.amountCents);
  });

  it('ten concurrent cancels of one order refund it once', async () => {
    const { token, orderA } = await buyBoth();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sellerA.patch(`/sellers/orders/${orderA.id}/status`, { status: 'CANCELLED', reason: 'Sin unidades' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const rows = await refundRows(orderA.id);
    expect(rows).toHaveLength(1);
    expect((await provider.get(token))!.refundedCents).toBe(rows[0]!.amount);
    expect((await ledger(orderA.id)).map((e) => e.type)).toEqual(['SALE', 'REFUND']);
  });
});

describe('fulfilment: a cancelled purchase gives its one-time coupon back', () => {
  let n = 0;
  async function newCoupon() {
    const res = await admin.post('/api/coupons/admin/create', {
      code: `VUELVE${++n}${Date.now() % 100000}`,
      discountPercentage: 10,
      validityStartDate: '2020-01-01',
      validityEndDate: '2099-12-31',
      minimumOrderValue: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; code: string };
  }
  const timesUsed = async (couponId: number) =>
    ((await admin.get('/api/coupons/admin/all')).json() as { id: number; timesUsed: number }[]).find(
      (c) => c.id === couponId,
    )!.timesUsed;

  it('is refused while one order of the checkout is live, and applies again once both are cancelled', async () => {
    const coupon = await newCoupon();
    const { buyer, orderA, orderB } = await buyBoth(1, coupon.code);
    expect(await timesUsed(coupon.id)).toBe(1);

    await fillCart(buyer);
    const cancelOne = await sellerA.patch(`/sellers/orders/${orderA.id}/status`, {
      status: 'CANCELLED',
      reason: 'Sin unidades',
    });
    expect(cancelOne.statusCode, cancelOne.body).toBe(200);
    const refused = await buyer.post(`/api/coupons/apply?apply=true&code=${coupon.code}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Ya usaste este cupón en una compra anterior.');
    expect(await timesUsed(coupon.id)).toBe(1);

    const cancelOther = await buyer.post(`/api/orders/${orderB.id}/cancel`, { reason: 'Ya no lo necesito' });
    expect(cancelOther.statusCode, cancelOther.body).toBe(200);
    expect(await timesUsed(coupon.id)).toBe(0);
    const applied = await buyer.post(`/api/coupons/apply?apply=true&code=${coupon.code}`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ couponCode: coupon.code });

    // The new purchase takes it, once: the next cart is refused again.
    const { orders } = await payCart(buyer, provider, await addAddress(buyer));
    expect(orders.reduce((sum, o) => sum + o.couponDiscount, 0)).toBeGreaterThan(0);
    expect(await timesUsed(coupon.id)).toBe(1);
    await fillCart(buyer);
    expect((await buyer.post(`/api/coupons/apply?apply=true&code=${coupon.code}`)).statusCode).toBe(422);
  });

  // A payment carrying the coupon can no longer overlap its release: starting a payment settles the
  // buyer's earlier open ones (decision 0012), so a checkout holding the coupon is paid or voided before
  // the coupon is free again. What can meet is two cancellations, the seller's and the buyer's, at once.
  it('releases the coupon once when the last two orders are cancelled at once, and the next purchase takes it once', async () => {
    const coupon = await newCoupon();
    const { buyer, orderA, orderB } = await buyBoth(1, coupon.code);
    const [bySeller, byBuyer] = await Promise.all([
      sellerA.patch(`/sellers/orders/${orderA.id}/status`, { status: 'CANCELLED', reason: 'Sin unidades' }),
      buyer.post(`/api/orders/${orderB.id}/cancel`, { reason: 'Ya no lo necesito' }),
    ]);
    expect(bySeller.statusCode, bySeller.body).toBe(200);
    expect(byBuyer.statusCode, byBuyer.body).toBe(200);
    const uses = async () =>
      (
        await queryRows<{ live: number; released: number }>(
          ctx.database.db,
          sql`select count(*) filter (where released_at is null)::int as live,
                     count(*) filter (where released_at is not null)::int as released
              from coupon_redemptions where coupon_id = ${coupon.id}`,
        )
      )[0]!;
    expect(await uses()).toEqual({ live: 0, released: 1 });
    expect(await timesUsed(coupon.id)).toBe(0);

    await fillCart(buyer, 1, coupon.code);
    await payCart(buyer, provider, await addAddress(buyer));
    expect(await uses()).toEqual({ live: 1, released: 1 });
    expect(await timesUsed(coupon.id)).toBe(1);
  });
});

describe('the purchase an order was paid in (the receipt)', () => {
  const cents = (amount: number) => Math.round(amount * 100);
  const purchaseOf = async (buyer: Api, orderId: number) => {
    const res = await buyer.get(`/api/orders/${orderId}/purchase`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PurchaseResponse;
  };

  it("adds up to the charge the provider captured, to the cent, with each seller's lines, shipping, the coupon and the payment reference; only for its buyer", async () => {
    const code = `RECIBO${Date.now() % 100000}`;
    const created = await admin.post('/api/coupons/admin/create', {
      code,
      discountPercentage: 7,
      validityStartDate: '2020-01-01',
      validityEndDate: '2099-12-31',
      minimumOrderValue: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { buyer, token, orderA, orderB } = await buyBoth(3, code);
    const captured = (await provider.get(token))!;

    const purchase = await purchaseOf(buyer, orderA.id);
    // The same purchase from either of its orders.
    expect(await purchaseOf(buyer, orderB.id)).toEqual(purchase);
    expect(purchase.orders.map((o) => o.id).sort()).toEqual([orderA.id, orderB.id].sort());
    for (const order of purchase.orders) {
      expect(order.refund).toBeNull();
      const [line] = order.orderItems;
      expect(line).toMatchObject({ price: 99990, quantity: 3, lineTotal: 299970 });
      expect(cents(order.totalAmount)).toBe(cents(line!.lineTotal) - cents(order.couponDiscount));
    }
    const sum = (of: (o: PurchaseResponse['orders'][number]) => number) =>
      purchase.orders.reduce((total, o) => total + cents(of(o)), 0);
    expect(cents(purchase.subtotal)).toBe(2 * 299970 * 100);
    expect(purchase.coupon).toEqual({ code, discount: expect.any(Number) });
    expect(cents(purchase.coupon!.discount)).toBe(sum((o) => o.couponDiscount));
    expect(cents(purchase.coupon!.discount)).toBe(Math.round(cents(purchase.subtotal) * 0.07));
    // Each of the two shops ships for the flat $10.000.
    expect(purchase.shipping).toBe(20000);
    expect(cents(purchase.total)).toBe(
      cents(purchase.subtotal) - cents(purchase.coupon!.discount) + cents(purchase.shipping),
    );
    expect(cents(purchase.total)).toBe(sum((o) => o.totalAmount) + cents(purchase.shipping));
    expect(sum((o) => o.shipping)).toBe(cents(purchase.shipping));
    expect(purchase.currency).toBe('COP');
    expect(purchase.payment).toEqual({
      provider: 'dev',
      orderId: token,
      captureId: captured.captureId,
      amount: captured.amountCents / 100,
      currency: captured.currency,
      refunded: 0,
      status: 'PAID',
    });
    expect(purchase.shippingAddress.city).toBe('Bogotá');
    expect(Date.parse(purchase.paidAt)).not.toBeNaN();

    // The receipt keeps the coupon's code after an administrator deletes the coupon.
    const couponId = (
      (await admin.get('/api/coupons/admin/all')).json() as { id: number; code: string }[]
    ).find((c) => c.code === code)!.id;
    expect((await admin.delete(`/api/coupons/admin/delete/${couponId}`)).statusCode).toBe(200);
    expect((await purchaseOf(buyer, orderA.id)).coupon?.code).toBe(code);

    // Another shopper, a seller, a visitor, an order that does not exist.
    const other = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('otro'))).jwt);
    const stranger = await other.get(`/api/orders/${orderA.id}/purchase`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(FULFILMENT_MESSAGES.notFound);
    expect((await sellerA.get(`/api/orders/${orderA.id}/purchase`)).statusCode).toBe(403);
    expect((await asUser(ctx).get(`/api/orders/${orderA.id}/purchase`)).statusCode).toBe(401);
    expect((await buyer.get('/api/orders/999999999/purchase')).statusCode).toBe(404);
  });

  it("shows each cancelled order's refund as the provider gave it back: a partial refund, then the whole charge", async () => {
    const { buyer, token, orderA, orderB } = await buyBoth();
    const cancel = await buyer.post(`/api/orders/${orderA.id}/cancel`, { reason: 'Ya no lo necesito' });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const partly = await purchaseOf(buyer, orderB.id);
    const refundedA = (await provider.get(token))!.refundedCents;
    expect(refundedA).toBeGreaterThan(0);
    expect(partly.orders.find((o) => o.id === orderA.id)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      refund: { amount: refundedA / 100, currency: 'USD', status: 'DONE', requestedAt: expect.any(String) },
    });
    expect(partly.orders.find((o) => o.id === orderB.id)!.refund).toBeNull();
    expect(partly.payment).toMatchObject({ refunded: refundedA / 100, status: 'PARTIALLY_REFUNDED' });

    const byB = await sellerB.patch(`/sellers/orders/${orderB.id}/status`, {
      status: 'CANCELLED',
      reason: 'Sin existencias',
    });
    expect(byB.statusCode, byB.body).toBe(200);
    const all = await purchaseOf(buyer, orderA.id);
    const captured = (await provider.get(token))!;
    expect(captured.refundedCents).toBe(captured.amountCents);
    expect(all.payment).toMatchObject({ refunded: captured.amountCents / 100, status: 'REFUNDED' });
  });
});
