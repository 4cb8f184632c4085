import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCreateOrdersMutation } from '@/api/checkout';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { ResultDialog } from './result-dialog';

type Outcome = { status: 'pending' } | { status: 'placed' } | { status: 'failed'; message: string };

/**
 * PayPal sends the buyer back here with `token`: the orders are created once on arrival. A failure is
 * shown (product.md#where-we-differ) with the server's reason and a retry (the call is idempotent), not only
 * logged.
 */
export function PaypalSuccessPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [createOrders] = useCreateOrdersMutation();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' });
  // StrictMode runs mount effects twice in development; the ref keeps it to one call per token.
  const requested = useRef<string | null>(null);

  const placeOrders = useCallback(async () => {
    setOutcome({ status: 'pending' });
    try {
      await createOrders(token).unwrap();
      setOutcome({ status: 'placed' });
    } catch (error) {
      console.error('No se pudo crear el pedido', error);
      setOutcome({ status: 'failed', message: errorMessage(error, 'No pudimos crear tu pedido.') });
    }
  }, [createOrders, token]);

  useEffect(() => {
    if (!token) {
      setOutcome({ status: 'failed', message: 'Falta el identificador del pago' });
      return;
    }
    if (requested.current === token) return;
    requested.current = token;
    void placeOrders();
  }, [token, placeOrders]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 3 }}>
        Procesando tu pedido...
      </Typography>
      {outcome.status === 'pending' && <CircularProgress aria-label="Procesando" />}
      {outcome.status === 'failed' && (
        <Stack spacing={2} alignItems="center">
          <Alert severity="error" sx={{ textAlign: 'left', width: '100%' }}>
            {outcome.message}
          </Alert>
          <Stack direction="row" spacing={2}>
            {token && (
              <Button variant="contained" onClick={placeOrders}>
                Reintentar
              </Button>
            )}
            <Button component={RouterLink} to={paths.cart} variant="outlined">
              Volver al carrito
            </Button>
          </Stack>
        </Stack>
      )}
      {outcome.status === 'placed' && (
        <ResultDialog
          icon={<CheckCircleOutline color="success" sx={{ fontSize: 56 }} />}
          title="¡Pago realizado con éxito!"
          text="Gracias por tu compra."
          actionLabel="Ver mis pedidos"
          actionTo={paths.account.orders}
        />
      )}
    </Container>
  );
}
