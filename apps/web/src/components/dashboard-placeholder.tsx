import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLogout } from '@/app/session';

/** The seller and admin areas' landing until their own issues build them: a heading and logout. */
export function DashboardPlaceholder() {
  const logout = useLogout();
  return (
    <Container sx={{ py: 5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          Panel de control
        </Typography>
        <Button variant="outlined" onClick={logout}>
          Cerrar sesión
        </Button>
      </Stack>
    </Container>
  );
}
