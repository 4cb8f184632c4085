import Container from '@mui/material/Container';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { FormSwitch } from '@/components/form-switch';
import { Toast, useToast } from '@/components/toast';
import { returnPath } from '@/lib/session/login-return';
import { useUserProfile } from '@/lib/session/session';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export function LoginPage() {
  const [isLogin, setIsLogin] = useState(true);
  const { notify, toastProps } = useToast();
  const redirectTo = returnPath(useLocation());
  const { profile } = useUserProfile();

  // Already signed in (Back after signing in, or a bookmark): on to where the sign-in would have gone.
  if (profile) return <Navigate to={redirectTo} replace />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <AuthCard title={isLogin ? 'Iniciar sesión' : 'Crear cuenta'}>
        {isLogin ? (
          <LoginForm notify={notify} sendLabel="ENVIAR OTP" redirectTo={redirectTo} />
        ) : (
          <SignupForm notify={notify} redirectTo={redirectTo} />
        )}
        <FormSwitch
          question={isLogin ? '¿No tienes una cuenta?' : '¿Ya tienes una cuenta?'}
          action={isLogin ? 'crear cuenta' : 'iniciar sesión'}
          onSwitch={() => setIsLogin(!isLogin)}
        />
      </AuthCard>
      <Toast {...toastProps} />
    </Container>
  );
}
