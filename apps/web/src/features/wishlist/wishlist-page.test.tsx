import { screen, waitFor, within } from '@testing-library/react';
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

describe('wishlist: add to cart', () => {
  const keyboard = makeProduct({ id: 1 });
  const shirt = makeProduct({ id: 2, title: 'Camiseta gamer', sizes: ['S', 'M'] });
  const soldOut = makeProduct({ id: 3, title: 'Mouse agotado', in_stock: false, quantity: 0 });
  /** The wishlist card that shows `title`. */
  const card = async (title: string) => within((await screen.findByText(title)).closest('li')!);
  const addsSent = (requests: Request[]) =>
    Promise.all(requests.filter((request) => request.method === 'PUT').map((request) => request.json()));

  it('adds one unit of a product without sizes and says so with a link to the cart', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const requests = stubApi(
      route('GET', '/api/wishlist', { id: 1, products: [keyboard, shirt, soldOut] }),
      route('PUT', '/api/cart/add', { id: 9 }),
    );
    const user = userEvent.setup();
    renderRoute('/wishlist');

    await user.click((await card('Teclado mecánico 1')).getByRole('button', { name: 'Agregar al carrito' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Producto agregado al carrito');
    expect(within(toast).getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/cart');
    expect(await addsSent(requests)).toEqual([{ productId: 1, size: 'FREE', quantity: 1 }]);
    expect((await card('Mouse agotado')).getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
  });

  it('asks for the size of a product sold in sizes and adds the one chosen', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const requests = stubApi(
      route('GET', '/api/wishlist', { id: 1, products: [shirt] }),
      route('PUT', '/api/cart/add', { id: 9 }),
    );
    const user = userEvent.setup();
    renderRoute('/wishlist');

    const shirtCard = await card('Camiseta gamer');
    await user.click(shirtCard.getByRole('button', { name: 'Agregar al carrito' }));
    expect(shirtCard.getByText('Elige una talla')).toBeInTheDocument();
    expect(await addsSent(requests)).toEqual([]);

    await user.click(shirtCard.getByRole('combobox', { name: 'Talla' }));
    await user.click(screen.getByRole('option', { name: 'M' }));
    await user.click(shirtCard.getByRole('button', { name: 'Agregar al carrito' }));

    expect(await screen.findByText('Producto agregado al carrito')).toBeInTheDocument();
    expect(await addsSent(requests)).toEqual([{ productId: 2, size: 'M', quantity: 1 }]);
  });

  it("shows the server's refusal, e.g. the last unit was sold meanwhile", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      route('GET', '/api/wishlist', { id: 1, products: [keyboard] }),
      route('PUT', '/api/cart/add', { message: 'Este producto no está disponible por ahora.' }, 422),
    );
    const user = userEvent.setup();
    renderRoute('/wishlist');

    await user.click((await card('Teclado mecánico 1')).getByRole('button', { name: 'Agregar al carrito' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Este producto no está disponible por ahora.');
  });
});
