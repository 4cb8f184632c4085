import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferImportState } from '@tecnobazar/shared';
import { useGetOfferImportsQuery } from '@/api/seller-offer-imports';
import { DataTable } from '@/components/data-table';

export const IMPORT_STATE_LABELS: Record<OfferImportState, string> = {
  VALIDATED: 'Revisada',
  QUEUED: 'En cola',
  APPLYING: 'Aplicando',
  DONE: 'Terminada',
  FAILED: 'Falló',
};

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Importaciones recientes': the shop's latest files, each opening its report. */
export function RecentImports({ onOpen }: { onOpen: (id: number) => void }) {
  const { data } = useGetOfferImportsQuery();
  if (!data || data.content.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Importaciones recientes
      </Typography>
      <DataTable
        label="Importaciones recientes"
        columns={[
          'Fecha',
          'Archivo',
          'Estado',
          { label: 'Correctas', numeric: true },
          { label: 'Con errores', numeric: true },
          '',
        ]}
        minWidth={640}
        size="small"
        stickyEnd={1}
      >
        {data.content.map((i) => (
          <TableRow key={i.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(i.createdAt))}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{i.fileName}</TableCell>
            <TableCell>{IMPORT_STATE_LABELS[i.state]}</TableCell>
            <TableCell align="right">{i.okLines.toLocaleString('es-CO')}</TableCell>
            <TableCell align="right">{i.badLines.toLocaleString('es-CO')}</TableCell>
            <TableCell>
              <Button
                size="small"
                onClick={() => onOpen(i.id)}
                aria-label={`Ver la importación de ${i.fileName}`}
              >
                Ver
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </Stack>
  );
}
