import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TwoFactorSetupResponse } from '@tecnobazar/shared';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type TwoFactorArea, useSetupTwoFactorMutation, useTwoFactorStatus } from '@/api/two-factor';
import { AuthCard } from '@/components/auth-card';
import { PageLoader } from '@/components/page-loader';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { DisableForm } from './disable-form';
import { EnrolForm } from './enrol-form';
import { RecoveryCodes } from './recovery-codes';
import { SignOutEverywhere } from './sign-out-everywhere';

const codesLeft = (n: number) =>
  n === 1 ? 'Te queda 1 código de recuperación.' : `Te quedan ${n} códigos de recuperación.`;

type View =
  | { name: 'status' }
  | { name: 'enrol'; setup: TwoFactorSetupResponse }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' };

/**
 * `/admin/security` and `/seller/security`: turn the second factor on (QR, one code, recovery codes) or off,
 * and end every other session of the account.
 */
export function TwoFactorPage({ area }: { area: TwoFactorArea }) {
  const { notify, toastProps } = useToast();
  const { status, loading, error, refetch } = useTwoFactorStatus(area);
  const [setup, { isLoading: settingUp }] = useSetupTwoFactorMutation();
  const [view, setView] = useState<View>({ name: 'status' });
  const showStatus = () => setView({ name: 'status' });

  const start = async () => {
    try {
      setView({ name: 'enrol', setup: await setup(area).unwrap() });
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo iniciar la activación'));
    }
  };

  let content: ReactNode;
  if (loading) content = <PageLoader />;
  else if (!status)
    content = (
      <Alert
        severity="error"
        action={
          error && (
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Reintentar
            </Button>
          )
        }
      >
        {errorMessage(error, 'No se pudo cargar la verificación en dos pasos')}
      </Alert>
    );
  else if (view.name === 'enrol')
    content = (
      <EnrolForm
        area={area}
        setup={view.setup}
        notify={notify}
        onEnabled={(codes) => setView({ name: 'codes', codes })}
        onCancel={showStatus}
      />
    );
  else if (view.name === 'codes') content = <RecoveryCodes codes={view.codes} onDone={showStatus} />;
  else if (view.name === 'disable') content = <DisableForm area={area} notify={notify} onDone={showStatus} />;
  else if (status.enabled)
    content = (
      <Stack spacing={2}>
        <Alert severity="success">La verificación en dos pasos está activada.</Alert>
        <Typography variant="body2">
          {`Al iniciar sesión te pedimos el código de tu aplicación de autenticación. ${codesLeft(status.recoveryCodesLeft)}`}
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setView({ name: 'disable' })}>
          Desactivar
        </Button>
      </Stack>
    );
  else
    content = (
      <Stack spacing={2}>
        {status.required && (
          <Alert severity="warning">
            Activa la verificación en dos pasos para usar el panel de administración.
          </Alert>
        )}
        <Typography variant="body2">
          Protege tu cuenta: además del código que te enviamos por correo, al iniciar sesión te pediremos el
          código de una aplicación de autenticación en tu teléfono.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          La verificación en dos pasos está desactivada.
        </Typography>
        <Button variant="contained" size="large" onClick={start} loading={settingUp}>
          Activar
        </Button>
      </Stack>
    );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <AuthCard title="Verificación en dos pasos">{content}</AuthCard>
      <SignOutEverywhere area={area} notify={notify} />
      <Button component={RouterLink} to={area === 'admin' ? paths.admin : paths.seller} sx={{ mt: 2 }}>
        Volver al panel
      </Button>
      <Toast {...toastProps} />
    </Container>
  );
}

export const AdminSecurityPage = () => <TwoFactorPage area="admin" />;
export const SellerSecurityPage = () => <TwoFactorPage area="seller" />;
