/**
 * Merging two listings of one model (decision 0028, section 2): every order line, ledger entry, cart
 * line, review, wishlist and product rule reads as before, from the one product that remains.
 */
import type { ProductResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, payCart } from '../../test/checkout.ts';
import { productBody } from '../../test/seller.ts';
import { createSellingStore, type SellingStore } from '../../test/selling.ts';
import { asUser } from '../../test/shopper.ts';
import { signUpCustomer, uniqueEmail } from '../../test/test-app.ts';
import { MERGE_MESSAGES } from './product-merge.ts';

let store: SellingStore;
beforeAll(async () => {
  store = await createSellingStore({});
});
afterAll(() => store.ctx.app.close());

const get = (url: string) => store.ctx.app.inject({ method: 'GET', url: `/v1${url}` });
const newBuyer = async () => asUser(store.ctx, (await signUpCustomer(store.ctx, uniqueEmail('union'))).jwt);

describe('merging a duplicate listing', () => {
  it('moves its offers, order lines, reviews, wishlists and rules to the survivor; nothing sold changes', async () => {
    const [a, b] = [await store.newShop(), await store.newShop()];
    const title = `Memoria RAM Corvex DDR5 32 GB ${Date.now()}`;
    const create = async (shop: typeof a) => {
      const res = await shop.api.post(
        '/sellers/product',
        productBody({ title, sellingPrice: 450000, mrpPrice: 500000 }),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ProductResponse;
    };
    const survivor = await create(a);
    const dup = await create(b);
    const groups = (await store.admin.get('/admin/catalog/duplicates')).json();
    expect(groups).toContainEqual({
      products: [expect.objectContaining({ id: survivor.id }), expect.objectContaining({ id: dup.id })],
    });

    // The duplicate was sold, reviewed twice, wished for, left in a cart and given a commission rule.
    const buyer = await newBuyer();
    await buyer.put('/api/cart/add', { productId: dup.id });
    const { orders } = await payCart(buyer, store.provider, await addAddress(buyer));
    const both = await newBuyer();
    const review = (productId: number, text: string) =>
      both.post(`/api/products/${productId}/reviews`, {
        reviewText: text,
        reviewRating: 4,
        productImages: [],
      });
    expect((await review(survivor.id, 'Buena memoria, rápida y estable.')).statusCode).toBe(201);
    expect((await review(dup.id, 'La misma memoria, comprada en otra tienda.')).statusCode).toBe(201);
    expect(
      (
        await buyer.post(`/api/products/${dup.id}/reviews`, {
          reviewText: 'Llegó bien y funciona.',
          reviewRating: 5,
          productImages: [],
        })
      ).statusCode,
    ).toBe(201);
    await both.post(`/api/wishlist/add-product/${dup.id}`);
    const cart = await newBuyer();
    await cart.put('/api/cart/add', { productId: dup.id, quantity: 2 });
    const rule = await store.admin.post('/api/admin/commission-rules', {
      scope: 'PRODUCT',
      productId: dup.id,
      percent: 6,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const ledgerBefore = await store.ledgerOf(b.api);
    const cartBefore = (await cart.get('/api/cart')).json();

    const merged = await store.admin.post(`/admin/catalog/products/${dup.id}/merge`, { intoId: survivor.id });
    expect(merged.statusCode, merged.body).toBe(200);

    // One product, both shops' offers; the duplicate's old link shows it.
    const offers = (await get(`/products/${survivor.id}/offers`)).json().offers;
    expect(offers.map((o: { seller: { id: number } }) => o.seller.id).sort()).toEqual([a.id, b.id].sort());
    expect((await get(`/products/${dup.id}`)).json()).toMatchObject({ id: survivor.id, offerCount: 2 });
    expect((await get('/admin/catalog/duplicates')).statusCode).toBe(401);
    expect((await store.admin.get('/admin/catalog/duplicates')).json()).not.toContainEqual(
      expect.objectContaining({
        products: expect.arrayContaining([expect.objectContaining({ id: dup.id })]),
      }),
    );

    // What was sold reads as before: B's order, its line's price, B's ledger; the cart line still B's offer.
    const order = (await buyer.get('/api/orders')).json().find((o: { id: number }) => o.id === orders[0]!.id);
    expect(order.orderItems[0]).toMatchObject({ productId: survivor.id, price: 450000 });
    expect(await store.ledgerOf(b.api)).toEqual(ledgerBefore);
    expect((await cart.get('/api/cart')).json()).toEqual({
      ...cartBefore,
      cartItems: cartBefore.cartItems.map((i: { product: ProductResponse }) => ({
        ...i,
        product: {
          ...i.product,
          id: survivor.id,
          offerCount: 2,
          lowestPrice: 450000,
          createdAt: survivor.createdAt,
        },
      })),
    });

    // Reviews: the shopper with one on each keeps the survivor's; the other moves, verified.
    const reviews = (await get(`/api/products/${survivor.id}/reviews`)).json();
    expect(reviews.map((r: { reviewText: string }) => r.reviewText).sort()).toEqual(
      ['Buena memoria, rápida y estable.', 'Llegó bien y funciona.'].sort(),
    );
    expect((await get(`/products/${survivor.id}`)).json()).toMatchObject({
      numRatings: 2,
      averageRating: 4.5,
    });
    // The wishlist and the rule follow.
    const wishlist = (await both.get('/api/wishlist')).json();
    expect(JSON.stringify(wishlist)).toContain(`"id":${survivor.id}`);
    const rules = (await store.admin.get(`/api/admin/commission-rules?scope=PRODUCT`)).json().content;
    expect(rules.find((r: { id: number }) => r.id === rule.json().id)).toMatchObject({
      target: { id: survivor.id },
    });

    const log = (await store.admin.get('/admin/audit?entity=product')).json().content;
    expect(log[0]).toMatchObject({ action: 'catalog.product.merge', entityId: String(dup.id) });
    // A merged product cannot be merged again.
    expect(
      (await store.admin.post(`/admin/catalog/products/${dup.id}/merge`, { intoId: survivor.id })).statusCode,
    ).toBe(400);
  });

  it('refuses to merge a product sold in variants, and changes nothing', async () => {
    const [a, b] = [await store.newShop(), await store.newShop()];
    const title = `Mouse inalámbrico Nimbus ${Date.now()}`;
    const create = async (shop: typeof a) =>
      (await shop.api.post('/sellers/product', productBody({ title }))).json() as ProductResponse;
    const survivor = await create(a);
    const dup = await create(b);
    const varied = await a.api.post(`/sellers/catalog/products/${survivor.id}/variants`, {
      axes: { color: 'Blanco' },
    });
    expect(varied.statusCode, varied.body).toBe(201);
    const merge = await store.admin.post(`/admin/catalog/products/${dup.id}/merge`, { intoId: survivor.id });
    expect([merge.statusCode, merge.json().message]).toEqual([400, MERGE_MESSAGES.variants]);
    expect((await get(`/products/${dup.id}`)).json()).toMatchObject({ id: dup.id, title });
  });
});
