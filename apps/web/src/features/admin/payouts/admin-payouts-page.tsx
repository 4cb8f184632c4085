import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PayoutRequests } from './payout-requests';
import { TransactionsTable } from './transactions-table';

/**
 * The administrator's money page (product.md#admin-area): the sellers' payout requests, to
 * approve or reject, and every ledger entry. It renders inside the admin shell, which gives the frame.
 */
export function AdminPayoutsPage() {
  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Pagos
      </Typography>
      <PayoutRequests />
      <TransactionsTable />
    </Stack>
  );
}
