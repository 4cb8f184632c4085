import { createCartCoupon } from './cart-coupon.ts';
import { createCartLines } from './cart-lines.ts';
import { createCartPayment } from './cart-payment.ts';
import { type CartDeps, createCartPricing } from './cart-pricing.ts';

export { CART_MESSAGES } from './cart-messages.ts';
export type { PricedCart } from './cart-pricing.ts';

/**
 * A shopper's cart (product.md#cart), always priced from the catalogue now. One service made of its use
 * cases:
 * - cart-pricing.ts: the cart as priced now (`priced`, `view`), which every other part answers with;
 * - cart-lines.ts: adding, changing and removing lines, within the stock and the per-line maximum;
 * - cart-coupon.ts: applying or removing a coupon;
 * - cart-payment.ts: what the checkout asks (`payable`, and `removePaidLines` once paid);
 * - cart-messages.ts: the refusals' texts.
 */
export function createCartService(deps: CartDeps) {
  const pricing = createCartPricing(deps);
  return {
    priced: pricing.priced,
    view: pricing.view,
    ...createCartLines(deps, pricing),
    ...createCartCoupon(deps, pricing),
    ...createCartPayment(pricing),
  };
}
export type CartService = ReturnType<typeof createCartService>;
