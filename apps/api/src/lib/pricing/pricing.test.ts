import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  couponDiscountCents,
  flatRate,
  type PriceLine,
  priceCart,
  type ShippingRate,
  saleAmounts,
  soldTotals,
  splitBySeller,
  vatContainedCents,
  vatParts,
} from './pricing.ts';

const line = (
  sellerId: number,
  quantity: number,
  unitSellingCents: number,
  unitMrpCents = unitSellingCents,
  vatPercent = 19,
) => ({
  sellerId,
  quantity,
  unitMrpCents,
  unitSellingCents,
  vatPercent,
});

/** Carts as the store makes them: 1–10 units a line, prices up to 20 million pesos, a few sellers. */
const cartLine = fc
  .record({
    sellerId: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    unitSellingCents: fc.integer({ min: 1, max: 2_000_000_000 }),
    markupCents: fc.integer({ min: 0, max: 500_000_000 }),
    vatPercent: fc.constantFrom(0, 5, 19),
  })
  .map(({ markupCents, ...l }): PriceLine => ({ ...l, unitMrpCents: l.unitSellingCents + markupCents }));
const cart = fc.array(cartLine, { minLength: 1, maxLength: 12 });
const percent = fc.option(fc.integer({ min: 1, max: 100 }), { nil: null });
const shipping = fc.integer({ min: 0, max: 5_000_000 });
/** Each of 4 sellers' rate to the buyer's department, some with free shipping from an amount. */
const rates = fc
  .array(
    fc.record({
      rateCents: shipping,
      freeFromCents: fc.option(fc.integer({ min: 1, max: 3_000_000_000 }), { nil: null }),
    }),
    { minLength: 4, maxLength: 4 },
  )
  .map(
    (list) =>
      (sellerId: number): ShippingRate =>
        list[sellerId - 1]!,
  );
const free = flatRate(0);
const sumOf = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

describe('pricing: the cart', () => {
  it('totals a cart by hand: list price, subtotal, a 10 % coupon rounded down, shipping', () => {
    // 2 × 99 990,01 and 1 × 150 000 from two sellers: 349 980,02; the coupon is 34 998,002 → 34 998,00.
    // Each seller ships for 10 000: 20 000 in all.
    const t = priceCart([line(1, 2, 9_999_001, 12_000_000), line(2, 1, 15_000_000)], 10, flatRate(1_000_000));
    expect(t).toMatchObject({
      totalItem: 3,
      totalMrpCents: 39_000_000,
      subtotalCents: 34_998_002,
      couponCents: 3_499_800,
      totalSellingCents: 31_498_202,
      shippingCents: 2_000_000,
      totalCents: 33_498_202,
    });
    expect(t.sellers.map((s) => s.shippingCents)).toEqual([1_000_000, 1_000_000]);
  });

  it('charges no shipping for an empty cart, and no coupon without a percentage', () => {
    expect(priceCart([], 10, flatRate(1_000_000))).toMatchObject({
      shippingCents: 0,
      totalCents: 0,
      couponCents: 0,
    });
    expect(couponDiscountCents(12_345, null)).toBe(0);
    expect(couponDiscountCents(999, 50)).toBe(499);
  });
});

