import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateCouponBody } from '@tecnobazar/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { readNumber } from '@/lib/read-number';

/** What the inputs hold: strings, read into the request body by the schema below. */
export interface CouponFormValues {
  code: string;
  discountPercentage: string;
  validityStartDate: string;
  validityEndDate: string;
  minimumOrderValue: string;
}

const EMPTY: CouponFormValues = {
  code: '',
  discountPercentage: '',
  validityStartDate: '',
  validityEndDate: '',
  minimumOrderValue: '',
};

/** The server's own schema (product.md#forms), after reading the numbers. */
const schema = z.preprocess(
  (values: CouponFormValues) => ({
    ...values,
    discountPercentage: readNumber(values.discountPercentage),
    minimumOrderValue: readNumber(values.minimumOrderValue),
  }),
  CreateCouponBody,
);

interface CouponFormProps {
  /** Resolves true when the coupon was created: the form empties for the next one. */
  onSubmit: (body: CreateCouponBody) => Promise<boolean>;
}

/** The admin's coupon form (product.md#admin-area), checked with CreateCouponBody as the server is. */
export function CouponForm({ onSubmit }: CouponFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormValues, unknown, CreateCouponBody>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (body) => {
    if (await onSubmit(body)) reset(EMPTY);
  });

  const dateField = (name: 'validityStartDate' | 'validityEndDate', label: string) => (
    <TextField
      label={label}
      type="date"
      fullWidth
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Crear cupón">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Código de cupón"
            fullWidth
            {...register('code')}
            error={Boolean(errors.code)}
            helperText={errors.code?.message}
            slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
          />
          <TextField
            label="Porcentaje de descuento"
            fullWidth
            {...register('discountPercentage')}
            error={Boolean(errors.discountPercentage)}
            helperText={errors.discountPercentage?.message}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          {dateField('validityStartDate', 'Fecha de inicio')}
          {dateField('validityEndDate', 'Fecha de finalización')}
          <TextField
            label="Valor mínimo del pedido"
            fullWidth
            {...register('minimumOrderValue')}
            error={Boolean(errors.minimumOrderValue)}
            helperText={errors.minimumOrderValue?.message}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Crear cupón
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
