import { createReviewAnswers } from './review-answers.ts';
import { createReviewModeration } from './review-moderation.ts';
import { createReviewReading } from './review-reading.ts';
import type { ReviewsDeps } from './review-rules.ts';
import { createReviewWriting } from './review-writing.ts';

export { REVIEW_RULES } from './review-rules.ts';

/**
 * Reviews (product.md#reviews): anyone reads the visible ones, a shopper writes one per product (verified
 * when they bought it), only the author edits, the author or an admin deletes, the product's seller answers
 * once (editable). Shoppers report reviews; an administrator hides one (audited) or dismisses its reports.
 * The product's rating count and sum follow the visible reviews, in the same transaction as every change
 * (catalog.adjustRatings).
 *
 * One service made of its use cases: reading (review-reading.ts), writing and replying
 * (review-writing.ts) and moderation (review-moderation.ts), which answer through review-answers.ts.
 */
export function createReviewsService(deps: ReviewsDeps) {
  const answers = createReviewAnswers(deps);
  return {
    ...createReviewReading(deps, answers),
    ...createReviewWriting(deps, answers),
    ...createReviewModeration(deps, answers),
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
