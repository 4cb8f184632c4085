import Box from '@mui/material/Box';
import { AuthCard } from '@/components/auth-card';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { LoginForm } from './login-form';

export function AdminLoginPage() {
  const { notify, toastProps } = useToast();

  return (
    <Box sx={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <AuthCard title="Acceso de administrador" sx={{ width: '100%', maxWidth: 440 }}>
        <LoginForm notify={notify} sendLabel="enviar otp" redirectTo={paths.admin} />
      </AuthCard>
      <Toast {...toastProps} />
    </Box>
  );
}
