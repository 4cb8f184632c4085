import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFER_IMPORT_MAX_BYTES, OFFER_IMPORT_MAX_LINES } from '@tecnobazar/shared';
import { useState } from 'react';
import { offerExportPath, useCheckOfferFileMutation } from '@/api/seller-offer-imports';
import { DownloadButton } from '@/components/download-button';
import { Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { ImportReport } from './import-report';
import { RecentImports } from './recent-imports';

const MAX_MB = OFFER_IMPORT_MAX_BYTES / 1024 / 1024;
export const TOO_BIG = `El archivo supera el máximo de ${MAX_MB} MB`;

/** What each column of the file says, as the page explains it. */
const COLUMNS: [string, string][] = [
  [
    'producto_id o numero_de_modelo',
    'el producto del catálogo (el número de modelo de una variante la elige)',
  ],
  ['condicion', 'nuevo, reacondicionado o usado (nuevo si está vacía)'],
  ['precio_sugerido y precio_venta', 'en pesos, por ejemplo 1.250.000 o 1250000,50'],
  ['cantidad', 'unidades disponibles'],
  ['garantia_meses', 'meses de garantía (12 si está vacía)'],
  ['en_existencia', 'si o no (si está vacía)'],
];

/**
 * 'Importar publicaciones' (product.md#seller-area): the shop's offers from a CSV or XLSX file, checked
 * line by line before anything is written, then applied with a progress bar; and the export, which is
 * also the template.
 */
export function OfferImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const [check, { isLoading: checking }] = useCheckOfferFileMutation();
  const { notify, toastProps } = useToast();

  const onCheck = async () => {
    if (!file) return;
    if (file.size > OFFER_IMPORT_MAX_BYTES) {
      notify('error', TOO_BIG);
      return;
    }
    try {
      const report = await check(file).unwrap();
      setShownId(report.id);
    } catch (err) {
      notify('error', errorMessage(err, 'No pudimos revisar el archivo.'));
    }
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          Importar publicaciones
        </Typography>
        <Typography color="text.secondary">
          Crea o actualiza muchas publicaciones de una vez con un archivo CSV o XLSX: primero lo revisamos
          línea por línea sin cambiar nada, y luego aplicas las líneas correctas.
        </Typography>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Columnas del archivo
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {COLUMNS.map(([name, meaning]) => (
            <li key={name}>
              <Typography variant="body2">
                <strong>{name}</strong>: {meaning}
              </Typography>
            </li>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Hasta {OFFER_IMPORT_MAX_LINES.toLocaleString('es-CO')} líneas y {MAX_MB} MB. Descarga tus
          publicaciones para usarlas como plantilla: las columnas oferta_id y titulo se ignoran al importar.
        </Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <DownloadButton
              key={format}
              variant="outlined"
              size="small"
              path={offerExportPath(format)}
              filename={`publicaciones.${format}`}
            >
              Descargar mis publicaciones ({format.toUpperCase()})
            </DownloadButton>
          ))}
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
            Elegir archivo
            <input
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Archivo de publicaciones"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {file ? file.name : 'Ningún archivo elegido'}
          </Typography>
          <Button variant="contained" disabled={!file} loading={checking} onClick={onCheck}>
            Revisar archivo
          </Button>
        </Stack>
      </Paper>

      {shownId !== null && <ImportReport key={shownId} importId={shownId} notify={notify} />}
      <RecentImports onOpen={setShownId} />
      <Toast {...toastProps} />
    </Stack>
  );
}
