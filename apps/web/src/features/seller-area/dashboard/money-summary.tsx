import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellerReportResponse } from '@tecnobazar/shared';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetSellerBalanceQuery } from '@/api/payouts';
import { useGetSellerReportQuery } from '@/api/seller-sales';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatMoney2 } from '@/lib/format-price';

/**
 * 'Ganancias Totales' and 'Ventas Totales' as the server's report computes them (product.md#seller-area: what the sold
 * items sold for, price × quantity, and how many units), then the balance of payouts.
 */
export function MoneySummary() {
  const report = useGetSellerReportQuery();
  const balance = useGetSellerBalanceQuery();

  const reportValue = (value: (r: SellerReportResponse) => string) =>
    report.data ? (
      <BigValue>{value(report.data)}</BigValue>
    ) : report.isError ? (
      <Typography color="error">Error al cargar ventas</Typography>
    ) : (
      <Typography>Cargando...</Typography>
    );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <MoneyCard title="Ganancias Totales" note="Antes de comisiones y cupones">
          {reportValue((r) => formatMoney2(r.totalEarnings))}
        </MoneyCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        {/* Units, as the note says: two of one product and one of another are 3, not 2 lines. */}
        <MoneyCard title="Ventas Totales" note="Productos vendidos">
          {reportValue((r) => String(r.totalSales))}
        </MoneyCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MoneyCard
          title="Saldo"
          action={
            <Button component={RouterLink} to={paths.sellerPayment} size="small">
              Ver pagos
            </Button>
          }
        >
          {balance.data ? (
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
              <BalanceLine label="Saldo disponible" amount={balance.data.available} strong />
              <BalanceLine label="Por liberar" amount={balance.data.held} />
              <BalanceLine label="En proceso de pago" amount={balance.data.inPayout} />
              <BalanceLine label="Pagado" amount={balance.data.paid} />
            </Stack>
          ) : balance.isError ? (
            <Typography color="error">{errorMessage(balance.error, 'Error al cargar el saldo')}</Typography>
          ) : (
            <Typography>Cargando...</Typography>
          )}
        </MoneyCard>
      </Grid>
    </Grid>
  );
}

/** A card named by its title (a region), so a reader and a test can find its figure. */
function MoneyCard({
  title,
  note,
  action,
  children,
}: {
  title: string;
  note?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} component="h2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function BigValue({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ fontSize: { xs: 26, sm: 28 }, fontWeight: 700, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

function BalanceLine({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 700 : 500, fontSize: strong ? 20 : 16, whiteSpace: 'nowrap' }}
      >
        {formatMoney2(amount)}
      </Typography>
    </Stack>
  );
}
