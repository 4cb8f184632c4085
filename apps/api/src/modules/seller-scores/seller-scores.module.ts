import type { Platform } from '../../platform.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import { createSellerScoresService, SELLER_SCORES_JOB } from './seller-scores.service.ts';

/** Each shop's rating and punctuality, recomputed daily for the buy box (decision 0028). */
export function sellerScoresModule(
  { db, clock, config }: Platform,
  deps: { reviews: ReviewsService; orders: OrdersService },
) {
  const sellerScores = createSellerScoresService({ db, clock, timeZone: config.STORE_TIMEZONE, ...deps });
  return {
    sellerScores,
    jobs: [{ name: SELLER_SCORES_JOB, everyMs: 86_400_000, run: () => sellerScores.recompute() }],
  };
}
