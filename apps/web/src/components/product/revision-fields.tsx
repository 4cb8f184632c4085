import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RevisionResponse, RevisionState } from '@tecnobazar/shared';
import { SPEC_ATTRIBUTES, type SpecAttribute } from '@tecnobazar/shared/specs/attributes';
import type { ReactNode } from 'react';
import { ProductThumbnail } from '@/components/product/product-thumbnail';

/**
 * A catalogue proposal (decision 0028, section 5) as the administrators' queue and the seller's
 * 'Mis propuestas' show it: its kind, its state and what it asks for.
 */
export const REVISION_KIND_LABELS: Record<RevisionResponse['kind'], string> = {
  NEW: 'Producto nuevo',
  CHANGE: 'Cambio',
  VARIANT: 'Nueva variante',
};
export const REVISION_STATE_LABELS: Record<RevisionState, string> = {
  PENDING: 'Por revisar',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
  CHANGES_REQUESTED: 'Cambios solicitados',
  SUPERSEDED: 'Reemplazada',
};
export const REVISION_STATE_COLORS: Record<
  RevisionState,
  'default' | 'success' | 'error' | 'warning' | 'info'
> = {
  PENDING: 'info',
  APPROVED: 'success',
  REJECTED: 'error',
  CHANGES_REQUESTED: 'warning',
  SUPERSEDED: 'default',
};

/** The fields of a product's page a proposal may carry, in the order the seller's form shows them. */
const FIELD_LABELS: Record<string, string> = {
  axes: 'Variante',
  title: 'Título',
  description: 'Descripción',
  images: 'Fotos',
  specs: 'Especificaciones',
  categoryId: 'Categoría',
  color: 'Color',
  sizes: 'Tallas',
  vatPercent: 'IVA',
  modelNumber: 'Número de modelo',
  brand: 'Marca',
};
const FIELD_ORDER = Object.keys(FIELD_LABELS);

/** Every specification key with its label and unit (a key means the same in every category that has it). */
const SPEC_BY_KEY = new Map<string, SpecAttribute>(
  Object.values(SPEC_ATTRIBUTES)
    .flat()
    .reverse()
    .map((attribute) => [attribute.key, attribute]),
);

const NONE = '—';

function specText(key: string, value: unknown) {
  const attribute = SPEC_BY_KEY.get(key);
  const label = attribute?.label ?? key;
  let shown: string;
  if (typeof value === 'boolean') shown = value ? 'Sí' : 'No';
  else if (typeof value === 'number')
    shown = `${value.toLocaleString('es-CO')}${attribute?.type === 'number' && attribute.unit ? ` ${attribute.unit}` : ''}`;
  else shown = String(value);
  return `${label}: ${shown}`;
}

function Photos({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return <>{NONE}</>;
  return (
    <Stack component="ul" aria-label={label} direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, p: 0, m: 0 }}>
      {urls.map((url, index) => (
        <Box component="li" key={url} aria-label={`Foto ${index + 1}`} sx={{ listStyle: 'none' }}>
          <ProductThumbnail src={url} size={48} />
        </Box>
      ))}
    </Stack>
  );
}

/** A field's value as the admin reads it; `—` for none. */
function FieldValue({ field, value, label }: { field: string; value: unknown; label: string }): ReactNode {
  if (value === undefined || value === null || value === '') return NONE;
  switch (field) {
    case 'images':
      return <Photos urls={Array.isArray(value) ? value.map(String) : []} label={label} />;
    case 'axes':
    case 'specs': {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0) return NONE;
      return (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {entries.map(([key, spec]) => (
            <Box component="li" key={key} sx={{ listStyle: 'none' }}>
              {specText(key, spec)}
            </Box>
          ))}
        </Box>
      );
    }
    case 'sizes':
      return Array.isArray(value) && value.length > 0 ? value.join(', ') : NONE;
    case 'vatPercent':
      return `${value} %`;
    case 'description':
      return <Box sx={{ whiteSpace: 'pre-line' }}>{String(value)}</Box>;
    default:
      return String(value);
  }
}

/** The keys a proposal carries, in the form's order (unknown ones last). */
function keysOf(changes: Record<string, unknown>) {
  const rank = (key: string) => {
    const index = FIELD_ORDER.indexOf(key);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return Object.keys(changes).sort((a, b) => rank(a) - rank(b));
}

const cell = { verticalAlign: 'top', overflowWrap: 'anywhere', px: { xs: 1, sm: 2 } } as const;

/**
 * On a phone three columns leave a word per line: each field's name goes on its own line, full width, with
 * 'Antes' and 'Propuesto' side by side below it.
 */
const phoneRows = (theme: Theme, isChange: boolean) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead, & tbody': { display: 'block' },
    '& tr': { display: 'grid', gridTemplateColumns: isChange ? '1fr 1fr' : '1fr' },
    '& thead th:first-of-type': { display: 'none' },
    '& tbody th': { gridColumn: '1 / -1', borderBottom: 0, pb: 0 },
  },
});

/**
 * What a proposal asks for: for a change, 'Campo · Antes · Propuesto' of each field it changes; for a new
 * product or a new variant, 'Campo · Propuesto' of what the seller wrote.
 */
export function RevisionFields({ revision, label }: { revision: RevisionResponse; label: string }) {
  const isChange = revision.kind === 'CHANGE';
  // A change shows what it changes; a new product or variant what the seller filled in.
  const keys = keysOf(revision.changes).filter((key) =>
    isChange
      ? JSON.stringify(revision.changes[key]) !== JSON.stringify(revision.base[key])
      : (revision.changes[key] ?? '') !== '',
  );
  if (keys.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Sin cambios en la ficha
      </Typography>
    );
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Table
        size="small"
        aria-label={label}
        sx={[{ tableLayout: 'fixed' }, (theme) => phoneRows(theme, isChange)]}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...cell, width: 160 }}>Campo</TableCell>
            {isChange && <TableCell sx={cell}>Antes</TableCell>}
            <TableCell sx={cell}>Propuesto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => {
            const name = FIELD_LABELS[key] ?? key;
            return (
              <TableRow key={key} sx={{ '&:last-child td, &:last-child th': { borderBottom: 0 } }}>
                <TableCell component="th" scope="row" sx={{ ...cell, fontWeight: 600 }}>
                  {name}
                </TableCell>
                {isChange && (
                  <TableCell sx={{ ...cell, color: 'text.secondary' }}>
                    <FieldValue field={key} value={revision.base[key]} label={`${name}: antes`} />
                  </TableCell>
                )}
                <TableCell sx={cell}>
                  <FieldValue field={key} value={revision.changes[key]} label={`${name}: propuesto`} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
