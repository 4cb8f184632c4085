import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SoldItemResponse } from '@tecnobazar/shared';
import { type ReactNode, useMemo } from 'react';
import { useGetSoldItemsQuery } from '@/api/seller-sales';
import { DataTable, EmptyTable } from '@/components/data-table';
import { Pager, usePagedList } from '@/components/pager';
import { formatPrice } from '@/lib/format-price';
import { hasSize } from '@/lib/product-size';

const PAGE_SIZE = 3;
const COLUMNS = [
  { label: 'Imagen' },
  { label: 'Producto' },
  { label: 'Cantidad', numeric: true },
  { label: 'Tamaño' },
  { label: 'Precio', numeric: true },
];

/** What the seller sold (product.md#seller-area): a table, three lines per page, newest first. */
export function SalesHistory() {
  const { data: items, isLoading, isError } = useGetSoldItemsQuery();
  // A sold line has no id: its place in the list (newest first) keys its row.
  const lines = useMemo(() => items?.map((item, position) => ({ item, position })), [items]);
  const { rows, pagerProps } = usePagedList(lines, PAGE_SIZE);

  let content: ReactNode;
  if (isError) {
    // The sold items' one failure text, in red (product.md#errors).
    content = <Typography color="error">Error al cargar ventas</Typography>;
  } else if (isLoading || !items) {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  } else if (items.length === 0) {
    content = <EmptyTable>No hay ventas registradas.</EmptyTable>;
  } else {
    content = (
      <Stack spacing={2}>
        {/* On a phone the table keeps its columns and scrolls sideways inside its frame. */}
        <DataTable label="Historial de Ventas" columns={COLUMNS} minWidth={560}>
          {rows.map(({ item, position }) => (
            <SoldItemRow key={position} item={item} />
          ))}
        </DataTable>
        <Pager {...pagerProps} label="Páginas del historial de ventas" />
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby="sales-history-title" spacing={2}>
      <Typography id="sales-history-title" variant="h6" component="h2">
        Historial de Ventas
      </Typography>
      {content}
    </Stack>
  );
}

function SoldItemRow({ item }: { item: SoldItemResponse }) {
  return (
    <TableRow>
      <TableCell sx={{ width: 72 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'grey.100',
            display: 'grid',
            placeItems: 'center',
            color: 'grey.500',
          }}
        >
          {item.productImage ? (
            <Box
              component="img"
              src={item.productImage}
              alt={item.productName}
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageNotSupportedOutlined aria-label="Sin imagen" />
          )}
        </Box>
      </TableCell>
      <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>{item.productName}</TableCell>
      <TableCell align="right">{item.quantity}</TableCell>
      <TableCell>{hasSize(item.size) ? item.size : '—'}</TableCell>
      {/* What the line sold for; with several units, the unit price under it says how it adds up. */}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatPrice(item.lineTotal)}
        {item.quantity > 1 && (
          <Typography variant="body2" color="text.secondary">{`${formatPrice(item.price)} c/u`}</Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
