/** Moderation: shoppers report reviews; an administrator hides one (audited) or dismisses its reports. */
import { REPORTED_REVIEWS_PAGE_SIZE, type ReportedReviewPage } from '@tecnobazar/shared';
import { and, asc, count, countDistinct, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewReports, reviews } from '../../db/schema/reviews.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ReviewAnswers } from './review-answers.ts';
import { REVIEW_RULES, type ReviewsDeps, ratingChanges, visible } from './review-rules.ts';

async function closeReports(tx: DbOrTx, reviewId: number, status: 'UPHELD' | 'DISMISSED') {
  const closed = await tx
    .update(reviewReports)
    .set({ status, resolvedAt: sql`now()` })
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'OPEN')))
    .returning({ id: reviewReports.id });
  return closed.length;
}

const open = eq(reviewReports.status, 'OPEN');

export function createReviewModeration(deps: ReviewsDeps, { withProducts }: ReviewAnswers) {
  const { db } = deps;
  const { locked, changingRatings, countIn } = ratingChanges(deps);

  /** A page of the reviews with open reports, the most reported (then the oldest report) first. */
  async function reportedIds(page: number) {
    const [groups, [total]] = await Promise.all([
      db
        .select({ reviewId: reviewReports.reviewId })
        .from(reviewReports)
        .where(open)
        .groupBy(reviewReports.reviewId)
        .orderBy(desc(count()), asc(min(reviewReports.createdAt)))
        .limit(REPORTED_REVIEWS_PAGE_SIZE)
        .offset(page * REPORTED_REVIEWS_PAGE_SIZE),
      db
        .select({ n: countDistinct(reviewReports.reviewId) })
        .from(reviewReports)
        .where(open),
    ]);
    return { ids: groups.map((g) => g.reviewId), total: total!.n };
  }

  return {
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
      const { ids, total } = await reportedIds(query.page);
      if (ids.length === 0) return { content: [], totalPages: 0, totalElements: total };
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
        totalPages: Math.ceil(total / REPORTED_REVIEWS_PAGE_SIZE),
        totalElements: total,
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
}
