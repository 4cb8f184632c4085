import {
  type AddCartItemBody,
  type CartItemResponse,
  type CartResponse,
  MAX_CART_QUANTITY,
  type ProductResponse,
} from '@tecnobazar/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import { type CartTotals, type PriceLine, priceCart } from '../../lib/pricing/pricing.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';

export const CART_MESSAGES = {
  itemNotFound: 'Artículo no encontrado en tu carrito',
  unavailable: 'Este producto no está disponible por ahora.',
  sizeUnavailable: 'Esta talla no está disponible para este producto.',
  tooMany: (max: number) =>
    max === 1
      ? 'Solo puedes llevar 1 unidad de este producto.'
      : `Solo puedes llevar ${max} unidades de este producto.`,
  empty: 'El carrito está vacío.',
};

/** One cart line as priced now, in cents. */
interface CartLine extends PriceLine {
  itemId: number;
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
  /** The lines' products as the cart shows them, hidden ones included. */
  products: Map<number, ProductResponse>;
}

export function createCartService(deps: {
  db: Db;
  catalog: CatalogService;
  coupons: CouponsService;
  shippingFeeCents: number;
}) {
  const { db, catalog, coupons } = deps;

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
        productId: cartItems.productId,
        size: cartItems.size,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id));
    const found = await catalog.forCart([...new Set(items.map((i) => i.productId))], tx);
    // A product deleted since its line was read takes the line with it (the foreign key cascades).
    const lines = items.flatMap((item): CartLine[] => {
      const p = found.get(item.productId);
      if (!p) return [];
      return [
        {
          ...item,
          sellerId: p.sellerId,
          unitMrpCents: p.unitMrpCents,
          unitSellingCents: p.unitSellingCents,
          title: p.product.title,
          image: p.product.images[0] ?? null,
          maxQuantity: Math.min(p.available, MAX_CART_QUANTITY),
        },
      ];
    });
    return { lines, products: new Map([...found].map(([id, p]) => [id, p.product])) };
  }

  /** Prices the cart from current prices. A coupon that no longer applies is dropped from the cart. */
  async function priced(userId: number, tx: DbOrTx = db): Promise<PricedCart> {
    const cart = await cartOf(userId, tx);
    const { lines, products } = await loadLines(cart.id, tx);
    let coupon = cart.couponId ? await coupons.findById(cart.couponId, tx) : undefined;
    if (coupon && (await coupons.refusal(coupon, userId, priceCart(lines, null, 0).subtotalCents, tx))) {
      await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
      coupon = undefined;
    }
    return {
      cartId: cart.id,
      lines,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      totals: priceCart(lines, coupon?.discountPercentage ?? null, deps.shippingFeeCents),
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
    product: productById.get(l.productId)!,
  });

  /** The line as the client shows it after a change. */
  async function itemResponse(userId: number, itemId: number): Promise<CartItemResponse> {
    const cart = await priced(userId);
    return toItem(cart.lines.find((l) => l.itemId === itemId)!, cart.products);
  }

  function assertQuantity(quantity: number, max: number) {
    if (max === 0) throw unprocessable(CART_MESSAGES.unavailable);
    if (quantity > max) throw unprocessable(CART_MESSAGES.tooMany(max));
  }

  return {
    priced,
    view: async (userId: number) => toResponse(await priced(userId)),

    /** The cart priced now for paying it: 422 when it is empty. */
    async payable(userId: number): Promise<PricedCart> {
      const cart = await priced(userId);
      if (cart.lines.length === 0) throw unprocessable(CART_MESSAGES.empty);
      return cart;
    },

    /** Adds a product; the same product and size merge into one line. */
    async add(userId: number, { productId, size, quantity }: AddCartItemBody): Promise<CartItemResponse> {
      const product = await catalog.buyable(productId);
      // FREE is the one-size default the product page always sends.
      if (size !== 'FREE' && !product.product.sizes.includes(size))
        throw badRequest(CART_MESSAGES.sizeUnavailable);
      const max = Math.min(product.available, MAX_CART_QUANTITY);

      const cart = await cartOf(userId);
      const itemId = await db.transaction(async (tx) => {
        const [line] = await tx
          .insert(cartItems)
          .values({ cartId: cart.id, productId, size, quantity })
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.productId, cartItems.size],
            set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
          })
          .returning({ id: cartItems.id, quantity: cartItems.quantity });
        assertQuantity(line!.quantity, max); // throwing rolls the merge back
        return line!.id;
      });
      return itemResponse(userId, itemId);
    },

    async updateItem(userId: number, itemId: number, quantity: number): Promise<CartItemResponse> {
      const cart = await cartOf(userId);
      const line = (await loadLines(cart.id, db)).lines.find((l) => l.itemId === itemId);
      if (!line) throw notFound(CART_MESSAGES.itemNotFound);
      assertQuantity(quantity, line.maxQuantity);
      await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
      return itemResponse(userId, itemId);
    },

    async removeItem(userId: number, itemId: number): Promise<CartResponse> {
      const cart = await cartOf(userId);
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw notFound(CART_MESSAGES.itemNotFound);
      return toResponse(await priced(userId));
    },

    /** `apply=true` applies the coupon after checking it against the server's cart value; false removes it. */
    async applyCoupon(userId: number, code: string, apply: boolean): Promise<CartResponse> {
      const cart = await priced(userId);
      if (!apply) {
        await db.update(carts).set({ couponId: null }).where(eq(carts.id, cart.cartId));
        return toResponse(await priced(userId));
      }
      if (cart.lines.length === 0) throw unprocessable(CART_MESSAGES.empty);
      const coupon = await coupons.applicable(code, userId, cart.totals.subtotalCents);
      await db.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cart.cartId));
      return toResponse(await priced(userId));
    },

    /**
     * After payment: the paid units leave the cart, and so does the coupon. A line raised after paying
     * started keeps the units not paid for; lines added meanwhile stay. Two statements for the whole cart:
     * the lines paid in full go first, so the rest never drop to the paid count and go too.
     */
    async removePaidLines(tx: DbOrTx, cartId: number, paid: { itemId: number; quantity: number }[]) {
      if (paid.length > 0) {
        const lines = sql`(values ${sql.join(
          paid.map((l) => sql`(${l.itemId}::bigint, ${l.quantity}::int)`),
          sql`, `,
        )}) as paid(item_id, quantity)`;
        await tx.execute(sql`
          delete from ${cartItems} using ${lines}
           where ${cartItems.id} = paid.item_id and ${cartItems.cartId} = ${cartId}
             and ${cartItems.quantity} <= paid.quantity`);
        await tx.execute(sql`
          update ${cartItems} set quantity = ${cartItems.quantity} - paid.quantity from ${lines}
           where ${cartItems.id} = paid.item_id and ${cartItems.cartId} = ${cartId}`);
      }
      await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
