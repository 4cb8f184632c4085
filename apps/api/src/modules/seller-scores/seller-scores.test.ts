import { describe, expect, it } from 'vitest';
import { NEUTRAL, scoresOf } from './seller-scores.service.ts';

const TZ = 'America/Bogota';
// Monday 2026-11-02, 10:00 in Bogotá: 2 business days later ends on Wednesday's close.
const paid = new Date('2026-11-02T15:00:00Z');
const at = (iso: string) => new Date(iso);

describe("a shop's scores", () => {
  it('judges the rating only from 5 reviews, and punctuality only from 5 orders due', () => {
    const now = at('2026-11-20T12:00:00Z');
    const shipments = (sellerId: number, shipped: (Date | null)[]) =>
      shipped.map((shippedAt) => ({ sellerId, paidAt: paid, shippedAt }));
    const scores = scoresOf(
      [
        { sellerId: 1, count: 4, ratingX100: 500 },
        { sellerId: 2, count: 12, ratingX100: 437 },
      ],
      [
        // Shop 2: 3 shipped by Wednesday, 1 on Thursday, 1 never: 3 of 5 on time.
        ...shipments(2, [at('2026-11-03T15:00:00Z'), at('2026-11-04T20:00:00Z'), at('2026-11-04T04:59:00Z')]),
        ...shipments(2, [at('2026-11-05T15:00:00Z'), null]),
        ...shipments(3, [at('2026-11-03T15:00:00Z')]),
      ],
      now,
      TZ,
    );
    expect(scores.sort((a, b) => a.sellerId - b.sellerId)).toEqual([
      { sellerId: 1, ...NEUTRAL, reviewsCounted: 4, ordersCounted: 0 },
      { sellerId: 2, ratingX100: 437, onTimePermille: 600, reviewsCounted: 12, ordersCounted: 5 },
      { sellerId: 3, ...NEUTRAL, reviewsCounted: 0, ordersCounted: 1 },
    ]);
  });

  it('leaves out an order not shipped yet whose deadline has not passed', () => {
    const [score] = scoresOf(
      [],
      [{ sellerId: 7, paidAt: paid, shippedAt: null }],
      at('2026-11-03T12:00:00Z'),
      TZ,
    );
    expect(score).toBeUndefined();
  });
});
