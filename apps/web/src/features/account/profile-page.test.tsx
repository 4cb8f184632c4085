import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, route, stubApi } from '@/test/render-route';

const casa = { id: 7, name: 'Casa', address: 'Calle 1', city: 'Cali', state: 'Valle', mobile: '3001112233' };

describe('account profile', () => {
  it('shows the name, e-mail and a missing mobile, and deletes and adds addresses', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    let addresses = [casa];
    const requests = stubApi(
      route('GET', '/api/users/profile', {
        id: 1,
        fullName: 'Ana Gómez',
        email: 'ana@example.com',
        mobile: null,
        role: 'ROLE_CUSTOMER',
      }),
      route('GET', '/api/users/addresses', () => addresses),
      route('DELETE', '/api/users/addresses/7', () => {
        addresses = [];
        return { message: 'Dirección eliminada', id: 7 };
      }),
      route(
        'POST',
        '/api/users/addresses',
        () => {
          addresses = [{ ...casa, id: 8, name: 'Oficina' }];
          return addresses[0];
        },
        201,
      ),
    );
    const user = userEvent.setup();
    renderRoute('/account/profile');

    const details = within(await screen.findByRole('region', { name: 'Datos personales' }));
    expect(await details.findByText('Ana Gómez')).toBeInTheDocument();
    expect(details.getByText('ana@example.com')).toBeInTheDocument();
    expect(details.getByText('no proporcionado')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Eliminar la dirección de Casa' }));
    expect(await screen.findByText('Aún no tienes direcciones guardadas.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    await user.type(screen.getByLabelText('Nombre'), 'Oficina');
    await user.type(screen.getByLabelText('Dirección'), 'Calle 1');
    await user.type(screen.getByLabelText('Ciudad'), 'Cali');
    await user.type(screen.getByLabelText('Departamento'), 'Valle');
    await user.type(screen.getByLabelText('Móvil'), '3001112233');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

    expect(
      await screen.findByRole('button', { name: 'Eliminar la dirección de Oficina' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});

describe('profile edit', () => {
  const ana = { id: 1, fullName: 'Ana Gómez', email: 'ana@example.com', mobile: null, role: 'ROLE_CUSTOMER' };

  it('saves a new name and mobile, shows them with a toast, and the header greets the new name', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const requests = stubApi(
      route('GET', '/api/users/profile', ana),
      route('GET', '/api/users/addresses', []),
      route('PATCH', '/api/users/profile', { ...ana, fullName: 'Lucía Fernández', mobile: '3001234567' }),
    );
    const user = userEvent.setup();
    renderRoute('/account/profile');

    const details = within(await screen.findByRole('region', { name: 'Datos personales' }));
    await user.click(await details.findByRole('button', { name: 'Editar' }));
    const name = details.getByLabelText('Nombre');
    expect(name).toHaveValue('Ana Gómez');
    await user.clear(name);
    await user.type(name, 'Lucía Fernández');
    await user.type(details.getByLabelText('Móvil'), 'llámame');
    await user.click(details.getByRole('button', { name: 'Guardar' }));
    expect(await details.findByText('Número de móvil no válido')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);

    await user.clear(details.getByLabelText('Móvil'));
    await user.type(details.getByLabelText('Móvil'), '3001234567');
    await user.click(details.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Perfil actualizado con éxito')).toBeInTheDocument();
    expect(await details.findByText('Lucía Fernández')).toBeInTheDocument();
    expect(details.getByText('3001234567')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lucía' })).toBeInTheDocument();
    const [patch] = requests.filter((request) => request.method === 'PATCH');
    expect(await patch!.json()).toEqual({ fullName: 'Lucía Fernández', mobile: '3001234567' });
  });

  it("shows the server's refusal in a toast and keeps the form open", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      route('GET', '/api/users/profile', ana),
      route('GET', '/api/users/addresses', []),
      route('PATCH', '/api/users/profile', { message: 'Número de móvil no válido' }, 400),
    );
    const user = userEvent.setup();
    renderRoute('/account/profile');

    const details = within(await screen.findByRole('region', { name: 'Datos personales' }));
    await user.click(await details.findByRole('button', { name: 'Editar' }));
    await user.click(details.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Número de móvil no válido');
    expect(details.getByLabelText('Nombre')).toHaveValue('Ana Gómez');
  });
});

describe('mail preferences', () => {
  const preferences = (off: string[]) => ({
    preferences: [
      { kind: 'ORDER_CONFIRMED', label: 'Pedido confirmado', description: 'Cuando el vendedor confirma.' },
      { kind: 'ORDER_SHIPPED', label: 'Pedido enviado', description: 'Cuando tu pedido sale.' },
    ].map((p) => ({ ...p, enabled: !off.includes(p.kind) })),
  });

  it('turns an optional mail off and on again, saving each switch at once', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    let off: string[] = ['ORDER_SHIPPED'];
    const requests = stubApi(
      route('GET', '/api/users/profile', {
        id: 1,
        fullName: 'Ana',
        email: 'a@x.co',
        mobile: null,
        role: 'ROLE_CUSTOMER',
      }),
      route('GET', '/api/users/addresses', []),
      route('GET', '/api/users/mail-preferences', () => preferences(off)),
      (request) =>
        request.method === 'PUT' && request.url.endsWith('/v1/api/users/mail-preferences')
          ? request.json().then(({ kind, enabled }) => {
              off = enabled ? off.filter((k) => k !== kind) : [...off, kind];
              return Response.json(preferences(off));
            })
          : undefined,
    );
    const user = userEvent.setup();
    renderRoute('/account/profile');

    const mails = within(await screen.findByRole('region', { name: 'Correos que recibes' }));
    expect(
      mails.getByText(
        /Los correos de tus compras, cancelaciones, reembolsos y devoluciones te llegan siempre/,
      ),
    ).toBeInTheDocument();
    const confirmed = await mails.findByRole('switch', { name: /Pedido confirmado/ });
    const shipped = mails.getByRole('switch', { name: /Pedido enviado/ });
    expect(confirmed).toBeChecked();
    expect(shipped).not.toBeChecked();

    await user.click(confirmed);
    await waitFor(() => expect(confirmed).not.toBeChecked());
    expect(await screen.findByText('Preferencias de correo guardadas')).toBeInTheDocument();
    await user.click(shipped);
    await waitFor(() => expect(shipped).toBeChecked());

    const puts = requests.filter((r) => r.method === 'PUT');
    expect(await Promise.all(puts.map((r) => r.json()))).toEqual([
      { kind: 'ORDER_CONFIRMED', enabled: false },
      { kind: 'ORDER_SHIPPED', enabled: true },
    ]);
  });

  it('keeps the switch as saved and says why when the server refuses', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      route('GET', '/api/users/profile', {
        id: 1,
        fullName: 'Ana',
        email: 'a@x.co',
        mobile: null,
        role: 'ROLE_CUSTOMER',
      }),
      route('GET', '/api/users/addresses', []),
      route('GET', '/api/users/mail-preferences', preferences([])),
      route('PUT', '/api/users/mail-preferences', { message: 'Tipo de correo no válido' }, 400),
    );
    const user = userEvent.setup();
    renderRoute('/account/profile');

    const confirmed = await screen.findByRole('switch', { name: /Pedido confirmado/ });
    await user.click(confirmed);
    expect(await screen.findByText('Tipo de correo no válido')).toBeInTheDocument();
    expect(confirmed).toBeChecked();
  });
});
