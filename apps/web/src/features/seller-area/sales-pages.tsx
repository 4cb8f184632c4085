import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The sales history and payments arrive with order fulfilment (issue 10); until then the menu's entries
// say so instead of showing an empty list that would claim there were no sales.
function NotYet({ title }: { title: string }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Alert severity="info">Esta sección estará disponible pronto.</Alert>
    </Stack>
  );
}

export function SellerOrdersPage() {
  return <NotYet title="Historial de Ventas" />;
}

export function SellerPaymentsPage() {
  return <NotYet title="Pagos Recibidos" />;
}
