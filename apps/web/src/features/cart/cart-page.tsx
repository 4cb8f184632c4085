import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartResponse } from '@tecnobazar/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { invalidateCart, useCart } from '@/api/cart';
import { useStartPaypalPaymentMutation } from '@/api/checkout';
import { CompatibilityFixes } from '@/components/compatibility-fixes';
import { CompatibilityNotice } from '@/components/compatibility-notice';
import { WithSummary } from '@/components/layout/with-summary';
import { PageLoader } from '@/components/page-loader';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { cartCompatibility, cartParts } from '@/lib/compatibility';
import { errorMessage } from '@/lib/errors';
import { useLoginReturn } from '@/lib/session/login-return';
import { storedToken } from '@/lib/session/token';
import { useAppDispatch } from '@/lib/store/hooks';
import { CartItemRow } from './cart-item-row';
import { CouponBox } from './coupon-box';
import { PaymentInProgressNotice } from './payment-in-progress';
import { PriceSummary } from './price-summary';
import { useCartSwap } from './use-cart-swap';

// The address step (its form, zod and the schemas: about 60 KiB) loads when first wanted, not before the
// cart shows; pointing at or focusing "Comprar ahora" starts the download before the click.
const loadCheckoutDialog = () => import('./checkout-dialog');
const CheckoutDialog = lazy(() => loadCheckoutDialog().then((m) => ({ default: m.CheckoutDialog })));

/** Cart lines a phone shows without scrolling: their pictures load at once, the rest when near. */
const ON_SCREEN_LINES = 3;

const CHECKOUT_MESSAGES = {
  signIn: 'Debes iniciar sesión para continuar con el pago.',
  empty: 'El carrito está vacío.',
  failed: 'Error al iniciar el pago con PayPal...',
  noRedirect: 'Error: No se encontró el enlace de redirección.',
};
/** Shared by the cart and its empty state: a start refused because the lines were just paid empties the cart. */
const START_PAYMENT = { fixedCacheKey: 'cart-start-payment' };

export function CartPage() {
  const { signedIn, currentData: cart, isFetching, error } = useCart();

  if (!signedIn) return <SignInPrompt />;
  if (error) {
    return (
      <Container sx={{ py: 5 }}>
        <Alert severity="error">{errorMessage(error, 'Failed to fetch user cart')}</Alert>
      </Container>
    );
  }
  if (!cart && isFetching) return <PageLoader />;
  if (!cart || cart.cartItems.length === 0) return <EmptyCart />;
  return <CartView cart={cart} />;
}

function SignInPrompt() {
  const loginReturn = useLoginReturn();
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <ShoppingBagOutlined color="primary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} gutterBottom>
        Inicia sesión para ver tu carrito
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tu carrito se guarda en tu cuenta.
      </Typography>
      <Button component={RouterLink} to={paths.login} state={loginReturn.state} variant="contained">
        Iniciar sesión
      </Button>
    </Container>
  );
}

function EmptyCart() {
  // Paying again finished an earlier approved payment for these lines: say so, not only "empty".
  const [, { error: startError }] = useStartPaypalPaymentMutation(START_PAYMENT);
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      {startError && (
        <Alert
          severity="info"
          sx={{ mb: 4, textAlign: 'left' }}
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={paths.account.orders}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Ver mis pedidos
            </Button>
          }
        >
          {errorMessage(startError, CHECKOUT_MESSAGES.failed)}
        </Alert>
      )}
      <ShoppingBagOutlined color="primary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} gutterBottom>
        ¡Parece que está muy ligero!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        No hay nada en su bolsa, agreguemos algunos artículos
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Volver al inicio
      </Button>
    </Container>
  );
}

