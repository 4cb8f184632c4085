import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ReturnableOrder,
  returnLedgerAmounts,
  returnRefund,
  saleAmounts,
  toPaymentCents,
} from './pricing.ts';

/** An order's lines (units, unit price) and coupon and shipping, then the units returned in several requests. */
const scenario = fc
  .record({
    lines: fc.array(
      fc.record({
        units: fc.integer({ min: 1, max: 10 }),
        unitCents: fc.integer({ min: 1, max: 2_000_000_000 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    percent: fc.integer({ min: 0, max: 100 }),
    shippingShareCents: fc.integer({ min: 0, max: 5_000_000 }),
    commission: fc.integer({ min: 0, max: 100 }),
    seed: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 60, maxLength: 60 }),
  })
  .map(({ lines, percent, shippingShareCents, commission, seed }) => {
    const subtotalCents = lines.reduce((s, l) => s + l.units * l.unitCents, 0);
    const order: ReturnableOrder = {
      subtotalCents,
      couponCents: Math.floor((subtotalCents * percent) / 100),
      shippingShareCents,
    };
    // Every unit, one by one, then grouped into requests by the seed.
    const units = lines.flatMap((l) => Array.from({ length: l.units }, () => l.unitCents));
    const requests: number[][] = [];
    let i = 0;
    for (const u of units) {
      if (requests.length === 0 || (seed[i++ % seed.length] ?? 0) % 3 === 0) requests.push([]);
      requests.at(-1)!.push(u);
    }
    return { order, requests, unitCount: units.length, commission };
  });

/** Refunds every request in turn; `upTo` requests only when given. */
function refundAll(
  s: { order: ReturnableOrder; requests: number[][]; unitCount: number },
  upTo = s.requests.length,
) {
  let cents = 0;
  let count = 0;
  return s.requests.slice(0, upTo).map((r) => {
    const before = { cents, everyUnit: count === s.unitCount };
    cents += r.reduce((a, b) => a + b, 0);
    count += r.length;
    return returnRefund(s.order, before, { cents, everyUnit: count === s.unitCount });
  });
}
const total = (o: ReturnableOrder) => o.subtotalCents - o.couponCents;

describe('pricing: returns', () => {
  it('refunds a unit by hand: its price less its share of the coupon; the last unit brings the shipping', () => {
    // Two units of $99.990 with a 10 % coupon: $199.980, coupon $19.998, shipping $10.000.
    const order = { subtotalCents: 19_998_000, couponCents: 1_999_800, shippingShareCents: 1_000_000 };
    const first = returnRefund(order, { cents: 0, everyUnit: false }, { cents: 9_999_000, everyUnit: false });
    expect(first).toEqual({ totalCents: 8_999_100, goodsCents: 8_999_100 });
    const last = returnRefund(
      order,
      { cents: 9_999_000, everyUnit: false },
      { cents: 19_998_000, everyUnit: true },
    );
    expect(last).toEqual({ totalCents: 9_999_100, goodsCents: 8_999_100 });
  });

  it('never refunds more than the order and its shipping share, in any number of requests, each part not negative', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), (s, cut) => {
        const parts = refundAll(s, cut % (s.requests.length + 1));
        const sum = parts.reduce((a, p) => a + p.totalCents, 0);
        expect(parts.every((p) => p.totalCents >= 0 && p.goodsCents >= 0)).toBe(true);
        expect(sum).toBeLessThanOrEqual(total(s.order) + s.order.shippingShareCents);
      }),
    );
  });

  it('refunds exactly the order total plus its shipping share once every unit is back, to the cent', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const parts = refundAll(s);
        expect(parts.reduce((a, p) => a + p.totalCents, 0)).toBe(total(s.order) + s.order.shippingShareCents);
        expect(parts.reduce((a, p) => a + p.goodsCents, 0)).toBe(total(s.order));
      }),
    );
  });

  it('reverses the sale in the ledger in proportion: the entries of a whole order returned undo it exactly', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const sale = saleAmounts(total(s.order), s.commission);
        let reversed = 0;
        const entries = refundAll(s).map(({ goodsCents }) => {
          const entry = returnLedgerAmounts(sale, reversed, goodsCents);
          reversed += goodsCents;
          expect(entry.netCents + entry.commissionCents).toBe(entry.grossCents);
          return entry;
        });
        for (const key of ['grossCents', 'commissionCents', 'netCents'] as const)
          expect(entries.reduce((a, e) => a + e[key], 0)).toBe(0 - sale[key]);
      }),
    );
  });

  it('converts running totals exactly', () => {
    const payment = { amountCents: 5_250, totalCents: 20_998_000 };
    expect(toPaymentCents(20_998_000, payment)).toBe(5_250);
    expect(toPaymentCents(0, payment)).toBe(0);
  });
});
