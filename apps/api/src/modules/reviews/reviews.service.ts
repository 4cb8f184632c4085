import {
  type CreateReviewBody,
  type ProductReviewResponse,
  REPORTED_REVIEWS_PAGE_SIZE,
  type REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  type ReportedReviewPage,
  type ReviewPage,
  type ReviewResponse,
  SELLER_REVIEWS_PAGE_SIZE,
  type SellerReviewPage,
  type UpdateReviewBody,
} from '@tecnobazar/shared';
import { and, asc, count, countDistinct, desc, eq, exists, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewImages, reviewReports, reviews } from '../../db/schema/reviews.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isAllowedImageUrl, UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { UsersService } from '../users/users.service.ts';

export const REVIEW_RULES = {
  notFound: 'Reseña no encontrada',
  duplicate: 'Ya escribiste una reseña de este producto: puedes editarla.',
  duplicateHidden: (reason: string | null) =>
    `Tu reseña de este producto fue retirada por moderación${reason ? ` (${reason})` : ''}: no puedes publicar otra.`,
  imageHost: 'Las fotos deben subirse a TecnoBazar',
  reportOwn: 'No puedes denunciar tu propia reseña',
  reportedAlready: 'Ya denunciaste esta reseña: la revisaremos pronto.',
  reported: 'Gracias: revisaremos esta reseña.',
  noOpenReports: 'Esta reseña no tiene denuncias pendientes',
  hidden: 'Reseña ocultada',
  dismissed: 'Denuncia descartada',
  deleted: 'Reseña eliminada',
};

type ReviewRow = typeof reviews.$inferSelect;
type ReviewSort = (typeof REVIEW_SORTS)[number];
const halves = (rating: number) => Math.round(rating * 2);
const visible = isNull(reviews.hiddenAt);

/** What `db.transaction` hands its callback (db/client.ts's `Tx` names other table generics). */
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Reviews (product.md#reviews): anyone reads the visible ones, a shopper writes one per product (verified
 * when they bought it), only the author edits, the author or an admin deletes, the product's seller answers
 * once (editable). Shoppers report reviews; an administrator hides one (audited) or dismisses its reports.
 * The product's rating count and sum follow the visible reviews, in the same transaction as every change
 * (catalog.adjustRatings).
 */
