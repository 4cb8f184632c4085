import { z } from 'zod';
import { allocate, type PriceLine, type SellerShare as Share } from '../../lib/pricing/pricing.ts';

const cents = z.number().int();

/** A cart line as frozen when paying starts: a pricing line plus what the order item shows. */
const SnapshotLineFields = z.object({
  itemId: z.number(),
  productId: z.number(),
  /** What is sold (decision 0028). A checkout started before offers sold the founding offer, same id. */
  offerId: z.number().optional(),
  sellerId: z.number(),
  size: z.string(),
  quantity: z.number().int().positive(),
  unitMrpCents: cents,
  unitSellingCents: cents,
  /** Checkouts started before IVA rates (migration 0028) sold everything at 19 %. */
  vatPercent: z.number().int().default(19),
  title: z.string(),
  image: z.string().nullable(),
}) satisfies z.ZodType<PriceLine>;
const SnapshotLine = SnapshotLineFields.transform((line) => ({
  ...line,
  offerId: line.offerId ?? line.productId,
}));
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
  /** Missing in a checkout started before shipping per seller: see withOrderShipping. */
  shippingCents: cents.optional(),
}) satisfies z.ZodType<Omit<Share, 'vat' | 'shippingCents'> & { shippingCents?: number }>;

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

/** A cart line is the same line in two checkouts when it is the same offer in the same size. */
const lineKey = (l: Pick<SnapshotLine, 'offerId' | 'size'>) => `${l.offerId}:${l.size}`;
/** Two checkouts share a line: paying both would pay that line twice. */
export function sharesALine(a: readonly SnapshotLine[], b: readonly SnapshotLine[]): boolean {
  const keys = new Set(a.map(lineKey));
  return b.some((l) => keys.has(lineKey(l)));
}
/** The same offers, sizes and quantities: what the buyer approved is what the cart holds now. */
export function sameLines(a: readonly SnapshotLine[], b: readonly SnapshotLine[]): boolean {
  const count = (lines: readonly SnapshotLine[]) =>
    lines
      .map((l) => `${lineKey(l)}x${l.quantity}`)
      .sort()
      .join();
  return count(a) === count(b);
}

/**
 * The snapshot's shares, each with its own shipping. A checkout started before shipping per seller (one fee
 * for the checkout, migration 0028) shares its fee among its orders by what each sold (allocate), as the
 * migration did for the orders placed before it.
 */
export function withOrderShipping(snapshot: CheckoutSnapshot, checkoutShippingCents: number) {
  if (snapshot.shares.every((s) => s.shippingCents !== undefined))
    return snapshot.shares.map((s) => ({ ...s, shippingCents: s.shippingCents! }));
  const parts = allocate(
    checkoutShippingCents,
    snapshot.shares.map((s) => s.totalCents),
  );
  return snapshot.shares.map((s, i) => ({ ...s, shippingCents: parts[i]! }));
}
