/** Writing reviews: the shopper writes, edits and deletes theirs; the product's seller answers. */
import type { CreateReviewBody, ReviewResponse, UpdateReviewBody } from '@tecnobazar/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewImages, reviews } from '../../db/schema/reviews.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isAllowedImageUrl } from '../../lib/storage/image-urls.ts';
import type { ReviewAnswers } from './review-answers.ts';
import { halves, REVIEW_RULES, type ReviewsDeps, ratingChanges, visible } from './review-rules.ts';

export function createReviewWriting(deps: ReviewsDeps, { answer }: ReviewAnswers) {
  const { db, catalog } = deps;
  const { locked, changingRatings, countIn } = ratingChanges(deps);

  function checkImages(images: string[] | undefined) {
    if (images && !images.every((url) => isAllowedImageUrl(url, deps.media)))
      throw badRequest(REVIEW_RULES.imageHost);
  }

  async function replaceImages(tx: DbOrTx, reviewId: number, urls: string[]) {
    await tx.delete(reviewImages).where(eq(reviewImages.reviewId, reviewId));
    if (urls.length > 0)
      await tx.insert(reviewImages).values(urls.map((url, position) => ({ reviewId, url, position })));
  }

  /** The one review this shopper may write exists; a hidden one is out of their reach, so say why. */
  async function duplicate(tx: DbOrTx, userId: number, productId: number) {
    const [existing] = await tx
      .select({ hiddenAt: reviews.hiddenAt, hiddenReason: reviews.hiddenReason })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
    return conflict(
      existing?.hiddenAt ? REVIEW_RULES.duplicateHidden(existing.hiddenReason) : REVIEW_RULES.duplicate,
    );
  }

  return {
    async create(userId: number, productId: number, body: CreateReviewBody): Promise<ReviewResponse> {
      const product = await catalog.get(productId);
      checkImages(body.productImages);
      return changingRatings(async (tx) => {
        const soldBy = await deps.orders.lastSellerOf(userId, productId, tx);
        const [row] = await tx
          .insert(reviews)
          .values({
            productId,
            userId,
            sellerId: soldBy ?? product.seller.id,
            reviewText: body.reviewText,
            ratingHalves: halves(body.reviewRating),
            verifiedPurchase: soldBy !== undefined,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw await duplicate(tx, userId, productId);
        await replaceImages(tx, row.id, body.productImages);
        await countIn(tx, row, 1);
        return answer(row, tx);
      });
    },

    /** The author edits a visible review of theirs. */
    async update(userId: number, reviewId: number, body: UpdateReviewBody): Promise<ReviewResponse> {
      checkImages(body.productImages);
      return changingRatings(async (tx) => {
        const before = await locked(tx, reviewId, eq(reviews.userId, userId), visible);
        const ratingHalves =
          body.reviewRating === undefined ? before.ratingHalves : halves(body.reviewRating);
        const [after] = await tx
          .update(reviews)
          .set({ reviewText: body.reviewText, ratingHalves })
          .where(eq(reviews.id, reviewId))
          .returning();
        if (body.productImages) await replaceImages(tx, reviewId, body.productImages);
        await catalog.adjustRatings(tx, before.productId, 0, ratingHalves - before.ratingHalves);
        return answer(after!, tx);
      });
    },

    /** The author deletes their review; an administrator any (`asAdmin`). */
    async remove(userId: number, reviewId: number, asAdmin: boolean): Promise<{ message: string }> {
      return changingRatings(async (tx) => {
        const row = await locked(tx, reviewId, asAdmin ? undefined : eq(reviews.userId, userId));
        await tx.delete(reviews).where(eq(reviews.id, reviewId));
        // A hidden review already left the product's numbers.
        if (row.hiddenAt === null) await countIn(tx, row, -1);
        return { message: REVIEW_RULES.deleted };
      });
    },

    /** The product's seller answers a visible review, or edits the answer. */
    async reply(sellerId: number, reviewId: number, text: string): Promise<ReviewResponse> {
      const [row] = await db
        .update(reviews)
        .set({ sellerReply: text, sellerReplyAt: sql`now()` })
        .where(and(eq(reviews.id, reviewId), eq(reviews.sellerId, sellerId), visible))
        .returning();
      if (!row) throw notFound(REVIEW_RULES.notFound);
      return answer(row);
    },
  };
}
