import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SellersTable } from './sellers-table';

/**
 * 'Vendedores' (product.md#where-we-differ): the dashboard's sellers table on a page the menu reaches by
 * name.
 */
export function AdminSellersPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Vendedores
      </Typography>
      <SellersTable />
    </Stack>
  );
}