export function createReviewsService(deps: {
  db: Db;
  catalog: CatalogService;
  orders: OrdersService;
  users: UsersService;
  audit: AuditService;
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
  /** Told after a product's count or average changed (cached listings and search show them). */
  changes: ChangeFeed;
}) {
  const { db, catalog } = deps;

  function checkImages(images: string[] | undefined) {
    if (images && !images.every((url) => isAllowedImageUrl(url, deps.media)))
      throw badRequest(REVIEW_RULES.imageHost);
  }

  async function responses(rows: ReviewRow[], tx: DbOrTx = db): Promise<ReviewResponse[]> {
    if (rows.length === 0) return [];
    const [images, authors, bought] = await Promise.all([
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
      deps.orders.boughtOf(rows, tx),
    ]);
    return rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      user: { id: r.userId, fullName: authors.get(r.userId)?.fullName ?? '' },
      reviewText: r.reviewText,
      rating: r.ratingHalves / 2,
      productImages: images.filter((i) => i.reviewId === r.id).map((i) => i.url),
      // Bought when written, and the purchase still stands: a cancelled and refunded order takes the mark.
      verifiedPurchase: r.verifiedPurchase && bought.has(`${r.userId}:${r.productId}`),
      createdAt: r.createdAt.toISOString(),
      sellerReply:
        r.sellerReply === null ? null : { text: r.sellerReply, date: r.sellerReplyAt!.toISOString() },
    }));
  }

  /** Reviews with the product they are about (title and first image), for the seller's and admin's lists. */
  async function withProducts(rows: ReviewRow[]): Promise<ProductReviewResponse[]> {
    const [answers, products] = await Promise.all([
      responses(rows),
      catalog.byIds([...new Set(rows.map((r) => r.productId))], { includeHidden: true }),
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    return answers.map((r) => {
      const p = byId.get(r.productId);
      return { ...r, product: { id: r.productId, title: p?.title ?? '', image: p?.images[0] ?? null } };
    });
  }

  async function replaceImages(tx: DbOrTx, reviewId: number, urls: string[]) {
    await tx.delete(reviewImages).where(eq(reviewImages.reviewId, reviewId));
    if (urls.length > 0)
      await tx.insert(reviewImages).values(urls.map((url, position) => ({ reviewId, url, position })));
  }

  /** A review locked for change, matching `where`; 404 otherwise (a review is never shown to who may not act). */
  async function locked(tx: DbOrTx, reviewId: number, ...where: Parameters<typeof and>) {
    const [row] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), ...where))
      .for('update');
    if (!row) throw notFound(REVIEW_RULES.notFound);
    return row;
  }

  /**
   * A change of a product's count or average, in one transaction; once it is committed, the caches of
   * listings and search hear of it (lib/change-feed.ts).
   */
  async function changingRatings<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    deps.changes.publish('products');
    return result;
  }

  /** Takes a visible review out of (or puts a new one into) its product's count and average. */
  const countIn = (tx: DbOrTx, row: ReviewRow, sign: 1 | -1) =>
    catalog.adjustRatings(tx, row.productId, sign, sign * row.ratingHalves);

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
    /** Uploads any review shows, hidden or reported ones too. */
    async uploadsInUse(): Promise<string[]> {
      const rows = await db
        .select({ url: reviewImages.url })
        .from(reviewImages)
        .where(sql`${reviewImages.url} like ${UPLOADS_LIKE}`);
      return uploadNamesIn(rows.map((r) => r.url));
    },

    /** The spec's client's list (product.md#reviews): a plain array, newest first, one page of `size`. */
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
      return (await responses([row]))[0]!;
    },

    async create(userId: number, productId: number, body: CreateReviewBody): Promise<ReviewResponse> {
      const product = await catalog.get(productId);
      checkImages(body.productImages);
      return changingRatings(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({
            productId,
            userId,
            sellerId: product.seller.id,
            reviewText: body.reviewText,
            ratingHalves: halves(body.reviewRating),
            verifiedPurchase: await deps.orders.hasBought(userId, productId, tx),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) {
          // The one review this shopper may write exists; a hidden one is out of their reach, so say why.
          const [existing] = await tx
            .select({ hiddenAt: reviews.hiddenAt, hiddenReason: reviews.hiddenReason })
            .from(reviews)
            .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
          throw conflict(
            existing?.hiddenAt ? REVIEW_RULES.duplicateHidden(existing.hiddenReason) : REVIEW_RULES.duplicate,
          );
        }
        await replaceImages(tx, row.id, body.productImages);
        await countIn(tx, row, 1);
        return (await responses([row], tx))[0]!;
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
        return (await responses([after!], tx))[0]!;
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
      return (await responses([row]))[0]!;
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

    /** A shopper reports someone else's visible review, once. */
    async report(userId: number, reviewId: number, reason: string): Promise<{ message: string }> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), visible));
      if (!row) throw notFound(REVIEW_RULES.notFound);
      if (row.userId === userId) throw badRequest(REVIEW_RULES.reportOwn);
      const [added] = await db
        .insert(reviewReports)
        .values({ reviewId, userId, reason })
        .onConflictDoNothing()
        .returning({ id: reviewReports.id });
      if (!added) throw conflict(REVIEW_RULES.reportedAlready);
      return { message: REVIEW_RULES.reported };
    },

    /** Reviews with open reports, the most reported (then the oldest report) first, with those reports. */
    async reported(query: { page: number }): Promise<ReportedReviewPage> {
      const open = eq(reviewReports.status, 'OPEN');
      const [groups, [total]] = await Promise.all([
        db
          .select({ reviewId: reviewReports.reviewId })
          .from(reviewReports)
          .where(open)
          .groupBy(reviewReports.reviewId)
          .orderBy(desc(count()), asc(min(reviewReports.createdAt)))
          .limit(REPORTED_REVIEWS_PAGE_SIZE)
          .offset(query.page * REPORTED_REVIEWS_PAGE_SIZE),
        db
          .select({ n: countDistinct(reviewReports.reviewId) })
          .from(reviewReports)
          .where(open),
      ]);
      const ids = groups.map((g) => g.reviewId);
      if (ids.length === 0) return { content: [], totalPages: 0, totalElements: total!.n };
      const [rows, reports] = await Promise.all([
        db.select().from(reviews).where(inArray(reviews.id, ids)),
        db
          .select()
          .from(reviewReports)
          .where(and(open, inArray(reviewReports.reviewId, ids)))
          .orderBy(asc(reviewReports.createdAt)),
      ]);
      const [answers, reporters] = await Promise.all([
        withProducts(rows),
        deps.users.contacts([...new Set(reports.map((r) => r.userId))]),
      ]);
      const byId = new Map(answers.map((a) => [a.id, a]));
      return {
        content: ids.map((id) => ({
          review: byId.get(id)!,
          reports: reports
            .filter((r) => r.reviewId === id)
            .map((r) => ({
              id: r.id,
              reason: r.reason,
              reporter: reporters.get(r.userId)?.fullName ?? '',
              date: r.createdAt.toISOString(),
            })),
        })),
        totalPages: Math.ceil(total!.n / REPORTED_REVIEWS_PAGE_SIZE),
        totalElements: total!.n,
      };
    },

    /** An administrator hides a visible review: it leaves the public list and the averages, its reports close. */
    async hide(adminId: number, reviewId: number, reason: string): Promise<{ message: string }> {
      return changingRatings(async (tx) => {
        const row = await locked(tx, reviewId, visible);
        await tx
          .update(reviews)
          .set({ hiddenAt: sql`now()`, hiddenReason: reason })
          .where(eq(reviews.id, reviewId));
        await countIn(tx, row, -1);
        await closeReports(tx, reviewId, 'UPHELD');
        await deps.audit.record(tx, {
          adminId,
          action: 'review.hide',
          entity: 'review',
          entityId: reviewId,
          before: {
            hidden: false,
            productId: row.productId,
            rating: row.ratingHalves / 2,
            text: row.reviewText,
          },
          after: { hidden: true, reason },
        });
        return { message: REVIEW_RULES.hidden };
      });
    },

    /** An administrator dismisses a review's open reports: the review stays. */
    async dismiss(adminId: number, reviewId: number): Promise<{ message: string }> {
      return db.transaction(async (tx) => {
        const closed = await closeReports(tx, reviewId, 'DISMISSED');
        if (closed === 0) throw notFound(REVIEW_RULES.noOpenReports);
        await deps.audit.record(tx, {
          adminId,
          action: 'review.dismiss',
          entity: 'review',
          entityId: reviewId,
          before: { openReports: closed },
          after: { openReports: 0 },
        });
        return { message: REVIEW_RULES.dismissed };
      });
    },
  };

  async function closeReports(tx: DbOrTx, reviewId: number, status: 'UPHELD' | 'DISMISSED') {
    const closed = await tx
      .update(reviewReports)
      .set({ status, resolvedAt: sql`now()` })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'OPEN')))
      .returning({ id: reviewReports.id });
    return closed.length;
  }
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
