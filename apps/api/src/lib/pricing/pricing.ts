/**
 * Every money rule of a sale, in integer cents, as pure functions (decision 0001): the cart's totals, its
 * split into one order per seller, and the platform's commission on each order. No database, no clock:
 * the cart (modules/cart), the checkout (modules/checkout) and the ledger (modules/transactions) call
 * these, so a total, a share and a commission are computed one way everywhere.
 */

/**
 * The one line type: a seller's product bought `quantity` times at a list price (MRP) and a selling price,
 * each per unit, in cents, with the IVA rate its price includes. A cart line, a checkout's frozen line and
 * an order line are this plus what they show (title, image, size).
 */
export interface PriceLine {
  sellerId: number;
  quantity: number;
  unitMrpCents: number;
  unitSellingCents: number;
  /** 0, 5 or 19: prices include IVA at this rate. */
  vatPercent: number;
}

/** What a line sells for: price × quantity (before any coupon). */
export const lineSellingCents = (l: Pick<PriceLine, 'unitSellingCents' | 'quantity'>): number =>
  l.unitSellingCents * l.quantity;
const lineMrpCents = (l: PriceLine): number => l.unitMrpCents * l.quantity;
const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((total, item) => total + pick(item), 0);

/** ⌊a × b / c⌋ exactly, whatever the size of a × b (cents times cents passes 2^53). */
const mulDivFloor = (a: number, b: number, c: number): number => Number((BigInt(a) * BigInt(b)) / BigInt(c));
/** a × b / c rounded half up, exactly. */
const mulDivRound = (a: number, b: number, c: number): number =>
  Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));

/**
 * `totalCents` shared in proportion to `weights`, rounded down, the leftover cents to the largest weight
 * (the first among equals): the parts add up to the total exactly.
 */
export function allocate(totalCents: number, weights: readonly number[]): number[] {
  const whole = sum(weights, (w) => w);
  const parts = weights.map((w) => (whole > 0 ? mulDivFloor(totalCents, w, whole) : 0));
  const largest = weights.reduce((best, w, i) => (w > weights[best]! ? i : best), 0);
  if (parts.length > 0) parts[largest]! += totalCents - sum(parts, (p) => p);
  return parts;
}

/** A coupon of `percent` % on `subtotalCents`, rounded down: the buyer never gets a cent more than the rate. */
export const couponDiscountCents = (subtotalCents: number, percent: number | null): number =>
  percent ? Math.floor((subtotalCents * percent) / 100) : 0;

/** A seller's shipping to one department: its rate, free once the buyer's goods from it reach `freeFromCents`. */
export interface ShippingRate {
  rateCents: number;
  freeFromCents: number | null;
}

/** What a seller charges to ship goods worth `subtotalCents` (before coupons): free from its threshold. */
export const sellerShippingCents = (rate: ShippingRate, subtotalCents: number): number =>
  rate.freeFromCents !== null && subtotalCents >= rate.freeFromCents ? 0 : rate.rateCents;

/** The IVA contained in goods sold at one rate: `grossCents` = base + vat. */
export interface VatPart {
  percent: number;
  grossCents: number;
  baseCents: number;
  vatCents: number;
}

/** The IVA contained in a price that includes it: gross × r / (100 + r), rounded half up. */
export const vatContainedCents = (grossCents: number, percent: number): number =>
  mulDivRound(grossCents, percent, 100 + percent);

/**
 * The IVA that lines sold less `couponCents` contain, per rate (highest first): the coupon is shared among
 * the rates in proportion to their goods (allocate), so the parts' gross adds up to what was sold.
 */
export function vatParts(lines: readonly PriceLine[], couponCents: number): VatPart[] {
  const rates = [...new Set(lines.map((l) => l.vatPercent))].sort((a, b) => b - a);
  const goods = rates.map((r) =>
    sum(
      lines.filter((l) => l.vatPercent === r),
      lineSellingCents,
    ),
  );
  const coupons = allocate(couponCents, goods);
  return rates.map((percent, i) => {
    const grossCents = goods[i]! - coupons[i]!;
    const vatCents = vatContainedCents(grossCents, percent);
    return { percent, grossCents, baseCents: grossCents - vatCents, vatCents };
  });
}

