import type { SellerProfile } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeSellerProfile, route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';

const active = makeSellerProfile();
const pending = makeSellerProfile({
  id: 8,
  sellerName: 'Marta Ruiz',
  email: 'marta@example.com',
  mobile: '3109876543',
  gstin: '800765432-3',
  accountStatus: 'PENDING_VERIFICATION',
  businessDetails: { ...active.businessDetails, businessName: 'Componentes Ruiz' },
});

/** The server's sellers, by status; a status change moves the seller. */
function sellersServer(initial: SellerProfile[]) {
  let sellers = initial;
  return [
    route('GET', '/sellers', (request: Request) => {
      const status = new URL(request.url).searchParams.get('status');
      return sellers.filter((s) => s.accountStatus === status);
    }),
    (request: Request) => {
      const match = /^\/v1\/admin\/seller\/(\d+)\/trusted$/.exec(new URL(request.url).pathname);
      if (request.method !== 'PATCH' || !match) return undefined;
      const id = Number(match[1]);
      return request
        .clone()
        .json()
        .then(({ trusted }: { trusted: boolean }) => {
          sellers = sellers.map((s) => (s.id === id ? { ...s, trusted } : s));
          return Response.json(sellers.find((s) => s.id === id));
        });
    },
    (request: Request) => {
      const match = /^\/v1\/admin\/seller\/(\d+)\/status\/(\w+)$/.exec(new URL(request.url).pathname);
      if (request.method !== 'PATCH' || !match) return undefined;
      const id = Number(match[1]);
      const status = match[2] as SellerProfile['accountStatus'];
      sellers = sellers.map((s) => (s.id === id ? { ...s, accountStatus: status } : s));
      return Response.json(sellers.find((s) => s.id === id));
    },
  ];
}

