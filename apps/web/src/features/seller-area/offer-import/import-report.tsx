import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferImportResponse } from '@tecnobazar/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApplyOfferImportMutation, useGetOfferImportQuery } from '@/api/seller-offer-imports';
import { DataTable } from '@/components/data-table';
import { Pager } from '@/components/pager';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';

/** How often the report asks for the progress while the import applies. */
export const PROGRESS_POLL_MS = 1000;

const running = (state: OfferImportResponse['state']) => state === 'QUEUED' || state === 'APPLYING';

function Counts({ report }: { report: OfferImportResponse }) {
  return (
    <Typography>
      <strong>{report.okLines.toLocaleString('es-CO')}</strong> líneas correctas,{' '}
      <strong>{report.badLines.toLocaleString('es-CO')}</strong> con errores, de{' '}
      {report.totalLines.toLocaleString('es-CO')} en «{report.fileName}».
    </Typography>
  );
}

function Progress({ report }: { report: OfferImportResponse }) {
  const percent = report.okLines === 0 ? 0 : (report.appliedLines / report.okLines) * 100;
  return (
    <Stack spacing={1}>
      <Typography aria-live="polite">
        Aplicando… {report.appliedLines.toLocaleString('es-CO')} de {report.okLines.toLocaleString('es-CO')}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Progreso de la importación" />
    </Stack>
  );
}

function Outcome({ report }: { report: OfferImportResponse }) {
  if (report.state === 'DONE')
    return (
      <Alert severity="success">
        Importación terminada: {report.appliedLines.toLocaleString('es-CO')} publicaciones actualizadas.{' '}
        <Link component={RouterLink} to={paths.sellerProducts}>
          Ver mis productos
        </Link>
      </Alert>
    );
  if (report.state === 'FAILED')
    return (
      <Alert severity="error">
        La importación no terminó. Vuelve a aplicarla: continuará donde se detuvo.
      </Alert>
    );
  return null;
}

/** One import's report: its counts, its refused lines page by page, and applying it with progress. */
export function ImportReport({ importId, notify }: { importId: number; notify: Notify }) {
  const [page, setPage] = useState(0);
  const [polling, setPolling] = useState(false);
  const { data: report, error } = useGetOfferImportQuery(
    { id: importId, page },
    { pollingInterval: polling ? PROGRESS_POLL_MS : 0, skipPollingIfUnfocused: false },
  );
  const [apply, { isLoading: applying }] = useApplyOfferImportMutation();
  const isRunning = report ? running(report.state) : false;
  // Polls while the job applies it, and stops once it is done or failed.
  if (report && polling !== isRunning) setPolling(isRunning);

  if (error)
    return <Alert severity="error">{errorMessage(error, 'No pudimos cargar la importación.')}</Alert>;
  if (!report) return <Typography>Cargando...</Typography>;

  const onApply = async () => {
    try {
      await apply(importId).unwrap();
      setPolling(true);
    } catch (err) {
      notify('error', errorMessage(err, 'No pudimos aplicar la importación.'));
    }
  };
  const canApply = report.state === 'VALIDATED' || report.state === 'FAILED';

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Resultado de la revisión" component="section">
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Resultado de la revisión
        </Typography>
        <Counts report={report} />
        {report.badLines === 0 ? (
          <Typography color="success.main">Todas las líneas son correctas.</Typography>
        ) : (
          <DataTable
            label="Líneas con errores"
            columns={['Línea', 'Error']}
            // Narrow enough for a phone: the message wraps instead of scrolling away.
            minWidth={300}
            size="small"
            footer={
              report.errorPages > 1 ? (
                <Pager
                  page={page}
                  pageCount={report.errorPages}
                  onChange={setPage}
                  label="Páginas de errores"
                />
              ) : undefined
            }
          >
            {report.errors.map((e) => (
              <TableRow key={e.line}>
                <TableCell>{e.line}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
        {isRunning && <Progress report={report} />}
        <Outcome report={report} />
        {canApply && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button variant="contained" disabled={report.okLines === 0} loading={applying} onClick={onApply}>
              Aplicar {report.okLines.toLocaleString('es-CO')} líneas
            </Button>
            {report.badLines > 0 && (
              <Typography variant="body2" color="text.secondary">
                Las líneas con errores no se aplican: corrígelas y vuelve a subir el archivo.
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
