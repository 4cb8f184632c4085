import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format-price';
import type { BuildFigures } from './use-build-parts';

const Figure = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{value}</Typography>
  </Box>
);

/** The build's running total, estimated draw and shops, with its actions below. */
export function BuildSummary({ figures, children }: { figures: BuildFigures; children?: ReactNode }) {
  const { totalCents, power, shops } = figures;
  return (
    <Paper variant="outlined" component="section" aria-label="Resumen del armado" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Figure
          label="Total"
          value={<span data-testid="build-total">{formatPrice(totalCents / 100)}</span>}
        />
        {power && (
          <>
            <Figure label="Consumo estimado" value={`${power.estimate} W`} />
            <Figure label="Fuente recomendada" value={`${power.wanted} W o más`} />
          </>
        )}
        {shops > 0 && <Figure label="Tiendas" value={shops === 1 ? '1 tienda' : `${shops} tiendas`} />}
        <Typography variant="caption" color="text.secondary">
          Precios con IVA incluido. El envío de cada tienda se calcula al pagar.
        </Typography>
      </Stack>
      {children && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}
