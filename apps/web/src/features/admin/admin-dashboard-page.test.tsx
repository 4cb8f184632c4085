import type { AdminDashboardResponse } from '@tecnobazar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeSellerProfile, route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from './admin-test-api';

/** 30 store-local days ending on 24 November 2026, oldest first. */
const days = (sales: (i: number) => number) =>
  Array.from({ length: 30 }, (_, i) => {
    const date = i < 6 ? `2026-10-${String(26 + i)}` : `2026-11-${String(i - 5).padStart(2, '0')}`;
    return { date, sales: sales(i), commission: sales(i) / 10 };
  });

const dashboard = (overrides: Partial<AdminDashboardResponse> = {}): AdminDashboardResponse => ({
  salesToday: 189900,
  sales30Days: 4523000,
  commission30Days: 452300,
  orders30Days: 37,
  ordersToFulfil: 5,
  pendingPayouts: { count: 3, amount: 1250000.5 },
  sellersAwaitingApproval: 2,
  dailySales: days((i) => (i % 3 === 0 ? 150000 : 0)),
  ...overrides,
});

const ZERO: AdminDashboardResponse = {
  salesToday: 0,
  sales30Days: 0,
  commission30Days: 0,
  orders30Days: 0,
  ordersToFulfil: 0,
  pendingPayouts: { count: 0, amount: 0 },
  sellersAwaitingApproval: 0,
  dailySales: days(() => 0),
};

const figure = (title: string) => screen.getByRole('region', { name: title });

describe('the admin dashboard', () => {
  it('shows the figures, with links to the payouts and the sellers, above the sellers table', async () => {
    const requests = signInAsAdmin(
      route('GET', '/admin/dashboard', dashboard()),
      route('GET', '/sellers', [makeSellerProfile()]),
    );
    renderAdminRoute('/admin');

    expect(await screen.findByRole('region', { name: 'Ventas de hoy' })).toHaveTextContent('$189.900');
    expect(figure('Ventas (30 días)')).toHaveTextContent('$4.523.000');
    expect(figure('Comisión (30 días)')).toHaveTextContent('$452.300');
    expect(figure('Pedidos (30 días)')).toHaveTextContent('37');
    expect(figure('Pedidos (30 días)')).toHaveTextContent('5 por enviar');
    expect(figure('Pagos pendientes')).toHaveTextContent('3');
    expect(figure('Pagos pendientes')).toHaveTextContent('$1.250.000,50');
    expect(within(figure('Pagos pendientes')).getByRole('link')).toHaveAttribute('href', '/admin/payouts');
    expect(figure('Vendedores por aprobar')).toHaveTextContent('2');
    expect(within(figure('Vendedores por aprobar')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/sellers?status=PENDING_VERIFICATION',
    );

    const chart = screen.getByRole('region', { name: 'Ventas de los últimos 30 días' });
    expect(within(chart).queryByText('Sin ventas en los últimos 30 días')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Vendedores' })).toBeInTheDocument();
    expect(callsTo(requests, '/admin/dashboard')).toHaveLength(1);
    expect(requests.find((r) => r.url.endsWith('/admin/dashboard'))?.headers.get('Authorization')).toBe(
      'Bearer admin-token',
    );
  });

  it('shows zeros, and says the chart has no sales, when nothing was sold', async () => {
    signInAsAdmin(route('GET', '/admin/dashboard', ZERO), route('GET', '/sellers', []));
    renderAdminRoute('/admin');

    expect(await screen.findByRole('region', { name: 'Ventas de hoy' })).toHaveTextContent('$0');
    expect(figure('Ventas (30 días)')).toHaveTextContent('$0');
    expect(figure('Comisión (30 días)')).toHaveTextContent('$0');
    expect(figure('Pedidos (30 días)')).toHaveTextContent('0 por enviar');
    expect(figure('Pagos pendientes')).toHaveTextContent('$0');
    expect(figure('Vendedores por aprobar')).toHaveTextContent('0');
    const chart = screen.getByRole('region', { name: 'Ventas de los últimos 30 días' });
    expect(within(chart).getByText('Sin ventas en los últimos 30 días')).toBeInTheDocument();
  });

  it('says it is loading, then shows the server’s message when the figures cannot be loaded', async () => {
    let answer: (response: Response) => void = () => {};
    signInAsAdmin(route('GET', '/sellers', []), (request) =>
      new URL(request.url).pathname === '/v1/admin/dashboard'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    renderAdminRoute('/admin');

    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    answer(Response.json({ message: 'Servicio no disponible' }, { status: 500 }));
    const message = await screen.findByText('Servicio no disponible');
    expect(message).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(screen.queryByRole('region', { name: 'Ventas de hoy' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Panel de control' })).toBeInTheDocument();
  });
});
