import { useEffect } from 'react';
import { otpSentChanged } from '@/app/auth-slice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { useSendLoginSignupOtpMutation } from './auth-api';

/** Sends a shopper's or admin's one-time code and keeps the "code sent" flag for the form on screen. */
export function useRequestOtp(notify: Notify) {
  const dispatch = useAppDispatch();
  const otpSent = useAppSelector((state) => state.auth.otpSent);
  const [sendOtp, { isLoading }] = useSendLoginSignupOtpMutation();

  // Leaving the form (or switching between login and signup) starts the next one afresh.
  useEffect(
    () => () => {
      dispatch(otpSentChanged(false));
    },
    [dispatch],
  );

  const requestOtp = async (email: string) => {
    try {
      await sendOtp({ email }).unwrap();
      dispatch(otpSentChanged(true));
      notify('success', '¡El OTP ha sido enviado a tu correo electrónico!');
      return true;
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to send OTP'));
      return false;
    }
  };

  return { otpSent, requestOtp, sending: isLoading };
}
