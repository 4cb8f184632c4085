import Typography from '@mui/material/Typography';

export function UpdateProductPage() {
  return (
    <Typography variant="h5" component="h1">
      Actualizar Producto
    </Typography>
  );
}
