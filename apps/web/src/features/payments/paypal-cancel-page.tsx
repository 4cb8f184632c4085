import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { ResultDialog } from './result-dialog';

/** The buyer cancelled at PayPal: nothing was charged and the cart is untouched. */
export function PaypalCancelPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        Cancelando el pedido...
      </Typography>
      <ResultDialog
        icon={<CancelOutlined color="error" sx={{ fontSize: 56 }} />}
        title="Pago cancelado"
        text="No se completó la compra."
        actionLabel="Volver al carrito"
        actionTo={paths.cart}
      />
    </Container>
  );
}
