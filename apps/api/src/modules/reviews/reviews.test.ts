import {
  type AuditPage,
  type ProductResponse,
  REVIEW_MESSAGES,
  type ReportedReviewPage,
  type ReviewPage,
  type ReviewResponse,
  type SellerReviewPage,
} from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers } from '../../db/schema/index.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress, payCart } from '../../test/checkout.ts';
import { signInSeller, signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { REVIEW_RULES } from './reviews.service.ts';

let provider: DevPaymentProvider;
let ctx: TestContext;
type Api = ReturnType<typeof asUser>;
let products: ProductResponse[];
let next = 0;
const UPLOADED = `/v1/media/uploads/${'b'.repeat(64)}.webp`;

const shopper = async (name = 'Ana María Pérez'): Promise<Api> =>
  asUser(ctx, (await signUpCustomer(ctx, uniqueEmail('resena'), name)).jwt);
/** A product no other test reviews. */
const freshProduct = () => products[next++]!;
/** Our pages' route: a sorted page and the summary. */
const page = async (productId: number, query = ''): Promise<ReviewPage> =>
  (await asUser(ctx).get(`/api/products/${productId}/reviews/page${query}`)).json();
/** The spec's client's route: a plain array. */
const list = async (productId: number, query = ''): Promise<ReviewResponse[]> => {
  const res = await asUser(ctx).get(`/api/products/${productId}/reviews${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const productOf = async (id: number): Promise<ProductResponse> =>
  (await asUser(ctx).get(`/products/${id}`)).json();
const review = (api: Api, productId: number, body: object) =>
  api.post(`/api/products/${productId}/reviews`, body);

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
    {
      seed: true,
      paymentProvider: (db) =>
        (provider = createDevPaymentProvider({ publicUrl: 'http://localhost:3000', db })),
    },
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
    const { orders } = await payCart(buyer, provider, await addAddress(buyer));
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
    expect(summary.content.find((r) => r.id === bought.id)?.verifiedPurchase).toBe(true);
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
    // The buyer cancels the order and is refunded: the review stays, its purchase mark goes (both routes).
    const cancelled = await buyer.post(`/api/orders/${orders[0]!.id}/cancel`, {
      reason: 'Ya no lo necesito',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await list(product.id)).find((r) => r.id === bought.id)?.verifiedPurchase).toBe(false);
    expect((await page(product.id)).content.find((r) => r.id === bought.id)?.verifiedPurchase).toBe(false);
    // An administrator deletes anyone's review.
    const admin = asUser(ctx, await adminToken(ctx));
    expect((await admin.delete(`/api/reviews/${bought.id}`)).statusCode).toBe(200);
    expect(await productOf(product.id)).toMatchObject({ numRatings: 1, averageRating: 4 });
  });

  it("answers the spec's client an array, newest first, with what its review card reads; a page when asked", async () => {
    const product = freshProduct();
    const written: ReviewResponse[] = [];
    for (const [name, reviewRating, productImages] of [
      ['Ana María Pérez', 3.5, [UPLOADED]],
      ['Lucía Fernández', 5, []],
      ['Mateo Rojas', 1, []],
    ] as const) {
      const author = await shopper(name);
      written.push(
        (
          await review(author, product.id, { reviewText: `Opinión de ${name}`, reviewRating, productImages })
        ).json(),
      );
    }
    const [first, second, third] = written as [ReviewResponse, ReviewResponse, ReviewResponse];

    const body = await list(product.id);
    expect(Array.isArray(body)).toBe(true);
    // What the spec's review card reads: the author's id (its delete button) and name, date, stars, text, photos.
    const cardFields = (r: ReviewResponse) => [
      r.id,
      r.user.id,
      r.user.fullName,
      r.createdAt,
      r.rating,
      r.reviewText,
      r.productImages,
    ];
    expect(body.map(cardFields)).toEqual([third, second, first].map(cardFields));
    expect(body[2]).toMatchObject({ user: { fullName: 'Ana María Pérez' }, productImages: [UPLOADED] });
    // Paging, when asked: still an array.
    expect((await list(product.id, '?page=0&size=2')).map((r) => r.id)).toEqual([third.id, second.id]);
    expect((await list(product.id, '?page=1&size=2')).map((r) => r.id)).toEqual([first.id]);
    expect(await list(product.id, '?page=5&size=2')).toEqual([]);
    expect((await asUser(ctx).get(`/api/products/${product.id}/reviews?size=0`)).statusCode).toBe(400);
    // Our pages' route keeps the summary, over the same reviews.
    expect(await page(product.id)).toMatchObject({ totalElements: 3, totalPages: 1, content: body });
  });

  it('keeps markup as written: it is text, never HTML', async () => {
    const product = freshProduct();
    const text = '<img src=x onerror=alert(1)> sigue siendo texto';
    await review(await shopper(), product.id, { reviewText: text, reviewRating: 3 });
    expect((await page(product.id)).content[0]!.reviewText).toBe(text);
  });
});

describe('seller replies and moderation', () => {
  /** The product's own seller, signed in. */
  async function sellerOf(product: ProductResponse): Promise<Api> {
    const [row] = await ctx.database.db
      .select({ email: sellers.email })
      .from(sellers)
      .where(eq(sellers.id, product.seller.id));
    return asUser(ctx, await signInSeller(ctx, row!.email));
  }

  it("lets only the product's seller answer, once and editable, and shows the answer publicly", async () => {
    const product = freshProduct();
    const author = await shopper();
    const written = (
      await review(author, product.id, { reviewText: 'Buen disco, algo caliente', reviewRating: 4 })
    ).json();
    const seller = await sellerOf(product);

    const mine = (await (await seller.get('/api/seller/reviews?unanswered=true')).json()) as SellerReviewPage;
    expect(mine.content.find((r) => r.id === written.id)).toMatchObject({
      product: { id: product.id, title: product.title },
      sellerReply: null,
    });
    expect((await seller.put(`/api/seller/reviews/${written.id}/reply`, { reply: '' })).body).toContain(
      'La respuesta es obligatoria',
    );
    const answered = await seller.put(`/api/seller/reviews/${written.id}/reply`, {
      reply: 'Gracias: un disipador lo mantiene fresco.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const edited = (
      await seller.put(`/api/seller/reviews/${written.id}/reply`, { reply: 'Gracias por tu compra.' })
    ).json();
    expect(edited.sellerReply.text).toBe('Gracias por tu compra.');
    const shown = (await page(product.id)).content.find((r) => r.id === written.id)!;
    expect(shown.sellerReply).toMatchObject({ text: 'Gracias por tu compra.' });
    expect((await asUser(ctx).get(`/api/reviews/${written.id}`)).json()).toEqual(shown);
    // Answered: no longer among the unanswered; still one answer.
    const after = (await (
      await seller.get('/api/seller/reviews?unanswered=true')
    ).json()) as SellerReviewPage;
    expect(after.content.some((r) => r.id === written.id)).toBe(false);

    // Another seller neither sees nor answers it; a shopper cannot reach the seller's routes.
    const stranger = asUser(ctx, await signUpSeller(ctx));
    expect((await stranger.get('/api/seller/reviews')).json().totalElements).toBe(0);
    const foreign = await stranger.put(`/api/seller/reviews/${written.id}/reply`, { reply: 'No es mío' });
    expect(foreign.statusCode).toBe(404);
    expect((await author.put(`/api/seller/reviews/${written.id}/reply`, { reply: 'Hola' })).statusCode).toBe(
      403,
    );
  });

  it('takes reports, lists them for the admin, hides (audited, out of the numbers) or dismisses', async () => {
    const product = freshProduct();
    const author = await shopper('Pedro Insultos');
    const bad = (
      await review(author, product.id, { reviewText: 'Texto ofensivo de ejemplo', reviewRating: 1 })
    ).json();
    const fair = (
      await review(await shopper(), product.id, { reviewText: 'Funciona como se espera', reviewRating: 5 })
    ).json();
    expect(await productOf(product.id)).toMatchObject({ numRatings: 2, averageRating: 3 });

    const reporter = await shopper('Marta Reporta');
    const report = (api: Api, id: number, reason: string) =>
      api.post(`/api/reviews/${id}/report`, { reason });
    expect((await report(author, bad.id, 'Es mi propia reseña')).json().message).toBe(REVIEW_RULES.reportOwn);
    expect((await report(reporter, bad.id, 'no')).body).toContain(
      'El motivo debe tener al menos 5 caracteres',
    );
    const reported = await report(reporter, bad.id, 'Lenguaje ofensivo');
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().message).toBe(REVIEW_RULES.reported);
    expect((await report(reporter, bad.id, 'Otra vez lo mismo')).statusCode).toBe(409);
    await report(await shopper(), bad.id, 'No habla del producto');
    await report(reporter, fair.id, 'No me gusta esta opinión');
    expect((await report(asUser(ctx), fair.id, 'Sin sesión')).statusCode).toBe(401);

    const admin = asUser(ctx, await adminToken(ctx));
    const listed = (await (await admin.get('/admin/reviews')).json()) as ReportedReviewPage;
    const ours = listed.content.filter((c) => c.review.productId === product.id);
    // The most reported first, each with its reasons and reporters by name.
    expect(ours.map((c) => [c.review.id, c.reports.length])).toEqual([
      [bad.id, 2],
      [fair.id, 1],
    ]);
    expect(ours[0]!.reports[0]).toMatchObject({ reason: 'Lenguaje ofensivo', reporter: 'Marta Reporta' });
    expect((await reporter.get('/admin/reviews')).statusCode).toBe(403);

    expect((await admin.post(`/admin/reviews/${bad.id}/hide`, { reason: '' })).statusCode).toBe(400);
    const hidden = await admin.post(`/admin/reviews/${bad.id}/hide`, { reason: 'Lenguaje ofensivo' });
    expect(hidden.json()).toEqual({ message: REVIEW_RULES.hidden });
    expect((await admin.post(`/admin/reviews/${bad.id}/hide`, { reason: 'Otra vez' })).statusCode).toBe(404);
    expect(await productOf(product.id)).toMatchObject({ numRatings: 1, averageRating: 5 });
    const publicPage = await page(product.id);
    expect(publicPage.content.map((r) => r.id)).toEqual([fair.id]);
    expect((await list(product.id)).map((r) => r.id)).toEqual([fair.id]);
    expect(publicPage.distribution).toEqual({ 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 });
    // Hidden: the author can no longer edit it nor anyone report it; deleting it moves no number twice.
    expect((await author.patch(`/api/reviews/${bad.id}`, { reviewRating: 5 })).statusCode).toBe(404);
    expect((await author.get(`/api/reviews/${bad.id}`)).statusCode).toBe(404);
    expect((await report(await shopper(), bad.id, 'Sigue ofensiva')).statusCode).toBe(404);
    // Nor write another: the answer says why, instead of "you can edit it".
    const again = await review(author, product.id, {
      reviewText: 'Otra reseña del mismo producto',
      reviewRating: 3,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_RULES.duplicateHidden('Lenguaje ofensivo'));

    expect((await admin.post(`/admin/reviews/${fair.id}/dismiss`)).json()).toEqual({
      message: REVIEW_RULES.dismissed,
    });
    expect((await admin.post(`/admin/reviews/${fair.id}/dismiss`)).statusCode).toBe(404);
    const rest = (await (await admin.get('/admin/reviews')).json()) as ReportedReviewPage;
    expect(rest.content.some((c) => c.review.productId === product.id)).toBe(false);
    expect((await page(product.id)).content.map((r) => r.id)).toEqual([fair.id]);

    const log = (await (await admin.get('/admin/audit?entity=review')).json()) as AuditPage;
    expect(log.content.map((e) => [e.action, e.entityId])).toEqual(
      expect.arrayContaining([
        ['review.hide', String(bad.id)],
        ['review.dismiss', String(fair.id)],
      ]),
    );
    expect(log.content.find((e) => e.action === 'review.hide')!.after).toEqual({
      hidden: true,
      reason: 'Lenguaje ofensivo',
    });

    expect((await author.delete(`/api/reviews/${bad.id}`)).statusCode).toBe(200);
    expect(await productOf(product.id)).toMatchObject({ numRatings: 1, averageRating: 5 });
  });
});