describe('the sellers table', () => {
  it('shows a NIT with its dots, a cédula as such, and says when a tax id kept from before the check is incomplete', async () => {
    const withCc = makeSellerProfile({
      id: 9,
      gstin: '1020304050',
      taxIdType: 'CC',
      sellerName: 'Luisa Peña',
    });
    const legacy = makeSellerProfile({
      id: 10,
      sellerName: 'Tienda Antigua',
      gstin: '900123456-7',
      taxIdType: null,
      dataComplete: { fiscal: false, bank: true },
    });
    signInAsAdmin(...sellersServer([active, withCc, legacy]));
    renderAdminRoute('/admin');

    const table = await screen.findByRole('table', { name: 'Vendedores' });
    const nipOf = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[3]!.textContent;
    expect(nipOf('Andrés Gómez')).toBe('900.123.456-8');
    expect(nipOf('Luisa Peña')).toBe('CC 1.020.304.050');
    expect(nipOf('Tienda Antigua')).toBe('900123456-7Datos fiscales incompletos');
  });

  it('lists the active sellers first, with every column, and lists another status when picked', async () => {
    const requests = signInAsAdmin(...sellersServer([active, pending]));
    const user = userEvent.setup();
    renderAdminRoute('/admin');

    const table = await screen.findByRole('table', { name: 'Vendedores' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Vendedor', 'Correo electrónico', 'Móvil', 'NIP', 'Empresa', 'Estado de la cuenta', 'Acción']);
    expect(rows).toHaveLength(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Andrés Gómez',
      'tienda@example.com',
      '3001234567',
      '900.123.456-8',
      'Hardware Andino S.A.S.',
      'Activa',
    ]);
    expect(callsTo(requests, '/sellers').map((url) => url.searchParams.get('status'))).toEqual(['ACTIVE']);
    expect(
      requests.find((r) => new URL(r.url).pathname === '/v1/sellers')?.headers.get('Authorization'),
    ).toBe('Bearer admin-token');

    await user.click(screen.getByRole('combobox', { name: 'Estado de la cuenta' }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pendiente de verificación',
      'Activa',
      'Suspendida',
      'Desactivada',
      'Bloqueada',
      'Cerrada',
    ]);
    await user.click(options.getByRole('option', { name: 'Pendiente de verificación' }));

    expect(await screen.findByRole('cell', { name: 'Marta Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Andrés Gómez' })).not.toBeInTheDocument();
    expect(callsTo(requests, '/sellers').map((url) => url.searchParams.get('status'))).toEqual([
      'ACTIVE',
      'PENDING_VERIFICATION',
    ]);
  });

  it("changes a seller's status from the row's menu, says so, and the seller leaves the list", async () => {
    const requests = signInAsAdmin(...sellersServer([active]));
    const user = userEvent.setup();
    renderAdminRoute('/admin/sellers');

    expect(await screen.findByRole('heading', { name: 'Vendedores' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Change Status de Andrés Gómez' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suspendida' }));

    expect(await screen.findByText('Estado de Andrés Gómez actualizado a Suspendida')).toBeInTheDocument();
    expect(callsTo(requests, '/admin/seller/7/status/SUSPENDED')).toHaveLength(1);
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(await screen.findByText('No hay vendedores con el estado Activa.')).toBeInTheDocument();
  });

  it('trusts an active shop and stops trusting it, saying so', async () => {
    const requests = signInAsAdmin(...sellersServer([{ ...active, trusted: false }]));
    const user = userEvent.setup();
    renderAdminRoute('/admin/sellers');

    const trust = await screen.findByRole('switch', { name: 'De confianza: Hardware Andino S.A.S.' });
    expect(trust).not.toBeChecked();
    await user.click(trust);
    expect(await screen.findByText('Tienda marcada como de confianza')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'De confianza: Hardware Andino S.A.S.' })).toBeChecked(),
    );
    const [first] = requests.filter((r) => r.method === 'PATCH');
    expect(new URL(first!.url).pathname).toBe('/v1/admin/seller/7/trusted');
    expect(await first!.json()).toEqual({ trusted: true });

    await user.click(screen.getByRole('switch', { name: 'De confianza: Hardware Andino S.A.S.' }));
    expect(await screen.findByText('La tienda ya no es de confianza')).toBeInTheDocument();
    const [, second] = requests.filter((r) => r.method === 'PATCH');
    expect(await second!.json()).toEqual({ trusted: false });
  });

  it('lists the status the address names, keeps a picked status in the address, and flags an unverified e-mail', async () => {
    const unverified = { ...pending, id: 9, sellerName: 'Iván Díaz', emailVerified: false };
    signInAsAdmin(...sellersServer([active, pending, unverified]));
    const user = userEvent.setup();
    const router = renderAdminRoute('/admin/sellers?status=PENDING_VERIFICATION');

    const status = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[5];
    expect(await screen.findByRole('cell', { name: 'Iván Díaz' })).toBeInTheDocument();
    expect(status('Iván Díaz')).toHaveTextContent('Pendiente de verificaciónCorreo sin verificar');
    expect(status('Marta Ruiz')).toHaveTextContent(/^Pendiente de verificación$/);

    await user.click(screen.getByRole('combobox', { name: 'Estado de la cuenta' }));
    await user.click(screen.getByRole('option', { name: 'Activa' }));
    expect(await screen.findByRole('cell', { name: 'Andrés Gómez' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=ACTIVE');
  });

  it('warns that an activated seller who has not verified the e-mail cannot sign in yet', async () => {
    const unverified = { ...pending, emailVerified: false };
    signInAsAdmin(...sellersServer([unverified]));
    const user = userEvent.setup();
    renderAdminRoute('/admin/sellers?status=PENDING_VERIFICATION');

    await user.click(await screen.findByRole('button', { name: 'Change Status de Marta Ruiz' }));
    await user.click(screen.getByRole('menuitem', { name: 'Activa' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Estado de Marta Ruiz actualizado a Activa. Aún no verificó su correo: podrá iniciar sesión cuando lo haga.',
    );
    expect(alert).toHaveClass('MuiAlert-filledWarning');
  });

  it("shows the server's refusal in the red toast", async () => {
    signInAsAdmin(
      route('GET', '/sellers', [active]),
      route('PATCH', '/admin/seller/7/status/BANNED', { message: 'Vendedor no encontrado' }, 404),
    );
    const user = userEvent.setup();
    renderAdminRoute('/admin');

    await user.click(await screen.findByRole('button', { name: 'Change Status de Andrés Gómez' }));
    await user.click(screen.getByRole('menuitem', { name: 'Bloqueada' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Vendedor no encontrado'));
    expect(alert).toHaveClass('MuiAlert-filledError');
  });
});
