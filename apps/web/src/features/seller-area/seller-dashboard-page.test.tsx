import type { RevenueChartResponse, SellerReportResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type Handler, makeProduct, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from './products/seller-test-api';

// The server's report (GET /sellers/report): one keyboard at 169.900 and two mice at 84.950 sold
// 339.800,00 in 3 units. The dashboard shows its figures; it no longer adds up sold items itself.
const report: SellerReportResponse = {
  totalEarnings: 339800,
  totalSales: 3,
  totalRefunds: 99990,
  totalTax: 33980,
  netEarnings: 305820,
  totalOrders: 3,
  canceledOrders: 1,
  totalTransactions: 4,
};
const balance = { available: 120500.5, held: 89991, releases: [], inPayout: 50000, paid: 1899000 };

const daily: RevenueChartResponse = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 23 ? 152910 : 0,
}));
const monthly: RevenueChartResponse = Array.from({ length: 12 }, (_, i) => ({
  date: `2026-${String(i + 1).padStart(2, '0')}`,
  revenue: 0,
}));

/** The dashboard's calls, each overridable by a handler placed before it. */
const dashboardApi = (...handlers: Handler[]) =>
  signInAsSeller(
    ...handlers,
    route('GET', '/sellers/product', [makeProduct()]),
    route('GET', '/sellers/report', report),
    route('GET', '/api/payouts/seller/balance', balance),
    route('GET', '/api/seller/revenue/chart', (request: Request) =>
      new URL(request.url).searchParams.get('type') === 'monthly' ? monthly : daily,
    ),
  );

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('seller dashboard', () => {
  it("shows the server report's earnings with 2 decimals and its sales count, and the balance, after loading", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    dashboardApi((request) =>
      new URL(request.url).pathname === '/v1/sellers/report'
        ? held.then(() => Response.json(report))
        : undefined,
    );
    renderRoute('/seller');

    expect(await screen.findByRole('heading', { name: 'Panel de control' })).toBeInTheDocument();
    expect(card('Ganancias Totales').getByText('Cargando...')).toBeInTheDocument();
    expect(card('Ventas Totales').getByText('Cargando...')).toBeInTheDocument();

    release();
    expect(await card('Ganancias Totales').findByText('$339.800,00')).toBeInTheDocument();
    // The report's count of units sold.
    expect(card('Ventas Totales').getByText('3')).toBeInTheDocument();

    const saldo = card('Saldo');
    expect(await saldo.findByText('$120.500,50')).toBeInTheDocument();
    expect(saldo.getByText('Saldo disponible')).toBeInTheDocument();
    expect(saldo.getByText('Por liberar').nextSibling).toHaveTextContent('$89.991,00');
    expect(saldo.getByText('En proceso de pago')).toBeInTheDocument();
    expect(saldo.getByText('$50.000,00')).toBeInTheDocument();
    expect(saldo.getByText('Pagado')).toBeInTheDocument();
    expect(saldo.getByText('$1.899.000,00')).toBeInTheDocument();
    expect(saldo.getByRole('link', { name: 'Ver pagos' })).toHaveAttribute('href', '/seller/payment');

    // The stock cards are still there, below.
    expect(await screen.findByText('Productos publicados')).toBeInTheDocument();
  });

  it('says in red when the sales cannot be loaded', async () => {
    dashboardApi(route('GET', '/sellers/report', { message: 'Error interno' }, 500));
    renderRoute('/seller');

    await screen.findByRole('region', { name: 'Ganancias Totales' });
    const error = await card('Ganancias Totales').findByText('Error al cargar ventas');
    // MUI's error colour, as the spec asks for red.
    expect(getComputedStyle(error).color).toBe('rgb(211, 47, 47)');
    expect(card('Ventas Totales').getByText('Error al cargar ventas')).toBeInTheDocument();
  });

  it('charts the last 30 days, then the period chosen, and says when a period has no sales', async () => {
    const requests = dashboardApi();
    const user = userEvent.setup();
    renderRoute('/seller');

    const chart = await screen.findByRole('region', { name: 'Ingresos' });
    expect(await within(chart).findByText('Total del periodo: $152.910,00')).toBeInTheDocument();
    expect(callsTo(requests, '/api/seller/revenue/chart').map((url) => url.search)).toEqual(['?type=daily']);

    await user.click(within(chart).getByRole('combobox', { name: 'Periodo' }));
    await user.click(screen.getByRole('option', { name: 'Últimos 12 meses' }));

    expect(await within(chart).findByText('Aún no tienes ventas en este periodo')).toBeInTheDocument();
    expect(callsTo(requests, '/api/seller/revenue/chart').map((url) => url.search)).toEqual([
      '?type=daily',
      '?type=monthly',
    ]);
    await waitFor(() => expect(within(chart).queryByText(/Total del periodo/)).not.toBeInTheDocument());
  });

  it('shows the chart’s error when the revenue cannot be loaded', async () => {
    dashboardApi(route('GET', '/api/seller/revenue/chart', { message: 'Servicio no disponible' }, 500));
    renderRoute('/seller');

    const chart = await screen.findByRole('region', { name: 'Ingresos' });
    expect(await within(chart).findByText('Servicio no disponible')).toBeInTheDocument();
  });
});
