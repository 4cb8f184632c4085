import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The payments arrive with order fulfilment (issue 10); until then the menu's entry says so instead of
// showing an empty list that would claim there were no payments.
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

export function SellerPaymentsPage() {
  return <NotYet title="Pagos Recibidos" />;
}
