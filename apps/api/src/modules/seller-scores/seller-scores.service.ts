/**
 * Each shop's scores, which the buy box weighs after the landed price (decision 0028, migration 0035): its
 * rating from the last 365 days of reviews by its buyers, and its share of the last 90 days' paid orders
 * shipped within 2 business days. Below 5 reviews or orders a score is not judged: the neutral value
 * stands. Written only where a value changed, since each change refreshes the shop's buy boxes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerScores } from '../../db/schema/seller-scores.ts';
import { withdrawalEnds } from '../../lib/business-days.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';

export const SELLER_SCORES_JOB = 'seller-scores';
const DAY_MS = 86_400_000;
/** Fewer than this many reviews or orders: not enough to judge, the neutral value stands. */
export const MIN_TO_JUDGE = 5;
export const NEUTRAL = { ratingX100: 400, onTimePermille: 900 };
const SHIP_WITHIN_BUSINESS_DAYS = 2;

export interface ShopScore {
  sellerId: number;
  ratingX100: number;
  onTimePermille: number;
  reviewsCounted: number;
  ordersCounted: number;
}

/**
 * The scores of every shop with reviews or orders in their windows. An order not shipped yet counts only
 * once its deadline has passed (then as late).
 */
export function scoresOf(
  ratings: { sellerId: number; count: number; ratingX100: number }[],
  shipments: { sellerId: number; paidAt: Date; shippedAt: Date | null }[],
  now: Date,
  timeZone: string,
): ShopScore[] {
  const shops = new Map<number, ShopScore>();
  const shop = (sellerId: number) => {
    if (!shops.has(sellerId))
      shops.set(sellerId, { sellerId, ...NEUTRAL, reviewsCounted: 0, ordersCounted: 0 });
    return shops.get(sellerId)!;
  };
  for (const r of ratings) {
    const s = shop(r.sellerId);
    s.reviewsCounted = r.count;
    if (r.count >= MIN_TO_JUDGE) s.ratingX100 = r.ratingX100;
  }
  const onTime = new Map<number, number>();
  for (const o of shipments) {
    const deadline = withdrawalEnds(o.paidAt, SHIP_WITHIN_BUSINESS_DAYS, timeZone);
    if (o.shippedAt === null && deadline > now) continue;
    shop(o.sellerId).ordersCounted++;
    if (o.shippedAt !== null && o.shippedAt < deadline)
      onTime.set(o.sellerId, (onTime.get(o.sellerId) ?? 0) + 1);
  }
  for (const s of shops.values())
    if (s.ordersCounted >= MIN_TO_JUDGE)
      s.onTimePermille = Math.round(((onTime.get(s.sellerId) ?? 0) * 1000) / s.ordersCounted);
  return [...shops.values()];
}

export function createSellerScoresService({
  db,
  clock,
  timeZone,
  reviews,
  orders,
}: {
  db: Db;
  clock: Clock;
  timeZone: string;
  reviews: Pick<ReviewsService, 'shopRatingsSince'>;
  orders: Pick<OrdersService, 'shipmentsSince'>;
}) {
  return {
    /** Recomputes every shop's scores; answers how many changed. */
    async recompute(): Promise<number> {
      const now = clock.now();
      const [ratings, shipments] = await Promise.all([
        reviews.shopRatingsSince(new Date(now.getTime() - 365 * DAY_MS)),
        orders.shipmentsSince(new Date(now.getTime() - 90 * DAY_MS)),
      ]);
      const scores = scoresOf(ratings, shipments, now, timeZone);
      if (scores.length === 0) return 0;
      const changed = await db
        .insert(sellerScores)
        .values(scores.map((s) => ({ ...s, computedAt: now })))
        .onConflictDoUpdate({
          target: sellerScores.sellerId,
          set: {
            ratingX100: sql`excluded.rating_x100`,
            onTimePermille: sql`excluded.on_time_permille`,
            reviewsCounted: sql`excluded.reviews_counted`,
            ordersCounted: sql`excluded.orders_counted`,
            computedAt: sql`excluded.computed_at`,
          },
          // Only a change writes: each write refreshes the buy boxes of the shop's products.
          setWhere: sql`(${sellerScores.ratingX100}, ${sellerScores.onTimePermille}, ${sellerScores.reviewsCounted}, ${sellerScores.ordersCounted})
            is distinct from (excluded.rating_x100, excluded.on_time_permille, excluded.reviews_counted, excluded.orders_counted)`,
        })
        .returning({ sellerId: sellerScores.sellerId });
      return changed.length;
    },
  };
}
export type SellerScoresService = ReturnType<typeof createSellerScoresService>;
