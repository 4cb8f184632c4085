import type { OrderResponse, ProductResponse } from '@tecnobazar/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, products } from '../../db/schema/index.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress } from '../../test/checkout.ts';
import { setOffers } from '../../test/offers.ts';
import { asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { CHECKOUT_EXPIRY_JOB, CHECKOUT_RECONCILE_JOB } from './checkout.module.ts';

// What a crash, an outage or a buyer who never came back leaves between the capture and the orders,
// and how the reconciliation and expiry jobs settle it.
let provider: DevPaymentProvider;
/** Runs right after each capture the store makes: a test's way to step in between capture and orders. */
let afterCapture: (() => Promise<unknown>) | undefined;
let ctx: TestContext;
let catalog: ProductResponse[];
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    {
      seed: true,
      paymentProvider: (db) => {
        provider = createDevPaymentProvider({ publicUrl: '', db });
        return {
          ...provider,
          async captureOrder(id: string) {
            const capture = await provider.captureOrder(id);
            await afterCapture?.();
            return capture;
          },
        };
      },
    },
  );
  catalog = await buyableProducts(ctx, 'sort=price_high');
});
afterAll(() => ctx?.close());

/** A shopper who started paying for one unit of `product`: answers the api, the token and the checkout. */
async function startedPayment(product: ProductResponse) {
  const { jwt } = await signUpCustomer(ctx, uniqueEmail('concilia'));
  const api = asUser(ctx, jwt);
  expect((await api.put('/api/cart/add', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
  const addressId = await addAddress(api);
  const total = (await api.get('/api/cart')).json().total as number;
  const start = await api.get(`/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`);
  expect(start.statusCode, start.body).toBe(200);
  const token = new URL(start.json().redirect_url, 'http://x').searchParams.get('token')!;
  return { api, token };
}
const checkoutOf = async (token: string) =>
  (await ctx.database.db.select().from(checkouts).where(eq(checkouts.providerOrderId, token)))[0]!;
const stockOf = async (id: number) =>
  (await ctx.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;
const ordersOf = async (api: ReturnType<typeof asUser>): Promise<OrderResponse[]> =>
  (await api.get('/api/orders')).json();
/** The buyer approved and PayPal captured, then the process died: nothing of it reached our database. */
async function capturedThenCrashed(token: string) {
  await provider.approve(token);
  const capture = await provider.captureOrder(token);
  expect(capture.status).toBe('COMPLETED');
  return capture;
}

describe('checkout reconciliation', () => {
  it('places the orders of a payment captured just before a crash, once, a few minutes later', async () => {
    const product = catalog[0]!;
    const { api, token } = await startedPayment(product);
    await capturedThenCrashed(token);
    const stock = await stockOf(product.id);

    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB); // too soon: the buyer may still be on the way back
    expect(await ordersOf(api)).toEqual([]);

    ctx.clock.advance(3 * MINUTE);
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    const placed = await ordersOf(api);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentStatus: 'PAID', orderItems: [{ productId: product.id }] });
    expect(await stockOf(product.id)).toBe(stock - 1);
    expect(await checkoutOf(token)).toMatchObject({ status: 'COMPLETED' });

    // Again later, and the buyer coming back after all: the same orders, the stock taken once.
    ctx.clock.advance(3 * MINUTE);
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    const back = await api.post(`/api/orders/create?token=${token}`);
    expect(back.json().map((o: OrderResponse) => o.id)).toEqual(placed.map((o) => o.id));
    expect(await stockOf(product.id)).toBe(stock - 1);
  });

  it('keeps the capture before the orders, so a crash in between is finished from the record', async () => {
    const product = catalog[1]!;
    const { api, token } = await startedPayment(product);
    await provider.approve(token);
    // The order transaction fails as a crash would, after the capture was taken and recorded.
    await ctx.database.db.execute('alter table orders add constraint crash_test check (false) not valid');
    try {
      expect((await api.post(`/api/orders/create?token=${token}`)).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute('alter table orders drop constraint crash_test');
    }
    const recorded = await checkoutOf(token);
    expect(recorded).toMatchObject({
      status: 'PENDING',
      providerCaptureId: (await provider.get(token))!.captureId,
    });

    ctx.clock.advance(3 * MINUTE);
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    expect(await ordersOf(api)).toHaveLength(1);
    expect((await checkoutOf(token)).status).toBe('COMPLETED');
  });

  it('refunds exactly once a captured payment whose last unit sold meanwhile, retrying an unanswered refund', async () => {
    const product = catalog[2]!;
    const { api, token } = await startedPayment(product);
    const capture = await capturedThenCrashed(token);
    await setOffers(ctx.database.db, product.id, { quantity: 0 });
    provider.failNextRefunds(1);

    ctx.clock.advance(3 * MINUTE);
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    expect(await checkoutOf(token)).toMatchObject({ status: 'REFUNDING' });
    expect((await provider.get(token))!.refundedCents).toBe(0);

    ctx.clock.advance(3 * MINUTE);
    await Promise.all([ctx.app.runJob(CHECKOUT_RECONCILE_JOB), ctx.app.runJob(CHECKOUT_RECONCILE_JOB)]);
    expect(await checkoutOf(token)).toMatchObject({
      status: 'REFUNDED',
      failureReason: expect.stringMatching(/se agotó/),
    });
    expect((await provider.get(token))!.refundedCents).toBe(capture.amountCents);

    ctx.clock.advance(3 * MINUTE);
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    expect((await provider.get(token))!.refundedCents).toBe(capture.amountCents);
    expect(await ordersOf(api)).toEqual([]);
    expect(await stockOf(product.id)).toBe(0);
  });

  it('captures a payment the buyer approved but never came back from, after 10 minutes, as the webhook would', async () => {
    const { api, token } = await startedPayment(catalog[3]!);
    await provider.approve(token);
    // A few minutes on, the buyer may still be on the way back from PayPal: only asked, not captured.
    ctx.clock.advance(3 * MINUTE);
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    expect((await provider.get(token))!.status).toBe('APPROVED');
    ctx.clock.advance(11 * MINUTE); // asked again more than 10 minutes later: approved 14 minutes ago
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    expect((await provider.get(token))!.status).toBe('COMPLETED');
    expect(await ordersOf(api)).toHaveLength(1);
  });

  it('expires an unpaid checkout after CHECKOUT_TTL_HOURS and charges nothing when its buyer comes back', async () => {
    const unpaid = await startedPayment(catalog[4]!);
    const captured = await startedPayment(catalog[5]!);
    await capturedThenCrashed(captured.token);
    // A captured one is never expired, even when its reconciliation is late.
    await ctx.database.db
      .update(checkouts)
      .set({ providerCaptureId: (await provider.get(captured.token))!.captureId })
      .where(eq(checkouts.providerOrderId, captured.token));

    ctx.clock.advance(23 * 60 * MINUTE);
    await ctx.app.runJob(CHECKOUT_EXPIRY_JOB);
    expect((await checkoutOf(unpaid.token)).status).toBe('PENDING');
    ctx.clock.advance(2 * 60 * MINUTE);
    await ctx.app.runJob(CHECKOUT_EXPIRY_JOB);
    expect(await checkoutOf(unpaid.token)).toMatchObject({ status: 'EXPIRED' });
    expect((await checkoutOf(captured.token)).status).toBe('PENDING');

    await provider.approve(unpaid.token);
    const late = await unpaid.api.post(`/api/orders/create?token=${unpaid.token}`);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Este pago venció sin completarse. Vuelve a pagar desde tu carrito.');
    expect((await provider.get(unpaid.token))!.status).toBe('APPROVED'); // never captured

    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    expect(await ordersOf(captured.api)).toHaveLength(1);
  });

  it('refunds a payment captured just as its checkout expired, retrying the refund until it goes through', async () => {
    const { api, token } = await startedPayment(catalog[6]!);
    await provider.approve(token);
    afterCapture = () =>
      ctx.database.db
        .update(checkouts)
        .set({ status: 'EXPIRED' })
        .where(eq(checkouts.providerOrderId, token));
    provider.failNextRefunds(1);
    try {
      expect((await api.post(`/api/orders/create?token=${token}`)).statusCode).toBe(409);
    } finally {
      afterCapture = undefined;
    }
    expect(await checkoutOf(token)).toMatchObject({ status: 'REFUNDING' });

    ctx.clock.advance(3 * MINUTE);
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    expect(await checkoutOf(token)).toMatchObject({ status: 'REFUNDED' });
    const paid = (await provider.get(token))!;
    expect(paid.refundedCents).toBe(paid.amountCents);
    expect(await ordersOf(api)).toEqual([]);
  });

  it('refunds a payment PayPal captured as its checkout expired when the process died before writing it down', async () => {
    const captured = await startedPayment(catalog[7]!);
    const approvedOnly = await startedPayment(catalog[8]!);
    // Both asked PayPal to capture; only the first was captured before the process died.
    await ctx.database.db
      .update(checkouts)
      .set({ captureStartedAt: ctx.clock.now() })
      .where(inArray(checkouts.providerOrderId, [captured.token, approvedOnly.token]));
    const capture = await capturedThenCrashed(captured.token);
    await provider.approve(approvedOnly.token);
    // Reconciliation is down for the whole day, then expiry comes first.
    await ctx.database.db
      .update(checkouts)
      .set({ status: 'EXPIRED' })
      .where(inArray(checkouts.providerOrderId, [captured.token, approvedOnly.token]));

    ctx.clock.advance(3 * MINUTE);
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    expect(await checkoutOf(captured.token)).toMatchObject({ status: 'REFUNDED' });
    expect((await provider.get(captured.token))!.refundedCents).toBe(capture.amountCents);
    expect(await ordersOf(captured.api)).toEqual([]);
    // Never captured: nothing to give back, nothing taken, and no longer in doubt.
    expect(await checkoutOf(approvedOnly.token)).toMatchObject({ status: 'EXPIRED', captureStartedAt: null });
    expect((await provider.get(approvedOnly.token))!.status).toBe('APPROVED');

    ctx.clock.advance(3 * MINUTE);
    await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
    expect((await provider.get(captured.token))!.refundedCents).toBe(capture.amountCents);
    expect((await provider.get(approvedOnly.token))!.status).toBe('APPROVED');
  });
});
