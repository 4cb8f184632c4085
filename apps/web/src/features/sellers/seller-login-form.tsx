import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Email, SellerVerifyLoginBody, type TwoFactorChallengeResponse } from '@tecnobazar/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { otpSentChanged } from '@/app/auth-slice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { useSignIn } from '@/app/session';
import { OtpBoxes } from '@/components/otp-boxes';
import { ResendOtp } from '@/components/resend-otp';
import type { Notify } from '@/components/toast';
import { TwoFactorStep } from '@/components/two-factor/two-factor-step';
import { errorMessage } from '@/lib/errors';
import { useSendSellerLoginOtpMutation, useVerifySellerLoginMutation } from './sellers-api';

export function SellerLoginForm({ notify }: { notify: Notify }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const otpSent = useAppSelector((state) => state.auth.otpSent);
  const [sendOtp, { isLoading: sending }] = useSendSellerLoginOtpMutation();
  const [verifyLogin, { isLoading: verifying }] = useVerifySellerLoginMutation();
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);
  const {
    control,
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SellerVerifyLoginBody), defaultValues: { email: '', otp: '' } });

  useEffect(
    () => () => {
      dispatch(otpSentChanged(false));
    },
    [dispatch],
  );

  const sendCode = async () => {
    try {
      await sendOtp({ email: Email.parse(getValues('email')) }).unwrap();
      dispatch(otpSentChanged(true));
      notify('success', '¡OTP enviado a tu correo electrónico!');
      return true;
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to send OTP'));
      return false;
    }
  };

  const finish = (jwt: string) => {
    signIn(jwt);
    navigate(paths.seller);
  };

  const login = handleSubmit(async (values) => {
    try {
      const answer = await verifyLogin(values).unwrap();
      // A seller with a second factor answers a challenge instead of a session.
      if ('twoFactorRequired' in answer) setChallenge(answer);
      else finish(answer.jwt);
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to verify OTP'));
    }
  });

  const onSubmit = async (event: FormEvent) => {
    if (otpSent) return login(event);
    event.preventDefault();
    if (await trigger('email')) await sendCode();
  };

  if (challenge) return <TwoFactorStep challenge={challenge} notify={notify} onSignedIn={finish} />;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        fullWidth
        {...register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { readOnly: otpSent } }}
      />
      {otpSent && (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            Ingresa el código de 6 dígitos enviado a tu correo electrónico
          </Typography>
          <Controller
            name="otp"
            control={control}
            render={({ field, fieldState }) => (
              <OtpBoxes onChange={field.onChange} error={Boolean(fieldState.error)} />
            )}
          />
          {errors.otp && <FormHelperText error>{errors.otp.message}</FormHelperText>}
          <ResendOtp onResend={sendCode} />
        </Stack>
      )}
      <Button type="submit" variant="contained" size="large" loading={otpSent ? verifying : sending}>
        {otpSent ? 'Iniciar sesión' : 'Enviar OTP'}
      </Button>
    </Stack>
  );
}
