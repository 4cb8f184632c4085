import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { RevenueChartType } from '@tecnobazar/shared';
import { type ReactNode, useId, useState } from 'react';
import { useGetRevenueChartQuery } from '@/api/seller-sales';
import { errorMessage } from '@/lib/errors';
import { formatMoney2, formatMoneyShort, MONEY_AXIS_WIDTH } from '@/lib/format-price';
import { revenueLabel } from './revenue-labels';

const PERIODS: { value: RevenueChartType; label: string }[] = [
  { value: 'today', label: 'Hoy' },
  { value: 'daily', label: 'Últimos 30 días' },
  { value: 'monthly', label: 'Últimos 12 meses' },
  { value: 'yearly', label: 'Últimos 5 años' },
];

const CHART_HEIGHT = 260;

/** 'Ingresos': the seller's net revenue per hour, day, month or year (product.md#seller-area). */
export function RevenueChart() {
  const theme = useTheme();
  const titleId = useId();
  const [type, setType] = useState<RevenueChartType>('daily');
  // currentData is the answer for this period only, so a switch shows 'Cargando...', not the old bars.
  const { currentData: points, isError, error } = useGetRevenueChartQuery(type);
  const total = points ? points.reduce((cents, p) => cents + Math.round(p.revenue * 100), 0) / 100 : 0;
  const empty = points?.every((p) => p.revenue === 0) ?? false;

  let body: ReactNode;
  if (points && !empty) {
    body = (
      <BarChart
        height={CHART_HEIGHT}
        hideLegend
        borderRadius={4}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'band',
            data: points.map((p) => p.date),
            valueFormatter: (date: string, context) => revenueLabel(type, date, context.location !== 'tick'),
          },
        ]}
        yAxis={[{ width: MONEY_AXIS_WIDTH, valueFormatter: (value: number) => formatMoneyShort(value) }]}
        series={[
          {
            data: points.map((p) => p.revenue),
            label: 'Ingresos',
            color: theme.palette.primary.main,
            valueFormatter: (value) => (value === null ? '' : formatMoney2(value)),
          },
        ]}
      />
    );
  } else {
    body = (
      <Box
        sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        {points ? (
          <Typography color="text.secondary">Aún no tienes ventas en este periodo</Typography>
        ) : isError ? (
          <Typography color="error">{errorMessage(error, 'Failed to fetch daily revenue')}</Typography>
        ) : (
          <Typography>Cargando...</Typography>
        )}
      </Box>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2, mb: 1 }}
        >
          <div>
            <Typography id={titleId} variant="h6" component="h2">
              Ingresos
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Netos: ventas menos comisión y devoluciones
            </Typography>
            {points && !empty && (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Total del periodo: {formatMoney2(total)}
              </Typography>
            )}
          </div>
          <TextField
            select
            size="small"
            label="Periodo"
            value={type}
            onChange={(event) => setType(event.target.value as RevenueChartType)}
            sx={{ minWidth: 190 }}
          >
            {PERIODS.map((period) => (
              <MenuItem key={period.value} value={period.value}>
                {period.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {body}
      </CardContent>
    </Card>
  );
}
