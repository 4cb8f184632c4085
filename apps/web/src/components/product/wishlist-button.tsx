import CloseIcon from '@mui/icons-material/Close';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { Toast, useToast } from '@/components/toast';
import { useToggleWishlist, useWishlist } from './wishlist-api';

interface WishlistButtonProps {
  productId: number;
  /** `heart` toggles (filled when in the wishlist); `remove` is the wishlist page's X. */
  variant?: 'heart' | 'remove';
  className?: string;
  sx?: SxProps<Theme>;
}

export function WishlistButton({ productId, variant = 'heart', className, sx }: WishlistButtonProps) {
  const { productIds } = useWishlist();
  const { toggleProduct, toggling } = useToggleWishlist();
  const { notify, toastProps } = useToast();
  const inWishlist = productIds.has(productId);

  const label =
    inWishlist || variant === 'remove' ? 'Quitar de la lista de deseos' : 'Agregar a la lista de deseos';
  const icon =
    variant === 'remove' ? <CloseIcon /> : inWishlist ? <Favorite color="error" /> : <FavoriteBorder />;

  return (
    <>
      <IconButton
        aria-label={label}
        aria-pressed={variant === 'heart' ? inWishlist : undefined}
        data-in-wishlist={inWishlist}
        className={className}
        disabled={toggling}
        onClick={async () => {
          const error = await toggleProduct(productId);
          if (error) notify('error', error);
        }}
        sx={[
          { bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'grey.100' } },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {icon}
      </IconButton>
      <Toast {...toastProps} />
    </>
  );
}
