import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from './admin-test-api';

const MENU: [label: string, href: string][] = [
  ['Panel de control', '/admin'],
  ['Cupones', '/admin/coupon'],
  ['Agregar nuevo cupón', '/admin/add-coupon'],
  ['Página de inicio', '/admin/home-grid'],
  ['Vendedores', '/admin/sellers'],
  ['Aprobación de productos', '/admin/product-approval'],
  ['Ofertas', '/admin/deals'],
  ['Categorías electrónicas', '/admin/electronics-category'],
  ['Pagos', '/admin/payouts'],
  ['Comisiones', '/admin/commissions'],
  ['Reseñas', '/admin/reviews'],
  ['Devoluciones', '/admin/returns'],
  ['Auditoría', '/admin/audit'],
  ['Verificación en dos pasos', '/admin/security'],
];

const menu = () => screen.findByRole('navigation', { name: 'Menú de administrador' });

describe('the admin area frame', () => {
  it("lists the spec's entries, then ours, then security and sign-out; the current page is highlighted", async () => {
    signInAsAdmin(route('GET', '/sellers', []));
    renderAdminRoute('/admin');

    const nav = within(await menu());
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      MENU,
    );
    expect(nav.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Panel de control' })).toHaveAttribute('aria-current', 'page');
    // The store's header is not shown in the admin area.
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    expect(screen.getByText('Administrador TecnoBazar')).toBeInTheDocument();
  });

  it('moves the highlight with the page', async () => {
    signInAsAdmin(
      route('GET', '/sellers', []),
      route('GET', '/api/coupons/admin/all', []),
      route('GET', '/admin/audit', { content: [], totalPages: 0, totalElements: 0 }),
    );
    const user = userEvent.setup();
    const router = renderAdminRoute('/admin');

    const nav = within(await menu());
    await user.click(nav.getByRole('link', { name: 'Auditoría' }));
    expect(await screen.findByRole('heading', { name: 'Auditoría' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/audit');
    expect(nav.getByRole('link', { name: 'Auditoría' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Panel de control' })).not.toHaveAttribute('aria-current');

    await user.click(nav.getByRole('link', { name: 'Cupones' }));
    expect(await screen.findByRole('heading', { name: 'Cupones' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Cupones' })).toHaveAttribute('aria-current', 'page');
  });

  it('signs out to the store', async () => {
    signInAsAdmin(route('GET', '/sellers', []));
    const user = userEvent.setup();
    const router = renderAdminRoute('/admin');

    await user.click(within(await menu()).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});
