import { SignupBody } from '@tecnobazar/shared';
import { useSendLoginSignupOtpMutation, useSignupMutation } from '@/api/auth';
import { OtpSignInForm } from '@/components/otp-sign-in/otp-sign-in-form';
import type { Notify } from '@/components/toast';

export function SignupForm({ notify, redirectTo }: { notify: Notify; redirectTo: string }) {
  const [sendOtp] = useSendLoginSignupOtpMutation();
  const [signup] = useSignupMutation();

  return (
    <OtpSignInForm
      schema={SignupBody}
      notify={notify}
      askName
      sendLabel="ENVIAR OTP"
      // A plain e-mail (no sign-in prefix) asks for a signup code.
      sendCode={(email) => sendOtp({ email }).unwrap()}
      submitLabel="Signup"
      // An existing account signing in here still owes its second factor: the form asks for it.
      submit={(values) => signup(values).unwrap()}
      submitFailed="Signup failed"
      redirectTo={redirectTo}
    />
  );
}
