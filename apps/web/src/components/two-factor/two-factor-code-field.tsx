import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { OtpBoxes } from '@/components/otp-boxes';

interface TwoFactorCodeFieldProps {
  onChange: (code: string) => void;
  /** Clears the code and its error when switching between the app's code and a recovery code. */
  onSwitchMode?: () => void;
  error?: string;
  /** Offer 'Usar un código de recuperación' instead of the app's code (sign-in and turning it off). */
  allowRecovery?: boolean;
}

/** The authenticator app's code in six boxes, or, when allowed and asked for, a recovery code. */
export function TwoFactorCodeField({
  onChange,
  onSwitchMode,
  error,
  allowRecovery = false,
}: TwoFactorCodeFieldProps) {
  const [recovery, setRecovery] = useState(false);

  const switchMode = () => {
    setRecovery(!recovery);
    if (onSwitchMode) onSwitchMode();
    else onChange('');
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      {recovery ? (
        <TextField
          label="Código de recuperación"
          placeholder="xxxxx-xxxxx"
          autoComplete="off"
          fullWidth
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 20 } }}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" align="center">
            Ingresa el código de 6 dígitos de tu aplicación de autenticación
          </Typography>
          <OtpBoxes onChange={onChange} error={Boolean(error)} />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </>
      )}
      {allowRecovery && (
        <Link component="button" type="button" variant="body2" onClick={switchMode}>
          {recovery ? 'Usar el código de la aplicación' : 'Usar un código de recuperación'}
        </Link>
      )}
    </Stack>
  );
}
