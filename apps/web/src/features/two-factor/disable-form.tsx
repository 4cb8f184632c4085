import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TwoFactorDisableBody } from '@tecnobazar/shared';
import { Controller, useForm } from 'react-hook-form';
import { type TwoFactorArea, useDisableTwoFactorMutation } from '@/api/two-factor';
import type { Notify } from '@/components/toast';
import { TwoFactorCodeField } from '@/components/two-factor/two-factor-code-field';
import { errorMessage } from '@/lib/errors';

interface DisableFormProps {
  area: TwoFactorArea;
  notify: Notify;
  onDone: () => void;
}

/** Turning the second factor off asks for a current code, so a stolen session alone cannot do it. */
export function DisableForm({ area, notify, onDone }: DisableFormProps) {
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const { control, handleSubmit, resetField } = useForm({
    resolver: zodResolver(TwoFactorDisableBody),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    try {
      const { message } = await disable({ area, code }).unwrap();
      notify('success', message);
      onDone();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo desactivar la verificación en dos pasos'));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography variant="body2">
        Para desactivarla, confirma que eres tú con un código actual de tu aplicación o con un código de
        recuperación.
      </Typography>
      <Controller
        name="code"
        control={control}
        render={({ field, fieldState }) => (
          <TwoFactorCodeField
            onChange={field.onChange}
            onSwitchMode={() => resetField('code')}
            error={fieldState.error?.message}
            allowRecovery
          />
        )}
      />
      <Button type="submit" variant="contained" color="error" size="large" loading={isLoading}>
        Desactivar
      </Button>
      <Button onClick={onDone}>Cancelar</Button>
    </Stack>
  );
}
