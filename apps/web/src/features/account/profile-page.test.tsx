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
