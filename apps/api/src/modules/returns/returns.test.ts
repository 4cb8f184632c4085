import type {
  OrderResponse,
  ProductResponse,
  ReturnEligibility,
  ReturnPage,
  ReturnResponse,
  SellerBalanceResponse,
} from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withdrawalEnds } from '../../lib/business-days.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress, deliverOrder, payCart } from '../../test/checkout.ts';
import { signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import {
  ADMIN_EMAIL,
  createTestApp,
  signUpCustomer,
  type TestContext,
  uniqueEmail,
} from '../../test/test-app.ts';
import { RETURN_DEADLINES_JOB, RETURN_REFUND_RETRIES_JOB } from './returns.module.ts';
import { RETURNS_MESSAGES } from './returns.service.ts';

const PUBLIC_URL = 'http://localhost:3000';
const TZ = 'America/Bogota';
const PHOTO = '/v1/media/demo/mice-negro-1.webp';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Api = ReturnType<typeof asUser>;
interface Shop {
  api: Api;
  email: string;
  product: ProductResponse;
}
let ctx: TestContext;
let provider: DevPaymentProvider;
let admin: Api;
let shopA: Shop;
let shopB: Shop;

/**
 * A year whose 8 December (Inmaculada Concepción, a holiday) is a Wednesday: delivered on Friday the 3rd,
 * the five business days skip the weekend and the holiday and end on Monday the 13th.
 */
const YEAR = (() => {
  for (let y = new Date().getUTCFullYear() + 1; ; y++)
    if (new Date(Date.UTC(y, 11, 8)).getUTCDay() === 3) return y;
})();
/** Moves the test clock forward to `iso`. */
const moveTo = (iso: string) => ctx.clock.advance(Date.parse(iso) - ctx.clock.now().getTime());

let counter = 0;
async function newShop(): Promise<Shop> {
  const email = uniqueEmail('tienda');
  const api = asUser(ctx, await signUpSeller(ctx, email));
  const id: number = (await api.get('/sellers/profile')).json().id;
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  // Its products are listed at once, without the catalogue's review (decision 0028).
  expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true })).statusCode).toBe(200);
  const res = await api.post('/sellers/product', {
    title: `Teclado mecánico Ardentia${++counter}`,
    description: 'Teclado mecánico de 87 teclas con interruptores rojos.',
    mrpPrice: 120000,
    sellingPrice: 99990,
    quantity: 50,
    color: 'Negro',
    sizes: ['FREE'],
    images: [PHOTO],
    category: 'men',
    category2: 'mice',
    category3: 'mice_wireless',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { api, email, product: res.json() as ProductResponse };
}

/** A new shopper buys `quantity` units of the shop's product, and the shop delivers them now. */
async function bought(shop: Shop, quantity = 2) {
  const { jwt, email } = await signUpCustomer(ctx, uniqueEmail('compra'), 'Lucía Fernández');
  const buyer = asUser(ctx, jwt);
  const add = await buyer.put('/api/cart/add', { productId: shop.product.id, size: 'FREE', quantity });
  expect(add.statusCode, add.body).toBe(200);
  const { orders, token } = await payCart(buyer, provider, await addAddress(buyer));
  const order = orders[0]!;
  await deliverOrder(shop.api, order.id);
  return { buyer, email, token, order, line: order.orderItems[0]!.id };
}

const ask = (buyer: Api, order: OrderResponse, body: object) =>
  buyer.post(`/api/orders/${order.id}/returns`, {
    kind: 'RETURN',
    reason: 'CHANGED_MIND',
    items: [{ orderItemId: order.orderItems[0]!.id, quantity: 1 }],
    ...body,
  });
async function requested(buyer: Api, order: OrderResponse, body: object = {}): Promise<ReturnResponse> {
  const res = await ask(buyer, order, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
/** Requested, accepted by the seller and sent back by the buyer. */
async function sentBack(shop: Shop, buyer: Api, order: OrderResponse, body: object = {}) {
  const r = await requested(buyer, order, body);
  expect(
    (await shop.api.post(`/sellers/returns/${r.id}/accept`, { instructions: 'Calle 10 # 5-20, Bogotá' }))
      .statusCode,
  ).toBe(200);
  const sent = await buyer.post(`/api/returns/${r.id}/sent`, {
    carrier: 'Servientrega',
    trackingNumber: 'SV-9',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return r;
}

const latestMail = async (to: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${encodeURIComponent(to)}` })
  ).json() as {
    subject: string;
    text: string;
  };
const mailCount = async (to: string, subjectLike: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from outbound_mail where to_address = ${to} and subject like ${subjectLike}`,
    )
  )[0]!.n;
const ledger = (orderId: number) =>
  queryRows<{ type: string; gross: number; commission: number; net: number; returnId: number | null }>(
    ctx.database.db,
    sql`select type, gross_cents::int as gross, commission_cents::int as commission, net_cents::int as net,
               return_id::int as "returnId"
        from transactions where order_id = ${orderId} order by id`,
  );
const refundRows = (returnId: number) =>
  queryRows<{ amount: number; status: string; attempts: number }>(
    ctx.database.db,
    sql`select amount_cents::int as amount, status, attempts from return_refunds where return_id = ${returnId}`,
  );
const stockOf = async (p: ProductResponse) =>
  ((await asUser(ctx).get(`/products/${p.id}`)).json() as ProductResponse).quantity;
const statusOf = async (buyer: Api, r: ReturnResponse) =>
  ((await buyer.get(`/api/orders/${r.orderId}/returns`)).json() as ReturnResponse[]).find(
    (x) => x.id === r.id,
  )!;

beforeAll(async () => {
  ctx = await createTestApp(
    // The figures here are worked out by hand before the IVA on the commission (commissions.test.ts has it).
    {
      RATE_LIMIT_PER_MINUTE: '0',
      OTP_SENDS_PER_IP: '0',
      OTP_TRIES_PER_IP: '0',
      PUBLIC_URL,
      COMMISSION_VAT_PERCENT: '0',
    },
    {
      seed: true,
      paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: PUBLIC_URL, db })),
    },
  );
  // Wednesday 1 December, noon in Bogotá: the clock only moves forward from here.
  moveTo(`${YEAR}-12-01T17:00:00Z`);
  admin = asUser(ctx, await adminToken(ctx));
  shopA = await newShop();
  shopB = await newShop();
});
afterAll(() => ctx?.close());

describe('returns: the window, the warranty and the units', () => {
  it('accepts a return on the window’s last day across a weekend and a holiday, and only a warranty claim for a defect the day after', async () => {
    moveTo(`${YEAR}-12-03T15:00:00Z`); // Friday 3 December, 10:00 in Bogotá
    const { buyer, order } = await bought(shopA, 3);
    const eligibility: ReturnEligibility = (
      await buyer.get(`/api/orders/${order.id}/returns/eligibility`)
    ).json();
    // Monday 13 December is the fifth business day (the weekends and Wednesday the 8th skipped): it ends at
    // midnight in Bogotá.
    expect(eligibility).toMatchObject({
      returnUntil: `${YEAR}-12-14T05:00:00.000Z`,
      lines: [{ quantity: 3, returnable: 3, kind: 'RETURN', why: null }],
    });

    moveTo(`${YEAR}-12-14T04:59:59Z`); // Monday 13th, 23:59:59 in Bogotá
    expect((await requested(buyer, order)).status).toBe('REQUESTED');

    moveTo(`${YEAR}-12-14T05:00:00Z`); // Tuesday 14th, 00:00 in Bogotá
    const late = await ask(buyer, order, {});
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(RETURNS_MESSAGES.windowOver(`13/12/${YEAR}`));
    const notADefect = await ask(buyer, order, { kind: 'WARRANTY', reason: 'CHANGED_MIND' });
    expect(notADefect.statusCode).toBe(422);
    expect(notADefect.json().message).toBe(RETURNS_MESSAGES.warrantyReason);
    const claim = await requested(buyer, order, {
      kind: 'WARRANTY',
      reason: 'DEFECTIVE',
      description: 'No enciende.',
    });
    expect(claim).toMatchObject({ kind: 'WARRANTY', reasonLabel: 'No funciona / tiene un defecto' });
    const now: ReturnEligibility = (await buyer.get(`/api/orders/${order.id}/returns/eligibility`)).json();
    expect(now.lines[0]).toMatchObject({ returnable: 1, kind: 'WARRANTY' });
  });

  it('refuses more units than were bought less those already asked, a line of another order, a foreign photo and an undelivered order', async () => {
    const { buyer, order } = await bought(shopA, 2);
    const tooMany = await ask(buyer, order, {
      items: [{ orderItemId: order.orderItems[0]!.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(RETURNS_MESSAGES.tooMany(2, order.orderItems[0]!.productName));
    await requested(buyer, order, { items: [{ orderItemId: order.orderItems[0]!.id, quantity: 2 }] });
    const again = await ask(buyer, order, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(RETURNS_MESSAGES.tooMany(0, order.orderItems[0]!.productName));

    const other = await bought(shopA, 1);
    const foreignLine = await ask(other.buyer, other.order, {
      items: [{ orderItemId: order.orderItems[0]!.id, quantity: 1 }],
    });
    expect(foreignLine.json().message).toBe(RETURNS_MESSAGES.notInOrder);
    const foreignPhoto = await ask(other.buyer, other.order, { photos: ['https://evil.example/x.webp'] });
    expect(foreignPhoto.statusCode).toBe(400);
    expect(foreignPhoto.json().message).toBe(RETURNS_MESSAGES.photoHost);
    const noReason = await ask(other.buyer, other.order, { reason: 'PORQUE_SI' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Elige un motivo de la lista');

    const { jwt } = await signUpCustomer(ctx, uniqueEmail('compra'));
    const buyer2 = asUser(ctx, jwt);
    await buyer2.put('/api/cart/add', { productId: shopA.product.id, size: 'FREE', quantity: 1 });
    const placed = (await payCart(buyer2, provider, await addAddress(buyer2))).orders[0]!;
    const undelivered = await ask(buyer2, placed, {});
    expect(undelivered.statusCode).toBe(422);
    expect(undelivered.json().message).toBe(RETURNS_MESSAGES.notDelivered);
  });
});

describe('returns: the happy path refunds once', () => {
  it('request 1 of 2 units with a photo, accept, sent, received: one refund of that unit, the ledger reversed, stock back, mails', async () => {
    const { buyer, email, token, order } = await bought(shopA, 2);
    const stock = await stockOf(shopA.product);
    const r = await requested(buyer, order, { photos: [PHOTO], description: 'Ya no lo necesito.' });
    expect(r).toMatchObject({
      orderId: order.id,
      shop: { id: shopA.product.seller.id },
      status: 'REQUESTED',
      photos: [PHOTO],
      lines: [{ quantity: 1, unitPrice: 99990, productName: order.orderItems[0]!.productName }],
      refund: { amount: null, status: 'NONE' },
    });
    const toSeller = await latestMail(shopA.email);
    expect(toSeller.subject).toBe(`Nueva solicitud de devolución #${r.id} del pedido #${order.id}`);
    expect(toSeller.text).toContain('Se arrepintió de la compra');
    expect(toSeller.text).toContain(`${PUBLIC_URL}${PHOTO}`);

    const accepted = await shopA.api.post(`/sellers/returns/${r.id}/accept`, {
      instructions: 'Envíalo a Calle 10 # 5-20',
    });
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', instructions: 'Envíalo a Calle 10 # 5-20' });
    expect((await latestMail(email)).text).toContain('Envíalo a Calle 10 # 5-20');
    const noTracking = await buyer.post(`/api/returns/${r.id}/sent`, { carrier: 'Servientrega' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.body).toContain('Indica el número de guía');
    const sent = await buyer.post(`/api/returns/${r.id}/sent`, {
      carrier: 'Servientrega',
      trackingNumber: 'SV-77',
    });
    expect(sent.json()).toMatchObject({ status: 'SENT', trackingNumber: 'SV-77' });
    const sentMail = await latestMail(shopA.email);
    expect(sentMail.subject).toBe(`El comprador envió la devolución #${r.id} del pedido #${order.id}`);
    expect(sentMail.text).toContain('Lo envió con Servientrega, número de guía SV-77.');

    const received = await shopA.api.post(`/sellers/returns/${r.id}/received`);
    expect(received.statusCode, received.body).toBe(200);
    const done: ReturnResponse = received.json();
    // One unit of $99.990, no coupon, not the last unit: no shipping.
    expect(done).toMatchObject({
      status: 'REFUNDED',
      refund: { amount: 99990, status: 'DONE' },
      buyer: { fullName: 'Lucía Fernández' },
    });
    const { requestedAt, answeredAt, sentAt, receivedAt, refundedAt } = done.timeline;
    for (const at of [requestedAt, answeredAt, sentAt, receivedAt, refundedAt])
      expect(at).toEqual(expect.any(String));
    const payment = (await provider.get(token))!;
    const share = Math.round((9_999_000 * payment.amountCents) / (2 * 9_999_000 + 1_000_000));
    expect(payment.refundedCents).toBe(share);
    expect(await refundRows(r.id)).toEqual([{ amount: share, status: 'DONE', attempts: 1 }]);
    expect(await ledger(order.id)).toEqual([
      // The shop's $10.000 of shipping is in the sale, without commission.
      { type: 'SALE', gross: 20_998_000, commission: 1_999_800, net: 18_998_200, returnId: null },
      { type: 'REFUND', gross: -9_999_000, commission: -999_900, net: -8_999_100, returnId: r.id },
    ]);
    expect(await stockOf(shopA.product)).toBe(stock + 1);
    expect((await latestMail(email)).subject).toMatch(
      new RegExp(`^Te devolvimos .+ de la devolución #${r.id}$`),
    );
    // The purchase's receipt counts what the return gave back.
    const receipt = (await buyer.get(`/api/orders/${order.id}/purchase`)).json();
    expect(receipt.payment).toMatchObject({ refunded: share / 100, status: 'PARTIALLY_REFUNDED' });

    // The other unit, the order's last: the rest of the capture, shipping included, to the cent.
    const last = await sentBack(shopA, buyer, order);
    const lastDone: ReturnResponse = (await shopA.api.post(`/sellers/returns/${last.id}/received`)).json();
    expect(lastDone.refund).toEqual({ amount: 99990 + 10000, status: 'DONE' });
    expect((await provider.get(token))!.refundedCents).toBe(payment.amountCents);
    expect((await ledger(order.id)).reduce((sum, e) => sum + e.net, 0)).toBe(0);
    expect((await buyer.get(`/api/orders/${order.id}/purchase`)).json().payment).toMatchObject({
      refunded: payment.amountCents / 100,
      status: 'REFUNDED',
    });
  });

  it('a purchase from two shops with a coupon: one order returned in two requests gives back its total and its own shipping, to the cent', async () => {
    const coupon = await admin.post('/api/coupons/admin/create', {
      code: `DEVUELVE${Date.now() % 100000}`,
      discountPercentage: 10,
      validityStartDate: '2020-01-01',
      validityEndDate: '2099-12-31',
      minimumOrderValue: 1,
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    const buyer = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('compra'))).jwt);
    await buyer.put('/api/cart/add', { productId: shopA.product.id, size: 'FREE', quantity: 2 });
    await buyer.put('/api/cart/add', { productId: shopB.product.id, size: 'FREE', quantity: 1 });
    expect((await buyer.post(`/api/coupons/apply?apply=true&code=${coupon.json().code}`)).statusCode).toBe(
      200,
    );
    const { orders, token } = await payCart(buyer, provider, await addAddress(buyer));
    const order = orders.find((o) => o.seller.id === shopA.product.seller.id)!;
    await deliverOrder(shopA.api, order.id);
    // Subtotals $199.980 and $99.990; the 10 % coupon $29.997 shared $19.998 / $9.999; each shop ships for
    // $10.000: the charge is $289.973, and this order's own shipping comes back with its last unit.
    expect(order).toMatchObject({ totalAmount: 179982, shipping: 10000 });

    const first = await sentBack(shopA, buyer, order);
    const firstDone: ReturnResponse = (await shopA.api.post(`/sellers/returns/${first.id}/received`)).json();
    expect(firstDone.refund).toEqual({ amount: 89991, status: 'DONE' });
    const second = await sentBack(shopA, buyer, order);
    const secondDone: ReturnResponse = (
      await shopA.api.post(`/sellers/returns/${second.id}/received`)
    ).json();
    expect(secondDone.refund).toEqual({ amount: 99991, status: 'DONE' });

    const payment = (await provider.get(token))!;
    expect(payment.refundedCents).toBe(Math.round((18_998_200 * payment.amountCents) / 28_997_300));
    expect(await ledger(order.id)).toEqual([
      { type: 'SALE', gross: 18_998_200, commission: 1_799_820, net: 17_198_380, returnId: null },
      { type: 'REFUND', gross: -8_999_100, commission: -899_910, net: -8_099_190, returnId: first.id },
      { type: 'REFUND', gross: -9_999_100, commission: -899_910, net: -9_099_190, returnId: second.id },
    ]);
  });

  it('two parallel “received” clicks refund once; the loser hears why', async () => {
    const { buyer, token, order } = await bought(shopA, 2);
    const r = await sentBack(shopA, buyer, order);
    const clicks = await Promise.all([
      shopA.api.post(`/sellers/returns/${r.id}/received`),
      shopA.api.post(`/sellers/returns/${r.id}/received`),
    ]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    const loser = clicks.find((c) => c.statusCode === 409)!;
    expect(loser.json().message).toMatch(
      /^Esta solicitud está (recibida|reembolsada): ya no se puede marcar como recibida\.$/,
    );
    const rows = await refundRows(r.id);
    expect(rows).toHaveLength(1);
    expect((await provider.get(token))!.refundedCents).toBe(rows[0]!.amount);
    expect((await ledger(order.id)).filter((e) => e.returnId === r.id)).toHaveLength(1);
  });

  it('a provider failure leaves the refund pending, and the job retries it until the provider confirms', async () => {
    const { buyer, token, order } = await bought(shopA, 1);
    const r = await sentBack(shopA, buyer, order);
    provider.failNextRefunds(1);
    const received: ReturnResponse = (await shopA.api.post(`/sellers/returns/${r.id}/received`)).json();
    expect(received).toMatchObject({ status: 'RECEIVED', refund: { status: 'PENDING' } });
    expect((await provider.get(token))!.refundedCents).toBe(0);
    await ctx.app.runJob(RETURN_REFUND_RETRIES_JOB); // not due yet
    expect(await refundRows(r.id)).toMatchObject([{ status: 'PENDING', attempts: 1 }]);
    ctx.clock.advance(61_000);
    await ctx.app.runJob(RETURN_REFUND_RETRIES_JOB);
    const [row] = await refundRows(r.id);
    expect(row).toMatchObject({ status: 'DONE', attempts: 2 });
    // The whole order: the capture back, shipping included.
    expect((await provider.get(token))!.refundedCents).toBe((await provider.get(token))!.amountCents);
    expect(await statusOf(buyer, r)).toMatchObject({ status: 'REFUNDED', refund: { status: 'DONE' } });
  });

  it('a crash after the provider refunded and before our write is finished by the retry, with one refund at the provider', async () => {
    const { buyer, token, order } = await bought(shopA, 1);
    const r = await sentBack(shopA, buyer, order);
    // Our write of the confirmation fails as a crash would, after the provider refunded.
    await ctx.database.db.execute(
      "alter table return_refunds add constraint crash_test check (status <> 'DONE') not valid",
    );
    try {
      const received = await shopA.api.post(`/sellers/returns/${r.id}/received`);
      expect(received.json()).toMatchObject({ status: 'RECEIVED', refund: { status: 'PENDING' } });
    } finally {
      await ctx.database.db.execute('alter table return_refunds drop constraint crash_test');
    }
    const payment = (await provider.get(token))!;
    expect(payment.refundedCents).toBe(payment.amountCents);
    ctx.clock.advance(61_000);
    await ctx.app.runJob(RETURN_REFUND_RETRIES_JOB);
    expect(await refundRows(r.id)).toMatchObject([{ status: 'DONE' }]);
    expect((await provider.get(token))!.refundedCents).toBe(payment.amountCents);
    expect(await statusOf(buyer, r)).toMatchObject({ status: 'REFUNDED' });
  });
});

describe('returns: rejected, escalated and decided', () => {
  it('the seller rejects, the buyer escalates, an administrator accepts (audited); another is closed for good', async () => {
    const { buyer, email, order } = await bought(shopB, 2);
    const r = await requested(buyer, order, { reason: 'WRONG_ITEM' });
    await buyer.post(`/api/orders/${order.id}/messages`, { text: '¿Lo recogen en mi casa?' });
    const thread = () => admin.get(`/admin/orders/${order.id}/messages`);
    // The order's conversation is the buyer's and the seller's alone until the request escalates.
    expect((await thread()).statusCode).toBe(404);
    const rejected = await shopB.api.post(`/sellers/returns/${r.id}/reject`, {
      reason: 'Es el modelo que pidió.',
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Es el modelo que pidió.' });
    expect((await latestMail(email)).text).toContain('Es el modelo que pidió.');
    expect((await shopB.api.post(`/sellers/returns/${r.id}/accept`, { instructions: 'x' })).statusCode).toBe(
      409,
    );
    const escalated = await buyer.post(`/api/returns/${r.id}/escalate`, {
      comment: 'Pedí el negro y llegó blanco.',
    });
    expect(escalated.json()).toMatchObject({
      status: 'ESCALATED',
      escalationComment: 'Pedí el negro y llegó blanco.',
    });
    expect((await latestMail(ADMIN_EMAIL)).subject).toBe(
      `La devolución #${r.id} del pedido #${order.id} espera tu decisión`,
    );
    // The administrators who decide read what buyer and seller said about the order.
    const read = await thread();
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().messages.map((m: { text: string }) => m.text)).toEqual(['¿Lo recogen en mi casa?']);

    const waiting: ReturnPage = (await admin.get('/api/admin/returns')).json();
    expect(waiting.content.map((x) => x.id)).toContain(r.id);
    const decided = await admin.post(`/api/admin/returns/${r.id}/decide`, {
      decision: 'ACCEPT',
      reason: 'La foto muestra otro color. Envíalo a Calle 10 # 5-20.',
    });
    expect(decided.json()).toMatchObject({
      status: 'ACCEPTED',
      decision: { decision: 'ACCEPT' },
      instructions: 'La foto muestra otro color. Envíalo a Calle 10 # 5-20.',
      timeline: { decidedAt: expect.any(String), escalatedAt: expect.any(String) },
    });
    expect((await latestMail(shopB.email)).subject).toBe(
      `Un administrador aceptó la devolución #${r.id} del pedido #${order.id}`,
    );
    const audit = (await admin.get('/admin/audit?action=return.decide')).json();
    expect(audit.content[0]).toMatchObject({
      action: 'return.decide',
      entity: 'return_request',
      entityId: String(r.id),
      after: { status: 'ACCEPTED', decision: 'ACCEPT' },
    });
    expect(
      (await buyer.post(`/api/returns/${r.id}/sent`, { carrier: 'TCC', trackingNumber: '1' })).statusCode,
    ).toBe(200);

    const other = await requested(buyer, order, { reason: 'OTHER' });
    await shopB.api.post(`/sellers/returns/${other.id}/reject`, { reason: 'Fuera de política.' });
    await buyer.post(`/api/returns/${other.id}/escalate`, { comment: 'No estoy de acuerdo.' });
    const closed = await admin.post(`/api/admin/returns/${other.id}/decide`, {
      decision: 'CLOSE',
      reason: 'El producto está bien.',
    });
    expect(closed.json()).toMatchObject({
      status: 'CLOSED',
      decision: { decision: 'CLOSE', reason: 'El producto está bien.' },
    });
    const twice = await admin.post(`/api/admin/returns/${other.id}/decide`, {
      decision: 'ACCEPT',
      reason: 'Cambio de idea',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esta solicitud está cerrada: ya no se puede decidir.');
    expect((await buyer.post(`/api/returns/${other.id}/escalate`, { comment: 'Otra vez' })).statusCode).toBe(
      409,
    );
    // The administrators' list: the escalated ones by default, any status, or all.
    const ids = async (query: string) =>
      ((await admin.get(`/api/admin/returns${query}`)).json() as ReturnPage).content.map((x) => x.id);
    expect(await ids('')).not.toContain(other.id);
    expect(await ids('?status=CLOSED')).toContain(other.id);
    expect(await ids('?status=ALL')).toEqual(expect.arrayContaining([r.id, other.id]));
    const wrong = await admin.get('/api/admin/returns?status=TODAS');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Estado de devolución no válido');
    // A closed request gives its unit back to what may still be asked.
    const eligibility: ReturnEligibility = (
      await buyer.get(`/api/orders/${order.id}/returns/eligibility`)
    ).json();
    expect(eligibility.lines[0]!.returnable).toBe(1);
  });

  it('reminds a silent seller once after RETURN_SELLER_DAYS business days, and escalates after twice as many', async () => {
    const { buyer, order } = await bought(shopB, 1);
    const r = await requested(buyer, order);
    const requestedAt = new Date(r.timeline.requestedAt);
    const remindAt = withdrawalEnds(requestedAt, 3, TZ).getTime();
    const escalateAt = withdrawalEnds(requestedAt, 6, TZ).getTime();
    const reminders = () => mailCount(shopB.email, `Recuerda responder la devolución #${r.id} %`);

    ctx.clock.advance(remindAt - 1_000 - ctx.clock.now().getTime());
    await ctx.app.runJob(RETURN_DEADLINES_JOB);
    expect(await reminders()).toBe(0);
    ctx.clock.advance(1_000);
    await ctx.app.runJob(RETURN_DEADLINES_JOB);
    await ctx.app.runJob(RETURN_DEADLINES_JOB);
    expect(await reminders()).toBe(1);
    expect((await statusOf(buyer, r)).status).toBe('REQUESTED');

    expect((await admin.get(`/admin/orders/${order.id}/messages`)).statusCode).toBe(404);
    ctx.clock.advance(escalateAt - ctx.clock.now().getTime());
    await ctx.app.runJob(RETURN_DEADLINES_JOB);
    expect((await statusOf(buyer, r)).status).toBe('ESCALATED');
    expect((await admin.get(`/admin/orders/${order.id}/messages`)).statusCode).toBe(200);
    expect((await latestMail(ADMIN_EMAIL)).subject).toBe(
      `La devolución #${r.id} del pedido #${order.id} espera tu decisión`,
    );
    expect((await latestMail(shopB.email)).subject).toBe(
      `La devolución #${r.id} del pedido #${order.id} pasó a un administrador`,
    );
    expect(await reminders()).toBe(1);
  });
});

describe('returns: who may read and move a request', () => {
  it('another shopper and another seller get 404 on every route of a request not theirs; shoppers get 403 on seller and admin routes', async () => {
    const { buyer, order } = await bought(shopA, 2);
    const r = await requested(buyer, order);
    const stranger = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('otro'))).jwt);
    const shopperCalls = [
      stranger.get(`/api/orders/${order.id}/returns`),
      stranger.get(`/api/orders/${order.id}/returns/eligibility`),
      ask(stranger, order, {}),
      stranger.post(`/api/returns/${r.id}/sent`, { carrier: 'TCC', trackingNumber: '1' }),
      stranger.post(`/api/returns/${r.id}/escalate`, { comment: 'No es mío' }),
    ];
    for (const res of await Promise.all(shopperCalls)) expect(res.statusCode, res.body).toBe(404);
    expect((await stranger.get('/api/returns')).json()).toEqual([]);

    const sellerCalls = [
      shopB.api.post(`/sellers/returns/${r.id}/accept`, { instructions: 'Envíalo' }),
      shopB.api.post(`/sellers/returns/${r.id}/reject`, { reason: 'No' }),
      shopB.api.post(`/sellers/returns/${r.id}/received`),
    ];
    for (const res of await Promise.all(sellerCalls)) expect(res.statusCode, res.body).toBe(404);
    const theirs: ReturnPage = (await shopB.api.get('/sellers/returns')).json();
    expect(theirs.content.every((x) => x.shop.id === shopB.product.seller.id)).toBe(true);
    const mine: ReturnPage = (await shopA.api.get('/sellers/returns?status=REQUESTED')).json();
    expect(mine.content[0]).toMatchObject({ id: r.id, status: 'REQUESTED' });

    for (const res of await Promise.all([
      buyer.get('/sellers/returns'),
      buyer.post(`/sellers/returns/${r.id}/accept`, { instructions: 'Envíalo' }),
      buyer.post(`/sellers/returns/${r.id}/received`),
      buyer.get('/api/admin/returns'),
      buyer.post(`/api/admin/returns/${r.id}/decide`, { decision: 'ACCEPT', reason: 'Sí' }),
      shopA.api.get('/api/admin/returns'),
    ]))
      expect(res.statusCode, res.body).toBe(403);
    expect((await buyer.get('/api/returns')).json()).toMatchObject([{ id: r.id }]);
    expect((await statusOf(buyer, r)).status).toBe('REQUESTED');
  });
});

describe('returns: the sale stays held while a request is open', () => {
  it('a delivered sale past its hold is available; a warranty claim holds it; closing the claim releases it', async () => {
    const shop = await newShop();
    const { buyer, order } = await bought(shop, 1);
    const deliveredAt = ctx.clock.now();
    const balance = async (): Promise<SellerBalanceResponse> =>
      (await shop.api.get('/api/payouts/seller/balance')).json();
    expect((await balance()).available).toBe(0);
    ctx.clock.advance(withdrawalEnds(deliveredAt, 5, TZ).getTime() + DAY - ctx.clock.now().getTime());
    // $89.991 net of the goods and the shop's $10.000 of shipping.
    expect(await balance()).toMatchObject({ available: 99991, held: 0 });

    const claim = await requested(buyer, order, { kind: 'WARRANTY', reason: 'DAMAGED' });
    expect(await balance()).toMatchObject({ available: 0, held: 99991 });
    const payout = await shop.api.post('/api/payouts/seller');
    expect(payout.statusCode).not.toBe(201);

    await shop.api.post(`/sellers/returns/${claim.id}/reject`, { reason: 'Golpe por mal uso.' });
    await buyer.post(`/api/returns/${claim.id}/escalate`, { comment: 'Llegó así.' });
    expect(await balance()).toMatchObject({ available: 0, held: 99991 });
    await admin.post(`/api/admin/returns/${claim.id}/decide`, { decision: 'CLOSE', reason: 'Daño por uso.' });
    expect(await balance()).toMatchObject({ available: 99991, held: 0 });
  });
});
