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
import { cartItems } from '../../db/schema/cart.ts';
import { badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import { CART_MESSAGES } from './cart-messages.ts';
import type { CartDeps, CartPricing } from './cart-pricing.ts';

function assertQuantity(quantity: number, max: number) {
  if (max === 0) throw unprocessable(CART_MESSAGES.unavailable);
  if (quantity > max) throw unprocessable(CART_MESSAGES.tooMany(max));
}

export function createCartLines({ db, catalog }: CartDeps, pricing: CartPricing) {
  const { cartOf, loadLines, itemResponse } = pricing;
  return {
    /**
     * Adds the offer a product id names (its buy box), or the offer an offer id names; the same offer and
     * size merge into one line.
     */
    async add(userId: number, body: AddCartItemBody): Promise<CartItemResponse> {
      const { productId, size, quantity } = body;
      const product = await catalog.buyable(productId, body.offerId);
      const { offerId } = product;
      // FREE is the one-size default the product page always sends.
      if (size !== 'FREE' && !product.product.sizes.includes(size))
        throw badRequest(CART_MESSAGES.sizeUnavailable);
      const max = Math.min(product.available, MAX_CART_QUANTITY);

      const cart = await cartOf(userId);
      const itemId = await db.transaction(async (tx) => {
        const [line] = await tx
          .insert(cartItems)
          .values({ cartId: cart.id, offerId, size, quantity })
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.offerId, cartItems.size],
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
      return pricing.view(userId);
    },
  };
}
