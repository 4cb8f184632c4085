/** The shopper applying a coupon to their cart, checked against the cart as the server prices it, or removing it. */
import type { CartResponse } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema/cart.ts';
import { unprocessable } from '../../lib/errors.ts';
import { CART_MESSAGES } from './cart-messages.ts';
import type { CartDeps, CartPricing } from './cart-pricing.ts';

export function createCartCoupon({ db, coupons }: CartDeps, { priced, view }: CartPricing) {
  return {
    /** `apply=true` applies the coupon after checking it against the server's cart value; false removes it. */
    async applyCoupon(userId: number, code: string, apply: boolean): Promise<CartResponse> {
      const cart = await priced(userId);
      if (!apply) {
        await db.update(carts).set({ couponId: null }).where(eq(carts.id, cart.cartId));
        return view(userId);
      }
      if (cart.lines.length === 0) throw unprocessable(CART_MESSAGES.empty);
      const coupon = await coupons.applicable(code, userId, cart.totals.subtotalCents);
      await db.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cart.cartId));
      return view(userId);
    },
  };
}
