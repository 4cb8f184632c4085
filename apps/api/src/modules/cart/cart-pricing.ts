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