/** VAT parts of several orders added up per rate (highest first). */
export function addVatParts(parts: readonly VatPart[]): VatPart[] {
  const byRate = new Map<number, VatPart>();
  for (const p of parts) {
    const seen = byRate.get(p.percent) ?? { percent: p.percent, grossCents: 0, baseCents: 0, vatCents: 0 };
    byRate.set(p.percent, {
      percent: p.percent,
      grossCents: seen.grossCents + p.grossCents,
      baseCents: seen.baseCents + p.baseCents,
      vatCents: seen.vatCents + p.vatCents,
    });
  }
  return [...byRate.values()].sort((a, b) => b.percent - a.percent);
}

/** One seller's part of a cart: the amounts of the order it becomes. */
export interface SellerShare {
  sellerId: number;
  mrpCents: number;
  subtotalCents: number;
  couponCents: number;
  /** What this seller sold: subtotal less its share of the coupon. */
  totalCents: number;
  /** Units. */
  totalItem: number;
  /** This seller's shipping to the delivery department, charged on top of `totalCents`. */
  shippingCents: number;
  /** The IVA `totalCents` contains, per rate. */
  vat: VatPart[];
}

/**
 * Splits a cart by seller, one order each, sorted by seller. The coupon is shared in proportion to each
 * seller's subtotal (allocate), so the shares add up to the coupon exactly; each seller charges its own
 * shipping (`rateOf`), on its subtotal before the coupon, so the orders plus their shipping equal the charge.
 */
export function splitBySeller(
  lines: readonly PriceLine[],
  couponCents: number,
  rateOf: (sellerId: number) => ShippingRate,
): SellerShare[] {
  const bySeller = new Map<number, PriceLine[]>();
  for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  const groups = [...bySeller];
  const subtotals = groups.map(([, sellerLines]) => sum(sellerLines, lineSellingCents));
  const coupons = allocate(couponCents, subtotals);
  const shares = groups.map(
    ([sellerId, sellerLines], i): SellerShare => ({
      sellerId,
      mrpCents: sum(sellerLines, lineMrpCents),
      subtotalCents: subtotals[i]!,
      couponCents: coupons[i]!,
      totalCents: subtotals[i]! - coupons[i]!,
      totalItem: sum(sellerLines, (l) => l.quantity),
      shippingCents: sellerShippingCents(rateOf(sellerId), subtotals[i]!),
      vat: vatParts(sellerLines, coupons[i]!),
    }),
  );
  return shares.sort((a, b) => a.sellerId - b.sellerId);
}

export interface CartTotals {
  /** Units in the cart. */
  totalItem: number;
  totalMrpCents: number;
  /** The lines at their selling prices. */
  subtotalCents: number;
  couponCents: number;
  /** Subtotal less the coupon. */
  totalSellingCents: number;
  /** Every seller's shipping added up (0 for an empty cart). */
  shippingCents: number;
  /** What the buyer is charged: totalSelling + shipping. */
  totalCents: number;
  /** The orders the cart becomes, one per seller. */
  sellers: SellerShare[];
  /** The IVA the goods contain, per rate: the orders' own added up, so documents and cart agree. */
  vat: VatPart[];
}

/** The cart's totals: the amount shown as total is the amount charged. */
export function priceCart(
  lines: readonly PriceLine[],
  couponPercent: number | null,
  rateOf: (sellerId: number) => ShippingRate,
): CartTotals {
  const subtotalCents = sum(lines, lineSellingCents);
  const couponCents = couponDiscountCents(subtotalCents, couponPercent);
  const sellers = splitBySeller(lines, couponCents, rateOf);
  const totalSellingCents = subtotalCents - couponCents;
  const shipping = sum(sellers, (s) => s.shippingCents);
  return {
    totalItem: sum(lines, (l) => l.quantity),
    totalMrpCents: sum(lines, lineMrpCents),
    subtotalCents,
    couponCents,
    totalSellingCents,
    shippingCents: shipping,
    totalCents: totalSellingCents + shipping,
    sellers,
    vat: addVatParts(sellers.flatMap((s) => s.vat)),
  };
}

