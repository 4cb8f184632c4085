import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useGetSellerProductsQuery } from '@/api/seller-products';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useSellerProfile } from '@/lib/session/session';
import { MoneySummary } from './dashboard/money-summary';
import { RevenueChart } from './dashboard/revenue-chart';
import { LOW_STOCK } from './stock';

/**
 * The seller's landing (product.md#seller-area): the account's state, the money ('Ganancias Totales', 'Ventas
 * Totales', the payout balance and the revenue chart), then the shop's stock at a glance.
 */
export function SellerDashboardPage() {
  const { profile } = useSellerProfile();
  const { data: products, isLoading, error } = useGetSellerProductsQuery();
  const soldOut = products?.filter((p) => !p.in_stock).length ?? 0;
  const low = products?.filter((p) => p.in_stock && p.quantity <= LOW_STOCK).length ?? 0;

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Panel de control
      </Typography>
      {profile && profile.accountStatus !== 'ACTIVE' && (
        <Alert severity="warning">{STATUS_NOTICE[profile.accountStatus] ?? STATUS_NOTICE.default}</Alert>
      )}
      <MoneySummary />
      <RevenueChart />
      <Typography variant="h6" component="h2">
        Existencias
      </Typography>
      {isLoading && <Typography>Cargando...</Typography>}
      {error && <Typography color="error">{errorMessage(error, 'Failed to fetch products')}</Typography>}
      {products && (
        <Grid container spacing={2}>
          <SummaryCard label="Productos publicados" value={products.length} to={paths.sellerProducts} />
          <SummaryCard label="Agotados" value={soldOut} to={`${paths.sellerInventory}?agotados=1`} />
          <SummaryCard label={`Stock bajo (≤ ${LOW_STOCK})`} value={low} to={paths.sellerInventory} />
        </Grid>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={paths.sellerAddProduct}>
          Agregar Producto
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.sellerInventory}>
          Inventario
        </Button>
      </Stack>
    </Stack>
  );
}

const STATUS_NOTICE: Record<string, string> = {
  PENDING_VERIFICATION:
    'Tu cuenta está pendiente de verificación: podrás publicar productos cuando TecnoBazar la active.',
  default: 'Tu cuenta de vendedor no está activa: tus productos no se muestran en la tienda.',
};

function SummaryCard({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent
          component={RouterLink}
          to={to}
          sx={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
        >
          <Typography color="text.secondary">{label}</Typography>
          <Typography sx={{ fontSize: 32, fontWeight: 700 }}>{value}</Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}
