import type { CartResponse, ProductResponse } from '@tecnobazar/shared';
import type { CompatibilityFix } from '@tecnobazar/shared/specs/compatibility-fixes';
import { useAddToCartMutation, useRemoveCartItemMutation } from '@/api/cart';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

/** A fix taken in the cart: the part that fits joins in the same units, the one that clashed leaves. */
export function useCartSwap(cart: CartResponse, notify: Notify) {
  const [addToCart] = useAddToCartMutation();
  const [removeItem] = useRemoveCartItemMutation();
  return async (fix: CompatibilityFix, product: ProductResponse) => {
    const line = cart.cartItems.find((item) => item.product.id === fix.replaceId);
    if (!line) return;
    try {
      await addToCart({ productId: product.id, size: 'FREE', quantity: line.quantity }).unwrap();
      await removeItem(line.id).unwrap();
      notify('success', `Cambiamos «${line.product.title}» por «${product.title}»`);
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo cambiar la pieza'));
    }
  };
}
