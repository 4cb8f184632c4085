import Typography from '@mui/material/Typography';

export function OrdersPage() {
  return (
    <Typography variant="h5" component="h1">
      Mis Pedidos
    </Typography>
  );
}
