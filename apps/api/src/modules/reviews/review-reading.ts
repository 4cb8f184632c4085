/** Reading reviews: a product's pages (ours and the spec's client's), one review, a seller's list. */
import {
  REVIEWS_PAGE_SIZE,
  type ReviewPage,
  type ReviewResponse,
  SELLER_REVIEWS_PAGE_SIZE,
  type SellerReviewPage,
} from '@tecnobazar/shared';
import { and, asc, count, desc, eq, exists, gte, isNull, sql } from 'drizzle-orm';
import { reviewImages, reviews } from '../../db/schema/reviews.ts';
import { notFound } from '../../lib/errors.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { ReviewAnswers } from './review-answers.ts';
import { REVIEW_RULES, type ReviewSort, type ReviewsDeps, visible } from './review-rules.ts';

export function createReviewReading(
  { db, catalog }: Pick<ReviewsDeps, 'db' | 'catalog'>,
  { responses, answer, withProducts }: ReviewAnswers,
) {
  /**
   * Each shop's visible reviews written since `since` by shoppers who bought from it: how many, and their
   * average in hundredths of a star (the buy box weighs it, decision 0028).
   */
  async function shopRatingsSince(since: Date) {
    return db
      .select({
        sellerId: reviews.sellerId,
        count: count(),
        ratingX100: sql<number>`round(avg(${reviews.ratingHalves}) * 50)::int`,
      })
      .from(reviews)
      .where(and(visible, eq(reviews.verifiedPurchase, true), gte(reviews.createdAt, since)))
      .groupBy(reviews.sellerId);
  }

  /** A page of a product's visible reviews in `sort` order. */
  function visibleOf(
    productId: number,
    sort: ReviewSort,
    { limit, offset }: { limit: number; offset: number },
  ) {
    const withPhotos = exists(db.select().from(reviewImages).where(eq(reviewImages.reviewId, reviews.id)));
    const order = {
      newest: [desc(reviews.createdAt), desc(reviews.id)],
      highest: [desc(reviews.ratingHalves), desc(reviews.createdAt)],
      lowest: [asc(reviews.ratingHalves), desc(reviews.createdAt)],
      photos: [desc(withPhotos), desc(reviews.createdAt)],
    }[sort];
    return db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, productId), visible))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }

  return {
    shopRatingsSince,
    /** Uploads any review shows, hidden or reported ones too. */
    async uploadsInUse(): Promise<string[]> {
      const rows = await db
        .select({ url: reviewImages.url })
        .from(reviewImages)
        .where(sql`${reviewImages.url} like ${UPLOADS_LIKE}`);
      return uploadNamesIn(rows.map((r) => r.url));
    },

    /** The spec's client's list (decision 0015): a plain array, newest first, one page of `size`. */
    async newest(productId: number, query: { page: number; size: number }): Promise<ReviewResponse[]> {
      await catalog.get(productId); // an unknown product is a 404, not an empty list
      return responses(
        await visibleOf(productId, 'newest', { limit: query.size, offset: query.page * query.size }),
      );
    },

    /** Our pages' reviews: a page in `sort` order, and the summary over all the visible ones. */
    async page(productId: number, query: { sort: ReviewSort; page: number }): Promise<ReviewPage> {
      const product = await catalog.get(productId);
      const where = and(eq(reviews.productId, productId), visible);
      const [rows, stars] = await Promise.all([
        visibleOf(productId, query.sort, {
          limit: REVIEWS_PAGE_SIZE,
          offset: query.page * REVIEWS_PAGE_SIZE,
        }),
        db
          .select({
            star: sql<number>`greatest(1, floor(${reviews.ratingHalves} / 2))`.mapWith(Number),
            n: count(),
          })
          .from(reviews)
          .where(where)
          .groupBy(sql`1`),
      ]);
      const distribution = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
      for (const { star, n } of stars) distribution[star as keyof typeof distribution] = n;
      return {
        content: await responses(rows),
        totalPages: Math.ceil(product.numRatings / REVIEWS_PAGE_SIZE),
        totalElements: product.numRatings,
        averageRating: product.averageRating,
        distribution,
      };
    },

    /** One visible review (the author's edit form loads it). */
    async one(reviewId: number): Promise<ReviewResponse> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), visible));
      if (!row) throw notFound(REVIEW_RULES.notFound);
      return answer(row);
    },

    /** The visible reviews of a seller's products, newest first; `unanswered` keeps those without a reply. */
    async forSeller(
      sellerId: number,
      query: { unanswered: 'true' | 'false'; page: number },
    ): Promise<SellerReviewPage> {
      const where = and(
        eq(reviews.sellerId, sellerId),
        visible,
        query.unanswered === 'true' ? isNull(reviews.sellerReply) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(SELLER_REVIEWS_PAGE_SIZE)
          .offset(query.page * SELLER_REVIEWS_PAGE_SIZE),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return {
        content: await withProducts(rows),
        totalPages: Math.ceil(total!.n / SELLER_REVIEWS_PAGE_SIZE),
        totalElements: total!.n,
      };
    },
  };
}
