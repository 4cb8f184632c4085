import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function SellerAccountVerifiedPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <Alert severity="success" sx={{ width: '100%' }}>
          Su correo electrónico se verificó correctamente
        </Alert>
        <Button component={RouterLink} to={paths.becomeSeller} variant="contained">
          Inicio como Vendedor
        </Button>
      </Stack>
    </Container>
  );
}
