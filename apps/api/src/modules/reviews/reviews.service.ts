import {
  type CreateReviewBody,
  REVIEWS_PAGE_SIZE,
  type ReviewPage,
  type ReviewResponse,
  type UpdateReviewBody,
} from '@tecnobazar/shared';
import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewImages, reviews } from '../../db/schema/reviews.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isAllowedImageUrl } from '../../lib/storage/image-urls.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { UsersService } from '../users/users.service.ts';

export const REVIEW_RULES = {
  notFound: 'Reseña no encontrada',
  duplicate: 'Ya escribiste una reseña de este producto: puedes editarla.',
  imageHost: 'Las fotos deben subirse a TecnoBazar',
};

type ReviewRow = typeof reviews.$inferSelect;
const halves = (rating: number) => Math.round(rating * 2);

/**
 * Reviews (DESIGN §6): anyone reads them, a shopper writes one per product (verified when they bought it),
 * only the author edits, the author or an admin deletes. The product's rating count and sum move in the
 * same transaction as every change (catalog.adjustRatings).
 */
export function createReviewsService(deps: {
  db: Db;
  catalog: CatalogService;
  orders: OrdersService;
  users: UsersService;
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
}) {
  const { db, catalog } = deps;

  function checkImages(images: string[] | undefined) {
    if (images && !images.every((url) => isAllowedImageUrl(url, deps.media)))
      throw badRequest(REVIEW_RULES.imageHost);
  }

  async function responses(rows: ReviewRow[], tx: DbOrTx = db): Promise<ReviewResponse[]> {
    if (rows.length === 0) return [];
    const [images, authors] = await Promise.all([
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
      deps.users.contacts([...new Set(rows.map((r) => r.userId))], tx),
    ]);
    return rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      user: { id: r.userId, fullName: authors.get(r.userId)?.fullName ?? '' },
      reviewText: r.reviewText,
      rating: r.ratingHalves / 2,
      productImages: images.filter((i) => i.reviewId === r.id).map((i) => i.url),
      verifiedPurchase: r.verifiedPurchase,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function replaceImages(tx: DbOrTx, reviewId: number, urls: string[]) {
    await tx.delete(reviewImages).where(eq(reviewImages.reviewId, reviewId));
    if (urls.length > 0)
      await tx.insert(reviewImages).values(urls.map((url, position) => ({ reviewId, url, position })));
  }

  /** The author's review, or (for an admin deleting) anyone's; 404 for everyone else. */
  async function own(tx: DbOrTx, reviewId: number, userId: number | 'admin') {
    const [row] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), userId === 'admin' ? undefined : eq(reviews.userId, userId)))
      .for('update');
    if (!row) throw notFound(REVIEW_RULES.notFound);
    return row;
  }

  return {
    async list(
      productId: number,
      query: { sort: 'newest' | 'highest' | 'lowest' | 'photos'; page: number },
    ): Promise<ReviewPage> {
      const product = await catalog.get(productId);
      const where = eq(reviews.productId, productId);
      const withPhotos = exists(db.select().from(reviewImages).where(eq(reviewImages.reviewId, reviews.id)));
      const order = {
        newest: [desc(reviews.createdAt), desc(reviews.id)],
        highest: [desc(reviews.ratingHalves), desc(reviews.createdAt)],
        lowest: [asc(reviews.ratingHalves), desc(reviews.createdAt)],
        photos: [desc(withPhotos), desc(reviews.createdAt)],
      }[query.sort];
      const [rows, stars] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(...order)
          .limit(REVIEWS_PAGE_SIZE)
          .offset(query.page * REVIEWS_PAGE_SIZE),
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

    async create(userId: number, productId: number, body: CreateReviewBody): Promise<ReviewResponse> {
      await catalog.get(productId);
      checkImages(body.productImages);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({
            productId,
            userId,
            reviewText: body.reviewText,
            ratingHalves: halves(body.reviewRating),
            verifiedPurchase: await deps.orders.hasBought(userId, productId, tx),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(REVIEW_RULES.duplicate);
        await replaceImages(tx, row.id, body.productImages);
        await catalog.adjustRatings(tx, productId, 1, row.ratingHalves);
        return (await responses([row], tx))[0]!;
      });
    },

    async update(userId: number, reviewId: number, body: UpdateReviewBody): Promise<ReviewResponse> {
      checkImages(body.productImages);
      return db.transaction(async (tx) => {
        const before = await own(tx, reviewId, userId);
        const ratingHalves =
          body.reviewRating === undefined ? before.ratingHalves : halves(body.reviewRating);
        const [after] = await tx
          .update(reviews)
          .set({ reviewText: body.reviewText, ratingHalves })
          .where(eq(reviews.id, reviewId))
          .returning();
        if (body.productImages) await replaceImages(tx, reviewId, body.productImages);
        await catalog.adjustRatings(tx, before.productId, 0, ratingHalves - before.ratingHalves);
        return (await responses([after!], tx))[0]!;
      });
    },

    /** The author deletes their review; an administrator any (`asAdmin`). */
    async remove(userId: number, reviewId: number, asAdmin: boolean): Promise<{ message: string }> {
      return db.transaction(async (tx) => {
        const row = await own(tx, reviewId, asAdmin ? 'admin' : userId);
        await tx.delete(reviews).where(eq(reviews.id, reviewId));
        await catalog.adjustRatings(tx, row.productId, -1, -row.ratingHalves);
        return { message: 'Reseña eliminada' };
      });
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
