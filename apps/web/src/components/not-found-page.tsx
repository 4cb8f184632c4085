import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Página No Encontrada
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Volver al inicio
      </Button>
    </Container>
  );
}
