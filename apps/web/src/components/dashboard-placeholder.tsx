import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '@/app/session';

/**
 * The seller and admin areas' landing until their own issues build them: a heading, the link to the area's
 * second-factor page and logout.
 */
export function DashboardPlaceholder({ securityHref }: { securityHref: string }) {
  const logout = useLogout();
  return (
    <Container sx={{ py: 5 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}
      >
        <Typography variant="h4" component="h1">
          Panel de control
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" component={RouterLink} to={securityHref}>
            Verificación en dos pasos
          </Button>
          <Button variant="outlined" onClick={logout}>
            Cerrar sesión
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
