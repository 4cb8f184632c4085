import Typography from '@mui/material/Typography';

export function InventoryPage() {
  return (
    <Typography variant="h5" component="h1">
      Inventario
    </Typography>
  );
}
