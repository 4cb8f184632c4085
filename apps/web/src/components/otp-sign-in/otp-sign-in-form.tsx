import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Email, type SignInResponse, type TwoFactorChallengeResponse } from '@tecnobazar/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { OtpBoxes } from '@/components/otp-boxes';
import type { Notify } from '@/components/toast';
import { TwoFactorStep } from '@/components/two-factor/two-factor-step';
import { errorMessage } from '@/lib/errors';
import { useSignIn } from '@/lib/session/session';
import { ResendOtp } from './resend-otp';

/** What the sign-in forms hold; only the signup form asks for the name. */
export interface OtpSignInFields {
  email: string;
  otp: string;
  fullName?: string;
}

interface OtpSignInFormProps<Values> {
  /** The request body's schema: it checks the e-mail before a code is sent, and the whole form on submit. */
  schema: z.ZodType<Values, OtpSignInFields>;
  notify: Notify;
  emailLabel?: string;
  /** The shoppers' forms take the code in one text field, the seller's in six boxes. */
  codeInput?: 'field' | 'boxes';
  /** The signup form also asks for the shopper's name once the code was sent. */
  askName?: boolean;
  sendLabel: string;
  /** Sends a code to the checked e-mail (trimmed, lower case). */
  sendCode: (email: string) => Promise<unknown>;
  sentMessage?: string;
  /**
   * Kept above the code once sent, instead of the passing toast: for an answer that must say more than
   * "sent" (the seller's, which cannot tell whether a code or a verification link went out).
   */
  sentNotice?: ReactNode;
  /** The line above the six boxes. */
  codePrompt?: string;
  submitLabel: string;
  /** Trades the e-mail and its code for a session, or for a second-factor challenge. */
  submit: (values: Values) => Promise<SignInResponse>;
  /** Shown when the server's answer carries no message. */
  submitFailed: string;
  redirectTo: string;
}

/**
 * A sign-in with a code sent by e-mail: the address, then the code (with a resend after 30 s), then the
 * second factor when the account has one; the session is kept and the user sent to `redirectTo`.
 */
export function OtpSignInForm<Values>({
  schema,
  notify,
  emailLabel = 'Ingresa tu correo electrónico',
  codeInput = 'field',
  askName = false,
  sendLabel,
  sendCode,
  sentMessage = '¡El OTP ha sido enviado a tu correo electrónico!',
  sentNotice,
  codePrompt = 'Ingresa el código de 6 dígitos enviado a tu correo electrónico',
  submitLabel,
  submit,
  submitFailed,
  redirectTo,
}: OtpSignInFormProps<Values>) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Local to the form: leaving it, or switching to the page's other form, starts again from the e-mail.
  const [otpSent, setOtpSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);
  const {
    control,
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<OtpSignInFields, unknown, Values>({
    resolver: zodResolver(schema),
    // The bodies are strict objects: a form holds only the fields its schema knows.
    defaultValues: askName ? { email: '', otp: '', fullName: '' } : { email: '', otp: '' },
  });

  /** Resolves to true when a code went out (the resend link restarts its countdown then). */
  const requestCode = async () => {
    const email = Email.parse(getValues('email'));
    setSending(true);
    try {
      await sendCode(email);
      setOtpSent(true);
      if (!sentNotice) notify('success', sentMessage);
      return true;
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to send OTP'));
      return false;
    } finally {
      setSending(false);
    }
  };

  const finish = (jwt: string) => {
    signIn(jwt);
    navigate(redirectTo);
  };

  const signInWithCode = handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const answer = await submit(values);
      // An account with a second factor answers a challenge instead of a session.
      if ('twoFactorRequired' in answer) setChallenge(answer);
      else finish(answer.jwt);
    } catch (error) {
      notify('error', errorMessage(error, submitFailed));
    } finally {
      setSubmitting(false);
    }
  });

  const onSubmit = async (event: FormEvent) => {
    if (otpSent) return signInWithCode(event);
    event.preventDefault();
    if (await trigger('email')) await requestCode();
  };

  if (challenge) return <TwoFactorStep challenge={challenge} notify={notify} onSignedIn={finish} />;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <TextField
        label={emailLabel}
        type="email"
        autoComplete="email"
        fullWidth
        {...register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { readOnly: otpSent } }}
      />
      {otpSent && sentNotice && (
        <Alert severity="info" role="status">
          {sentNotice}
        </Alert>
      )}
      {otpSent &&
        (codeInput === 'boxes' ? (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {codePrompt}
            </Typography>
            <Controller
              name="otp"
              control={control}
              render={({ field, fieldState }) => (
                <OtpBoxes onChange={field.onChange} error={Boolean(fieldState.error)} />
              )}
            />
            {errors.otp && <FormHelperText error>{errors.otp.message}</FormHelperText>}
            <ResendOtp onResend={requestCode} />
          </Stack>
        ) : (
          <>
            <TextField
              label="Código OTP"
              autoComplete="one-time-code"
              fullWidth
              {...register('otp')}
              error={Boolean(errors.otp)}
              helperText={errors.otp?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <ResendOtp onResend={requestCode} />
            {askName && (
              <TextField
                label="Enter Your Name"
                autoComplete="name"
                fullWidth
                {...register('fullName')}
                error={Boolean(errors.fullName)}
                helperText={errors.fullName?.message}
              />
            )}
          </>
        ))}
      <Button type="submit" variant="contained" size="large" loading={otpSent ? submitting : sending}>
        {otpSent ? submitLabel : sendLabel}
      </Button>
    </Stack>
  );
}
