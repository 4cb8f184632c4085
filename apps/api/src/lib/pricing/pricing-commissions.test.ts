import { DEPARTMENT_CODES } from '@tecnobazar/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CommissionLine,
  commissionedSale,
  commissionVatCents,
  flatRate,
  lineCommissionCents,
  lineGoodsCents,
  type PriceLine,
  priceCart,
  returnLedgerAmounts,
  type ShippingRate,
  sellerShippingCents,
} from './pricing.ts';

const rate = fc.record({
  basisPoints: fc.integer({ min: 0, max: 10_000 }),
  fixedCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000_000 })),
});
/** Carts across sellers, each line with the rule that applies to it. */
const cart = fc.array(
  fc.record({
    sellerId: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    unitSellingCents: fc.integer({ min: 1, max: 2_000_000_000 }),
    rate,
  }),
  { minLength: 1, maxLength: 10 },
);
const couponPercent = fc.option(fc.integer({ min: 1, max: 100 }), { nil: null });
const vat = fc.constantFrom(0, 5, 19, 21);
const shipping = fc.integer({ min: 0, max: 5_000_000 });
const sumOf = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

/** The orders a cart becomes, each with its lines and coupon share, as the checkout splits it. */
function ordersOf(lines: (CommissionLine & { sellerId: number })[], percent: number | null) {
  const priced: PriceLine[] = lines.map((l) => ({ ...l, unitMrpCents: l.unitSellingCents, vatPercent: 19 }));
  const totals = priceCart(priced, percent, flatRate(0));
  return {
    totals,
    orders: totals.sellers.map((share) => ({
      share,
      lines: lines.filter((l) => l.sellerId === share.sellerId),
    })),
  };
}

