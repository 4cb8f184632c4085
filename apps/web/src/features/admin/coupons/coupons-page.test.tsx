import type { AdminCouponResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';

const coupon = (overrides: Partial<AdminCouponResponse>): AdminCouponResponse => ({
  id: 1,
  code: 'VERANO10',
  discountPercentage: 10,
  validityStartDate: '2026-03-01',
  validityEndDate: '2026-03-31',
  minimumOrderValue: 50000,
  active: true,
  timesUsed: 0,
  expired: false,
  ...overrides,
});
const COUPONS = [
  // Its last day is over (the server says so, in the store's time zone), though it is still switched on.
  coupon({ timesUsed: 12, expired: true }),
  coupon({ id: 2, code: 'INVIERNO25', discountPercentage: 25, active: false }),
];

/** The server's coupons; a delete removes one, a PATCH …/active switches one. */
function couponsServer() {
  let coupons = COUPONS;
  return [
    route('GET', '/api/coupons/admin/all', () => coupons),
    (request: Request) => {
      const match = /^\/v1\/api\/coupons\/admin\/(\d+)\/active$/.exec(new URL(request.url).pathname);
      if (request.method !== 'PATCH' || !match) return undefined;
      const id = Number(match[1]);
      return request.json().then(({ active }: { active: boolean }) => {
        coupons = coupons.map((c) => (c.id === id ? { ...c, active } : c));
        const { timesUsed: _, expired: __, ...updated } = coupons.find((c) => c.id === id)!;
        return Response.json(updated);
      });
    },
    (request: Request) => {
      const match = /^\/v1\/api\/coupons\/admin\/delete\/(\d+)$/.exec(new URL(request.url).pathname);
      if (request.method !== 'DELETE' || !match) return undefined;
      const id = Number(match[1]);
      coupons = coupons.filter((c) => c.id !== id);
      return Response.json({ message: 'Cupón eliminado', id });
    },
  ];
}

const codes = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the coupon list', () => {
  it('shows every column and filters by status', async () => {
    signInAsAdmin(...couponsServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/coupon');

    const table = await screen.findByRole('table', { name: 'Cupones' });
    expect(
      within(within(table).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual([
      'VERANO10',
      '1 de marzo de 2026',
      '31 de marzo de 2026Vencido',
      '$50.000',
      '10%',
      '12',
      'Active',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Código de cupón',
      'Fecha de inicio',
      'Fecha de finalización',
      'Valor mínimo del pedido',
      'Descuento',
      'Usos',
      'Estado',
      'Eliminar',
    ]);
    expect(within(within(table).getAllByRole('row')[2]!).getAllByRole('cell')[5]).toHaveTextContent('0');
    expect(codes(table)).toEqual(['VERANO10', 'INVIERNO25']);
    expect(
      screen
        .getByRole('navigation', { name: 'Menú de administrador' })
        .querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Cupones');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Deactive' }));
    expect(codes(screen.getByRole('table', { name: 'Cupones' }))).toEqual(['INVIERNO25']);

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    expect(codes(screen.getByRole('table', { name: 'Cupones' }))).toEqual(['VERANO10']);

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Todos' }));
    expect(codes(screen.getByRole('table', { name: 'Cupones' }))).toEqual(['VERANO10', 'INVIERNO25']);
  });

  it('deletes a coupon after confirming, and cancelling deletes nothing', async () => {
    const requests = signInAsAdmin(...couponsServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/coupon');

    await user.click(await screen.findByRole('button', { name: 'Eliminar cupón INVIERNO25' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(requests, '/api/coupons/admin/delete/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar cupón INVIERNO25' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Eliminar el cupón?' }));
    expect(dialog.getByText(/INVIERNO25/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Cupón eliminado')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'DELETE');
    expect(new URL(sent!.url).pathname).toBe('/v1/api/coupons/admin/delete/2');
    expect(sent?.headers.get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() => expect(codes(screen.getByRole('table', { name: 'Cupones' }))).toEqual(['VERANO10']));
  });

  it('switches a coupon off and on, with a toast each time', async () => {
    const requests = signInAsAdmin(...couponsServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/coupon');

    const verano = await screen.findByRole('switch', { name: 'Cupón VERANO10 activo' });
    expect(verano).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Cupón INVIERNO25 activo' })).not.toBeChecked();

    await user.click(verano);
    expect(await screen.findByText('Cupón desactivado')).toBeInTheDocument();
    const patches = () => requests.filter((r) => r.method === 'PATCH');
    expect(new URL(patches()[0]!.url).pathname).toBe('/v1/api/coupons/admin/1/active');
    expect(await patches()[0]!.json()).toEqual({ active: false });
    expect(patches()[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Cupón VERANO10 activo' })).not.toBeChecked(),
    );
    const verRow = screen.getByRole('cell', { name: 'VERANO10' }).closest('tr')!;
    expect(within(verRow).getByText('Deactive')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Cupón INVIERNO25 activo' }));
    expect(await screen.findByText('Cupón activado')).toBeInTheDocument();
    expect(new URL(patches()[1]!.url).pathname).toBe('/v1/api/coupons/admin/2/active');
    expect(await patches()[1]!.json()).toEqual({ active: true });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Cupón INVIERNO25 activo' })).toBeChecked(),
    );
    // The list was asked for again after each switch.
    expect(callsTo(requests, '/api/coupons/admin/all')).toHaveLength(3);
  });

  it("shows the server's message when a coupon cannot be switched", async () => {
    signInAsAdmin(route('GET', '/api/coupons/admin/all', COUPONS), (request) =>
      request.method === 'PATCH'
        ? Response.json({ message: 'Cupón no encontrado' }, { status: 404 })
        : undefined,
    );
    const user = userEvent.setup();
    renderAdminRoute('/admin/coupon');

    await user.click(await screen.findByRole('switch', { name: 'Cupón VERANO10 activo' }));
    expect(await screen.findByText('Cupón no encontrado')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Cupón VERANO10 activo' })).toBeChecked();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    signInAsAdmin(route('GET', '/api/coupons/admin/all', { message: 'Acceso denegado' }, 403));
    renderAdminRoute('/admin/coupon');
    expect(await screen.findByText('Acceso denegado')).toBeInTheDocument();
  });
});
