import Button from '@mui/material/Button';
import type { AddCartItemBody } from '@tecnobazar/shared';
import { Link as RouterLink } from 'react-router';
import { useAddToCartMutation } from '@/api/cart';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';

/** Adds a line to the cart and says so in a toast: 'Ver carrito' on success, the server's reason if not. */
export function useAddToCart(notify: Notify) {
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const add = async (line: AddCartItemBody) => {
    try {
      await addToCart(line).unwrap();
      notify(
        'success',
        'Producto agregado al carrito',
        <Button component={RouterLink} to={paths.cart} color="inherit" size="small" variant="outlined">
          Ver carrito
        </Button>,
      );
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to add item to cart'));
    }
  };
  return { add, isLoading };
}
