import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RegisterSellerBody } from '@tecnobazar/shared';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { FormSwitch } from '@/components/form-switch';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSellerProfile } from '@/lib/session/session';
import { SellerLoginForm } from './seller-login-form';
import { SellerRegisterForm } from './seller-register-form';
import { SellerRegisteredPanel } from './seller-registered-panel';

const BENEFITS = [
  'Llega a miles de compradores de hardware en todo el país',
  'Publica tus productos en minutos',
  'Recibe tus pagos de forma segura',
];

/** The card shows the sign-in, the registration form, or, once registered, what to do next. */
type Step =
  | { form: 'login' }
  | { form: 'register'; previous?: RegisterSellerBody }
  | { form: 'registered'; values: RegisterSellerBody };

const TITLES: Record<Step['form'], string> = {
  login: 'Inicia sesión como vendedor',
  register: 'Registra tu tienda',
  registered: 'Revisa tu correo',
};

export function BecomeSellerPage() {
  const [step, setStep] = useState<Step>({ form: 'login' });
  const { notify, toastProps } = useToast();
  const { profile: seller } = useSellerProfile();
  // A signed-in seller has nothing to do here: their shop is the way in.
  if (seller) return <Navigate to={paths.seller} replace />;

  return (
    <Container sx={{ py: { xs: 4, md: 8 } }}>
      <Grid container spacing={4} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 2,
              p: { xs: 3, md: 6 },
            }}
          >
            <Typography component="h2" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 700, mb: 2 }}>
              Únete a la Revolución de Ventas
            </Typography>
            <Typography sx={{ mb: 3 }}>
              Vende tus componentes, periféricos y accesorios en TecnoBazar, el marketplace de hardware de
              computador.
            </Typography>
            <Stack spacing={1.5}>
              {BENEFITS.map((benefit) => (
                <Stack key={benefit} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CheckCircleOutline fontSize="small" />
                  <Typography variant="body2">{benefit}</Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 1, md: 2 } }}>
          <AuthCard title={TITLES[step.form]}>
            {step.form === 'login' && <SellerLoginForm notify={notify} />}
            {step.form === 'register' && (
              <SellerRegisterForm
                notify={notify}
                previous={step.previous}
                onRegistered={(values) => setStep({ form: 'registered', values })}
              />
            )}
            {step.form === 'registered' && (
              <SellerRegisteredPanel
                registration={step.values}
                onChangeEmail={() => setStep({ form: 'register', previous: step.values })}
                onSignIn={() => setStep({ form: 'login' })}
              />
            )}
            {step.form !== 'registered' && (
              <FormSwitch
                question={step.form === 'login' ? '¿No tienes cuenta?' : '¿Ya tienes cuenta?'}
                action={step.form === 'login' ? 'Regístrate' : 'Inicia sesión'}
                onSwitch={() => setStep({ form: step.form === 'login' ? 'register' : 'login' })}
              />
            )}
          </AuthCard>
        </Grid>
      </Grid>
      <Toast {...toastProps} />
    </Container>
  );
}
