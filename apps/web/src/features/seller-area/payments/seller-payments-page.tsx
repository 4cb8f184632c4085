import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PayoutResponse, ReceivedPaymentResponse, SellerBalanceResponse } from '@tecnobazar/shared';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetSellerBalanceQuery, useGetSellerPayoutsQuery, useRequestPayoutMutation } from '@/api/payouts';
import { useGetReceivedPaymentsQuery } from '@/api/seller-sales';
import { Pager } from '@/components/pager';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage, isUnprocessable } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';

/** The one payment provider the store takes (checkout goes through PayPal). */
const PROVIDER = 'PayPal';
const UNKNOWN_BUYER = 'Cliente desconocido';
const UNKNOWN_DATE = 'Fecha desconocida';

const PAYOUT_STATUS: Record<PayoutResponse['status'], { label: string; color: ChipProps['color'] }> = {
  PENDING: { label: 'Pendiente', color: 'warning' },
  SUCCESS: { label: 'Pagado', color: 'success' },
  REJECTED: { label: 'Rechazado', color: 'error' },
};

/** Once approved, the transfer's own state says more: on its way, in the seller's PayPal, or failed. */
const TRANSFER_STATUS: Record<
  NonNullable<PayoutResponse['transferStatus']>,
  { label: string; color: ChipProps['color'] }
> = {
  SENDING: { label: 'Enviando', color: 'info' },
  PAID: { label: 'Pagado', color: 'success' },
  FAILED: { label: 'Falló', color: 'error' },
};

/** The order's date, or the spec's fallback when it is missing or not a date. */
function soldDate(iso: string): string {
  return iso && !Number.isNaN(Date.parse(iso)) ? formatOrderDate(iso) : UNKNOWN_DATE;
}

/**
 * The seller's money (product.md#seller-area): the balance with 'Solicitar pago', the payments received (one
 * per order kept, three per page, with what was paid and what the seller keeps), and the payouts asked for.
 */
export function SellerPaymentsPage() {
  return (
    <Stack spacing={4}>
      <Typography variant="h5" component="h1">
        Pagos
      </Typography>
      <Balance />
      <ReceivedPayments />
      <PayoutHistory />
    </Stack>
  );
}

