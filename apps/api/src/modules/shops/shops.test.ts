import type { ProductPage, ProductResponse, ShopResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress, payCart } from '../../test/checkout.ts';
import { adminToken, asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';

let provider: DevPaymentProvider;
let ctx: TestContext;

const shop = async (sellerId: number) => asUser(ctx).get(`/sellers/${sellerId}/shop`);
/** Every visible product of a shop, through the listing's `seller` filter, page by page. */
async function shopProducts(sellerId: number): Promise<ProductResponse[]> {
  const all: ProductResponse[] = [];
  for (let page = 0; ; page++) {
    const res: ProductPage = (
      await asUser(ctx).get(`/products?seller=${sellerId}&pageNumber=${page}`)
    ).json();
    all.push(...res.content);
    if (page + 1 >= res.totalPages) return all;
  }
}

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    {
      seed: true,
      paymentProvider: (db) =>
        (provider = createDevPaymentProvider({ publicUrl: 'http://localhost:3000', db })),
    },
  );
});
afterAll(() => ctx?.close());

describe('a shop page', () => {
  it("lists the shop's products and sums their reviews; a paid order counts as a sale", async () => {
    const [product] = await buyableProducts(ctx);
    const sellerId = product!.seller.id;
    const products = await shopProducts(sellerId);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.seller.id === sellerId)).toBe(true);

    const before: ShopResponse = (await shop(sellerId)).json();
    const numRatings = products.reduce((n, p) => n + p.numRatings, 0);
    expect(before).toMatchObject({
      id: sellerId,
      businessName: product!.seller.businessDetails.businessName,
      productCount: products.length,
      numRatings,
    });
    if (numRatings > 0) {
      // Each product's average is rounded: the shop's is their weighted mean, to one decimal, within rounding.
      const weighted = products.reduce((sum, p) => sum + p.averageRating * p.numRatings, 0) / numRatings;
      expect(Math.abs(before.averageRating - weighted)).toBeLessThan(0.06);
    }

    const buyer = asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('tienda-compra'))).jwt);
    await buyer.put('/api/cart/add', { productId: product!.id, size: 'FREE', quantity: 1 });
    await payCart(buyer, provider, await addAddress(buyer));
    expect((await shop(sellerId)).json().salesCount).toBe(before.salesCount + 1);
  });

  it('is not found for an unknown or suspended shop', async () => {
    expect((await shop(999_999)).statusCode).toBe(404);
    const [product] = await buyableProducts(ctx, 'sort=price_high');
    const admin = asUser(ctx, await adminToken(ctx));
    const sellerId = product!.seller.id;
    expect((await admin.patch(`/admin/seller/${sellerId}/status/SUSPENDED`)).statusCode).toBe(200);
    expect((await shop(sellerId)).statusCode).toBe(404);
    expect((await admin.patch(`/admin/seller/${sellerId}/status/ACTIVE`)).statusCode).toBe(200);
  });
});

describe('related products', () => {
  it('are other buyable products of the same category, the closest in price first', async () => {
    const [product] = await buyableProducts(ctx);
    const related: ProductResponse[] = (await asUser(ctx).get(`/products/${product!.id}/related`)).json();
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    for (const p of related) {
      expect(p.id).not.toBe(product!.id);
      expect(p.category.categoryId).toBe(product!.category.categoryId);
      expect(p.in_stock).toBe(true);
    }
    const gaps = related.map((p) => Math.abs(p.sellingPrice - product!.sellingPrice));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect((await asUser(ctx).get('/products/999999/related')).statusCode).toBe(404);
  });
});
