import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TwoFactorChallengeBody, type TwoFactorChallengeResponse } from '@tecnobazar/shared';
import { Controller, useForm } from 'react-hook-form';
import { useCompleteTwoFactorMutation } from '@/api/two-factor';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { TwoFactorCodeField } from './two-factor-code-field';

const CodeForm = TwoFactorChallengeBody.pick({ code: true });

interface TwoFactorStepProps {
  /** The first step's answer: the account has a second factor. */
  challenge: TwoFactorChallengeResponse;
  notify: Notify;
  /** Receives the session token, as the first step would have without a second factor. */
  onSignedIn: (jwt: string) => void;
}

/** The second sign-in step: the authenticator app's code (or a recovery code) after the e-mailed one. */
export function TwoFactorStep({ challenge, notify, onSignedIn }: TwoFactorStepProps) {
  const [complete, { isLoading }] = useCompleteTwoFactorMutation();
  const { control, handleSubmit, resetField } = useForm({
    resolver: zodResolver(CodeForm),
    defaultValues: { code: '' },
  });

  const verify = handleSubmit(async ({ code }) => {
    try {
      const { jwt } = await complete({ twoFactorToken: challenge.twoFactorToken, code }).unwrap();
      onSignedIn(jwt);
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo verificar el código'));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={verify}>
      <Typography variant="h6" component="h2" align="center">
        Verificación en dos pasos
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
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        Verificar
      </Button>
    </Stack>
  );
}
