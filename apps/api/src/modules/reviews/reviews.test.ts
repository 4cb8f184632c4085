import { type ProductResponse, REVIEW_MESSAGES, type ReviewPage } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevPaymentProvider } from '../../lib/payments/dev-payment-provider.ts';
import { addAddress, payCart } from '../../test/checkout.ts';
import { adminToken, asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { REVIEW_RULES } from './reviews.service.ts';

const provider = createDevPaymentProvider({ publicUrl: 'http://localhost:3000' });
let ctx: TestContext;
type Api = ReturnType<typeof asUser>;
let products: ProductResponse[];
let next = 0;
const UPLOADED = `/v1/media/uploads/${'b'.repeat(64)}.webp`;

const shopper = async (name = 'Ana María Pérez'): Promise<Api> =>
  asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('resena'), name)).jwt);
/** A product no other test reviews. */
const freshProduct = () => products[next++]!;
const page = async (productId: number, query = ''): Promise<ReviewPage> =>
  (await asUser(ctx).get(`/api/products/${productId}/reviews${query}`)).json();
const productOf = async (id: number): Promise<ProductResponse> =>
  (await asUser(ctx).get(`/products/${id}`)).json();
const review = (api: Api, productId: number, body: object) =>
  api.post(`/api/products/${productId}/reviews`, body);

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    { seed: true, paymentProvider: provider },
  );
  products = (await buyableProducts(ctx)).filter((p) => p.numRatings === 0);
});
afterAll(() => ctx?.close());

describe('reviews', () => {
  it("checks the spec's messages, the photos' host and one review per shopper", async () => {
    const product = freshProduct();
    const api = await shopper();
    const empty = await review(api, product.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(REVIEW_MESSAGES.textRequired);
    expect(empty.body).toContain(REVIEW_MESSAGES.ratingRequired);
    for (const [body, message] of [
      [{ reviewText: 'Corto', reviewRating: 4 }, REVIEW_MESSAGES.textMin],
      [{ reviewText: 'Muy buen teclado', reviewRating: -0.5 }, REVIEW_MESSAGES.ratingMin],
      [{ reviewText: 'Muy buen teclado', reviewRating: 5.5 }, REVIEW_MESSAGES.ratingMax],
    ] as const) {
      expect((await review(api, product.id, body)).body).toContain(message);
    }
    const foreign = await review(api, product.id, {
      reviewText: 'Muy buen teclado',
      reviewRating: 4,
      productImages: ['https://elsewhere.example/x.png'],
    });
    expect(foreign.json().message).toBe(REVIEW_RULES.imageHost);

    const ok = await review(api, product.id, {
      reviewText: 'Muy buen teclado',
      reviewRating: 4.5,
      productImages: [UPLOADED],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      rating: 4.5,
      productImages: [UPLOADED],
      user: { fullName: 'Ana María Pérez' },
    });
    const again = await review(api, product.id, { reviewText: 'Otra reseña del mismo', reviewRating: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_RULES.duplicate);
    expect(
      (await review(asUser(ctx), product.id, { reviewText: 'Sin sesión aquí', reviewRating: 3 })).statusCode,
    ).toBe(401);
  });

  it('marks a buyer verified, keeps the count and average in step, and sums the stars by hand', async () => {
    const product = freshProduct();
    const buyer = await shopper('Lucía Fernández');
    await buyer.put('/api/cart/add', { productId: product.id, size: 'FREE', quantity: 1 });
    await payCart(buyer, provider, await addAddress(buyer));
    const bought = (
      await review(buyer, product.id, { reviewText: 'Llegó rápido y funciona', reviewRating: 5 })
    ).json();
    expect(bought.verifiedPurchase).toBe(true);
    const other = await shopper();
    const notBought = (
      await review(other, product.id, { reviewText: 'Lo vi en una tienda', reviewRating: 2.5 })
    ).json();
    expect(notBought.verifiedPurchase).toBe(false);
    const third = await shopper();
    await review(third, product.id, { reviewText: 'Cumple con lo prometido', reviewRating: 4 });

    // 5 + 2.5 + 4 = 11.5 over 3 reviews: 3.8 (one decimal).
    expect(await productOf(product.id)).toMatchObject({ numRatings: 3, averageRating: 3.8 });
    const summary = await page(product.id, '?sort=lowest');
    expect(summary).toMatchObject({
      totalElements: 3,
      averageRating: 3.8,
      distribution: { 5: 1, 4: 1, 3: 0, 2: 1, 1: 0 },
    });
    expect(summary.content.map((r) => r.rating)).toEqual([2.5, 4, 5]);

    // Editing moves the average; another shopper cannot edit or delete it.
    const edit = await other.patch(`/api/reviews/${notBought.id}`, { reviewRating: 4 });
    expect(edit.json()).toMatchObject({ rating: 4 });
    expect(await productOf(product.id)).toMatchObject({ numRatings: 3, averageRating: 4.3 });
    expect((await third.patch(`/api/reviews/${notBought.id}`, { reviewRating: 0 })).statusCode).toBe(404);
    expect((await third.delete(`/api/reviews/${notBought.id}`)).statusCode).toBe(404);

    expect((await other.delete(`/api/reviews/${notBought.id}`)).json()).toEqual({
      message: 'Reseña eliminada',
    });
    expect(await productOf(product.id)).toMatchObject({ numRatings: 2, averageRating: 4.5 });
    // An administrator deletes anyone's review.
    const admin = asUser(ctx, await adminToken(ctx));
    expect((await admin.delete(`/api/reviews/${bought.id}`)).statusCode).toBe(200);
    expect(await productOf(product.id)).toMatchObject({ numRatings: 1, averageRating: 4 });
  });

  it('keeps markup as written: it is text, never HTML', async () => {
    const product = freshProduct();
    const text = '<img src=x onerror=alert(1)> sigue siendo texto';
    await review(await shopper(), product.id, { reviewText: text, reviewRating: 3 });
    expect((await page(product.id)).content[0]!.reviewText).toBe(text);
  });
});
