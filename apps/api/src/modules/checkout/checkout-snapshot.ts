import { z } from 'zod';
import type { PriceLine, SellerShare as Share } from '../../lib/pricing/pricing.ts';

const cents = z.number().int();

/** A cart line as frozen when paying starts: a pricing line plus what the order item shows. */
const SnapshotLine = z.object({
  itemId: z.number(),
  productId: z.number(),
  sellerId: z.number(),
  size: z.string(),
  quantity: z.number().int().positive(),
  unitMrpCents: cents,
  unitSellingCents: cents,
  title: z.string(),
  image: z.string().nullable(),
}) satisfies z.ZodType<PriceLine>;
export type SnapshotLine = z.infer<typeof SnapshotLine>;

/** One seller's part of the checkout, as lib/pricing splits it: the amounts of the order it becomes. */
const SellerShare = z.object({
  sellerId: z.number(),
  mrpCents: cents,
  subtotalCents: cents,
  couponCents: cents,
  /** What this seller sold: subtotal less its share of the coupon. */
  totalCents: cents,
  totalItem: z.number().int(),
}) satisfies z.ZodType<Share>;

/**
 * `checkouts.snapshot`: the priced cart, its split by seller and the delivery address, frozen at start.
 * Parsed when read back, so a row that does not fit stops the payment instead of placing a wrong order.
 * The address was checked against AddressBody when it was saved; here only its shape is.
 */
export const CheckoutSnapshot = z.object({
  cartId: z.number(),
  lines: z.array(SnapshotLine),
  shares: z.array(SellerShare),
  address: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    mobile: z.string(),
  }),
});
export type CheckoutSnapshot = z.infer<typeof CheckoutSnapshot>;

/** A cart line is the same line in two checkouts when it is the same product in the same size. */
const lineKey = (l: Pick<SnapshotLine, 'productId' | 'size'>) => `${l.productId}:${l.size}`;
/** Two checkouts share a line: paying both would pay that line twice. */
export function sharesALine(a: readonly SnapshotLine[], b: readonly SnapshotLine[]): boolean {
  const keys = new Set(a.map(lineKey));
  return b.some((l) => keys.has(lineKey(l)));
}
/** The same products, sizes and quantities: what the buyer approved is what the cart holds now. */
export function sameLines(a: readonly SnapshotLine[], b: readonly SnapshotLine[]): boolean {
  const count = (lines: readonly SnapshotLine[]) =>
    lines
      .map((l) => `${lineKey(l)}x${l.quantity}`)
      .sort()
      .join();
  return count(a) === count(b);
}
