/**
 * The shopper changing their cart's lines: adding a product (the same product and size merge), changing a
 * line's quantity, removing a line. A quantity is checked against the stock and the per-line maximum.
 */
import {
  type AddCartItemBody,
  type CartItemResponse,
  type CartResponse,
  MAX_CART_QUANTITY,
} from '@tecnobazar/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { AppError, badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import { CART_MESSAGES } from './cart-messages.ts';
import type { CartDeps, CartPricing } from './cart-pricing.ts';

function assertQuantity(quantity: number, max: number) {
  if (max === 0) throw unprocessable(CART_MESSAGES.unavailable);
  if (quantity > max) throw unprocessable(CART_MESSAGES.tooMany(max));
}

export function createCartLines({ db, catalog }: CartDeps, pricing: CartPricing) {
  const { cartOf, loadLines, itemResponse } = pricing;

  /** The offer a product id names (its buy box), or the one an offer id names, in a size it comes in. */
  async function offerFor({ productId, size, offerId }: AddCartItemBody) {
    const product = await catalog.buyable(productId, offerId);
    // FREE is the one-size default the product page always sends.
    if (size !== 'FREE' && !product.product.sizes.includes(size))
      throw badRequest(CART_MESSAGES.sizeUnavailable);
    return product;
  }
  type Offer = Awaited<ReturnType<typeof offerFor>>;

  /** Adds the units to the cart's line of that offer and size (made when missing), within the stock. */
  async function addLine(tx: DbOrTx, cartId: number, offer: Offer, { size, quantity }: AddCartItemBody) {
    const [line] = await tx
      .insert(cartItems)
      .values({ cartId, offerId: offer.offerId, size, quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.offerId, cartItems.size],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ id: cartItems.id, quantity: cartItems.quantity });
    assertQuantity(line!.quantity, Math.min(offer.available, MAX_CART_QUANTITY)); // throwing rolls back
    return line!.id;
  }

  return {
    /** Adds one product; the same offer and size merge into one line. */
    async add(userId: number, body: AddCartItemBody): Promise<CartItemResponse> {
      const offer = await offerFor(body);
      const cart = await cartOf(userId);
      const itemId = await db.transaction((tx) => addLine(tx, cart.id, offer, body));
      return itemResponse(userId, itemId);
    },

    /**
     * Adds several products at once, from any shops (a build's parts): all of them, or none when one
     * cannot be added, whose refusal then names it.
     */
    async addAll(userId: number, items: AddCartItemBody[]): Promise<CartResponse> {
      const offers = await Promise.all(items.map((item) => offerFor(item)));
      const cart = await cartOf(userId);
      await db.transaction(async (tx) => {
        for (const [i, item] of items.entries()) {
          const offer = offers[i]!;
          try {
            await addLine(tx, cart.id, offer, item);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            throw new AppError(error.statusCode, `«${offer.product.title}»: ${error.message}`);
          }
        }
      });
      return pricing.view(userId);
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
      return pricing.view(userId);
    },
  };
}
