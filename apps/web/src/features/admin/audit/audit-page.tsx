import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntryResponse } from '@tecnobazar/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useGetAuditQuery } from '@/api/admin-audit';
import { DataTable } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { SelectField } from '@/components/select-field';
import { usePageParam } from '@/components/use-page-param';
import { errorMessage } from '@/lib/errors';
import { describeChange, type Scalar } from './audit-change';
import {
  ACTIONS,
  actionLabel,
  ENTITIES,
  entityLabel,
  fieldLabel,
  fieldValue,
  isAuditAction,
  isAuditEntity,
} from './audit-labels';

const COLUMNS = ['Fecha', 'Administrador', 'Acción', 'Registro', 'Cambio'];
const ALL = '';

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin/audit: what administrators did, newest first, 20 a page. The action, the kind of record and the
 * page are kept in the address (`?action=coupon.create&entity=coupon&page=2`, the page counted from 1), so a
 * filtered view can be reloaded or shared.
 */
export function AuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const actionParam = searchParams.get('action');
  const entityParam = searchParams.get('entity');
  const action = isAuditAction(actionParam) ? actionParam : undefined;
  const entity = isAuditEntity(entityParam) ? entityParam : undefined;
  const { page } = usePageParam();

  // currentData: the answer for these filters only, so a change shows 'Cargando...', not the old rows.
  const { currentData, error, isError } = useGetAuditQuery({ action, entity, page });

  /** Sets one parameter (removed when empty); a filter change goes back to the first page. */
  const update = (changes: Record<string, string>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  let content: ReactNode;
  if (currentData) {
    content =
      currentData.content.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>
            {action || entity ? 'Ningún registro con estos filtros' : 'Aún no hay registros de auditoría'}
          </Typography>
        </Paper>
      ) : (
        <>
          <DataTable label="Registros de auditoría" columns={COLUMNS} minWidth={860}>
            {currentData.content.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </DataTable>
          <Typography variant="body2" color="text.secondary">
            {currentData.totalElements === 1 ? '1 registro' : `${currentData.totalElements} registros`}
          </Typography>
          <Pager
            label="Páginas de auditoría"
            page={page}
            pageCount={Math.max(1, currentData.totalPages)}
            onChange={(next) => update({ page: next === 0 ? ALL : String(next + 1) })}
          />
        </>
      );
  } else if (isError) {
    content = <Typography color="error">{errorMessage(error, 'Failed to fetch audit log')}</Typography>;
  } else {
    content = <Typography>Cargando...</Typography>;
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Auditoría
      </Typography>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <SelectField
          label="Acción"
          value={action ?? ALL}
          options={[{ value: ALL, label: 'Todas' }, ...ACTIONS]}
          onChange={(value) => update({ action: value, page: ALL })}
          sx={{ minWidth: 260 }}
        />
        <SelectField
          label="Registro"
          value={entity ?? ALL}
          options={[{ value: ALL, label: 'Todos' }, ...ENTITIES]}
          onChange={(value) => update({ entity: value, page: ALL })}
          sx={{ minWidth: 220 }}
        />
      </Stack>
      {content}
    </Stack>
  );
}

function AuditRow({ entry }: { entry: AuditEntryResponse }) {
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.date}>{dateTime.format(new Date(entry.date))}</time>
      </TableCell>
      <TableCell>{entry.admin.email || `#${entry.admin.id}`}</TableCell>
      <TableCell>{actionLabel(entry.action)}</TableCell>
      <TableCell>
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {entityLabel(entry.entity)} #{entry.entityId}
        </Box>
        {entry.entityName && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {entry.entityName}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Change entry={entry} />
      </TableCell>
    </TableRow>
  );
}

function Change({ entry }: { entry: AuditEntryResponse }) {
  // An id the server could name (a shop, a product) reads as its name, with the id beside it.
  const show = (field: string, value: Scalar) => {
    const name = entry.fieldNames[field];
    return name === undefined ? fieldValue(field, value) : `${name} (#${value})`;
  };
  const change = describeChange(entry.before, entry.after, show);
  if (change.kind === 'none') return <>—</>;
  if (change.kind === 'unchanged') {
    return (
      <Typography variant="body2" color="text.secondary">
        Sin cambios
      </Typography>
    );
  }
  if (change.kind === 'fields') {
    return (
      <Stack spacing={0.25}>
        {change.lines.map(({ field, before, after }) => (
          <Typography key={field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {`${fieldLabel(field)}: ${
              before !== undefined && after !== undefined ? `${before} → ${after}` : (after ?? before)
            }`}
          </Typography>
        ))}
      </Stack>
    );
  }
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        maxWidth: 480,
      }}
    >
      {`${change.before}\n→ ${change.after}`}
    </Box>
  );
}
