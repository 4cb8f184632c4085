import Typography from '@mui/material/Typography';

export function SellerProductsPage() {
  return (
    <Typography variant="h5" component="h1">
      Productos
    </Typography>
  );
}
