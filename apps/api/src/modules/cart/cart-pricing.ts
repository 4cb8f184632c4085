/** One cart line as priced now, in cents. */
export interface PricedLine {
  itemId: number;
  productId: number;
  sellerId: number;
  size: string;
  quantity: number;
  unitMrpCents: number;
  unitSellingCents: number;
}

export interface CartTotals {
  totalItem: number;
  totalMrpCents: number;
  subtotalCents: number;
  couponCents: number;
  totalSellingCents: number;
  shippingCents: number;
  totalCents: number;
}

/** The cart's totals: the amount shown as total is the amount charged. */
export function priceCart(
  lines: PricedLine[],
  couponPercent: number | null,
  shippingFeeCents: number,
): CartTotals {
  const totalMrpCents = lines.reduce((sum, l) => sum + l.unitMrpCents * l.quantity, 0);
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitSellingCents * l.quantity, 0);
  const couponCents = couponPercent ? Math.floor((subtotalCents * couponPercent) / 100) : 0;
  const totalSellingCents = subtotalCents - couponCents;
  const shippingCents = lines.length > 0 ? shippingFeeCents : 0;
  return {
    totalItem: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalMrpCents,
    subtotalCents,
    couponCents,
    totalSellingCents,
    shippingCents,
    totalCents: totalSellingCents + shippingCents,
  };
}

export interface SellerShare {
  sellerId: number;
  lines: PricedLine[];
  mrpCents: number;
  subtotalCents: number;
  couponCents: number;
  /** What this seller sold: subtotal less its share of the coupon. */
  totalCents: number;
  totalItem: number;
}

/**
 * Splits a cart by seller. The coupon is shared in proportion to each seller's subtotal, rounded down,
 * and the leftover cents go to the largest subtotal, so the shares add up to the coupon exactly.
 */
export function splitBySeller(lines: PricedLine[], couponCents: number): SellerShare[] {
  const bySeller = new Map<number, PricedLine[]>();
  for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  const subtotal = lines.reduce((sum, l) => sum + l.unitSellingCents * l.quantity, 0);
  const shares: SellerShare[] = [...bySeller].map(([sellerId, sellerLines]) => {
    const sellerSubtotal = sellerLines.reduce((sum, l) => sum + l.unitSellingCents * l.quantity, 0);
    return {
      sellerId,
      lines: sellerLines,
      mrpCents: sellerLines.reduce((sum, l) => sum + l.unitMrpCents * l.quantity, 0),
      subtotalCents: sellerSubtotal,
      couponCents: subtotal > 0 ? Math.floor((couponCents * sellerSubtotal) / subtotal) : 0,
      totalCents: 0,
      totalItem: sellerLines.reduce((sum, l) => sum + l.quantity, 0),
    };
  });
  const leftover = couponCents - shares.reduce((sum, s) => sum + s.couponCents, 0);
  const largest = shares.reduce<SellerShare | undefined>(
    (a, s) => (!a || s.subtotalCents > a.subtotalCents ? s : a),
    undefined,
  );
  if (largest) largest.couponCents += leftover;
  for (const s of shares) s.totalCents = s.subtotalCents - s.couponCents;
  return shares.sort((a, b) => a.sellerId - b.sellerId);
}