describe('pricing: commission rules and the IVA on the commission', () => {
  it('takes 7 % of a line and 19 % IVA on it, by hand', () => {
    // 2 × $1.000.000,00 at 7 %: $140.000,00 of commission, $26.600,00 of IVA.
    const sale = commissionedSale(
      [{ quantity: 2, unitSellingCents: 100_000_000, rate: { basisPoints: 700, fixedCents: 0 } }],
      0,
      19,
    );
    expect(sale).toMatchObject({
      grossCents: 200_000_000,
      commissionCents: 14_000_000,
      commissionVatCents: 2_660_000,
      netCents: 183_340_000,
    });
    // 7.5 % plus $500 a unit; the IVA is rounded to the nearest cent.
    expect(lineCommissionCents(10_001, 1, { basisPoints: 750, fixedCents: 50_000 }, 19)).toBe(8_404);
    expect(commissionVatCents(8_401, 19)).toBe(1_596);
  });

  it('never takes more than the line’s goods, IVA included', () => {
    expect(lineCommissionCents(1_000, 3, { basisPoints: 0, fixedCents: 10_000 }, 19)).toBe(840);
    expect(lineCommissionCents(1_000, 1, { basisPoints: 10_000, fixedCents: 0 }, 0)).toBe(1_000);
  });

  it('shares the order’s coupon among its lines to the cent', () => {
    fc.assert(
      fc.property(cart, fc.integer({ min: 0, max: 100 }), (lines, pct) => {
        const subtotal = sumOf(lines.map((l) => l.quantity * l.unitSellingCents));
        const coupon = Math.floor((subtotal * pct) / 100);
        const goods = lineGoodsCents(lines, coupon);
        expect(sumOf(goods)).toBe(subtotal - coupon);
        for (const g of goods) expect(g).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gross = commission + its IVA + net for every order of random carts, to the cent', () => {
    fc.assert(
      fc.property(cart, couponPercent, vat, shipping, (lines, pct, vatPercent, shippingCents) => {
        const { totals, orders } = ordersOf(lines, pct);
        const sales = orders.map((o) =>
          commissionedSale(o.lines, o.share.couponCents, vatPercent, shippingCents),
        );
        for (const s of sales) {
          expect(s.commissionCents + s.commissionVatCents + s.netCents).toBe(s.grossCents);
          expect(s.commissionVatCents).toBe(commissionVatCents(s.commissionCents, vatPercent));
          expect(sumOf(s.lineCommissionCents)).toBe(s.commissionCents);
          // Shipping carries no commission: the seller keeps at least it.
          expect(s.netCents).toBeGreaterThanOrEqual(shippingCents);
        }
        // The goods of every order add up to what the buyer paid for the products.
        expect(sumOf(sales.map((s) => s.grossCents - shippingCents))).toBe(totals.totalSellingCents);
      }),
    );
  });

  it('reverses the IVA with the commission: a whole order returned in parts, or cancelled, nets to zero', () => {
    fc.assert(
      fc.property(
        cart,
        couponPercent,
        vat,
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 6 }),
        (lines, pct, vatPercent, weights) => {
          const [order] = ordersOf(lines, pct).orders;
          const sale = commissionedSale(order!.lines, order!.share.couponCents, vatPercent);
          // The gross split into returns in proportion to random weights, the last taking the rest.
          const total = sumOf(weights);
          const parts = weights.map((w) => Math.floor((sale.grossCents * w) / total));
          parts[parts.length - 1]! += sale.grossCents - sumOf(parts);
          let reversed = 0;
          const entries = parts.map((goods) => {
            const entry = returnLedgerAmounts(sale, reversed, goods);
            reversed += goods;
            expect(entry.commissionCents + entry.commissionVatCents + entry.netCents).toBe(entry.grossCents);
            return entry;
          });
          for (const key of ['grossCents', 'commissionCents', 'commissionVatCents', 'netCents'] as const)
            expect(sumOf(entries.map((e) => e[key])) + sale[key]).toBe(0);
        },
      ),
    );
  });
});

describe('pricing: a Colombian checkout end to end (issue 32)', () => {
  /** Each seller's rates: a general rate, some departments of their own, maybe free shipping from an amount. */
  const sellerRates = fc.record({
    rateCents: fc.integer({ min: 0, max: 5_000_000 }),
    freeFromCents: fc.option(fc.integer({ min: 1, max: 3_000_000_000 }), { nil: null }),
    departments: fc.dictionary(fc.constantFrom(...DEPARTMENT_CODES), fc.integer({ min: 0, max: 5_000_000 })),
  });
  const checkout = fc.record({
    lines: fc.array(
      fc.record({
        sellerId: fc.integer({ min: 1, max: 4 }),
        quantity: fc.integer({ min: 1, max: 10 }),
        unitSellingCents: fc.integer({ min: 1, max: 2_000_000_000 }),
        markupCents: fc.integer({ min: 0, max: 500_000_000 }),
        vatPercent: fc.constantFrom(0, 5, 19),
        rate,
      }),
      { minLength: 1, maxLength: 12 },
    ),
    couponPercent,
    department: fc.constantFrom(...DEPARTMENT_CODES),
    rates: fc.array(sellerRates, { minLength: 4, maxLength: 4 }),
    commissionVat: fc.constantFrom(0, 19),
  });

  it("every order's lines, shipping and IVA add up to the charge, and gross = commission + its IVA + net, for random checkouts", () => {
    fc.assert(
      fc.property(checkout, ({ lines, couponPercent: pct, department, rates, commissionVat }) => {
        const rateOf = (sellerId: number): ShippingRate => {
          const r = rates[sellerId - 1]!;
          return { rateCents: r.departments[department] ?? r.rateCents, freeFromCents: r.freeFromCents };
        };
        const priced = lines.map(({ markupCents, rate: _, ...l }) => ({
          ...l,
          unitMrpCents: l.unitSellingCents + markupCents,
        }));
        const totals = priceCart(priced, pct, rateOf);
        let charged = 0;
        for (const order of totals.sellers) {
          const own = lines.filter((l) => l.sellerId === order.sellerId);
          // The order's lines after its coupon share, and the IVA they contain, are what it sold.
          expect(sumOf(lineGoodsCents(own, order.couponCents))).toBe(order.totalCents);
          expect(sumOf(order.vat.map((v) => v.baseCents + v.vatCents))).toBe(order.totalCents);
          expect(order.shippingCents).toBe(sellerShippingCents(rateOf(order.sellerId), order.subtotalCents));
          const sale = commissionedSale(own, order.couponCents, commissionVat, order.shippingCents);
          expect(sale.grossCents).toBe(order.totalCents + order.shippingCents);
          expect(sale.commissionCents + sale.commissionVatCents + sale.netCents).toBe(sale.grossCents);
          charged += sale.grossCents;
        }
        expect(charged).toBe(totals.totalCents);
      }),
    );
  });
});
