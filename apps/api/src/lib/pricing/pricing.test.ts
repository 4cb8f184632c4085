import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponDiscountCents,
  type PriceLine,
  priceCart,
  saleAmounts,
  soldTotals,
  splitBySeller,
} from './pricing.ts';

const line = (
  sellerId: number,
  quantity: number,
  unitSellingCents: number,
  unitMrpCents = unitSellingCents,
) => ({
  sellerId,
  quantity,
  unitMrpCents,
  unitSellingCents,
});

/** Carts as the store makes them: 1–10 units a line, prices up to 20 million pesos, a few sellers. */
const cartLine = fc
  .record({
    sellerId: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    unitSellingCents: fc.integer({ min: 1, max: 2_000_000_000 }),
    markupCents: fc.integer({ min: 0, max: 500_000_000 }),
  })
  .map(({ markupCents, ...l }): PriceLine => ({ ...l, unitMrpCents: l.unitSellingCents + markupCents }));
const cart = fc.array(cartLine, { minLength: 1, maxLength: 12 });
const percent = fc.option(fc.integer({ min: 1, max: 100 }), { nil: null });
const shipping = fc.integer({ min: 0, max: 5_000_000 });
const sumOf = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

describe('pricing: the cart', () => {
  it('totals a cart by hand: list price, subtotal, a 10 % coupon rounded down, shipping', () => {
    // 2 × 99 990,01 and 1 × 150 000 from two sellers: 349 980,02; the coupon is 34 998,002 → 34 998,00.
    const t = priceCart([line(1, 2, 9_999_001, 12_000_000), line(2, 1, 15_000_000)], 10, 1_000_000);
    expect(t).toEqual({
      totalItem: 3,
      totalMrpCents: 39_000_000,
      subtotalCents: 34_998_002,
      couponCents: 3_499_800,
      totalSellingCents: 31_498_202,
      shippingCents: 1_000_000,
      totalCents: 32_498_202,
    });
  });

  it('charges no shipping for an empty cart, and no coupon without a percentage', () => {
    expect(priceCart([], 10, 1_000_000)).toMatchObject({ shippingCents: 0, totalCents: 0, couponCents: 0 });
    expect(couponDiscountCents(12_345, null)).toBe(0);
    expect(couponDiscountCents(999, 50)).toBe(499);
  });
});

describe('pricing: one order per seller', () => {
  it('shares a coupon by subtotal, rounded down, the leftover cent to the largest subtotal', () => {
    // Coupon 100 on subtotals 200, 100 and 33 (333): 60,06 → 60, 30,03 → 30, 9,9 → 9; 1 cent left over.
    const shares = splitBySeller([line(7, 1, 100), line(3, 2, 100), line(9, 1, 33)], 100);
    expect(shares.map((s) => [s.sellerId, s.subtotalCents, s.couponCents, s.totalCents])).toEqual([
      [3, 200, 61, 139],
      [7, 100, 30, 70],
      [9, 33, 9, 24],
    ]);
  });

  it('the shares add up to the coupon, for random carts', () => {
    fc.assert(
      fc.property(cart, percent, (lines, pct) => {
        const { subtotalCents, couponCents } = priceCart(lines, pct, 0);
        const shares = splitBySeller(lines, couponCents);
        expect(sumOf(shares.map((s) => s.couponCents))).toBe(couponCents);
        expect(sumOf(shares.map((s) => s.subtotalCents))).toBe(subtotalCents);
        expect(new Set(shares.map((s) => s.sellerId)).size).toBe(shares.length);
        for (const s of shares) expect(s.couponCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the orders plus shipping equal the charge, to the cent, for random carts', () => {
    fc.assert(
      fc.property(cart, percent, shipping, (lines, pct, fee) => {
        const totals = priceCart(lines, pct, fee);
        const shares = splitBySeller(lines, totals.couponCents);
        expect(sumOf(shares.map((s) => s.totalCents)) + totals.shippingCents).toBe(totals.totalCents);
        expect(sumOf(shares.map((s) => s.mrpCents))).toBe(totals.totalMrpCents);
        expect(sumOf(shares.map((s) => s.totalItem))).toBe(totals.totalItem);
      }),
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
        const totals = priceCart(lines, pct, 0);
        const sales = splitBySeller(lines, totals.couponCents).map((s) => saleAmounts(s.totalCents, rate));
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
