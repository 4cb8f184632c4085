import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ProductResponse } from '@tecnobazar/shared';
import { PRODUCT_SIZES, type ProductSize } from '@tecnobazar/shared/constants/catalog';
import { useState } from 'react';
import { useAddToCart } from '@/components/product/use-add-to-cart';
import type { Notify } from '@/components/toast';
import { hasSize } from '@/lib/product-size';

const isProductSize = (size: string): size is ProductSize =>
  (PRODUCT_SIZES as readonly string[]).includes(size);

interface WishlistAddToCartProps {
  product: ProductResponse;
  notify: Notify;
}

/** One unit of a wished product into the cart; a product sold in sizes asks which one first. */
export function WishlistAddToCart({ product, notify }: WishlistAddToCartProps) {
  const { add, isLoading } = useAddToCart(notify);
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
    await add({ productId: product.id, size: size || 'FREE', quantity: 1 });
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
