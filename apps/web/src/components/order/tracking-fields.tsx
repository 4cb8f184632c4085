import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type TrackingField = 'carrier' | 'trackingNumber';

/**
 * 'Transportadora' and 'Número de guía', as the seller ships an order and as a buyer sends a return back;
 * the form's shared schema gives their messages.
 */
export function TrackingFields({
  register,
  errors,
}: {
  register: (name: TrackingField) => UseFormRegisterReturn;
  errors: Partial<Record<TrackingField, FieldError>>;
}) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        label="Transportadora"
        autoFocus
        fullWidth
        {...register('carrier')}
        error={Boolean(errors.carrier)}
        helperText={errors.carrier?.message}
      />
      <TextField
        label="Número de guía"
        fullWidth
        {...register('trackingNumber')}
        error={Boolean(errors.trackingNumber)}
        helperText={errors.trackingNumber?.message}
      />
    </Stack>
  );
}
