import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminDashboardResponse } from '@tecnobazar/shared';
import { useId } from 'react';
import { formatMoneyShort, formatPrice, MONEY_AXIS_WIDTH } from '@/lib/format-price';
import { dayLabel } from './day-label';

const CHART_HEIGHT = 280;

type DailySales = AdminDashboardResponse['dailySales'];

/**
 * 'Ventas de los últimos 30 días': what buyers paid each day and the platform's commission on it, oldest
 * first. Thirty days without a sale say so instead of drawing empty bars.
 */
export function SalesChart({ days }: { days: DailySales }) {
  const theme = useTheme();
  const titleId = useId();
  const empty = days.every((day) => day.sales === 0 && day.commission === 0);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          Ventas de los últimos 30 días
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Ventas y comisión por día, devoluciones descontadas
        </Typography>
        {empty ? (
          <Box sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography color="text.secondary">Sin ventas en los últimos 30 días</Typography>
          </Box>
        ) : (
          <BarChart
            height={CHART_HEIGHT}
            borderRadius={4}
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            grid={{ horizontal: true }}
            xAxis={[
              {
                scaleType: 'band',
                data: days.map((day) => day.date),
                valueFormatter: (date: string, context) => dayLabel(date, context.location !== 'tick'),
              },
            ]}
            yAxis={[{ width: MONEY_AXIS_WIDTH, valueFormatter: (value: number) => formatMoneyShort(value) }]}
            series={[
              {
                data: days.map((day) => day.sales),
                label: 'Ventas',
                color: theme.palette.primary.main,
                valueFormatter: (value) => (value === null ? '' : formatPrice(value)),
              },
              {
                data: days.map((day) => day.commission),
                label: 'Comisión',
                color: theme.palette.secondary.main,
                valueFormatter: (value) => (value === null ? '' : formatPrice(value)),
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
