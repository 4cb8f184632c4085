import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PaymentInProgress } from '@tecnobazar/shared';
import { Link as RouterLink } from 'react-router';
import { useCancelPaymentMutation, useGetPaymentInProgressQuery } from '@/api/checkout';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';

const articles = (n: number) => (n === 1 ? '1 artículo' : `${n} artículos`);

const TEXT: Record<PaymentInProgress['state'], (p: PaymentInProgress) => string> = {
  APPROVED: (p) =>
    `Aprobaste en PayPal un pago de ${formatPrice(p.total)} (${articles(p.totalItem)}), pero tu pedido no se completó. Complétalo ahora o cancélalo; no se te cobrará dos veces.`,
  WAITING: (p) =>
    `Empezaste a pagar ${formatPrice(p.total)} (${articles(p.totalItem)}) en PayPal y no terminaste. Si vuelves a comprar, este pago se reemplaza; nunca se cobra dos veces.`,
  CONFIRMING: (p) =>
    `Estamos confirmando tu pago de ${formatPrice(p.total)}. Tu pedido aparecerá en Mis pedidos en unos minutos.`,
};

/**
 * Issue 27: a buyer who left PayPal before the return page comes back to a cart that still holds the
 * lines. This says a payment is in progress and offers to finish or cancel it (the server settles it
 * anyway when they pay again).
 */
export function PaymentInProgressNotice({ notify }: { notify: Notify }) {
  const { currentData } = useGetPaymentInProgressQuery();
  const [cancel, { isLoading: cancelling }] = useCancelPaymentMutation();
  const payment = currentData?.payment;
  if (!payment) return null;

  const onCancel = async () => {
    try {
      await cancel(payment.token).unwrap();
      notify('success', 'Cancelaste el pago; no se te cobró.');
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo cancelar el pago.'));
    }
  };

  return (
    <Alert
      severity={payment.state === 'APPROVED' ? 'warning' : 'info'}
      sx={{ mb: { xs: 2, md: 3 } }}
      role="status"
      aria-label="Pago en curso"
    >
      <AlertTitle>Tienes un pago en curso</AlertTitle>
      {TEXT[payment.state](payment)}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        {payment.state === 'APPROVED' && (
          <Button
            variant="contained"
            size="small"
            component={RouterLink}
            to={`${paths.paypalSuccess}?token=${encodeURIComponent(payment.token)}`}
          >
            Completar pago
          </Button>
        )}
        {payment.state === 'WAITING' && payment.approveUrl && (
          <Button variant="contained" size="small" href={payment.approveUrl}>
            Continuar en PayPal
          </Button>
        )}
        {payment.state === 'CONFIRMING' ? (
          <Button size="small" component={RouterLink} to={paths.account.orders}>
            Ver mis pedidos
          </Button>
        ) : (
          <Button size="small" color="inherit" onClick={onCancel} loading={cancelling}>
            Cancelar pago
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
