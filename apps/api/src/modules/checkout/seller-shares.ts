import type { SellerShare } from './checkout-snapshot.ts';

/** What the split reads of a priced cart line. */
interface Line {
  sellerId: number;
  quantity: number;
  unitMrpCents: number;
  unitSellingCents: number;
}

/**
 * Splits a cart by seller, one order each. The coupon is shared in proportion to each seller's subtotal,
 * rounded down, and the leftover cents go to the largest subtotal, so the shares add up to the coupon
 * exactly.
 */
export function splitBySeller(lines: Line[], couponCents: number): SellerShare[] {
  const bySeller = new Map<number, Line[]>();
  for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  const subtotal = lines.reduce((sum, l) => sum + l.unitSellingCents * l.quantity, 0);
  const shares: SellerShare[] = [...bySeller].map(([sellerId, sellerLines]) => {
    const sellerSubtotal = sellerLines.reduce((sum, l) => sum + l.unitSellingCents * l.quantity, 0);
    return {
      sellerId,
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
