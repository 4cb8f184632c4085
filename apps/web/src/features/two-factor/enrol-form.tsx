import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TwoFactorEnableBody, type TwoFactorSetupResponse } from '@tecnobazar/shared';
import { Controller, useForm } from 'react-hook-form';
import { refreshTwoFactorStatus, type TwoFactorArea, useEnableTwoFactorMutation } from '@/api/two-factor';
import type { Notify } from '@/components/toast';
import { TwoFactorCodeField } from '@/components/two-factor/two-factor-code-field';
import { errorMessage } from '@/lib/errors';
import { useRenewSession } from '@/lib/session/session';
import { useAppDispatch } from '@/lib/store/hooks';

interface EnrolFormProps {
  area: TwoFactorArea;
  setup: TwoFactorSetupResponse;
  notify: Notify;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The new secret as a QR code and as text, confirmed with one code from the app. */
export function EnrolForm({ area, setup, notify, onEnabled, onCancel }: EnrolFormProps) {
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const renewSession = useRenewSession();
  const dispatch = useAppDispatch();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(TwoFactorEnableBody),
    defaultValues: { code: '' },
  });

  const confirm = handleSubmit(async ({ code }) => {
    try {
      const { message, recoveryCodes, jwt } = await enable({ area, code }).unwrap();
      // Enabling ended every session signed before, this one's token too: it goes on with the new one.
      renewSession(jwt);
      dispatch(refreshTwoFactorStatus(area, jwt));
      notify('success', message);
      onEnabled(recoveryCodes);
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo activar la verificación en dos pasos'));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={confirm}>
      <Typography variant="body2">
        Escanea este código QR con tu aplicación de autenticación (Google Authenticator, Microsoft
        Authenticator, Authy…).
      </Typography>
      <Box
        component="img"
        src={setup.qrCode}
        alt="Código QR para tu aplicación de autenticación"
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white' }}
      />
      <Typography variant="body2">¿No puedes escanearlo? Escribe esta clave en la aplicación:</Typography>
      {/* Multiline so the 32 characters wrap on a phone instead of scrolling out of sight. */}
      <TextField
        label="Clave secreta"
        value={setup.secret}
        fullWidth
        multiline
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            style: { fontFamily: 'monospace', letterSpacing: 1 },
          },
        }}
      />
      <Controller
        name="code"
        control={control}
        render={({ field, fieldState }) => (
          <TwoFactorCodeField onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        Confirmar
      </Button>
      <Button onClick={onCancel}>Cancelar</Button>
    </Stack>
  );
}
