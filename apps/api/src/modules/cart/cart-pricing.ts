/**
 * The cart as priced now, which every other part of the cart answers with: the shopper's cart row, its
 * lines priced from the catalogue, the coupon while it still applies, and the answers the client shows.
 */
import {
  type CartItemResponse,
  type CartResponse,
  departmentOf,
  MAX_CART_QUANTITY,
  type ProductResponse,
} from '@tecnobazar/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { fromCents } from '../../lib/money.ts';
import {
  type CartTotals,
  flatRate,
  type PriceLine,
  priceCart,
  type SellerShare,
} from '../../lib/pricing/pricing.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { ShippingService } from '../shipping/shipping.service.ts';

/** What every part of the cart is built from. */
export interface CartDeps {
  db: Db;
  catalog: CatalogService;
  coupons: CouponsService;
  shipping: ShippingService;
  addresses: AddressesService;
}

/**
 * Where the cart is priced to be shipped: a saved address of the buyer's (the checkout's choice), or,
 * without one, the newest address they saved; no address at all prices each shop's default rate.
 */
export type Destination = { addressId?: number };

/** One cart line as priced now, in cents. */
interface CartLine extends PriceLine {
  itemId: number;
  /** What the line buys (decision 0028), and the product it is an offer of. */
  offerId: number;
  productId: number;
  size: string;
  title: string;
  image: string | null;
  /** Units this line may hold now: min(stock, 10), or 0 when the product cannot be bought. */
  maxQuantity: number;
}

/** The customer's cart as priced now, with the coupon only while it still applies. */
export interface PricedCart {
  cartId: number;
  lines: CartLine[];
  couponId: number | null;
  couponCode: string | null;
  totals: CartTotals;
  /** The department shipping was priced for (DANE code), or null for each shop's default rate. */
  department: string | null;
  /** Each shop's order as the cart lists them (its first line first), with its name and free-shipping amount. */
  sellersInOrder: (SellerShare & { businessName: string; freeFromCents: number | null })[];
  /** By offer id: the lines' products as the cart shows them (with that offer shown), hidden ones included. */
  products: Map<number, ProductResponse>;
}

export type CartPricing = ReturnType<typeof createCartPricing>;

export function createCartPricing(deps: CartDeps) {
  const { db, catalog, coupons, shipping, addresses } = deps;

  /** The `state` of the address the cart ships to, or null when the buyer has saved none. */
  async function destinationState(userId: number, to: Destination, tx: DbOrTx): Promise<string | null> {
    if (to.addressId !== undefined) return (await addresses.get(userId, to.addressId, tx)).state;
    return (await addresses.list(userId))[0]?.state ?? null;
  }

  async function cartOf(userId: number, tx: DbOrTx = db) {
    await tx.insert(carts).values({ userId }).onConflictDoNothing();
    const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId));
    return cart!;
  }

  /** The cart's lines priced from the catalogue now, and their products. */
  async function loadLines(cartId: number, tx: DbOrTx) {
    const items = await tx
      .select({
        itemId: cartItems.id,
        offerId: cartItems.offerId,
        size: cartItems.size,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id));
    const found = await catalog.forCart([...new Set(items.map((i) => i.offerId))], tx);
    // An offer deleted since its line was read takes the line with it (the foreign key cascades).
    const lines = items.flatMap((item): CartLine[] => {
      const p = found.get(item.offerId);
      if (!p) return [];
      return [
        {
          ...item,
          productId: p.productId,
          sellerId: p.sellerId,
          unitMrpCents: p.unitMrpCents,
          unitSellingCents: p.unitSellingCents,
          vatPercent: p.vatPercent,
          title: p.product.title,
          image: p.product.images[0] ?? null,
          maxQuantity: Math.min(p.available, MAX_CART_QUANTITY),
        },
      ];
    });
    return { lines, products: new Map([...found].map(([id, p]) => [id, p.product])) };
  }

  /** Prices the cart from current prices. A coupon that no longer applies is dropped from the cart. */
  async function priced(userId: number, tx: DbOrTx = db, to: Destination = {}): Promise<PricedCart> {
    const cart = await cartOf(userId, tx);
    const { lines, products } = await loadLines(cart.id, tx);
    // An empty cart ships nowhere: it is refused as empty, whatever the address.
    const state = lines.length > 0 ? await destinationState(userId, to, tx) : null;
    const rates = await shipping.ratesTo(
      lines.map((l) => l.sellerId),
      state,
      tx,
    );
    let coupon = cart.couponId ? await coupons.findById(cart.couponId, tx) : undefined;
    if (
      coupon &&
      (await coupons.refusal(coupon, userId, priceCart(lines, null, flatRate(0)).subtotalCents, tx))
    ) {
      await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
      coupon = undefined;
    }
    const totals = priceCart(lines, coupon?.discountPercentage ?? null, (sellerId) => rates.get(sellerId)!);
    const sellersInOrder = [...new Set(lines.map((l) => l.sellerId))].map((sellerId) => ({
      ...totals.sellers.find((s) => s.sellerId === sellerId)!,
      businessName: products.get(lines.find((l) => l.sellerId === sellerId)!.offerId)!.seller.businessDetails
        .businessName,
      freeFromCents: rates.get(sellerId)!.freeFromCents,
    }));
    return {
      cartId: cart.id,
      lines,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      totals,
      department: (state !== null && departmentOf(state)) || null,
      sellersInOrder,
      products,
    };
  }

  function toResponse(cart: PricedCart): CartResponse {
    const t = cart.totals;
    return {
      id: cart.cartId,
      cartItems: cart.lines.map((l) => toItem(l, cart.products)),
      totalItem: t.totalItem,
      totalMrpPrice: fromCents(t.totalMrpCents),
      subtotal: fromCents(t.subtotalCents),
      discount: fromCents(t.totalMrpCents - t.subtotalCents),
      couponCode: cart.couponCode,
      couponPrice: fromCents(t.couponCents),
      totalSellingPrice: fromCents(t.totalSellingCents),
      shipping: fromCents(t.shippingCents),
      total: fromCents(t.totalCents),
      shippingDepartment: cart.department,
      sellers: cart.sellersInOrder.map((s) => ({
        sellerId: s.sellerId,
        businessName: s.businessName,
        subtotal: fromCents(s.subtotalCents),
        shipping: fromCents(s.shippingCents),
        freeShippingFrom: s.freeFromCents === null ? null : fromCents(s.freeFromCents),
      })),
      vat: t.vat.map((v) => ({ rate: v.percent, base: fromCents(v.baseCents), vat: fromCents(v.vatCents) })),
    };
  }

  const toItem = (l: CartLine, productById: Map<number, CartItemResponse['product']>): CartItemResponse => ({
    id: l.itemId,
    size: l.size,
    quantity: l.quantity,
    sellingPrice: fromCents(l.unitSellingCents * l.quantity),
    mrpPrice: fromCents(l.unitMrpCents * l.quantity),
    maxQuantity: l.maxQuantity,
    available: l.maxQuantity >= l.quantity,
    product: productById.get(l.offerId)!,
  });

  /** The line as the client shows it after a change. */
  async function itemResponse(userId: number, itemId: number): Promise<CartItemResponse> {
    const cart = await priced(userId);
    return toItem(cart.lines.find((l) => l.itemId === itemId)!, cart.products);
  }

  /** The whole cart as the client shows it, priced now. */
  const view = async (userId: number, to: Destination = {}) => toResponse(await priced(userId, db, to));

  return { cartOf, loadLines, priced, view, itemResponse };
}