describe('pricing: one order per seller', () => {
  it('shares a coupon by subtotal, rounded down, the leftover cent to the largest subtotal', () => {
    // Coupon 100 on subtotals 200, 100 and 33 (333): 60,06 → 60, 30,03 → 30, 9,9 → 9; 1 cent left over.
    const shares = splitBySeller([line(7, 1, 100), line(3, 2, 100), line(9, 1, 33)], 100, free);
    expect(shares.map((s) => [s.sellerId, s.subtotalCents, s.couponCents, s.totalCents])).toEqual([
      [3, 200, 61, 139],
      [7, 100, 30, 70],
      [9, 33, 9, 24],
    ]);
  });

  it('the shares add up to the coupon, for random carts', () => {
    fc.assert(
      fc.property(cart, percent, (lines, pct) => {
        const { subtotalCents, couponCents, sellers: shares } = priceCart(lines, pct, free);
        expect(sumOf(shares.map((s) => s.couponCents))).toBe(couponCents);
        expect(sumOf(shares.map((s) => s.subtotalCents))).toBe(subtotalCents);
        expect(new Set(shares.map((s) => s.sellerId)).size).toBe(shares.length);
        for (const s of shares) expect(s.couponCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the orders plus shipping equal the charge, to the cent, for random carts', () => {
    fc.assert(
      fc.property(cart, percent, rates, (lines, pct, rateOf) => {
        const totals = priceCart(lines, pct, rateOf);
        const shares = totals.sellers;
        expect(sumOf(shares.map((s) => s.totalCents + s.shippingCents))).toBe(totals.totalCents);
        expect(sumOf(shares.map((s) => s.shippingCents))).toBe(totals.shippingCents);
        expect(sumOf(shares.map((s) => s.mrpCents))).toBe(totals.totalMrpCents);
        expect(sumOf(shares.map((s) => s.totalItem))).toBe(totals.totalItem);
      }),
    );
  });
});

describe('pricing: shipping per seller', () => {
  it("charges each seller's rate, and nothing from its free-shipping amount on (before the coupon)", () => {
    const rateOf = (sellerId: number): ShippingRate =>
      sellerId === 1
        ? { rateCents: 1_200_000, freeFromCents: 20_000_000 }
        : { rateCents: 800_000, freeFromCents: null };
    // Seller 1 sells 200 000 (free from 200 000, even though a 10 % coupon brings it under); seller 2 charges 8 000.
    const t = priceCart([line(1, 2, 10_000_000), line(2, 1, 5_000_000)], 10, rateOf);
    expect(t.sellers.map((s) => [s.sellerId, s.shippingCents])).toEqual([
      [1, 0],
      [2, 800_000],
    ]);
    expect(t.totalCents).toBe(25_000_000 - 2_500_000 + 800_000);
    const under = priceCart([line(1, 1, 19_999_999)], null, rateOf);
    expect(under.shippingCents).toBe(1_200_000);
  });
});

describe('pricing: IVA included', () => {
  it('finds the IVA a price contains, per rate, after the coupon', () => {
    // 119 000 at 19 % holds 19 000; 105 000 at 5 % holds 5 000; 50 000 at 0 % none.
    expect(vatContainedCents(11_900_000, 19)).toBe(1_900_000);
    const parts = vatParts(
      [line(1, 1, 11_900_000), line(1, 1, 10_500_000, 10_500_000, 5), line(1, 1, 5_000_000, 5_000_000, 0)],
      0,
    );
    expect(parts).toEqual([
      { percent: 19, grossCents: 11_900_000, baseCents: 10_000_000, vatCents: 1_900_000 },
      { percent: 5, grossCents: 10_500_000, baseCents: 10_000_000, vatCents: 500_000 },
      { percent: 0, grossCents: 5_000_000, baseCents: 5_000_000, vatCents: 0 },
    ]);
  });

  it("every order's IVA parts add up to what it sold, and the cart's to every order's, for random carts", () => {
    fc.assert(
      fc.property(cart, percent, rates, (lines, pct, rateOf) => {
        const totals = priceCart(lines, pct, rateOf);
        for (const s of totals.sellers) {
          expect(sumOf(s.vat.map((v) => v.grossCents))).toBe(s.totalCents);
          for (const v of s.vat) {
            expect(v.baseCents + v.vatCents).toBe(v.grossCents);
            expect(v.vatCents).toBeGreaterThanOrEqual(0);
            if (v.percent === 0) expect(v.vatCents).toBe(0);
          }
        }
        expect(sumOf(totals.vat.map((v) => v.grossCents))).toBe(totals.totalSellingCents);
        expect(sumOf(totals.vat.map((v) => v.vatCents))).toBe(
          sumOf(totals.sellers.flatMap((s) => s.vat.map((v) => v.vatCents))),
        );
        // Lines, coupon shares, shipping and IVA: the charge, to the cent.
        expect(
          sumOf(
            totals.sellers.map((s) => sumOf(s.vat.map((v) => v.baseCents + v.vatCents)) + s.shippingCents),
          ),
        ).toBe(totals.totalCents);
      }),
    );
  });

  it('allocates a total by weight exactly, never below zero', () => {
    expect(allocate(100, [200, 100, 33])).toEqual([61, 30, 9]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e10 }), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(sumOf(parts)).toBe(total);
          for (const p of parts) expect(p).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('pricing: the commission', () => {
  it('takes 10 % rounded to the nearest cent', () => {
    expect(saleAmounts(349_980_00, 10)).toEqual({
      grossCents: 349_980_00,
      commissionCents: 34_998_00,
      commissionVatCents: 0,
      netCents: 314_982_00,
    });
    expect(saleAmounts(15, 10)).toEqual({
      grossCents: 15,
      commissionCents: 2,
      commissionVatCents: 0,
      netCents: 13,
    });
    expect(saleAmounts(14, 10)).toEqual({
      grossCents: 14,
      commissionCents: 1,
      commissionVatCents: 0,
      netCents: 13,
    });
  });

  it("each order's net plus commission equals its gross, to the cent, for random carts", () => {
    fc.assert(
      fc.property(cart, percent, fc.integer({ min: 0, max: 100 }), (lines, pct, rate) => {
        const totals = priceCart(lines, pct, free);
        const sales = totals.sellers.map((s) => saleAmounts(s.totalCents, rate));
        for (const s of sales) {
          expect(Number.isInteger(s.commissionCents)).toBe(true);
          expect(s.netCents + s.commissionCents).toBe(s.grossCents);
        }
        // The ledger's gross of a checkout is what the buyer paid for its products.
        expect(sumOf(sales.map((s) => s.grossCents))).toBe(totals.totalSellingCents);
      }),
    );
  });
});

describe('pricing: what a seller sold', () => {
  it('sums price × quantity and the units', () => {
    expect(soldTotals([line(1, 2, 9_999_000), line(1, 1, 15_000_000)])).toEqual({
      cents: 34_998_000,
      units: 3,
    });
    expect(soldTotals([])).toEqual({ cents: 0, units: 0 });
  });
});
