import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMMISSION_MESSAGES,
  type CommissionRuleResponse,
  type CommissionScope,
  CreateCommissionRuleBody,
  UpdateCommissionRuleBody,
} from '@tecnobazar/shared';
import { CATEGORIES } from '@tecnobazar/shared/constants/categories';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useGetSellersByStatusQuery } from '@/api/admin-sellers';
import { useSearchProductsQuery } from '@/api/search';
import { readNumber } from '@/lib/read-number';
import { SCOPE_LABELS } from './commission-labels';

/** What the inputs hold: strings, read into the request body by the schemas below. */
interface RuleFormValues {
  scope: CommissionScope;
  sellerId: string;
  categoryId: string;
  productId: string;
  percent: string;
  fixedPerUnit: string;
  /** `datetime-local` values, in the browser's time zone; blank start is "now", blank end is "sin fin". */
  startsAt: string;
  endsAt: string;
}

/** A number typed by a person: `7,5` and `1.500` read the Colombian way; blank is missing. */
const readId = (input: string) => (input.trim() === '' ? undefined : readNumber(input));
/** A `datetime-local` value as an instant with its offset; blank stays absent (or null for the end). */
const readInstant = (input: string, blank: undefined | null) => {
  if (input === '') return blank;
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? input : date.toISOString();
};
/** An instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const createSchema = z.preprocess(
  (v: RuleFormValues) => ({
    scope: v.scope,
    sellerId: v.scope === 'SELLER' ? readId(v.sellerId) : undefined,
    categoryId: v.scope === 'CATEGORY' && v.categoryId ? v.categoryId : undefined,
    productId: v.scope === 'PRODUCT' ? readId(v.productId) : undefined,
    percent: readNumber(v.percent),
    fixedPerUnit: readNumber(v.fixedPerUnit) ?? 0,
    startsAt: readInstant(v.startsAt, undefined),
    endsAt: readInstant(v.endsAt, null),
  }),
  CreateCommissionRuleBody,
);
const updateSchema = z.preprocess(
  (v: RuleFormValues) => ({
    percent: readNumber(v.percent),
    fixedPerUnit: readNumber(v.fixedPerUnit) ?? 0,
    startsAt: readInstant(v.startsAt, undefined),
    endsAt: readInstant(v.endsAt, null),
  }),
  UpdateCommissionRuleBody,
);

/** The three levels of the category tree, indented under their parents. */
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({
  value: c.categoryId,
  label: `${'\u2003'.repeat(c.level - 1)}${c.name}`,
}));

interface RuleDialogProps {
  /** The rule to edit; absent, the dialog creates one. */
  rule?: CommissionRuleResponse;
  busy: boolean;
  /** Resolves true when the server took it: the dialog then closes. */
  onSubmit: (body: CreateCommissionRuleBody | UpdateCommissionRuleBody) => Promise<boolean>;
  onClose: () => void;
}

/**
 * 'Nueva regla' and 'Editar regla': the target (a shop, a category of any level or a product by its id or
 * a search), the percentage, a fixed amount per unit and the dates. Editing keeps the target; a rule in force
 * is then ended now and its new version starts now (the hint says so).
 */
