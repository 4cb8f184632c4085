import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Email, SignupBody, type TwoFactorChallengeResponse } from '@tecnobazar/shared';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useSignIn } from '@/app/session';
import type { Notify } from '@/components/toast';
import { TwoFactorStep } from '@/components/two-factor/two-factor-step';
import { errorMessage } from '@/lib/errors';
import { useSignupMutation } from './auth-api';
import { EmailCodeFields } from './email-code-fields';
import { useRequestOtp } from './use-request-otp';

export function SignupForm({ notify }: { notify: Notify }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { otpSent, requestOtp, sending } = useRequestOtp(notify);
  const [signup, { isLoading: signingUp }] = useSignupMutation();
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SignupBody), defaultValues: { email: '', otp: '', fullName: '' } });

  // A plain e-mail (no sign-in prefix) asks for a signup code.
  const sendCode = () => requestOtp(Email.parse(getValues('email')));

  const finish = (jwt: string) => {
    signIn(jwt);
    navigate(paths.home);
  };

  const createAccount = handleSubmit(async (values) => {
    try {
      const answer = await signup(values).unwrap();
      // An existing account signing in here still owes its second factor.
      if ('twoFactorRequired' in answer) setChallenge(answer);
      else finish(answer.jwt);
    } catch (error) {
      notify('error', errorMessage(error, 'Signup failed'));
    }
  });

  const onSubmit = async (event: FormEvent) => {
    if (otpSent) return createAccount(event);
    event.preventDefault();
    if (await trigger('email')) await sendCode();
  };

  if (challenge) return <TwoFactorStep challenge={challenge} notify={notify} onSignedIn={finish} />;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <EmailCodeFields
        email={register('email')}
        emailError={errors.email}
        otp={register('otp')}
        otpError={errors.otp}
        otpSent={otpSent}
        onResend={sendCode}
      >
        <TextField
          label="Enter Your Name"
          autoComplete="name"
          fullWidth
          {...register('fullName')}
          error={Boolean(errors.fullName)}
          helperText={errors.fullName?.message}
        />
      </EmailCodeFields>
      <Button type="submit" variant="contained" size="large" loading={otpSent ? signingUp : sending}>
        {otpSent ? 'Signup' : 'ENVIAR OTP'}
      </Button>
    </Stack>
  );
}
