/**
 * Several shops sell one catalogue product (decision 0028): the buy box rule, rung by rung, the offers a
 * shopper compares, buying from the shop of one's choice, and payments of two offers at once.
 */
import type { ProductOffersResponse, ProductResponse } from '@tecnobazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, payCart } from '../../test/checkout.ts';
import { productBody } from '../../test/seller.ts';
import { createSellingStore, type SellingStore, type Shop } from '../../test/selling.ts';
import { asUser } from '../../test/shopper.ts';
import { signUpCustomer, uniqueEmail } from '../../test/test-app.ts';

let store: SellingStore;
beforeAll(async () => {
  store = await createSellingStore({ SHIPPING_FEE: '10000' });
});
afterAll(() => store.ctx.app.close());

type Api = Shop['api'];
const offer = (productId: number, changes: Record<string, unknown> = {}) => ({
  productId,
  condition: 'NUEVO',
  mrpPrice: 120000,
  sellingPrice: 99990,
  quantity: 10,
  ...changes,
});
async function sells(shop: Shop, body: ReturnType<typeof offer>): Promise<ProductResponse> {
  const res = await shop.api.post('/sellers/offers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const page = async (id: number, query = ''): Promise<ProductResponse> =>
  (await store.ctx.app.inject({ method: 'GET', url: `/v1/products/${id}${query}` })).json();
const offersOf = async (id: number, query = ''): Promise<ProductOffersResponse> =>
  (await store.ctx.app.inject({ method: 'GET', url: `/v1/products/${id}/offers${query}` })).json();
const rates = (shop: Api, body: object) => shop.put('/sellers/shipping', body);

describe('the buy box', () => {
  it('goes to the lowest price with shipping, new before used, and moves when an offer changes', async () => {
    const [a, b] = [await store.newShop(), await store.newShop()];
    const product = a.product;
    const second = await sells(b, offer(product.id, { sellingPrice: 95000 }));
    expect(second.offerId).not.toBe(product.id);
    // b is cheaper with the same flat shipping: it wins, and the listing shows its price and two shops.
    expect(await page(product.id)).toMatchObject({
      offerId: second.offerId,
      sellingPrice: 95000,
      seller: { id: b.id },
      offerCount: 2,
      lowestPrice: 95000,
    });

    // To Valle del Cauca (Cali) b charges $20.000 and a ships free: a's landed price is lower there.
    expect(
      (
        await rates(b.api, {
          defaultRate: 5000,
          freeShippingFrom: null,
          departments: [{ department: '76', rate: 20000 }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await rates(a.api, { defaultRate: 8000, freeShippingFrom: 90000, departments: [] })).statusCode,
    ).toBe(200);
    const inCali = await offersOf(product.id, '?department=76');
    expect(inCali.offers.map((o) => [o.seller.id, o.shipping, o.landedPrice, o.buyBox])).toEqual([
      [a.id, 0, 99990, true],
      [b.id, 20000, 115000, false],
    ]);
    expect(await page(product.id, '?department=76')).toMatchObject({
      offerId: product.id,
      seller: { id: a.id },
    });
    // Without a department, each shop's general rate: a free, b $5.000 → a still wins (99.990 < 100.000).
    expect((await page(product.id)).seller.id).toBe(a.id);

    // A used offer cheaper still does not take a new one's place; a sold-out one never wins.
    const used = await sells(b, offer(product.id, { condition: 'USADO', sellingPrice: 50000 }));
    expect((await page(product.id)).seller.id).toBe(a.id);
    expect((await offersOf(product.id)).offers.map((o) => o.offerId)).toEqual([
      product.id,
      second.offerId,
      used.offerId,
    ]);
    expect((await a.api.patch(`/sellers/product/${product.id}`, { quantity: 0 })).statusCode).toBe(200);
    expect(await page(product.id)).toMatchObject({ offerId: second.offerId, offerCount: 2 });

    // An offer's own id shows that offer, whatever the buy box.
    expect(await page(used.offerId!)).toMatchObject({
      id: product.id,
      offerId: used.offerId,
      sellingPrice: 50000,
    });
    // One live offer per shop, product and condition.
    expect((await b.api.post('/sellers/offers', offer(product.id))).json()).toMatchObject({
      message: 'Ya tienes una publicación de este producto en esta condición',
    });
  });

  it('weighs the shop rating, then its punctuality, when the landed prices tie', async () => {
    const [a, b] = [await store.newShop(), await store.newShop()];
    const theirs = await sells(b, offer(a.product.id));
    expect((await page(a.product.id)).offerId).toBe(a.product.id); // the older offer, all else equal
    await store.ctx.database.db.execute(
      sql`insert into seller_scores (seller_id, rating_x100, on_time_permille, reviews_counted, orders_counted)
          values (${a.id}, 450, 700, 20, 20), (${b.id}, 450, 950, 20, 20)`,
    );
    expect((await page(a.product.id)).offerId).toBe(theirs.offerId);
    expect((await offersOf(a.product.id)).offers[0]!.seller).toMatchObject({
      averageRating: 4.5,
      onTimeRate: 0.95,
    });
  });

  it('follows the shops: a suspended shop loses the buy box, and its reinstatement gives it back', async () => {
    const [a, b] = [await store.newShop(), await store.newShop()];
    const theirs = await sells(b, offer(a.product.id, { sellingPrice: 90000 }));
    expect((await page(a.product.id)).offerId).toBe(theirs.offerId);
    await store.admin.patch(`/admin/seller/${b.id}/status/SUSPENDED`);
    expect(await page(a.product.id)).toMatchObject({ offerId: a.product.id, offerCount: 1 });
    await store.admin.patch(`/admin/seller/${b.id}/status/ACTIVE`);
    expect((await page(a.product.id)).offerId).toBe(theirs.offerId);
  });
});

describe("buying from the shop of one's choice", () => {
  it('puts the chosen offer in the cart and places the order with its shop, at its price', async () => {
    const [a, b] = [await store.newShop(), await store.newShop()];
    const theirs = await sells(b, offer(a.product.id, { sellingPrice: 109990 }));
    // A stranger's offer of another product is not this product's.
    const elsewhere = await store.newShop();
    const other = await store.buyer.put('/api/cart/add', {
      productId: a.product.id,
      offerId: elsewhere.product.id,
    });
    expect(other.statusCode).toBe(404);

    const add = await store.buyer.put('/api/cart/add', { productId: a.product.id, offerId: theirs.offerId });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().product).toMatchObject({
      id: a.product.id,
      offerId: theirs.offerId,
      sellingPrice: 109990,
    });
    const addressId = await addAddress(store.buyer);
    const { orders } = await payCart(store.buyer, store.provider, addressId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.orderItems[0]).toMatchObject({ productId: a.product.id, price: 109990 });
    const sold = await b.api.get('/sellers/orders');
    expect(sold.json().content.map((o: { id: number }) => o.id)).toContain(orders[0]!.id);
    const [{ quantity }] = (await b.api.get('/sellers/product'))
      .json()
      .filter((p: ProductResponse) => p.offerId === theirs.offerId);
    expect(quantity).toBe(9);
    expect((await page(a.product.id)).quantity).toBe(1000); // a's stock, the buy box, is untouched
  });

  it("lets a shop change its own offer's price and stock, and no other shop's", async () => {
    const [a, b] = [await store.newShop(), await store.newShop()];
    const theirs = await sells(b, offer(a.product.id));
    // The spec's client sends the product back whole: unchanged catalogue fields are no change.
    const whole = { ...productBody(), ...(await page(theirs.offerId!)), sellingPrice: 88000, quantity: 4 };
    const { category: _, category2: _2, category3: _3, ...body } = whole;
    const saved = await b.api.patch(`/sellers/product/${theirs.offerId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: theirs.offerId, sellingPrice: 88000, quantity: 4 });
    expect((await page(a.product.id)).offerId).toBe(theirs.offerId);
    // Another shop's offer answers 404 as a missing one.
    expect((await a.api.patch(`/sellers/product/${theirs.offerId}`, { sellingPrice: 1 })).statusCode).toBe(
      404,
    );
  });

  it("finds catalogue products by words or model number, with the caller's own offers", async () => {
    const a = await store.newShop();
    const b = await store.newShop();
    const model = `VX-${Date.now()}`;
    const created = await a.api.post(
      '/sellers/product',
      productBody({ title: 'Mouse ergonómico Vertix', modelNumber: model }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const copy = await b.api.post(
      '/sellers/product',
      productBody({ title: 'Otro mouse', modelNumber: model.toLowerCase() }),
    );
    expect(copy.statusCode).toBe(409);
    const byModel = (await b.api.get(`/sellers/catalog/search?modelNumber=${model.toLowerCase()}`)).json();
    expect(byModel).toMatchObject([
      { productId: created.json().id, modelNumber: model, offerCount: 1, myOfferIds: [] },
    ]);
    const byWords = (await a.api.get('/sellers/catalog/search?query=vertix ERGONOMICO')).json();
    expect(byWords).toMatchObject([{ productId: created.json().id, myOfferIds: [created.json().id] }]);
  });
});

describe('payments of two offers of one product at once', () => {
  it('take each its own stock, and the buy box follows, without waiting on each other', async () => {
    const [a, b] = [await store.newShop(), await store.newShop()];
    const theirs = await sells(b, offer(a.product.id, { quantity: 5 }));
    const buyers: Api[] = [];
    for (let i = 0; i < 6; i++) {
      const buyer = asUser(store.ctx, (await signUpCustomer(store.ctx, uniqueEmail('par'))).jwt);
      const offerId = i % 2 === 0 ? a.product.id : theirs.offerId;
      expect(
        (await buyer.put('/api/cart/add', { productId: a.product.id, offerId, quantity: 1 })).statusCode,
      ).toBe(200);
      buyers.push(buyer);
    }
    const paid = await Promise.all(
      buyers.map(async (buyer) => payCart(buyer, store.provider, await addAddress(buyer))),
    );
    expect(paid.flatMap((p) => p.orders)).toHaveLength(6);
    const left = (await offersOf(a.product.id)).offers.map((o) => [o.offerId, o.quantity]).sort();
    expect(left).toEqual(
      [
        [a.product.id, 997],
        [theirs.offerId, 2],
      ].sort(),
    );
    expect((await page(a.product.id)).quantity).toBe(997);
  });
});
