import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

describe('wishlist', () => {
  it('sends a visitor to the login page', async () => {
    stubApi();
    const router = renderRoute('/wishlist');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the empty state', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(route('GET', '/api/wishlist', { id: 1, products: [] }));
    renderRoute('/wishlist');

    expect(await screen.findByText('Vaya, se siente tan ligero!')).toBeInTheDocument();
    expect(
      screen.getByText('No hay nada en tu lista de deseos, agreguemos algunos artículos.'),
    ).toBeInTheDocument();
  });

  it('lists the products with their count and removes one through the toggle', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const kept = makeProduct({ id: 1 });
    const removed = makeProduct({ id: 2 });
    const requests = stubApi(
      route('GET', '/api/wishlist', { id: 1, products: [kept, removed] }),
      route('POST', '/api/wishlist/add-product/2', { id: 1, products: [kept] }),
    );
    const user = userEvent.setup();
    renderRoute('/wishlist');

    expect(await screen.findByRole('heading', { name: 'Mi lista de deseos' })).toBeInTheDocument();
    expect(screen.getByText('2 productos')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Quitar de la lista de deseos' });
    expect(buttons).toHaveLength(2);

    await user.click(buttons[1]!);

    await waitFor(() => expect(screen.queryByText('Teclado mecánico 2')).not.toBeInTheDocument());
    expect(screen.getByText('1 producto')).toBeInTheDocument();
    const toggle = requests.find((request) => request.method === 'POST');
    expect(toggle?.headers.get('Authorization')).toBe('Bearer shopper-token');
    // The answer replaces the cached list: no second read.
    expect(requests.filter((request) => new URL(request.url).pathname === '/v1/api/wishlist')).toHaveLength(
      1,
    );
  });
});
