import { SellerVerifyLoginBody } from '@tecnobazar/shared';
import { useSendSellerLoginOtpMutation, useVerifySellerLoginMutation } from '@/api/sellers';
import { paths } from '@/app/paths';
import { OtpSignInForm } from '@/components/otp-sign-in/otp-sign-in-form';
import type { Notify } from '@/components/toast';

export function SellerLoginForm({ notify }: { notify: Notify }) {
  const [sendOtp] = useSendSellerLoginOtpMutation();
  const [verifyLogin] = useVerifySellerLoginMutation();

  return (
    <OtpSignInForm
      schema={SellerVerifyLoginBody}
      notify={notify}
      emailLabel="Correo electrónico"
      codeInput="boxes"
      sendLabel="Enviar OTP"
      sendCode={(email) => sendOtp({ email }).unwrap()}
      sentMessage="¡OTP enviado a tu correo electrónico!"
      submitLabel="Iniciar sesión"
      submit={(values) => verifyLogin(values).unwrap()}
      submitFailed="Failed to verify OTP"
      redirectTo={paths.seller}
    />
  );
}
