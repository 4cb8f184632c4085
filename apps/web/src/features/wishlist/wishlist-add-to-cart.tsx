import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ProductResponse } from '@tecnobazar/shared';
import { PRODUCT_SIZES, type ProductSize } from '@tecnobazar/shared/constants/catalog';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAddToCartMutation } from '@/api/cart';
import { paths } from '@/app/paths';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { hasSize } from '@/lib/product-size';

const isProductSize = (size: string): size is ProductSize =>
  (PRODUCT_SIZES as readonly string[]).includes(size);

interface WishlistAddToCartProps {
  product: ProductResponse;
  notify: Notify;
}

/** One unit of a wished product into the cart; a product sold in sizes asks which one first. */
export function WishlistAddToCart({ product, notify }: WishlistAddToCartProps) {
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const sizes = product.sizes.filter(isProductSize).filter(hasSize);
  // A single size is the only choice: chosen already.
  const [size, setSize] = useState<ProductSize | ''>(sizes.length === 1 ? sizes[0]! : '');
  const [sizeMissing, setSizeMissing] = useState(false);
  const soldOut = !product.in_stock || product.quantity < 1;

  const onAdd = async () => {
    if (sizes.length > 0 && size === '') {
      setSizeMissing(true);
      return;
    }
    try {
      await addToCart({ productId: product.id, size: size || 'FREE', quantity: 1 }).unwrap();
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

  return (
    <Stack spacing={1}>
      {sizes.length > 0 && !soldOut && (
        <TextField
          select
          size="small"
          label="Talla"
          value={size}
          onChange={(event) => {
            setSize(event.target.value as ProductSize);
            setSizeMissing(false);
          }}
          error={sizeMissing}
          helperText={sizeMissing ? 'Elige una talla' : undefined}
        >
          {sizes.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button
        variant="contained"
        size="small"
        startIcon={<AddShoppingCartIcon />}
        disabled={soldOut}
        loading={isLoading}
        onClick={onAdd}
      >
        Agregar al carrito
      </Button>
    </Stack>
  );
}
