import Typography from '@mui/material/Typography';

export function AddProductPage() {
  return (
    <Typography variant="h5" component="h1">
      Agregar Producto
    </Typography>
  );
}
