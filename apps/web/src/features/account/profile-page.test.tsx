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
