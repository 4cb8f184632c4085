import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartItemResponse } from '@tecnobazar/shared';
import { Link as RouterLink } from 'react-router';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from '@/api/cart';
import { Img } from '@/components/product/img';
import { ProductPrice } from '@/components/product/product-price';
import { QuantitySelector } from '@/components/quantity-selector';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { type ImagePriority, pictureAttributes } from '@/lib/image-srcset';
import { usePicturesHeld } from '@/lib/main-picture';
import { hasSize } from '@/lib/product-size';

interface CartItemRowProps {
  item: CartItemResponse;
  notify: Notify;
  imagePriority?: ImagePriority;
}

export function CartItemRow({ item, notify, imagePriority = 'lazy' }: CartItemRowProps) {
  const held = usePicturesHeld();
  const [updateItem, { isLoading: updating }] = useUpdateCartItemMutation();
  const [removeItem, { isLoading: removing }] = useRemoveCartItemMutation();
  const { product } = item;
  const href = paths.productDetails.getHref(product.category.categoryId, product.title, product.id);
  const image = product.images[0];

  const changeQuantity = async (quantity: number) => {
    try {
      await updateItem({ id: item.id, quantity }).unwrap();
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to update cart item'));
    }
  };
  const remove = async () => {
    try {
      await removeItem(item.id).unwrap();
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to delete cart item'));
    }
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={product.title}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: { xs: 1.5, sm: 2 }, listStyle: 'none' }}
    >
      <Box
        component={RouterLink}
        to={href}
        tabIndex={-1}
        aria-hidden
        sx={{
          width: { xs: 72, sm: 100 },
          height: { xs: 72, sm: 100 },
          flexShrink: 0,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          color: 'grey.500',
          opacity: item.available ? 1 : 0.5,
        }}
      >
        {image ? (
          <Img
            {...pictureAttributes(image, '(min-width: 600px) 100px, 72px', imagePriority, held)}
            // The box has its size before the picture loads; these give the browser its shape too.
            width={100}
            height={100}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageNotSupportedOutlined />
        )}
      </Box>

      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={href}
              color="text.primary"
              underline="hover"
              sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
            >
              {product.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {product.seller.businessDetails.businessName}
            </Typography>
            {hasSize(item.size) && (
              <Typography variant="body2" color="text.secondary">
                {`Talla: ${item.size}`}
              </Typography>
            )}
          </Box>
          <IconButton
            aria-label="Quitar del carrito"
            size="small"
            onClick={remove}
            disabled={removing}
            sx={{ mt: -0.5, mr: -0.5 }}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>

        {!item.available && (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip label="No disponible" color="error" size="small" sx={{ fontWeight: 600 }} />
            <Typography variant="body2" color="error">
              {item.maxQuantity > 0
                ? `Solo puedes llevar ${item.maxQuantity} ${item.maxQuantity === 1 ? 'unidad' : 'unidades'} de este producto.`
                : 'Quítalo del carrito para continuar con el pago.'}
            </Typography>
          </Stack>
        )}

        <Stack
          direction="row"
          alignItems="center"
          justifyContent="space-between"
          sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}
        >
          <QuantitySelector
            value={item.quantity}
            max={item.maxQuantity}
            onChange={changeQuantity}
            disabled={updating || removing}
          />
          <ProductPrice
            sellingPrice={item.sellingPrice}
            mrpPrice={item.mrpPrice}
            discountPercent={product.discountPercent}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