export function CommissionRuleDialog({ rule, busy, onSubmit, onClose }: RuleDialogProps) {
  const titleId = useId();
  const editing = rule !== undefined;
  const {
    register,
    control,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm<RuleFormValues, unknown, CreateCommissionRuleBody | UpdateCommissionRuleBody>({
    resolver: zodResolver(editing ? updateSchema : createSchema) as never,
    defaultValues: {
      scope: rule?.scope ?? 'CATEGORY',
      sellerId: '',
      categoryId: '',
      productId: '',
      percent: rule ? String(rule.percent).replace('.', ',') : '',
      fixedPerUnit: rule ? String(rule.fixedPerUnit) : '0',
      startsAt: rule?.status === 'SCHEDULED' ? toLocalInput(rule.startsAt) : '',
      endsAt: toLocalInput(rule?.endsAt ?? null),
    },
  });
  const scope = watch('scope');
  const submit = handleSubmit(async (body) => {
    if (await onSubmit(body)) onClose();
  });
  const error = (name: keyof RuleFormValues) => ({
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {editing ? 'Editar regla de comisión' : 'Nueva regla de comisión'}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {editing ? (
            <Typography sx={{ gridColumn: '1 / -1' }}>
              {SCOPE_LABELS[rule.scope]}: <strong>{rule.target.name}</strong>
              {rule.status === 'ACTIVE' && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  Esta regla está vigente: al guardar termina ahora y empieza una nueva versión con estos
                  valores. Las ventas ya hechas conservan su comisión.
                </Typography>
              )}
            </Typography>
          ) : (
            <>
              <Controller
                name="scope"
                control={control}
                render={({ field }) => (
                  <TextField select label="Ámbito" fullWidth {...field}>
                    {(Object.keys(SCOPE_LABELS) as CommissionScope[]).map((s) => (
                      <MenuItem key={s} value={s}>
                        {SCOPE_LABELS[s]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {scope === 'SELLER' && <SellerPicker control={control} errorText={errors.sellerId?.message} />}
              {scope === 'CATEGORY' && (
                <Controller
                  name="categoryId"
                  control={control}
                  render={({ field }) => (
                    <TextField select label="Categoría" fullWidth {...field} {...error('categoryId')}>
                      {CATEGORY_OPTIONS.map((c) => (
                        <MenuItem key={c.value} value={c.value}>
                          {c.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              )}
              {scope === 'PRODUCT' && (
                <ProductPicker control={control} errorText={errors.productId?.message} />
              )}
            </>
          )}
          <TextField
            label="Porcentaje"
            fullWidth
            {...register('percent')}
            {...error('percent')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          <TextField
            label="Fijo por unidad"
            fullWidth
            {...register('fixedPerUnit')}
            {...error('fixedPerUnit')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          {(!editing || rule.status === 'SCHEDULED') && (
            <TextField
              label="Desde"
              type="datetime-local"
              fullWidth
              {...register('startsAt')}
              error={Boolean(errors.startsAt)}
              helperText={errors.startsAt?.message ?? 'Vacío: desde ahora'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField
            label="Hasta"
            type="datetime-local"
            fullWidth
            {...register('endsAt')}
            error={Boolean(errors.endsAt)}
            helperText={errors.endsAt?.message ?? 'Vacío: sin fecha de fin'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={busy}>
          {editing ? 'Guardar cambios' : 'Crear regla'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type PickerProps = {
  control: ReturnType<typeof useForm<RuleFormValues, unknown, unknown>>['control'];
  errorText?: string;
};

/** The active shops, by name. */
function SellerPicker({ control, errorText }: PickerProps) {
  const { data: sellers = [], isLoading } = useGetSellersByStatusQuery('ACTIVE');
  return (
    <Controller
      name="sellerId"
      control={control}
      render={({ field }) => (
        <TextField
          select
          label="Vendedor"
          fullWidth
          {...field}
          error={Boolean(errorText)}
          helperText={errorText ?? (isLoading ? 'Cargando vendedores…' : undefined)}
        >
          {sellers.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.businessDetails.businessName}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A product by its id (digits) or found by words in the catalogue's search. */
function ProductPicker({ control, errorText }: PickerProps) {
  const [text, setText] = useState('');
  const words = text.trim();
  const { data } = useSearchProductsQuery(words, { skip: words.length < 3 || /^\d+$/.test(words) });
  const options = (data?.products ?? []).slice(0, 8).map((p) => ({ id: String(p.id), title: p.title }));
  return (
    <Controller
      name="productId"
      control={control}
      render={({ field }) => (
        <Autocomplete
          freeSolo
          options={options}
          filterOptions={(o) => o}
          getOptionLabel={(o) => (typeof o === 'string' ? o : `${o.title} (#${o.id})`)}
          inputValue={text}
          onInputChange={(_, value, reason) => {
            setText(value);
            // Typed digits are the product's id; a chosen result sets it in onChange.
            if (reason === 'input') field.onChange(/^\d+$/.test(value.trim()) ? value.trim() : '');
          }}
          onChange={(_, value) => field.onChange(value && typeof value !== 'string' ? value.id : '')}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Producto (id o búsqueda)"
              error={Boolean(errorText)}
              helperText={
                errorText ?? (field.value ? `Producto #${field.value}` : COMMISSION_MESSAGES.product)
              }
            />
          )}
        />
      )}
    />
  );
}