/** The same rate for every seller: the store's flat fee, never free. */
export const flatRate = (rateCents: number) => (): ShippingRate => ({ rateCents, freeFromCents: null });

/**
 * A paid order's ledger amounts: what the buyer paid for it (gross), the platform's commission, the IVA the
 * platform charges on that commission, and the seller's part: net = gross − commission − commission IVA.
 */
export interface SaleAmounts {
  grossCents: number;
  commissionCents: number;
  commissionVatCents: number;
  netCents: number;
}

/** The IVA on a commission: `vatPercent` % of it, rounded to the nearest cent. */
export const commissionVatCents = (commissionCents: number, vatPercent: number): number =>
  Math.round((commissionCents * vatPercent) / 100);

/**
 * The platform's commission on an order that sold for `grossCents`, one rate on the whole order: `percent` %
 * rounded to the nearest cent, and its IVA; the seller's net is the rest, so the parts add up to gross.
 */
export function saleAmounts(grossCents: number, percent: number, vatPercent = 0): SaleAmounts {
  const commissionCents = Math.round((grossCents * percent) / 100);
  const vat = commissionVatCents(commissionCents, vatPercent);
  return {
    grossCents,
    commissionCents,
    commissionVatCents: vat,
    netCents: grossCents - commissionCents - vat,
  };
}

/** A commission rule's rate: basis points of the goods (750 = 7.5 %) plus a fixed amount per unit. */
export interface CommissionRate {
  basisPoints: number;
  fixedCents: number;
}

/** An order line as its commission is worked out: units, unit selling price and the rate that applies. */
export interface CommissionLine {
  quantity: number;
  unitSellingCents: number;
  rate: CommissionRate;
}

/**
 * Each line's goods once the order's coupon share is taken off: shared in proportion to the lines' selling
 * totals, rounded down, the leftover cents to the largest line (the first among equals), so the lines add up
 * to the order's total exactly.
 */
export function lineGoodsCents(
  lines: readonly Pick<PriceLine, 'quantity' | 'unitSellingCents'>[],
  couponCents: number,
): number[] {
  const selling = lines.map(lineSellingCents);
  const shares = allocate(couponCents, selling);
  return selling.map((c, i) => c - shares[i]!);
}

/**
 * One line's commission: its rate's percentage of the line's goods (rounded to the cent) plus the fixed
 * amount per unit, capped so that the commission and its IVA never take more than the line's goods (a
 * seller's net on a line is never negative).
 */
export function lineCommissionCents(
  goodsCents: number,
  quantity: number,
  rate: CommissionRate,
  vatPercent: number,
): number {
  const commission = mulDivRound(goodsCents, rate.basisPoints, 10_000) + rate.fixedCents * quantity;
  return Math.max(0, Math.min(commission, mulDivFloor(goodsCents, 100, 100 + vatPercent)));
}

/**
 * A paid order's ledger amounts under commission rules: each line's commission on its goods after its share
 * of the coupon, the IVA on the order's commission (rounded once), and the order's shipping, which goes to
 * gross and net but carries no commission. gross = commission + commission IVA + net, to the cent.
 */
export function commissionedSale(
  lines: readonly CommissionLine[],
  couponCents: number,
  vatPercent: number,
  shippingCents = 0,
): SaleAmounts & { lineCommissionCents: number[] } {
  const goods = lineGoodsCents(lines, couponCents);
  const perLine = lines.map((l, i) => lineCommissionCents(goods[i]!, l.quantity, l.rate, vatPercent));
  const commissionCents = sum(perLine, (c) => c);
  const vat = commissionVatCents(commissionCents, vatPercent);
  const grossCents = sum(goods, (c) => c) + shippingCents;
  return {
    grossCents,
    commissionCents,
    commissionVatCents: vat,
    netCents: grossCents - commissionCents - vat,
    lineCommissionCents: perLine,
  };
}

