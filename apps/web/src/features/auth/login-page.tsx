import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { paths } from '@/app/paths';
import { FormSwitch } from '@/components/form-switch';
import { Toast, useToast } from '@/components/toast';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export function LoginPage() {
  const [isLogin, setIsLogin] = useState(true);
  const { notify, toastProps } = useToast();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography
            variant="h5"
            component="h1"
            align="center"
            color="primary"
            sx={{ fontWeight: 700, mb: 3 }}
          >
            {isLogin ? 'Iniciar sesión' : 'Crear cuenta'}
          </Typography>
          {isLogin ? (
            <LoginForm notify={notify} sendLabel="ENVIAR OTP" redirectTo={paths.home} />
          ) : (
            <SignupForm notify={notify} />
          )}
          <FormSwitch
            question={isLogin ? '¿No tienes una cuenta?' : '¿Ya tienes una cuenta?'}
            action={isLogin ? 'crear cuenta' : 'iniciar sesión'}
            onSwitch={() => setIsLogin(!isLogin)}
          />
        </CardContent>
      </Card>
      <Toast {...toastProps} />
    </Container>
  );
}
