import type { CartResponse, ProductResponse } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers } from '../../db/schema/index.ts';
import { DEMO_SHIPPING } from '../../db/seed/demo-shipping.ts';
import { setOffers } from '../../test/offers.ts';
import { asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let catalog: ProductResponse[];
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0', SHIPPING_FEE: '10000' }, { seed: true });
  catalog = await buyableProducts(ctx, 'category=women&sort=price_low');
});
afterAll(() => ctx?.close());

async function shopper() {
  return asUser(ctx, (await signUpCustomer(ctx)).jwt);
}
const cartOf = async (api: ReturnType<typeof asUser>): Promise<CartResponse> =>
  (await api.get('/api/cart')).json();

describe('cart', () => {
  it('starts empty with zero totals and no shipping', async () => {
    const cart = await cartOf(await shopper());
    expect(cart).toMatchObject({ cartItems: [], totalItem: 0, total: 0, shipping: 0, couponCode: null });
  });

  it("prices lines from current product prices, with each shop's shipping", async () => {
    const api = await shopper();
    const [a, b] = catalog as [ProductResponse, ProductResponse];
    const added = await api.put('/api/cart/add', { productId: a.id, size: 'FREE', quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      quantity: 2,
      sellingPrice: a.sellingPrice * 2,
      mrpPrice: a.mrpPrice * 2,
    });
    await api.put('/api/cart/add', { productId: b.id, size: 'FREE', quantity: 1 });
    const cart = await cartOf(api);
    const subtotal = a.sellingPrice * 2 + b.sellingPrice;
    expect(cart.totalItem).toBe(3);
    expect(cart.subtotal).toBeCloseTo(subtotal, 2);
    expect(cart.totalMrpPrice).toBeCloseTo(a.mrpPrice * 2 + b.mrpPrice, 2);
    expect(cart.discount).toBeCloseTo(cart.totalMrpPrice - subtotal, 2);
    // No address yet: each shop charges its own general rate (the demo shops set theirs).
    const generalRates = await ctx.database.db
      .select({ id: sellers.id, email: sellers.email })
      .from(sellers)
      .then((rows) => new Map(rows.map((r) => [r.id, DEMO_SHIPPING.find((d) => d.email === r.email)])));
    const expected = cart.sellers.map((s) => (generalRates.get(s.sellerId)?.defaultRateCents ?? 0) / 100);
    expect(expected.every((rate) => rate > 0)).toBe(true);
    expect(new Set(expected).size).toBe(2);
    expect(cart.sellers.map((s) => s.shipping)).toEqual(expected);
    const shipping = expected[0]! + expected[1]!;
    expect(cart.shipping).toBe(shipping);
    expect(cart.total).toBeCloseTo(subtotal + shipping, 2);

    // A price change shows on the next read.
    await setOffers(ctx.database.db, b.id, { sellingPriceCents: 100_000 });
    const repriced = await cartOf(api);
    expect(repriced.subtotal).toBeCloseTo(a.sellingPrice * 2 + 1000, 2);
    await setOffers(ctx.database.db, b.id, { sellingPriceCents: Math.round(b.sellingPrice * 100) });
  });

  it('merges the same product and size into one line', async () => {
    const api = await shopper();
    const p = catalog[0]!;
    await api.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity: 1 });
    const again = await api.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity: 2 });
    expect(again.json().quantity).toBe(3);
    const cart = await cartOf(api);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.totalItem).toBe(3);
  });

  it('keeps sizes apart and refuses a size the product does not have', async () => {
    const api = await shopper();
    const [mousepad] = await buyableProducts(ctx, 'sizes=XL');
    expect(mousepad).toBeDefined();
    const [first, second] = mousepad!.sizes as [string, string];
    expect(
      (await api.put('/api/cart/add', { productId: mousepad!.id, size: first, quantity: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await api.put('/api/cart/add', { productId: mousepad!.id, size: second, quantity: 1 })).statusCode,
    ).toBe(200);
    expect((await cartOf(api)).cartItems).toHaveLength(2);
    const cpu = catalog[0]!;
    const res = await api.put('/api/cart/add', { productId: cpu.id, size: 'XL', quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Esta talla no está disponible para este producto.');
  });

  it('holds 1 to min(stock, 10) units, and an over-limit merge changes nothing', async () => {
    const api = await shopper();
    const p = catalog[1]!;
    await setOffers(ctx.database.db, p.id, { quantity: 4 });
    try {
      await api.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity: 3 });
      const over = await api.put('/api/cart/add', { productId: p.id, size: 'FREE', quantity: 2 });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe('Solo puedes llevar 4 unidades de este producto.');
      const cart = await cartOf(api);
      expect(cart.cartItems[0]!.quantity).toBe(3);
      expect(cart.cartItems[0]!.maxQuantity).toBe(4);

      const itemId = cart.cartItems[0]!.id;
      expect((await api.put(`/api/cart/item/${itemId}`, { quantity: 4 })).json().quantity).toBe(4);
      expect((await api.put(`/api/cart/item/${itemId}`, { quantity: 5 })).statusCode).toBe(422);
      expect((await api.put(`/api/cart/item/${itemId}`, { quantity: 0 })).json().message).toBe(
        'La cantidad mínima es 1',
      );
      expect((await api.put(`/api/cart/item/${itemId}`, { quantity: 11 })).statusCode).toBe(400);
      expect((await api.put('/api/cart/add', { productId: p.id, quantity: 11 })).statusCode).toBe(400);
    } finally {
      await setOffers(ctx.database.db, p.id, { quantity: 50 });
    }
  });

  it('takes numbers as JSON numbers only: "2", true, [1] and "0x5" answer 400', async () => {
    const api = await shopper();
    const p = catalog[0]!;
    for (const quantity of ['2', true, [1], '0x5', null]) {
      const res = await api.put('/api/cart/add', { productId: p.id, quantity });
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(res.json().message, JSON.stringify(quantity)).toBe('La cantidad debe ser un número');
    }
    const asText = await api.put('/api/cart/add', { productId: String(p.id), quantity: 1 });
    expect(asText.statusCode).toBe(400);
    expect(asText.json().message).toBe('Producto no encontrado');
    expect((await cartOf(api)).cartItems).toEqual([]);

    const itemId = (await api.put('/api/cart/add', { productId: p.id, quantity: 1 })).json().id;
    const update = await api.put(`/api/cart/item/${itemId}`, { quantity: '3' });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe('La cantidad debe ser un número');
    expect((await cartOf(api)).cartItems[0]!.quantity).toBe(1);
  });

  it('refuses products that are sold out, switched off, hidden or missing', async () => {
    const api = await shopper();
    const p = catalog[2]!;
    await setOffers(ctx.database.db, p.id, { inStock: false });
    const off = await api.put('/api/cart/add', { productId: p.id });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe('Este producto no está disponible por ahora.');
    await setOffers(ctx.database.db, p.id, { inStock: true });
    expect((await api.put('/api/cart/add', { productId: 99999999 })).statusCode).toBe(404);
  });

  it('shows a line whose seller was suspended as unavailable', async () => {
    const api = await shopper();
    const p = catalog[3]!;
    await api.put('/api/cart/add', { productId: p.id });
    await ctx.database.db
      .update(sellers)
      .set({ accountStatus: 'SUSPENDED' })
      .where(eq(sellers.id, p.seller.id));
    try {
      const line = (await cartOf(api)).cartItems[0]!;
      expect(line.available).toBe(false);
      expect(line.maxQuantity).toBe(0);
    } finally {
      await ctx.database.db
        .update(sellers)
        .set({ accountStatus: 'ACTIVE' })
        .where(eq(sellers.id, p.seller.id));
    }
  });

  it('removes a line and recomputes totals', async () => {
    const api = await shopper();
    await api.put('/api/cart/add', { productId: catalog[0]!.id });
    await api.put('/api/cart/add', { productId: catalog[1]!.id });
    const cart = await cartOf(api);
    const res = await api.delete(`/api/cart/item/${cart.cartItems[0]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cartItems).toHaveLength(1);
    expect(res.json().subtotal).toBeCloseTo(catalog[1]!.sellingPrice, 2);
  });

  it("answers 404 for another shopper's line and leaves it untouched", async () => {
    const owner = await shopper();
    const intruder = await shopper();
    await owner.put('/api/cart/add', { productId: catalog[0]!.id, quantity: 2 });
    const itemId = (await cartOf(owner)).cartItems[0]!.id;
    expect((await intruder.put(`/api/cart/item/${itemId}`, { quantity: 5 })).statusCode).toBe(404);
    expect((await intruder.delete(`/api/cart/item/${itemId}`)).statusCode).toBe(404);
    expect((await cartOf(owner)).cartItems[0]!.quantity).toBe(2);
  });

  it('needs a signed-in shopper', async () => {
    const visitor = asUser(ctx);
    expect((await visitor.get('/api/cart')).statusCode).toBe(401);
    expect((await visitor.put('/api/cart/add', { productId: catalog[0]!.id })).statusCode).toBe(401);
  });
});
