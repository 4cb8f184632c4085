import CloseIcon from '@mui/icons-material/Close';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { useToggleWishlistProductMutation, useWishlist } from '@/api/wishlist';
import { useLoginReturn } from '@/app/login-return';
import { paths } from '@/app/paths';
import { Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

interface WishlistButtonProps {
  productId: number;
  /** `heart` toggles (filled when in the wishlist); `remove` is the wishlist page's X. */
  variant?: 'heart' | 'remove';
  className?: string;
  sx?: SxProps<Theme>;
}

export function WishlistButton({ productId, variant = 'heart', className, sx }: WishlistButtonProps) {
  const { productIds, signedIn } = useWishlist();
  const [toggle, { isLoading: toggling }] = useToggleWishlistProductMutation();
  const navigate = useNavigate();
  const loginReturn = useLoginReturn();
  const { notify, toastProps } = useToast();
  const inWishlist = productIds.has(productId);

  const onClick = async () => {
    // A visitor has no wishlist: the heart sends them to sign in instead.
    if (!signedIn) {
      navigate(paths.login, loginReturn);
      return;
    }
    try {
      await toggle(productId).unwrap();
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to add product to wishlist'));
    }
  };

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
        onClick={onClick}
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
