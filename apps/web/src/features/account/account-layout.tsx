import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useLoginReturn } from '@/lib/session/login-return';
import { useLogout } from '@/lib/session/session';
import { useAppSelector } from '@/lib/store/hooks';

const SECTIONS = [
  { label: 'pedidos', to: paths.account.orders },
  { label: 'perfil', to: paths.account.profile },
];

export function AccountLayout() {
  const { pathname } = useLocation();
  const logout = useLogout();
  const loginReturn = useLoginReturn();
  const signedIn = useAppSelector((state) => state.auth.jwt !== null);
  // Arriving signed out goes to the login page. Logging out from here is left to useLogout's own move home:
  // redirecting as well would race it.
  const [arrivedSignedIn] = useState(signedIn);

  if (!signedIn) return arrivedSignedIn ? null : <Navigate to={paths.login} replace {...loginReturn} />;

  return (
    <Container sx={{ py: 4 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Paper
          variant="outlined"
          // A printed receipt (purchase-page.tsx) leaves the menu out.
          data-print="hide"
          sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0, alignSelf: 'flex-start' }}
        >
          <List component="nav" aria-label="Mi cuenta">
            {SECTIONS.map((section) => (
              <ListItemButton
                key={section.to}
                component={RouterLink}
                to={section.to}
                selected={pathname.startsWith(section.to)}
              >
                <ListItemText primary={section.label} />
              </ListItemButton>
            ))}
            <Divider />
            <ListItemButton onClick={logout}>
              <ListItemText primary="cerrar sesión" />
            </ListItemButton>
          </List>
        </Paper>
        <Stack sx={{ flex: 1 }}>
          <Outlet />
        </Stack>
      </Stack>
    </Container>
  );
}
