import type { AuditEntryResponse, AuditPage } from '@tecnobazar/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';

const entry = (overrides: Partial<AuditEntryResponse>): AuditEntryResponse => ({
  id: 1,
  admin: { id: 1, email: 'admin@tecnobazar.local' },
  action: 'seller.status',
  entity: 'seller',
  entityId: '7',
  before: { accountStatus: 'ACTIVE' },
  after: { accountStatus: 'SUSPENDED' },
  entityName: 'Gómez Hardware',
  fieldNames: {},
  date: '2026-11-24T15:30:00.000Z',
  ...overrides,
});

const DEAL = entry({
  id: 2,
  action: 'deal.update',
  entity: 'deal',
  entityId: '3',
  before: { id: 3, discount: 10, category: { id: 5, name: 'Portátiles' } },
  after: { id: 3, discount: 25, category: { id: 5, name: 'Portátiles' } },
  entityName: 'Portátiles',
});

const PAYOUT = entry({
  id: 3,
  action: 'payout.decide',
  entity: 'payout',
  entityId: '12',
  before: { status: 'PENDING' },
  after: { status: 'SUCCESS', amount: 453384, sellerId: 7 },
  entityName: 'Gómez Hardware',
  fieldNames: { sellerId: 'Gómez Hardware' },
});

/** The log's server: 45 records, so three pages; the page and the filters are read from the query. */
function auditServer() {
  return route('GET', '/admin/audit', (request: Request): AuditPage => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 0);
    return {
      content:
        page === 0 ? [entry({}), DEAL, PAYOUT] : [entry({ id: 100 + page, entityId: String(100 + page) })],
      totalPages: 3,
      totalElements: 45,
    };
  });
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Registros de auditoría' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the audit log', () => {
  it('shows who did what, when, on which record, and the values before and after', async () => {
    const requests = signInAsAdmin(auditServer());
    renderAdminRoute('/admin/audit');

    expect(await screen.findByRole('heading', { name: 'Auditoría' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Registros de auditoría' });
    const [seller, deal, payout] = rows();
    const [date, ...rest] = cells(seller!);
    expect(date).toMatch(/2026/);
    expect(date).toMatch(/\d{1,2}:\d{2}/);
    expect(rest).toEqual([
      'admin@tecnobazar.local',
      'Estado de vendedor',
      'Vendedor #7Gómez Hardware',
      'Estado de la cuenta: Activa → Suspendida',
    ]);

    // A deal's change reads field by field, only what changed, and the record is named by its category.
    expect(cells(deal!).slice(1)).toEqual([
      'admin@tecnobazar.local',
      'Oferta actualizada',
      'Oferta #3Portátiles',
      'Descuento (%): 10 → 25',
    ]);
    expect(within(deal!).getAllByRole('cell')[4]!.querySelector('pre')).toBeNull();
    // The seller a payout paid is named beside its id.
    expect(cells(payout!).slice(3)).toEqual([
      'Pago #12Gómez Hardware',
      'Estado: Pendiente → PagadoMonto: $453.384Vendedor: Gómez Hardware (#7)',
    ]);
    expect(screen.getByText('45 registros')).toBeInTheDocument();
    expect(callsTo(requests, '/admin/audit').map((url) => url.search)).toEqual(['?page=0']);
    expect(
      screen
        .getByRole('navigation', { name: 'Menú de administrador' })
        .querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Auditoría');
  });

  it('filters by action and by record, kept in the address, and goes back to the first page', async () => {
    const requests = signInAsAdmin(auditServer());
    const user = userEvent.setup();
    const router = renderAdminRoute('/admin/audit?page=2');

    await screen.findByRole('table', { name: 'Registros de auditoría' });
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Acción' }));
    await user.click(screen.getByRole('option', { name: 'Cupón activado/desactivado' }));
    await screen.findByText('Página 1 de 3');
    expect(router.state.location.search).toBe('?action=coupon.active');

    await user.click(screen.getByRole('combobox', { name: 'Registro' }));
    await user.click(screen.getByRole('option', { name: 'Categorías de inicio' }));
    await screen.findByRole('table', { name: 'Registros de auditoría' });
    expect(router.state.location.search).toBe('?action=coupon.active&entity=home_category');

    await user.click(screen.getByRole('combobox', { name: 'Acción' }));
    await user.click(screen.getByRole('option', { name: 'Todas' }));
    await screen.findByRole('table', { name: 'Registros de auditoría' });
    expect(router.state.location.search).toBe('?entity=home_category');

    expect(callsTo(requests, '/admin/audit').map((url) => url.search)).toEqual([
      '?page=1',
      '?action=coupon.active&page=0',
      '?action=coupon.active&entity=home_category&page=0',
      '?entity=home_category&page=0',
    ]);
  });

  it('pages with Anterior and Siguiente', async () => {
    const requests = signInAsAdmin(auditServer());
    const user = userEvent.setup();
    const router = renderAdminRoute('/admin/audit?entity=seller');

    await screen.findByText('Página 1 de 3');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 3');
    expect(await screen.findByText('Vendedor #101')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?entity=seller&page=2');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Vendedor #102')).toBeInTheDocument();
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Vendedor #101')).toBeInTheDocument();

    expect(callsTo(requests, '/admin/audit').map((url) => url.search)).toEqual([
      '?entity=seller&page=0',
      '?entity=seller&page=1',
      '?entity=seller&page=2',
      '?entity=seller&page=1',
    ]);
  });

  it('says when nothing matches the filters', async () => {
    signInAsAdmin(route('GET', '/admin/audit', { content: [], totalPages: 0, totalElements: 0 }));
    renderAdminRoute('/admin/audit?action=deal.delete');
    expect(await screen.findByText('Ningún registro con estos filtros')).toBeInTheDocument();
  });

  it('shows the server’s message in red when the log cannot be loaded', async () => {
    signInAsAdmin(route('GET', '/admin/audit', { message: 'Demasiadas solicitudes' }, 429));
    renderAdminRoute('/admin/audit');
    expect(await screen.findByText('Demasiadas solicitudes')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });
});
