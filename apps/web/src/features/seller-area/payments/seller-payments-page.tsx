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
import type { PayoutResponse, SellerBalanceResponse, SoldItemResponse } from '@tecnobazar/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetSellerBalanceQuery, useGetSellerPayoutsQuery, useRequestPayoutMutation } from '@/api/payouts';
import { useGetSoldItemsQuery } from '@/api/seller-sales';
import { paths } from '@/app/paths';
import { Pager, usePagedList } from '@/components/pager';
import { Toast, useToast } from '@/components/toast';
import { errorMessage, isUnprocessable } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';

const PAGE_SIZE = 3;
/** The one payment provider the store takes (checkout goes through PayPal). */
const PROVIDER = 'PayPal';
const UNKNOWN_BUYER = 'Cliente desconocido';
const UNKNOWN_DATE = 'Fecha desconocida';

const PAYOUT_STATUS: Record<PayoutResponse['status'], { label: string; color: ChipProps['color'] }> = {
  PENDING: { label: 'Pendiente', color: 'warning' },
  SUCCESS: { label: 'Pagado', color: 'success' },
  REJECTED: { label: 'Rechazado', color: 'error' },
};

/** The order's date, or the spec's fallback when it is missing or not a date. */
function soldDate(iso: string): string {
  return iso && !Number.isNaN(Date.parse(iso)) ? formatOrderDate(iso) : UNKNOWN_DATE;
}

/**
 * The seller's money (spec §2 "Payments"): the balance with 'Solicitar pago', the payments received for
 * each sold item (three per page), and the payouts asked for.
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
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
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

function ReceivedPayments() {
  const { data: items, isLoading, isError } = useGetSoldItemsQuery();
  // A sold line has no id: its place in the list (newest first) keys its entry.
  const lines = useMemo(() => items?.map((item, position) => ({ item, position })), [items]);
  const { rows, pagerProps } = usePagedList(lines, PAGE_SIZE);

  let content: ReactNode;
  if (isError) {
    content = <Typography color="error">Error al cargar ventas</Typography>;
  } else if (isLoading || !items) {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  } else if (items.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>No has recibido pagos todavía.</Typography>
      </Paper>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Stack component="ul" aria-label="Pagos Recibidos" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {rows.map(({ item, position }) => (
            <ReceivedPayment key={position} item={item} />
          ))}
        </Stack>
        <Pager {...pagerProps} label="Páginas de pagos recibidos" />
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

function ReceivedPayment({ item }: { item: SoldItemResponse }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {'Recibiste un pago de '}
        <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
          {formatPrice(item.price)}
        </Box>
        {` por ${item.productName} vía ${PROVIDER}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`Comprado por ${item.buyerName.trim() || UNKNOWN_BUYER} · ${soldDate(item.orderDate)}`}
      </Typography>
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
              const status = PAYOUT_STATUS[payout.status];
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