function CartView({ cart }: { cart: CartResponse }) {
  const dispatch = useAppDispatch();
  const { notify, toastProps } = useToast();
  const [addressStepOpen, setAddressStepOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still fades it out.
  const [checkoutWanted, setCheckoutWanted] = useState(false);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const [startPayment, { isLoading: starting }] = useStartPaypalPaymentMutation(START_PAYMENT);
  const [redirecting, setRedirecting] = useState(false);
  const blocked = cart.cartItems.some((item) => !item.available);
  const compatibility = cartCompatibility(cartParts(cart));
  const swap = useCartSwap(cart, notify);

  /** Checkout needs the stored token and a cart with something in it (product.md#cart). */
  const refusal = () => {
    if (!storedToken()) return CHECKOUT_MESSAGES.signIn;
    if (cart.cartItems.length === 0) return CHECKOUT_MESSAGES.empty;
    return null;
  };

  const openAddressStep = () => {
    const reason = refusal();
    setCheckoutError(reason);
    if (!reason) {
      setCheckoutWanted(true);
      setAddressStepOpen(true);
    }
  };

  const pay = async (addressId: number, amount: number) => {
    const reason = refusal();
    if (reason) {
      setAddressStepOpen(false);
      setCheckoutError(reason);
      return;
    }
    try {
      const { redirect_url } = await startPayment({ amount, addressId }).unwrap();
      if (!redirect_url) {
        setAddressStepOpen(false);
        setCheckoutError(CHECKOUT_MESSAGES.noRedirect);
        return;
      }
      setRedirecting(true);
      window.location.href = redirect_url;
    } catch (error) {
      console.error('No se pudo iniciar el pago con PayPal', error);
      setAddressStepOpen(false);
      setCheckoutError(errorMessage(error, CHECKOUT_MESSAGES.failed));
      // A 409 means the totals or a line changed: show the cart as the server sees it now.
      dispatch(invalidateCart());
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Carrito
        </Typography>
        <Typography color="text.secondary">
          {cart.totalItem === 1 ? '1 artículo' : `${cart.totalItem} artículos`}
        </Typography>
      </Box>
      <PaymentInProgressNotice notify={notify} />
      {/* A notice only: a clash never blocks paying. */}
      <CompatibilityNotice
        result={compatibility}
        warningTitle="Revisa la compatibilidad"
        compatibleText="Las piezas de tu carrito son compatibles entre sí"
        sx={{ mb: { xs: 2, md: 3 } }}
      />
      <CompatibilityFixes parts={cartParts(cart)} result={compatibility} swap={swap} />
      <WithSummary>
        <Stack component="ul" aria-label="Artículos del carrito" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {cart.cartItems.map((item, index) => (
            <CartItemRow
              key={item.id}
              item={item}
              notify={notify}
              imagePriority={index < ON_SCREEN_LINES ? 'eager' : 'lazy'}
            />
          ))}
        </Stack>

        <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 86 } }}>
          <CouponBox cart={cart} notify={notify} />
          <Paper variant="outlined" component="section" aria-label="Resumen del pedido" sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 600, mb: 1.5 }}>Detalles del precio</Typography>
            <PriceSummary cart={cart} />
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2, color: 'text.secondary' }}>
              <AutorenewOutlined fontSize="small" />
              <Typography variant="body2">Reemplazo disponible por 7 días</Typography>
            </Stack>
            {blocked && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                Quita los productos no disponibles para continuar con el pago.
              </Alert>
            )}
            {checkoutError && (
              <Alert severity="error" sx={{ mt: 2 }} onClose={() => setCheckoutError(null)}>
                {checkoutError}
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={blocked}
              loading={redirecting}
              onClick={openAddressStep}
              onPointerEnter={loadCheckoutDialog}
              onFocus={loadCheckoutDialog}
              sx={{ mt: 2, py: 1.25 }}
            >
              COMPRAR AHORA
            </Button>
          </Paper>
        </Stack>
      </WithSummary>
      {checkoutWanted && (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={addressStepOpen}
            paying={starting || redirecting}
            onClose={() => setAddressStepOpen(false)}
            onPay={pay}
          />
        </Suspense>
      )}
      <Toast {...toastProps} />
    </Container>
  );
}
