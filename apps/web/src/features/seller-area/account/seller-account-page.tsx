import Typography from '@mui/material/Typography';

export function SellerAccountPage() {
  return (
    <Typography variant="h5" component="h1">
      Cuenta
    </Typography>
  );
}
