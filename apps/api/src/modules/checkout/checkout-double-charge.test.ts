import type { OrderResponse, PaymentInProgressResponse, ProductResponse } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, outboundMail } from '../../db/schema/index.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress } from '../../test/checkout.ts';
import { asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { CHECKOUT_RECONCILE_JOB } from './checkout.module.ts';

// Issue 27: a buyer who approved at PayPal, closed the tab before the return page and paid again was
// charged twice when reconciliation captured the first approval. A new checkout settles the earlier ones,
// and a capture for lines already paid is refunded.
let provider: DevPaymentProvider;
let ctx: TestContext;
let catalog: ProductResponse[];
const MINUTE = 60_000;
type Api = ReturnType<typeof asUser>;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    { seed: true, paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: '', db })) },
  );
  catalog = await buyableProducts(ctx, 'sort=price_high');
});
afterAll(() => ctx?.close());

async function shopperWith(...products: ProductResponse[]) {
  const { jwt, email } = await signUpCustomer(ctx, uniqueEmail('doble'));
  const api = asUser(ctx, jwt);
  for (const product of products) {
    expect((await api.put('/api/cart/add', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
  }
  return { api, email, addressId: await addAddress(api) };
}
const start = async (api: Api, addressId: number) => {
  const total = (await api.get('/api/cart')).json().total as number;
  return api.get(`/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`);
};
/** Starts paying the cart; answers the provider's token. */
async function started(api: Api, addressId: number) {
  const res = await start(api, addressId);
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().redirect_url, 'http://x').searchParams.get('token')!;
}
const complete = (api: Api, token: string) => api.post(`/api/orders/create?token=${token}`);
const checkoutOf = async (token: string) =>
  (await ctx.database.db.select().from(checkouts).where(eq(checkouts.providerOrderId, token)))[0]!;
const ordersOf = async (api: Api): Promise<OrderResponse[]> => (await api.get('/api/orders')).json();
const inProgress = async (api: Api) =>
  ((await api.get('/api/payments/paypal/in-progress')).json() as PaymentInProgressResponse).payment;
const refundMailsTo = (email: string) =>
  ctx.database.db
    .select()
    .from(outboundMail)
    .where(eq(outboundMail.to, email))
    .then((rows) => rows.filter((m) => m.subject.startsWith('Te devolvimos tu pago')));
/** Reconciliation as it runs 12 minutes later, when it captures approvals whose buyer never came back. */
async function reconcileLater() {
  ctx.clock.advance(12 * MINUTE);
  await ctx.app.runJob(CHECKOUT_RECONCILE_JOB);
}
/**
 * Puts a checkout back to PENDING as if the newer start had not seen it: two tabs starting at the same
 * moment each miss the other's checkout, which is how two approvals for one cart can both exist.
 */
const missedBySettle = (token: string) =>
  ctx.database.db
    .update(checkouts)
    .set({ status: 'PENDING', failureReason: null })
    .where(eq(checkouts.providerOrderId, token));

describe('paying again while an earlier payment is open', () => {
  it('finishes an approval whose tab was closed when the buyer pays again, and never charges twice', async () => {
    const board = catalog[0]!;
    const { api, addressId } = await shopperWith(board);
    const first = await started(api, addressId);
    await provider.approve(first); // Pagar in PayPal, then the phone switched apps: no return page

    // Back in the store, the cart says a payment is in progress and that it was approved.
    expect(await inProgress(api)).toMatchObject({ token: first, state: 'APPROVED', approveUrl: null });

    const again = await start(api, addressId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya pagaste estos productos: mira tus pedidos.');
    const placed = await ordersOf(api);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.orderItems).toMatchObject([{ productId: board.id }]);
    expect((await api.get('/api/cart')).json().cartItems).toEqual([]);
    expect(await inProgress(api)).toBeNull();

    await reconcileLater();
    expect(await ordersOf(api)).toHaveLength(1);
    expect((await provider.get(first))!.refundedCents).toBe(0);
  });

  it('voids an earlier payment the buyer never approved, so approving it later charges nothing', async () => {
    const { api, addressId } = await shopperWith(catalog[1]!);
    const first = await started(api, addressId);
    expect(await inProgress(api)).toMatchObject({
      token: first,
      state: 'WAITING',
      approveUrl: expect.stringContaining(first),
    });
    const second = await started(api, addressId);
    expect(await checkoutOf(first)).toMatchObject({ status: 'CANCELLED' });
    expect(await inProgress(api)).toMatchObject({ token: second });

    // The old PayPal tab was still open: the buyer presses Pagar there and comes back.
    await provider.approve(first);
    const late = await complete(api, first);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'Este pago se reemplazó por uno más reciente desde tu carrito; no se te cobró.',
    );

    await provider.approve(second);
    expect((await complete(api, second)).statusCode).toBe(200);
    await reconcileLater();
    expect(await ordersOf(api)).toHaveLength(1);
    expect((await provider.get(first))!.status).toBe('APPROVED'); // never captured
  });

  it('voids an approval for a cart the buyer changed since, and charges the cart as it is now', async () => {
    const [board, memory] = [catalog[2]!, catalog[3]!];
    const { api, addressId } = await shopperWith(board);
    const first = await started(api, addressId);
    await provider.approve(first);
    expect((await api.put('/api/cart/add', { productId: memory.id, quantity: 1 })).statusCode).toBe(200);

    const second = await started(api, addressId);
    expect(await checkoutOf(first)).toMatchObject({ status: 'CANCELLED' });
    await provider.approve(second);
    expect((await complete(api, second)).statusCode).toBe(200);

    await reconcileLater();
    const items = (await ordersOf(api)).flatMap((o) => o.orderItems.map((i) => i.productId));
    expect(items.sort()).toEqual([board.id, memory.id].sort());
    expect((await provider.get(first))!.status).toBe('APPROVED');
  });

  it('refunds at once, exactly once, a capture for lines the buyer already paid, and tells them', async () => {
    const { api, email, addressId } = await shopperWith(catalog[4]!);
    const first = await started(api, addressId);
    const second = await started(api, addressId);
    await missedBySettle(first);
    await Promise.all([provider.approve(first), provider.approve(second)]);
    ctx.clock.advance(MINUTE);
    expect((await complete(api, second)).statusCode).toBe(200);

    provider.failNextRefunds(1); // PayPal does not answer the first refund: it is retried
    await reconcileLater(); // captures the first approval, finds its lines paid
    expect(await checkoutOf(first)).toMatchObject({
      status: 'REFUNDING',
      failureReason: 'Ya habías pagado estos productos en otra compra. Te devolvimos este pago.',
    });
    await reconcileLater();
    await reconcileLater();
    const charged = (await provider.get(first))!;
    expect(charged.refundedCents).toBe(charged.amountCents);
    expect((await checkoutOf(first)).status).toBe('REFUNDED');
    expect(await ordersOf(api)).toHaveLength(1);
    const mails = await refundMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Ya habías pagado estos productos');
  });

  it('lets the buyer cancel their own payment in progress, which is never captured; nobody else can', async () => {
    const { api, addressId } = await shopperWith(catalog[5]!);
    const token = await started(api, addressId);
    await provider.approve(token);
    const stranger = asUser(ctx, (await signUpCustomer(ctx)).jwt);
    expect(await inProgress(stranger)).toBeNull();
    expect((await stranger.post(`/api/payments/paypal/cancel?token=${token}`)).statusCode).toBe(404);
    expect((await checkoutOf(token)).status).toBe('PENDING');

    const cancelled = await api.post(`/api/payments/paypal/cancel?token=${token}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ payment: null });
    expect((await api.post(`/api/payments/paypal/cancel?token=${token}`)).statusCode).toBe(200);
    await reconcileLater();
    expect((await provider.get(token))!.status).toBe('APPROVED');
    expect(await ordersOf(api)).toEqual([]);
    expect((await complete(api, token)).json().message).toBe('Cancelaste este pago; no se te cobró.');
    expect((await api.get('/api/cart')).json().cartItems).toHaveLength(1);
  });
});

/** Two checkouts of one cart, both approved: two tabs that started at the same moment. */
async function twoApproved(product: ProductResponse) {
  const shopper = await shopperWith(product);
  const first = await started(shopper.api, shopper.addressId);
  const second = await started(shopper.api, shopper.addressId);
  await missedBySettle(first);
  await Promise.all([provider.approve(first), provider.approve(second)]);
  ctx.clock.advance(MINUTE);
  return { ...shopper, tokens: [first, second] as const };
}
/** Exactly one paid set of orders, and the other payment given back in full. */
async function expectOnePaid(api: Api, tokens: readonly string[]) {
  expect(await ordersOf(api)).toHaveLength(1);
  const views = await Promise.all(tokens.map((t) => provider.get(t)));
  const charged = views.filter((v) => v!.status === 'COMPLETED');
  const refunded = charged.filter((v) => v!.refundedCents === v!.amountCents);
  expect(charged.length - refunded.length).toBe(1);
}

describe('two approvals of one cart racing', () => {
  it('places one set of orders when both tabs return to the success page at once', async () => {
    const { api, tokens } = await twoApproved(catalog[6]!);
    const results = await Promise.all(tokens.map((t) => complete(api, t)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(/Ya habías pagado/);
    await expectOnePaid(api, tokens);
  });

  it('places one set of orders when the success page and reconciliation finish them at once', async () => {
    const { api, tokens } = await twoApproved(catalog[7]!);
    ctx.clock.advance(11 * MINUTE); // reconciliation now captures the other approval
    await Promise.all([complete(api, tokens[1]), ctx.app.runJob(CHECKOUT_RECONCILE_JOB)]);
    await expectOnePaid(api, tokens);
  });
});

// On PGlite every statement waits its turn; on PostgreSQL the two tabs and the job really overlap.
describe.runIf(process.env.DATABASE_URL)('two approvals racing on PostgreSQL', () => {
  it('ends with one paid set of orders in every round, whichever tab or the job gets there first', async () => {
    for (let round = 0; round < 8; round++) {
      const { api, tokens } = await twoApproved(catalog[round % catalog.length]!);
      ctx.clock.advance(11 * MINUTE); // reconciliation would capture either approval now
      await Promise.all([
        complete(api, tokens[0]),
        complete(api, tokens[1]),
        ctx.app.runJob(CHECKOUT_RECONCILE_JOB),
      ]);
      await expectOnePaid(api, tokens);
    }
  });
});
