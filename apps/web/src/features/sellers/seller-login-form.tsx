import { SellerVerifyLoginBody } from '@tecnobazar/shared';
import { useSendSellerLoginOtpMutation, useVerifySellerLoginMutation } from '@/api/sellers';
import { OtpSignInForm } from '@/components/otp-sign-in/otp-sign-in-form';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';

/**
 * The server answers every address alike (docs/decisions/0005): a seller who may sign in gets a code, one
 * who has not verified the e-mail gets a new link. So the form says both, and offers the boxes for a code
 * under that sentence rather than as if a code were sure to come.
 */
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
      sentNotice="Revisa tu correo: te enviamos un código o, si aún no verificaste tu cuenta, un enlace. Si te llegó un enlace, ábrelo para verificar tu correo y vuelve a iniciar sesión."
      codePrompt="Si recibiste un código, escríbelo aquí"
      submitLabel="Iniciar sesión"
      submit={(values) => verifyLogin(values).unwrap()}
      submitFailed="Failed to verify OTP"
      redirectTo={paths.seller}
    />
  );
}
