import { SIGNIN_PREFIX, SigninBody } from '@tecnobazar/shared';
import { useSendLoginSignupOtpMutation, useSigninMutation } from '@/api/auth';
import { OtpSignInForm } from '@/components/otp-sign-in/otp-sign-in-form';
import type { Notify } from '@/components/toast';

interface LoginFormProps {
  notify: Notify;
  /** Label of the button that asks for the code ('ENVIAR OTP' for shoppers, 'enviar otp' for the admin). */
  sendLabel: string;
  redirectTo: string;
}

/** E-mail, then the 6-digit code sent to it; used by shoppers at /login and by the admin at /admin-login. */
export function LoginForm({ notify, sendLabel, redirectTo }: LoginFormProps) {
  const [sendOtp] = useSendLoginSignupOtpMutation();
  const [signin] = useSigninMutation();

  return (
    <OtpSignInForm
      schema={SigninBody}
      notify={notify}
      sendLabel={sendLabel}
      // The prefix asks for a sign-in code rather than a signup code.
      sendCode={(email) => sendOtp({ email: SIGNIN_PREFIX + email }).unwrap()}
      submitLabel="Login"
      submit={(values) => signin(values).unwrap()}
      submitFailed="Signin failed"
      redirectTo={redirectTo}
    />
  );
}
