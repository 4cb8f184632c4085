import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LedgerEntryResponse } from '@tecnobazar/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useGetAdminTransactionsQuery } from '@/api/admin-payouts';
import { DataTable } from '@/components/data-table';
import { Pager, usePagedList } from '@/components/pager';
import { SelectField } from '@/components/select-field';
import { errorMessage } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';
import { ENTRY_TYPE_LABEL, formatSigned, shopOptions } from './shops';

const PAGE_SIZE = 10;
/** The server sends the latest 500 entries (transactions.service.ts). */
const LEDGER_LIMIT = 500;
const ALL = 'ALL';

type TypeFilter = LedgerEntryResponse['type'] | typeof ALL;
const TYPE_FILTERS: { value: TypeFilter; label: string }[] = [
  { value: ALL, label: 'Todas' },
  { value: 'SALE', label: 'Ventas' },
  { value: 'REFUND', label: 'Reembolsos' },
  { value: 'PAYOUT', label: 'Pagos' },
];

const COLUMNS: { label: string; numeric?: boolean }[] = [
  { label: 'Fecha' },
  { label: 'Tienda' },
  { label: 'Tipo' },
  { label: 'Pedido' },
  { label: 'Bruto', numeric: true },
  { label: 'Comisión', numeric: true },
  { label: 'IVA comisión', numeric: true },
  { label: 'Neto', numeric: true },
];

/** 'Transacciones': every seller's ledger (the commission's IVA in its own column), by shop and type, ten rows per page. */
export function TransactionsTable() {
  const { data: entries, isError, error } = useGetAdminTransactionsQuery();
  const [seller, setSeller] = useState<string>(ALL);
  const [type, setType] = useState<TypeFilter>(ALL);

  const shops = useMemo(() => shopOptions(entries ?? []), [entries]);
  const shown = useMemo(
    () =>
      entries?.filter(
        (entry) =>
          (seller === ALL || entry.sellerId === Number(seller)) && (type === ALL || entry.type === type),
      ),
    [entries, seller, type],
  );
  const { rows, pagerProps } = usePagedList(shown, PAGE_SIZE);

  let content: ReactNode;
  if (isError) {
    content = (
      <Alert severity="error">{errorMessage(error, 'No se pudieron cargar las transacciones')}</Alert>
    );
  } else if (!shown || !entries) {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  } else if (shown.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>
          {entries.length === 0
            ? 'Aún no hay transacciones.'
            : 'Ninguna transacción coincide con los filtros.'}
        </Typography>
      </Paper>
    );
  } else {
    content = (
      <Stack spacing={2}>
        {/* On a phone the table keeps its columns and scrolls sideways inside its frame. */}
        <DataTable label="Transacciones" columns={COLUMNS} minWidth={800} size="small">
          {rows.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDate(entry.date)}</TableCell>
              <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{entry.shopName}</TableCell>
              <TableCell>{ENTRY_TYPE_LABEL[entry.type]}</TableCell>
              <TableCell>{entry.orderId === null ? '—' : `#${entry.orderId}`}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatSigned(entry.gross)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatSigned(entry.commission)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatSigned(entry.commissionVat)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatSigned(entry.net)}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
        <Pager {...pagerProps} label="Páginas de transacciones" />
        {entries.length >= LEDGER_LIMIT && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {`Se muestran las ${LEDGER_LIMIT} transacciones más recientes.`}
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby="transactions-title" spacing={2} sx={{ minWidth: 0 }}>
      <Typography id="transactions-title" variant="h6" component="h2">
        Transacciones
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          size="small"
          label="Tienda"
          value={seller}
          options={[
            { value: ALL, label: 'Todas las tiendas' },
            ...shops.map((shop) => ({ value: String(shop.id), label: shop.name })),
          ]}
          onChange={(value) => {
            setSeller(value);
            pagerProps.onChange(0);
          }}
          sx={{ minWidth: 220 }}
        />
        <SelectField
          size="small"
          label="Tipo"
          value={type}
          options={TYPE_FILTERS}
          onChange={(value) => {
            setType(value);
            pagerProps.onChange(0);
          }}
          sx={{ minWidth: 180 }}
        />
      </Stack>
      {content}
    </Stack>
  );
}
