import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentPaths, useGetStatementMonthsQuery } from '@/api/documents';
import { DownloadButton } from '@/components/download-button';
import { errorMessage } from '@/lib/errors';

const monthFormat = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 'Noviembre de 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const label = monthFormat.format(new Date(`${month}-01T12:00:00Z`));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The seller's monthly statements ('Extractos', product.md#seller-area): one row a month, from the first
 * sale to this month, each as a PDF to read and a CSV for the accountant.
 */
export function SellerStatementsPage() {
  const { data, isLoading, error } = useGetStatementMonthsQuery();
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          Extractos
        </Typography>
        <Typography color="text.secondary">
          Cada mes: saldo inicial, ventas con su comisión y el IVA de la comisión, reembolsos, devoluciones,
          pagos y saldo final.
        </Typography>
      </Stack>
      {isLoading && <Typography>Cargando...</Typography>}
      {error && (
        <Typography color="error">{errorMessage(error, 'No pudimos cargar los extractos.')}</Typography>
      )}
      {data && (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Meses">
          {data.months.map((month) => {
            const label = monthLabel(month);
            return (
              <Paper
                key={month}
                component="li"
                variant="outlined"
                aria-label={label}
                sx={{
                  listStyle: 'none',
                  p: 2,
                  display: 'flex',
                  gap: 1,
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                <Stack direction="row" sx={{ gap: 1 }}>
                  {(['pdf', 'csv'] as const).map((format) => (
                    <DownloadButton
                      key={format}
                      variant="outlined"
                      size="small"
                      path={documentPaths.statement(month, format)}
                      filename={`extracto-${month}.${format}`}
                      aria-label={`Descargar el extracto de ${label} en ${format.toUpperCase()}`}
                    >
                      {format.toUpperCase()}
                    </DownloadButton>
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
