import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  COMMISSION_RULE_STATUSES,
  COMMISSION_SCOPES,
  type CommissionRuleResponse,
  type CommissionRuleStatus,
  type CommissionScope,
  type CreateCommissionRuleBody,
  type UpdateCommissionRuleBody,
} from '@tecnobazar/shared';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useCreateCommissionRuleMutation,
  useEndCommissionRuleMutation,
  useGetCommissionRulesQuery,
  useUpdateCommissionRuleMutation,
} from '@/api/admin-commissions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { SelectField } from '@/components/select-field';
import { Toast, useToast } from '@/components/toast';
import { usePageParam } from '@/components/use-page-param';
import { errorMessage } from '@/lib/errors';
import { formatFixed, formatInstant, formatPercent, SCOPE_LABELS, STATUS_LABELS } from './commission-labels';
import { CommissionRuleDialog } from './commission-rule-dialog';

const COLUMNS = ['Ámbito', 'Objetivo', '%', 'Fijo por unidad', 'Desde', 'Hasta', 'Estado', 'Acciones'];
const ALL = '';
const STATUS_COLOR = { SCHEDULED: 'info', ACTIVE: 'success', ENDED: 'default' } as const;

const isScope = (v: string | null): v is CommissionScope =>
  (COMMISSION_SCOPES as readonly unknown[]).includes(v);
const isStatus = (v: string | null): v is CommissionRuleStatus =>
  (COMMISSION_RULE_STATUSES as readonly unknown[]).includes(v);

type Dialog = { kind: 'create' } | { kind: 'edit' | 'end'; rule: CommissionRuleResponse } | null;

/**
 * /admin/commissions ('Comisiones'): the commission rules, newest first, 20 a page, by scope and status (kept
 * in the address), with 'Nueva regla', 'Editar' and 'Terminar'. The most specific rule in force applies to a
 * sale: product, then category, then seller, then the general rate (PLATFORM_COMMISSION_PERCENT).
 */
export function CommissionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const scope = isScope(searchParams.get('scope'))
    ? (searchParams.get('scope') as CommissionScope)
    : undefined;
  const status = isStatus(searchParams.get('status'))
    ? (searchParams.get('status') as CommissionRuleStatus)
    : undefined;
  const { page, setPage } = usePageParam();
  const { currentData, error, isError } = useGetCommissionRulesQuery({ scope, status, page });
  const [dialog, setDialog] = useState<Dialog>(null);
  const { notify, toastProps } = useToast();
  const [create, creating] = useCreateCommissionRuleMutation();
  const [update, updating] = useUpdateCommissionRuleMutation();
  const [end, ending] = useEndCommissionRuleMutation();

  const filter = (key: string, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });

  /** Sends a write and says how it went: the server's reason (a 409 overlap, a 400) when refused. */
  async function send(write: () => Promise<unknown>, done: string): Promise<boolean> {
    try {
      await write();
      notify('success', done);
      return true;
    } catch (err) {
      notify('error', errorMessage(err, 'No se pudo guardar la regla'));
      return false;
    }
  }

  let content: ReactNode;
  if (currentData) {
    content =
      currentData.content.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>
            {scope || status
              ? 'Ninguna regla con estos filtros'
              : 'Aún no hay reglas: todas las ventas pagan la tarifa general'}
          </Typography>
        </Paper>
      ) : (
        <DataTable
          label="Reglas de comisión"
          columns={COLUMNS}
          minWidth={900}
          stickyEnd={1}
          footer={
            <Pager
              label="Páginas de reglas"
              page={page}
              pageCount={Math.max(1, currentData.totalPages)}
              onChange={setPage}
            />
          }
        >
          {currentData.content.map((rule) => (
            <TableRow key={rule.id}>
              <TableCell>{SCOPE_LABELS[rule.scope]}</TableCell>
              <TableCell sx={{ minWidth: 180, overflowWrap: 'break-word' }}>
                {rule.target.name}
                <Typography variant="body2" color="text.secondary">
                  {rule.scope === 'CATEGORY' ? rule.target.categoryId : `#${rule.target.id}`}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPercent(rule.percent)}</TableCell>
              <TableCell>{formatFixed(rule)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(rule.startsAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(rule.endsAt)}</TableCell>
              <TableCell>
                <Chip size="small" label={STATUS_LABELS[rule.status]} color={STATUS_COLOR[rule.status]} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {rule.status !== 'ENDED' && (
                  <Stack
                    direction={{ xs: 'column', md: 'row' }}
                    sx={{ gap: { xs: 0.5, md: 1 }, alignItems: 'flex-start' }}
                  >
                    <Button size="small" onClick={() => setDialog({ kind: 'edit', rule })}>
                      Editar
                    </Button>
                    <Button size="small" color="error" onClick={() => setDialog({ kind: 'end', rule })}>
                      Terminar
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      );
  } else if (isError) {
    content = (
      <Typography color="error">{errorMessage(error, 'No se pudieron cargar las reglas')}</Typography>
    );
  } else {
    content = <Typography>Cargando...</Typography>;
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          Comisiones
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddCircleOutline />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          Nueva regla
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Gana la regla más específica vigente al momento de la venta: producto, luego categoría (la más
        profunda), luego vendedor y, sin reglas, la tarifa general. La comisión lleva IVA, que se descuenta al
        vendedor.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SelectField
          label="Ámbito"
          value={scope ?? ALL}
          options={[
            { value: ALL, label: 'Todos' },
            ...COMMISSION_SCOPES.map((s) => ({ value: s, label: SCOPE_LABELS[s] })),
          ]}
          onChange={(value) => filter('scope', value)}
          sx={{ minWidth: 180 }}
        />
        <SelectField
          label="Estado"
          value={status ?? ALL}
          options={[
            { value: ALL, label: 'Todos' },
            ...COMMISSION_RULE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
          onChange={(value) => filter('status', value)}
          sx={{ minWidth: 180 }}
        />
      </Box>
      {content}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <CommissionRuleDialog
          rule={dialog.kind === 'edit' ? dialog.rule : undefined}
          busy={creating.isLoading || updating.isLoading}
          onClose={() => setDialog(null)}
          onSubmit={(body) =>
            dialog.kind === 'edit'
              ? send(
                  () => update({ id: dialog.rule.id, body: body as UpdateCommissionRuleBody }).unwrap(),
                  'Regla actualizada',
                )
              : send(() => create(body as CreateCommissionRuleBody).unwrap(), 'Regla creada')
          }
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'end'}
        title="¿Terminar la regla?"
        text={
          dialog?.kind === 'end'
            ? `${SCOPE_LABELS[dialog.rule.scope]} ${dialog.rule.target.name}: ${formatPercent(dialog.rule.percent)} deja de aplicar desde ahora. Las ventas ya hechas conservan su comisión.`
            : ''
        }
        confirmLabel="Terminar"
        busy={ending.isLoading}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'end') return;
          await send(() => end(dialog.rule.id).unwrap(), 'Regla terminada');
          setDialog(null);
        }}
      />
      <Toast {...toastProps} />
    </Stack>
  );
}
