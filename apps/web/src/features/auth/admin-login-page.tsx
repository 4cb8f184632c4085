import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { Toast, useToast } from '@/components/toast';
import { LoginForm } from './login-form';

export function AdminLoginPage() {
  const { notify, toastProps } = useToast();

  return (
    <Box sx={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography
            variant="h5"
            component="h1"
            align="center"
            color="primary"
            sx={{ fontWeight: 700, mb: 3 }}
          >
            Acceso de administrador
          </Typography>
          <LoginForm notify={notify} sendLabel="enviar otp" redirectTo={paths.admin} />
        </CardContent>
      </Card>
      <Toast {...toastProps} />
    </Box>
  );
}
