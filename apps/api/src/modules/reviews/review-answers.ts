/** Reviews as the API answers them: author, photos, the verified mark and the seller's reply. */
import type { ProductReviewResponse, ReviewResponse } from '@tecnobazar/shared';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewImages } from '../../db/schema/reviews.ts';
import type { ReviewRow, ReviewsDeps } from './review-rules.ts';

export function createReviewAnswers({
  db,
  catalog,
  orders,
  users,
  sellers,
}: Pick<ReviewsDeps, 'db' | 'catalog' | 'orders' | 'users' | 'sellers'>) {
  async function responses(rows: ReviewRow[], tx: DbOrTx = db): Promise<ReviewResponse[]> {
    if (rows.length === 0) return [];
    const [images, authors, bought, shops] = await Promise.all([
      tx
        .select()
        .from(reviewImages)
        .where(
          inArray(
            reviewImages.reviewId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(reviewImages.position)),
      users.contacts([...new Set(rows.map((r) => r.userId))], tx),
      orders.boughtOf(rows, tx),
      sellers.businessNames([...new Set(rows.filter((r) => r.verifiedPurchase).map((r) => r.sellerId))], tx),
    ]);
    return rows.map((r) => {
      // Bought when written, and the purchase still stands: a cancelled and refunded order takes the mark.
      const verified = r.verifiedPurchase && bought.has(`${r.userId}:${r.productId}`);
      return {
        id: r.id,
        productId: r.productId,
        user: { id: r.userId, fullName: authors.get(r.userId)?.fullName ?? '' },
        reviewText: r.reviewText,
        rating: r.ratingHalves / 2,
        productImages: images.filter((i) => i.reviewId === r.id).map((i) => i.url),
        verifiedPurchase: verified,
        createdAt: r.createdAt.toISOString(),
        sellerReply:
          r.sellerReply === null ? null : { text: r.sellerReply, date: r.sellerReplyAt!.toISOString() },
        soldBy: verified ? { id: r.sellerId, businessName: shops.get(r.sellerId) ?? '' } : null,
      };
    });
  }

  return {
    responses,
    /** One review's answer. */
    answer: async (row: ReviewRow, tx: DbOrTx = db) => (await responses([row], tx))[0]!,

    /** Reviews with the product they are about (title and first image), for the seller's and admin's lists. */
    async withProducts(rows: ReviewRow[]): Promise<ProductReviewResponse[]> {
      const [answers, products] = await Promise.all([
        responses(rows),
        catalog.byIds([...new Set(rows.map((r) => r.productId))], { includeHidden: true }),
      ]);
      const byId = new Map(products.map((p) => [p.id, p]));
      return answers.map((r) => {
        const p = byId.get(r.productId);
        return { ...r, product: { id: r.productId, title: p?.title ?? '', image: p?.images[0] ?? null } };
      });
    },
  };
}
export type ReviewAnswers = ReturnType<typeof createReviewAnswers>;
