import { useNavigate } from 'react-router';
import { useToggleWishlistProductMutation, useWishlist } from '@/api/wishlist';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useLoginReturn } from '@/lib/session/login-return';
import styles from './wishlist-button.module.css';

// Material icons' paths (Favorite, FavoriteBorder, Close), drawn inline: a card grid has a dozen buttons.
const HEART =
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';
const HEART_OUTLINE =
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05';
const CROSS =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

interface WishlistButtonProps {
  productId: number;
  /** `heart` toggles (filled when in the wishlist); `remove` is the wishlist page's X. */
  variant?: 'heart' | 'remove';
  /** Extra classes, e.g. the card's hover reveal and position. */
  className?: string;
  /** Outlined instead of raised (the product page, beside its buttons). */
  bordered?: boolean;
}

export function WishlistButton({
  productId,
  variant = 'heart',
  className,
  bordered = false,
}: WishlistButtonProps) {
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
  const path = variant === 'remove' ? CROSS : inWishlist ? HEART : HEART_OUTLINE;
  const classes = [
    styles.button,
    inWishlist && variant === 'heart' && styles.on,
    bordered && styles.bordered,
    className,
  ];

  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-pressed={variant === 'heart' ? inWishlist : undefined}
        data-in-wishlist={inWishlist}
        className={classes.filter(Boolean).join(' ')}
        disabled={toggling}
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" focusable="false" aria-hidden>
          <path d={path} />
        </svg>
      </button>
      <Toast {...toastProps} />
    </>
  );
}