/**
 * A seller's sold lines summed (product.md#seller-area: 'Ganancias Totales' and 'Ventas Totales'): what they sold for,
 * price × quantity before commission and coupon shares, and how many units.
 */
export function soldTotals(lines: readonly Pick<PriceLine, 'quantity' | 'unitSellingCents'>[]): {
  cents: number;
  units: number;
} {
  return {
    cents: sum(lines, (l) => l.unitSellingCents * l.quantity),
    units: sum(lines, (l) => l.quantity),
  };
}

/** An order as a return refunds it: its lines' selling total, its share of the coupon and of shipping. */
export interface ReturnableOrder {
  /** Σ unit selling price × units of the order (before the coupon). */
  subtotalCents: number;
  /** The order's share of the checkout's coupon. */
  couponCents: number;
  /** The order's share of the checkout's shipping, given back only with its last units. */
  shippingShareCents: number;
}

/**
 * What an order's returns give back in all once `returnedCents` of its subtotal came back (store cents):
 * the units at their price less their share of the coupon (rounded down, so never more than the rate),
 * plus the order's shipping share once every unit is back. Returning everything gives back exactly the
 * order's total and its shipping share.
 */
export function returnedSoFarCents(
  order: ReturnableOrder,
  returnedCents: number,
  everyUnit: boolean,
): number {
  const coupon =
    order.subtotalCents > 0 ? mulDivFloor(order.couponCents, returnedCents, order.subtotalCents) : 0;
  return returnedCents - coupon + (everyUnit ? order.shippingShareCents : 0);
}

/**
 * One return's refund, in store cents: what all the order's returns give back with it, less what the
 * earlier ones did (`beforeCents` of subtotal, the units already received). Worked out on the running total,
 * so however the units are split among requests the parts add up to the whole, to the cent. `goodsCents` is
 * what the ledger reverses (no shipping: a sale's gross is the order's total).
 */
export function returnRefund(
  order: ReturnableOrder,
  before: { cents: number; everyUnit: boolean },
  after: { cents: number; everyUnit: boolean },
): { totalCents: number; goodsCents: number } {
  const totalCents =
    returnedSoFarCents(order, after.cents, after.everyUnit) -
    returnedSoFarCents(order, before.cents, before.everyUnit);
  const goodsCents =
    returnedSoFarCents({ ...order, shippingShareCents: 0 }, after.cents, false) -
    returnedSoFarCents({ ...order, shippingShareCents: 0 }, before.cents, false);
  return { totalCents, goodsCents };
}

/**
 * Store cents in the currency the buyer paid in, at the capture's own rate (what it captured for its store
 * total), rounded to the cent. Converting running totals and subtracting keeps the parts exact.
 */
export const toPaymentCents = (storeCents: number, payment: { amountCents: number; totalCents: number }) =>
  payment.totalCents > 0 ? mulDivRound(storeCents, payment.amountCents, payment.totalCents) : 0;

/**
 * The ledger entry of returned goods worth `returningCents` of a sale's gross, `reversedCents` of it already
 * reversed by earlier returns: gross, commission, its IVA and net reversed in proportion, on the running total, so the
 * entries of a whole order returned reverse the sale exactly. Negative amounts.
 */
export function returnLedgerAmounts(
  sale: SaleAmounts,
  reversedCents: number,
  returningCents: number,
): SaleAmounts {
  const partAt = (whole: number, gross: number) =>
    sale.grossCents > 0 ? mulDivRound(whole, gross, sale.grossCents) : 0;
  const partOf = (whole: number) =>
    partAt(whole, reversedCents + returningCents) - partAt(whole, reversedCents);
  const commissionCents = partOf(sale.commissionCents);
  const vatCents = partOf(sale.commissionVatCents);
  return {
    grossCents: 0 - returningCents,
    commissionCents: 0 - commissionCents,
    commissionVatCents: 0 - vatCents,
    netCents: commissionCents + vatCents - returningCents,
  };
}
