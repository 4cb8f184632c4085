import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Email, SignupBody } from '@tecnobazar/shared';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useSignIn } from '@/app/session';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { useSignupMutation } from './auth-api';
import { EmailCodeFields } from './email-code-fields';
import { useRequestOtp } from './use-request-otp';

export function SignupForm({ notify }: { notify: Notify }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { otpSent, requestOtp, sending } = useRequestOtp(notify);
  const [signup, { isLoading: signingUp }] = useSignupMutation();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SignupBody), defaultValues: { email: '', otp: '', fullName: '' } });

  // A plain e-mail (no sign-in prefix) asks for a signup code.
  const sendCode = () => requestOtp(Email.parse(getValues('email')));

  const createAccount = handleSubmit(async (values) => {
    try {
      const { jwt } = await signup(values).unwrap();
      signIn(jwt);
      navigate(paths.home);
    } catch (error) {
      notify('error', errorMessage(error, 'Signup failed'));
    }
  });

  const onSubmit = async (event: FormEvent) => {
    if (otpSent) return createAccount(event);
    event.preventDefault();
    if (await trigger('email')) await sendCode();
  };

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
