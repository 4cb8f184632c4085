import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminPayoutResponse, LedgerEntryResponse, PayoutResponse } from '@tecnobazar/shared';
import { type ReactNode, useId, useMemo, useState } from 'react';
import {
  useGetAdminPayoutsQuery,
  useGetAdminTransactionsQuery,
  useRetryPayoutTransferMutation,
} from '@/api/admin-payouts';
import { Pager, usePagedList } from '@/components/pager';
import { SelectField } from '@/components/select-field';
import { type Notify, Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';
import { PayeeAccount, type RevealedAccounts, useRevealedAccounts } from './payee-account';
import { ApproveDialog, RejectDialog } from './payout-dialogs';
import { ENTRY_TYPE_LABEL, formatSigned, payoutLabel } from './shops';

const PAGE_SIZE = 10;

type StatusFilter = PayoutResponse['status'] | 'ALL';
const STATUS_FILTERS: { value: StatusFilter; label: string; empty: string }[] = [
  { value: 'PENDING', label: 'Pendientes', empty: 'No hay solicitudes pendientes.' },
  { value: 'SUCCESS', label: 'Pagadas', empty: 'No hay solicitudes pagadas.' },
  { value: 'REJECTED', label: 'Rechazadas', empty: 'No hay solicitudes rechazadas.' },
  { value: 'ALL', label: 'Todas', empty: 'Ningún vendedor ha solicitado pagos todavía.' },
];

const STATUS_COLOR: Record<PayoutResponse['status'], ChipProps['color']> = {
  PENDING: 'warning',
  SUCCESS: 'success',
  REJECTED: 'error',
};
const chipColor = (p: PayoutResponse): ChipProps['color'] =>
  p.transferStatus === 'SENDING' ? 'info' : STATUS_COLOR[p.status];

type Decision = { kind: 'approve' | 'reject'; payout: AdminPayoutResponse };

/** The sales and refunds a payout collected, by payout id (a paid payout's own PAYOUT entry is left out). */
function coveredEntries(entries: readonly LedgerEntryResponse[] | undefined) {
  const byPayout = new Map<number, LedgerEntryResponse[]>();
  for (const entry of entries ?? []) {
    if (entry.payoutId === null || entry.type === 'PAYOUT') continue;
    const list = byPayout.get(entry.payoutId) ?? [];
    list.push(entry);
    byPayout.set(entry.payoutId, list);
  }
  return byPayout;
}

/** 'Solicitudes de pago': the sellers' payout requests by status, pending first, to approve or reject. */
export function PayoutRequests() {
  const payouts = useGetAdminPayoutsQuery();
  const ledger = useGetAdminTransactionsQuery();
  const { notify, toastProps } = useToast();
  const revealed = useRevealedAccounts(notify);
  const [filter, setFilter] = useState<StatusFilter>('PENDING');
  const [decision, setDecision] = useState<Decision | null>(null);

  const shown = useMemo(
    () => payouts.data?.filter((payout) => filter === 'ALL' || payout.status === filter),
    [payouts.data, filter],
  );
  const covered = useMemo(() => coveredEntries(ledger.data), [ledger.data]);
  const { rows, pagerProps } = usePagedList(shown, PAGE_SIZE);
  const filterOption = STATUS_FILTERS.find((option) => option.value === filter)!;

  let content: ReactNode;
  if (payouts.isError) {
    content = (
      <Alert severity="error">
        {errorMessage(payouts.error, 'No se pudieron cargar las solicitudes de pago')}
      </Alert>
    );
  } else if (!shown) {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  } else if (shown.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>{filterOption.empty}</Typography>
      </Paper>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Stack component="ul" aria-label="Solicitudes de pago" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {rows.map((payout) => (
            <PayoutRequest
              key={payout.id}
              payout={payout}
              shop={payout.shopName}
              entries={covered.get(payout.id) ?? []}
              ledgerState={ledger.isError ? 'error' : ledger.data ? 'ready' : 'loading'}
              revealed={revealed}
              notify={notify}
              onDecide={(kind) => setDecision({ kind, payout })}
            />
          ))}
        </Stack>
        {pagerProps.pageCount > 1 && <Pager {...pagerProps} label="Páginas de solicitudes de pago" />}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby="payout-requests-title" spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography id="payout-requests-title" variant="h6" component="h2">
          Solicitudes de pago
        </Typography>
        <SelectField
          size="small"
          label="Estado"
          value={filter}
          options={STATUS_FILTERS}
          onChange={(value) => {
            setFilter(value);
            pagerProps.onChange(0);
          }}
          sx={{ minWidth: 180 }}
        />
      </Stack>
      {content}
      {decision && (
        <DecisionDialog
          decision={decision}
          shop={decision.payout.shopName}
          notify={notify}
          revealed={revealed}
          onClose={() => setDecision(null)}
        />
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}

function DecisionDialog({
  decision,
  shop,
  notify,
  revealed,
  onClose,
}: {
  decision: Decision;
  shop: string;
  notify: Notify;
  revealed: RevealedAccounts;
  onClose: () => void;
}) {
  const props = { payout: decision.payout, shop, notify, onClose };
  return decision.kind === 'approve' ? (
    <ApproveDialog {...props} revealed={revealed} />
  ) : (
    <RejectDialog {...props} />
  );
}

interface PayoutRequestProps {
  payout: AdminPayoutResponse;
  shop: string;
  /** The sales and refunds this payout collected. */
  entries: LedgerEntryResponse[];
  ledgerState: 'loading' | 'error' | 'ready';
  revealed: RevealedAccounts;
  notify: Notify;
  onDecide: (kind: Decision['kind']) => void;
}

function PayoutRequest({
  payout,
  shop,
  entries,
  ledgerState,
  revealed,
  notify,
  onDecide,
}: PayoutRequestProps) {
  const waiting = payout.status === 'PENDING' && payout.transferStatus === null;
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {shop}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`Solicitud #${payout.id} · ${formatOrderDate(payout.createdAt)}`}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatPrice(payout.amount)}
            </Typography>
            <Chip
              label={payoutLabel(payout)}
              color={chipColor(payout)}
              size="small"
              sx={{ fontWeight: 600 }}
            />
          </Stack>
        </Stack>
        {/* Where the money goes, while it is still to be sent: the seller's account on file today. */}
        {waiting && (
          <PayeeAccount payoutId={payout.id} bankDetails={payout.bankDetails} revealed={revealed} />
        )}
        {payout.transferStatus === 'SENDING' && <TransferInProgress payout={payout} notify={notify} />}
        {payout.rejectionReason && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {payout.transferStatus === 'FAILED'
              ? `Falló la transferencia: ${payout.rejectionReason}`
              : `Motivo del rechazo: ${payout.rejectionReason}`}
          </Typography>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((current) => !current)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {open ? 'Ocultar transacciones' : `Ver transacciones (${entries.length})`}
          </Button>
          {waiting && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" color="success" size="small" onClick={() => onDecide('approve')}>
                Aprobar
              </Button>
              <Button variant="outlined" color="error" size="small" onClick={() => onDecide('reject')}>
                Rechazar
              </Button>
            </Stack>
          )}
        </Stack>
        <Collapse in={open} id={detailsId} unmountOnExit>
          <CoveredEntries payout={payout} entries={entries} ledgerState={ledgerState} />
        </Collapse>
      </Stack>
    </Paper>
  );
}

/**
 * An approved payout PayPal has not confirmed: why the last try did not get through, if it did not, and
 * 'Reintentar ahora' (the same transfer, never a second one; the server retries on its own too).
 */
function TransferInProgress({ payout, notify }: { payout: AdminPayoutResponse; notify: Notify }) {
  const [retry, { isLoading }] = useRetryPayoutTransferMutation();
  const again = async () => {
    try {
      const answer = await retry(payout.id).unwrap();
      if (answer.transferStatus === 'PAID') notify('success', 'Pago enviado por PayPal');
      else if (answer.transferStatus === 'FAILED')
        notify('error', `La transferencia falló: ${answer.rejectionReason ?? 'PayPal la rechazó'}`);
      else notify('success', 'PayPal todavía no confirma el pago; se seguirá intentando');
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo reintentar el envío'));
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
        {payout.transferError
          ? `Enviando por PayPal. El último intento falló: ${payout.transferError}`
          : 'Enviando por PayPal: falta su confirmación.'}
      </Typography>
      <Button size="small" variant="outlined" loading={isLoading} onClick={again}>
        Reintentar ahora
      </Button>
    </Stack>
  );
}

function CoveredEntries({
  payout,
  entries,
  ledgerState,
}: Pick<PayoutRequestProps, 'payout' | 'entries' | 'ledgerState'>) {
  if (ledgerState === 'error') {
    return <Typography color="error">No se pudieron cargar las transacciones.</Typography>;
  }
  if (ledgerState === 'loading') return <Typography aria-live="polite">Cargando...</Typography>;
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {payout.status === 'REJECTED'
          ? // A rejection hands the sales and refunds back to the balance: they belong to no payout any more.
            'Al rechazarse, sus transacciones volvieron al saldo del vendedor.'
          : 'Sus transacciones no están entre las 500 más recientes.'}
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={`Transacciones de la solicitud #${payout.id}`} sx={{ minWidth: 320 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Pedido</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Tipo</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              Neto
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{entry.orderId === null ? '—' : `#${entry.orderId}`}</TableCell>
              <TableCell>{ENTRY_TYPE_LABEL[entry.type]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatSigned(entry.net)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