function Balance() {
  const balance = useGetSellerBalanceQuery();
  const payouts = useGetSellerPayoutsQuery();
  const [requestPayout, { isLoading: sending }] = useRequestPayoutMutation();
  const { notify, toastProps } = useToast();
  // A 422: the bank details are incomplete. It stays on screen, with the way to Cuenta, until a request passes.
  const [bankDetailsMissing, setBankDetailsMissing] = useState<string | null>(null);

  if (balance.isError) {
    return <Alert severity="error">{errorMessage(balance.error, 'No se pudo cargar el saldo')}</Alert>;
  }
  if (!balance.data) return <Typography aria-live="polite">Cargando...</Typography>;

  const { available } = balance.data;
  const pending = payouts.data?.some((payout) => payout.status === 'PENDING') ?? false;
  let reason: string | null = null;
  if (pending) reason = 'Ya tienes una solicitud de pago en proceso.';
  else if (available <= 0) reason = 'No tienes saldo disponible para solicitar un pago.';

  const onRequest = async () => {
    try {
      await requestPayout().unwrap();
      setBankDetailsMissing(null);
      notify('success', 'Solicitud de pago enviada');
    } catch (error) {
      const message = errorMessage(error, 'No se pudo solicitar el pago');
      if (isUnprocessable(error)) setBankDetailsMissing(message);
      // 409: below the minimum, or a payout already pending; the server says which.
      else notify('error', message);
    }
  };

  return (
    <Stack component="section" aria-label="Saldo" spacing={2}>
      <BalanceFigures balance={balance.data} />
      <Releases releases={balance.data.releases} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button
          variant="contained"
          loading={sending}
          disabled={reason !== null}
          onClick={onRequest}
          sx={{ flexShrink: 0 }}
        >
          Solicitar pago
        </Button>
        {reason && (
          <Typography variant="body2" color="text.secondary">
            {reason}
          </Typography>
        )}
      </Stack>
      {bankDetailsMissing && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={paths.sellerAccount}>
              Ir a Cuenta
            </Button>
          }
        >
          {bankDetailsMissing}
        </Alert>
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}

function BalanceFigures({ balance }: { balance: SellerBalanceResponse }) {
  const figures = [
    { label: 'Saldo disponible', amount: balance.available },
    { label: 'Por liberar', amount: balance.held },
    { label: 'En proceso de pago', amount: balance.inPayout },
    { label: 'Pagado', amount: balance.paid },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {figures.map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {formatPrice(figure.amount)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

const orderCount = (orders: number) => (orders === 1 ? '1 pedido' : `${orders} pedidos`);

/**
 * When each held sum becomes available: a sale is the seller's once the buyer can no longer withdraw from
 * it (business days after delivery), or as soon as it is delivered and that term has run.
 */
function Releases({ releases }: { releases: SellerBalanceResponse['releases'] }) {
  if (releases.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="releases-title" sx={{ p: 2 }}>
      <Typography id="releases-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Dinero por liberar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Cada venta se libera cuando termina el plazo de retracto del comprador, contado en días hábiles desde
        la entrega.
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {releases.map((release) => (
          <Stack
            component="li"
            key={release.availableAt ?? 'undelivered'}
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
          >
            <Typography variant="body2">
              {release.availableAt
                ? `Disponible desde el ${formatOrderDate(release.availableAt)}`
                : release.orders === 1
                  ? 'Cuando se entregue el pedido o se cierre su devolución'
                  : 'Cuando se entreguen los pedidos o se cierren sus devoluciones'}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({orderCount(release.orders)})
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatPrice(release.amount)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function ReceivedPayments() {
  const [page, setPage] = useState(0);
  const { data, isLoading, isError } = useGetReceivedPaymentsQuery(page);
  const pageCount = data?.totalPages ?? 0;
  // A cancellation can shorten the list under the page on screen: go back to its last page.
  useEffect(() => {
    if (pageCount > 0 && page >= pageCount) setPage(pageCount - 1);
  }, [page, pageCount]);

  let content: ReactNode;
  if (isError) {
    content = <Typography color="error">Error al cargar ventas</Typography>;
  } else if (isLoading || !data) {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  } else if (data.totalElements === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>No has recibido pagos todavía.</Typography>
      </Paper>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Stack component="ul" aria-label="Pagos Recibidos" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {data.content.map((payment) => (
            <ReceivedPayment key={payment.orderId} payment={payment} />
          ))}
        </Stack>
        <Pager
          page={page}
          pageCount={Math.max(1, pageCount)}
          onChange={setPage}
          label="Páginas de pagos recibidos"
        />
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby="received-payments-title" spacing={2}>
      <Typography id="received-payments-title" variant="h6" component="h2">
        Pagos Recibidos
      </Typography>
      {content}
    </Stack>
  );
}

const productList = new Intl.ListFormat('es', { type: 'conjunction' });

/** The order's products in one phrase: '2 × Mouse inalámbrico y Portátil gamer'. */
function describeProducts(products: ReceivedPaymentResponse['products']): string {
  return productList.format(
    products.map((p) => (p.quantity > 1 ? `${p.quantity} × ${p.productName}` : p.productName)),
  );
}

/**
 * One payment: what the buyer paid for the order (after the coupon) and, below, how it splits: the
 * coupon when there was one, TecnoBazar's commission, the IVA on it, and what the seller keeps, with the rule
 * that set the commission. All of it is the server's.
 */
function ReceivedPayment({ payment }: { payment: ReceivedPaymentResponse }) {
  const lines: [label: string, amount: number][] = [];
  if (payment.couponDiscount > 0) {
    lines.push(
      ['Precio de los productos', payment.subtotal],
      ['Cupón del comprador', -payment.couponDiscount],
    );
  }
  lines.push(['Pagó el comprador', payment.paid], ['Comisión de TecnoBazar', -payment.commission]);
  // The IVA the platform charges on its commission, on its own line (COMMISSION_VAT_PERCENT).
  if (payment.commissionVat !== 0) lines.push(['IVA sobre la comisión', -payment.commissionVat]);
  lines.push(['Recibes', payment.net]);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {'Recibiste un pago de '}
        <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
          {formatPrice(payment.paid)}
        </Box>
        {` por ${describeProducts(payment.products)} vía ${PROVIDER}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`Comprado por ${payment.buyerName.trim() || UNKNOWN_BUYER} · ${soldDate(payment.orderDate)} · Pedido #${payment.orderId}`}
      </Typography>
      {payment.commissionRule && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`Comisión aplicada: ${payment.commissionRule}`}
        </Typography>
      )}
      <Box
        component="dl"
        aria-label={`Detalle del pago del pedido #${payment.orderId}`}
        sx={{
          m: 0,
          mt: 1.5,
          maxWidth: 360,
          display: 'grid',
          gridTemplateColumns: '1fr max-content',
          rowGap: 0.25,
          typography: 'body2',
          '& dt': { color: 'text.secondary' },
          // Padding, not a column gap: the total's rule runs unbroken under both columns.
          '& dd': { m: 0, pl: 2, textAlign: 'right', whiteSpace: 'nowrap' },
          // What the seller keeps closes the sum, set apart like a receipt's total.
          '& dt:last-of-type, & dd:last-of-type': {
            color: 'text.primary',
            fontWeight: 700,
            borderTop: 1,
            borderColor: 'divider',
            pt: 0.5,
            mt: 0.25,
          },
        }}
      >
        {lines.map(([label, amount]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{formatPrice(amount)}</dd>
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}

function PayoutHistory() {
  const { data: payouts, isLoading, isError, error } = useGetSellerPayoutsQuery();

  let content: ReactNode;
  if (isError) {
    content = <Typography color="error">{errorMessage(error, 'Failed to fetch payouts')}</Typography>;
  } else if (isLoading || !payouts) {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  } else if (payouts.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>Aún no has solicitado pagos.</Typography>
      </Paper>
    );
  } else {
    content = (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Historial de pagos" size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Fecha</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                Monto
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Estado</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payouts.map((payout) => {
              const status = payout.transferStatus
                ? TRANSFER_STATUS[payout.transferStatus]
                : PAYOUT_STATUS[payout.status];
              return (
                <TableRow key={payout.id}>
                  <TableCell>{formatOrderDate(payout.createdAt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(payout.amount)}
                  </TableCell>
                  <TableCell>
                    <Chip label={status.label} color={status.color} size="small" sx={{ fontWeight: 600 }} />
                    {payout.rejectionReason && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {`Motivo: ${payout.rejectionReason}`}
                      </Typography>
                    )}
                    {payout.transferStatus === 'FAILED' && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        El dinero volvió a tu saldo disponible.
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Stack component="section" aria-labelledby="payout-history-title" spacing={2}>
      <Typography id="payout-history-title" variant="h6" component="h2">
        Historial de pagos
      </Typography>
      {content}
    </Stack>
  );
}
