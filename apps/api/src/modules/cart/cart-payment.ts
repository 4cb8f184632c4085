/**
 * What the checkout asks of the cart: the cart to pay, priced now, and, once paid, taking the paid units
 * and the coupon out of it inside the payment's transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { unprocessable } from '../../lib/errors.ts';
import { CART_MESSAGES } from './cart-messages.ts';
import type { CartPricing, Destination, PricedCart } from './cart-pricing.ts';

export function createCartPayment({ priced }: CartPricing) {
  return {
    /** The cart priced now for paying it and shipping it to the address chosen: 422 when it is empty. */
    async payable(userId: number, to: Destination): Promise<PricedCart> {
      const cart = await priced(userId, undefined, to);
      if (cart.lines.length === 0) throw unprocessable(CART_MESSAGES.empty);
      return cart;
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
