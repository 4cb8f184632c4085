import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RegisterSellerBody } from '@tecnobazar/shared';
import { useState } from 'react';
import { useRegisterSellerMutation } from '@/api/sellers';
import { ResendOtp } from '@/components/otp-sign-in/resend-otp';
import { errorMessage } from '@/lib/errors';

interface SellerRegisteredPanelProps {
  /** The registration as it was sent: asking for another link sends it again. */
  registration: RegisterSellerBody;
  /** Back to the registration form, filled in as it was, to correct the address. */
  onChangeEmail: () => void;
  onSignIn: () => void;
}

/**
 * What follows 'Crear cuenta': it stays until the seller leaves it, as the next step is in the mailbox.
 * The server answers an address that already had a shop alike (docs/decisions/0005), so the panel says
 * what such an owner gets instead. Another link comes from registering again: a link verifies the
 * registration it was sent for, and the address alone does not say which registration is this one
 * (docs/decisions/0018).
 */
export function SellerRegisteredPanel({ registration, onChangeEmail, onSignIn }: SellerRegisteredPanelProps) {
  const [resend] = useRegisterSellerMutation();
  const { email } = registration;
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  const resendLink = async () => {
    try {
      const { message } = await resend(registration).unwrap();
      setAnswer({ ok: true, message });
      return true;
    } catch (error) {
      setAnswer({
        ok: false,
        message: errorMessage(error, 'No pudimos enviar el enlace. Inténtalo de nuevo.'),
      });
      return false;
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} />
      <Typography>
        Te enviamos un enlace para verificar tu correo a{' '}
        <Typography component="strong" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
        . Ábrelo para confirmar que el correo es tuyo.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Después podrás iniciar sesión como vendedor; tus productos se mostrarán cuando un administrador
        apruebe tu tienda. Si este correo ya tenía una tienda, te escribimos cómo iniciar sesión.
      </Typography>
      {answer && (
        <Alert
          severity={answer.ok ? 'success' : 'error'}
          role="status"
          sx={{ width: '100%', textAlign: 'left' }}
        >
          {answer.message}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        ¿No te llegó? Revisa la carpeta de spam o pide otro.
      </Typography>
      <ResendOtp label="Reenviar enlace" onResend={resendLink} />
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Button variant="contained" fullWidth onClick={onSignIn}>
          Ya lo verifiqué: iniciar sesión
        </Button>
        <Button variant="outlined" fullWidth onClick={onChangeEmail}>
          Cambiar correo
        </Button>
      </Stack>
    </Stack>
  );
}
