import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Email, SIGNIN_PREFIX, SigninBody, type TwoFactorChallengeResponse } from '@tecnobazar/shared';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSignIn } from '@/app/session';
import type { Notify } from '@/components/toast';
import { TwoFactorStep } from '@/components/two-factor/two-factor-step';
import { errorMessage } from '@/lib/errors';
import { useSigninMutation } from './auth-api';
import { EmailCodeFields } from './email-code-fields';
import { useRequestOtp } from './use-request-otp';

interface LoginFormProps {
  notify: Notify;
  /** Label of the button that asks for the code ('ENVIAR OTP' for shoppers, 'enviar otp' for the admin). */
  sendLabel: string;
  redirectTo: string;
}

/** E-mail, then the 6-digit code sent to it; used by shoppers at /login and by the admin at /admin-login. */
export function LoginForm({ notify, sendLabel, redirectTo }: LoginFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { otpSent, requestOtp, sending } = useRequestOtp(notify);
  const [signin, { isLoading: signingIn }] = useSigninMutation();
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SigninBody), defaultValues: { email: '', otp: '' } });

  const sendCode = () => requestOtp(SIGNIN_PREFIX + Email.parse(getValues('email')));

  const finish = (jwt: string) => {
    signIn(jwt);
    navigate(redirectTo);
  };

  const login = handleSubmit(async (values) => {
    try {
      const answer = await signin(values).unwrap();
      // An account with a second factor answers a challenge instead of a session.
      if ('twoFactorRequired' in answer) setChallenge(answer);
      else finish(answer.jwt);
    } catch (error) {
      notify('error', errorMessage(error, 'Signin failed'));
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
      <EmailCodeFields
        email={register('email')}
        emailError={errors.email}
        otp={register('otp')}
        otpError={errors.otp}
        otpSent={otpSent}
        onResend={sendCode}
      />
      <Button type="submit" variant="contained" size="large" loading={otpSent ? signingIn : sending}>
        {otpSent ? 'Login' : sendLabel}
      </Button>
    </Stack>
  );
}
