import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminDashboardResponse } from '@tecnobazar/shared';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetAdminDashboardQuery } from '@/api/admin-dashboard';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';
import { SalesChart } from './dashboard/sales-chart';
import { SellersTable } from './sellers/sellers-table';

/**
 * The admin's landing (product.md#admin-area): the platform's figures (sales, commission, orders, pending
 * payouts, shops to approve) and 30 days of sales, then the sellers table, by account status.
 */
export function AdminDashboardPage() {
  const { data, error } = useGetAdminDashboardQuery();

  let overview: ReactNode;
  if (data) {
    overview = (
      <>
        <Figures data={data} />
        <SalesChart days={data.dailySales} />
      </>
    );
  } else if (error) {
    overview = <Typography color="error">{errorMessage(error, 'Failed to fetch dashboard')}</Typography>;
  } else {
    overview = <Typography>Cargando...</Typography>;
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Panel de control
      </Typography>
      {overview}
      <SellersTable />
    </Stack>
  );
}

function Figures({ data }: { data: AdminDashboardResponse }) {
  return (
    <Grid container spacing={2}>
      <FigureCard title="Ventas de hoy" value={formatPrice(data.salesToday)} />
      <FigureCard title="Ventas (30 días)" value={formatPrice(data.sales30Days)} />
      <FigureCard title="Comisión (30 días)" value={formatPrice(data.commission30Days)} />
      <FigureCard
        title="Pedidos (30 días)"
        value={String(data.orders30Days)}
        note={`${data.ordersToFulfil} por enviar`}
      />
      <FigureCard
        title="Pagos pendientes"
        value={String(data.pendingPayouts.count)}
        note={formatPrice(data.pendingPayouts.amount)}
        action={{ to: paths.adminPayouts, label: 'Ver pagos' }}
      />
      <FigureCard
        title="Vendedores por aprobar"
        value={String(data.sellersAwaitingApproval)}
        action={{ to: `${paths.adminSellers}?status=PENDING_VERIFICATION`, label: 'Ver vendedores' }}
      />
    </Grid>
  );
}

interface FigureCardProps {
  title: string;
  value: string;
  note?: string;
  action?: { to: string; label: string };
}

/** One figure, in a card named by its title (a region), so a reader and a test can find it. */
function FigureCard({ title, value, note, action }: FigureCardProps) {
  const titleId = useId();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
        <CardContent>
          <Typography id={titleId} color="text.secondary">
            {title}
          </Typography>
          <Typography sx={{ fontSize: 28, fontWeight: 700 }}>{value}</Typography>
          {note && <Typography variant="body2">{note}</Typography>}
          {action && (
            <Button component={RouterLink} to={action.to} size="small" sx={{ mt: 1, px: 0 }}>
              {action.label}
            </Button>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}
