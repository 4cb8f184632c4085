import {
  type AddCartItemBody,
  type CartItemResponse,
  type CartResponse,
  MAX_CART_QUANTITY,
} from '@tecnobazar/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cartItems, carts, products, sellers } from '../../db/schema/index.ts';
import { badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { COUPON_MESSAGES, type CouponsService } from '../coupons/coupons.service.ts';
import { type CartTotals, type PricedLine, priceCart } from './cart-pricing.ts';

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

interface CartLine extends PricedLine {
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

  async function loadLines(cartId: number, tx: DbOrTx): Promise<CartLine[]> {
    const rows = await tx
      .select({
        itemId: cartItems.id,
        productId: products.id,
        sellerId: products.sellerId,
        size: cartItems.size,
        quantity: cartItems.quantity,
        unitMrpCents: products.mrpPriceCents,
        unitSellingCents: products.sellingPriceCents,
        title: products.title,
        images: products.images,
        stock: products.quantity,
        inStock: products.inStock,
        sellerStatus: sellers.accountStatus,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id));
    return rows.map(({ images, stock, inStock, sellerStatus, ...line }) => ({
      ...line,
      image: images[0] ?? null,
      maxQuantity: inStock && sellerStatus === 'ACTIVE' ? Math.min(stock, MAX_CART_QUANTITY) : 0,
    }));
  }

  /** Prices the cart from current prices. A coupon that no longer applies is dropped from the cart. */
  async function priced(userId: number, tx: DbOrTx = db): Promise<PricedCart> {
    const cart = await cartOf(userId, tx);
    const lines = await loadLines(cart.id, tx);
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
    };
  }

  async function toResponse(cart: PricedCart): Promise<CartResponse> {
    const productById = new Map(
      (await catalog.byIds([...new Set(cart.lines.map((l) => l.productId))], { includeHidden: true })).map(
        (p) => [p.id, p],
      ),
    );
    const t = cart.totals;
    return {
      id: cart.cartId,
      cartItems: cart.lines.map((l) => toItem(l, productById)),
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
    const line = cart.lines.find((l) => l.itemId === itemId)!;
    const [product] = await catalog.byIds([line.productId], { includeHidden: true });
    return toItem(line, new Map([[line.productId, product!]]));
  }

  function assertQuantity(quantity: number, max: number) {
    if (max === 0) throw unprocessable(CART_MESSAGES.unavailable);
    if (quantity > max) throw unprocessable(CART_MESSAGES.tooMany(max));
  }

  return {
    priced,
    view: async (userId: number) => toResponse(await priced(userId)),

    /** Adds a product; the same product and size merge into one line. */
    async add(userId: number, { productId, size, quantity }: AddCartItemBody): Promise<CartItemResponse> {
      const [product] = await db
        .select({
          stock: products.quantity,
          inStock: products.inStock,
          sizes: products.sizes,
          sellerStatus: sellers.accountStatus,
        })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(eq(products.id, productId));
      if (product?.sellerStatus !== 'ACTIVE') throw notFound('Producto no encontrado');
      // FREE is the one-size default the product page always sends.
      if (size !== 'FREE' && !product.sizes.includes(size)) throw badRequest(CART_MESSAGES.sizeUnavailable);
      const max = product.inStock ? Math.min(product.stock, MAX_CART_QUANTITY) : 0;

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
      const line = (await loadLines(cart.id, db)).find((l) => l.itemId === itemId);
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
      const coupon = await coupons.findByCode(code);
      if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
      const refusal = await coupons.refusal(coupon, userId, cart.totals.subtotalCents);
      if (refusal) throw unprocessable(refusal);
      await db.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cart.cartId));
      return toResponse(await priced(userId));
    },

    /** After payment: the paid lines leave the cart (lines added meanwhile stay), and so does the coupon. */
    async removePaidLines(tx: DbOrTx, cartId: number, itemIds: number[]) {
      if (itemIds.length > 0)
        await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, itemIds)));
      await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
