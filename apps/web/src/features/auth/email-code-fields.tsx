import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { ResendOtp } from '@/components/resend-otp';

interface EmailCodeFieldsProps {
  email: UseFormRegisterReturn;
  emailError?: FieldError;
  otp: UseFormRegisterReturn;
  otpError?: FieldError;
  otpSent: boolean;
  onResend: () => Promise<boolean>;
  /** Fields shown after the code, once it was sent (the signup name). */
  children?: ReactNode;
}

/** The e-mail field, then, once a code was sent, the 6-digit code field and the resend link. */
export function EmailCodeFields({
  email,
  emailError,
  otp,
  otpError,
  otpSent,
  onResend,
  children,
}: EmailCodeFieldsProps) {
  return (
    <>
      <TextField
        label="Ingresa tu correo electrónico"
        type="email"
        autoComplete="email"
        fullWidth
        {...email}
        error={Boolean(emailError)}
        helperText={emailError?.message}
        slotProps={{ htmlInput: { readOnly: otpSent } }}
      />
      {otpSent && (
        <>
          <TextField
            label="Código OTP"
            autoComplete="one-time-code"
            fullWidth
            {...otp}
            error={Boolean(otpError)}
            helperText={otpError?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <ResendOtp onResend={onResend} />
          {children}
        </>
      )}
    </>
  );
}
