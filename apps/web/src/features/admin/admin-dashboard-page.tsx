import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SellersTable } from './sellers/sellers-table';

/** The admin's landing (spec §2): the sellers table, by account status. */
export function AdminDashboardPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Panel de control
      </Typography>
      <SellersTable />
    </Stack>
  );
}
