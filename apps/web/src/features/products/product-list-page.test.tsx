import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

/** Keyboards' facets as the server counts them: brand, format, the colours present and price ranges. */
const keyboardFacets = {
  specs: [
    {
      key: 'brand',
      label: 'Marca',
      values: [
        { value: 'Logitech', count: 7 },
        { value: 'Redragon', count: 4 },
      ],
    },
    {
      key: 'format',
      label: 'Formato',
      values: [
        { value: 'TKL', count: 6 },
        { value: 'Completo', count: 5 },
      ],
    },
  ],
  colors: ['Negro', 'Blanco', 'Gris', 'Rosado', 'Azul', 'Rojo', 'Verde'].map((value, i) => ({
    value,
    count: 9 - i,
  })),
  priceRanges: [
    { min: 0, max: 100000, count: 3 },
    { min: 100000, max: 250000, count: 5 },
    { min: 250000, max: null, count: 3 },
  ],
};
const facets = route('GET', '/products/facets', keyboardFacets);

const page = (count: number, totalPages = 1) => ({
  content: Array.from({ length: count }, (_, index) => makeProduct({ id: index + 1 })),
  totalPages,
  totalElements: count * totalPages,
});

describe('category listing', () => {
  it('sends the filters, sort and page from the address, the page zero-based', async () => {
    const requests = stubApi(route('GET', '/products', page(2, 3)));
    renderRoute('/products/women?color=Negro&price=100000-1000000000&discount=20&sort=price_high&page=2');

    expect(await screen.findByRole('heading', { name: 'Componentes' })).toBeInTheDocument();
    expect(await screen.findByText('Teclado mecánico 1')).toBeInTheDocument();
    const [url] = callsTo(requests, '/products');
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      category: 'women',
      color: 'Negro',
      price: '100000-1000000000',
      minDiscount: '20',
      sort: 'price_high',
      pageNumber: '1',
    });
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("filters by a deal's percentage from its tile's link and shows it chosen, though it is not one of the usual minimums", async () => {
    const requests = stubApi(facets, route('GET', '/products', page(1)));
    const user = userEvent.setup();
    renderRoute('/products/ram_ddr5?discount=35');

    expect(await screen.findByText('Teclado mecánico 1')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(requests, '/products')[0]!.searchParams)).toMatchObject({
      category: 'ram_ddr5',
      minDiscount: '35',
    });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const radios = screen
      .getAllByRole('radio', { name: /% y más$/ })
      .map((radio) => radio.getAttribute('value'));
    expect(radios).toEqual(['10', '20', '30', '35', '40', '50', '60', '70', '80']);
    expect(screen.getByRole('radio', { name: '35% y más' })).toBeChecked();
  });

  it('starts at page 1 (pageNumber 0); a page click goes to the address and a filter goes back to page 1', async () => {
    const requests = stubApi(facets, route('GET', '/products', page(2, 3)));
    const user = userEvent.setup();
    const router = renderRoute('/products/keyboards');

    await screen.findByText('Teclado mecánico 2');
    expect(callsTo(requests, '/products')[0]?.searchParams.get('pageNumber')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Ir a la página 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() =>
      expect(callsTo(requests, '/products').at(-1)?.searchParams.get('pageNumber')).toBe('2'),
    );

    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    // The ranges come from the category's prices, each with its count.
    expect(screen.getByRole('radio', { name: 'Menos de $100.000 (3)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '$100.000 - $250.000 (5)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '$250.000 y más (3)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?price=250000-1000000000'));
    const last = callsTo(requests, '/products').at(-1)!;
    expect(last.searchParams.get('pageNumber')).toBe('0');
    expect(last.searchParams.get('price')).toBe('250000-1000000000');
    // The counts follow the filters: the facets are asked again with the same ones.
    await waitFor(() =>
      expect(callsTo(requests, '/products/facets').at(-1)?.searchParams.get('price')).toBe(
        '250000-1000000000',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("offers the category's key specifications with counts; several values of one attribute go in the address", async () => {
    const requests = stubApi(facets, route('GET', '/products', page(2)));
    const user = userEvent.setup();
    const router = renderRoute('/products/keyboards');

    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const brand = within(await screen.findByRole('group', { name: 'Marca' }));
    await user.click(brand.getByRole('checkbox', { name: 'Logitech (7)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?spec.brand=Logitech'));
    await user.click(brand.getByRole('checkbox', { name: 'Redragon (4)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?spec.brand=Logitech%2CRedragon'));
    await waitFor(() =>
      expect(callsTo(requests, '/products').at(-1)?.searchParams.get('spec.brand')).toBe('Logitech,Redragon'),
    );
    expect(callsTo(requests, '/products/facets').at(-1)?.searchParams.get('spec.brand')).toBe(
      'Logitech,Redragon',
    );
    await user.click(brand.getByRole('checkbox', { name: 'Logitech (7)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?spec.brand=Redragon'));
  });

  it('with a PC build open, counts how each product fits it and keeps the compatible ones', async () => {
    localStorage.setItem(
      'tb.openBuild',
      JSON.stringify({ name: 'Mi armado', parts: [{ slot: 'cpu', productId: 52, quantity: 1 }] }),
    );
    const fit = [
      { value: 'compatible', count: 3 },
      { value: 'unchecked', count: 0 },
      { value: 'warning', count: 4 },
    ];
    const requests = stubApi(
      route('GET', '/products/facets', { ...keyboardFacets, fit }),
      route('GET', '/products', page(3)),
    );
    const user = userEvent.setup();
    const router = renderRoute('/products/motherboards');

    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const group = within(await screen.findByRole('group', { name: 'Compatible con tu armado' }));
    expect(group.getByRole('checkbox', { name: 'No encaja (4)' })).not.toBeChecked();
    expect(group.getByRole('link', { name: 'Ver mi armado' })).toHaveAttribute('href', '/armar-pc');
    await user.click(group.getByRole('checkbox', { name: 'Compatible (3)' }));

    await waitFor(() => expect(router.state.location.search).toBe('?fit=compatible'));
    await waitFor(() =>
      expect(callsTo(requests, '/products').at(-1)?.searchParams.get('fit')).toBe('compatible'),
    );
    const listing = callsTo(requests, '/products').at(-1)!;
    expect(listing.searchParams.get('build')).toBe('52');
    expect(callsTo(requests, '/products/facets').at(-1)?.searchParams.get('build')).toBe('52');
  });

  it('sends no build without one open, and no fit filter either', async () => {
    const requests = stubApi(facets, route('GET', '/products', page(1)));
    renderRoute('/products/motherboards?fit=compatible');
    expect(await screen.findByText('Teclado mecánico 1')).toBeInTheDocument();
    const [url] = callsTo(requests, '/products');
    expect(url!.searchParams.has('build')).toBe(false);
    expect(url!.searchParams.has('fit')).toBe(false);
  });

  it('shows only the colours present, 6 first and the rest after "Ver más"', async () => {
    stubApi(facets, route('GET', '/products', page(1)));
    const user = userEvent.setup();
    renderRoute('/products/keyboards');

    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const colours = () => within(screen.getByRole('group', { name: 'Color' })).getAllByRole('radio');
    await waitFor(() => expect(colours()).toHaveLength(6));
    expect(screen.getByRole('radio', { name: 'Negro (9)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(colours()).toHaveLength(7);
    expect(screen.queryByRole('radio', { name: /Transparente/ })).not.toBeInTheDocument();
  });

  it('offers no colour filter where the category has none', async () => {
    stubApi(
      route('GET', '/products/facets', { ...keyboardFacets, colors: [] }),
      route('GET', '/products', page(1)),
    );
    const user = userEvent.setup();
    renderRoute('/products/processors');
    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    await screen.findByRole('group', { name: 'Marca' });
    expect(screen.queryByRole('group', { name: 'Color' })).not.toBeInTheDocument();
  });

  it('says so when no product matches', async () => {
    stubApi(route('GET', '/products', page(0)));
    renderRoute('/products/women?color=Oro');

    expect(await screen.findByText('Producto no encontrado para Componentes')).toBeInTheDocument();
  });

  it('says which pages there are when the address asks for one past the last, and goes back to the first', async () => {
    const requests = stubApi(
      route('GET', '/products', (request: Request) =>
        new URL(request.url).searchParams.get('pageNumber') === '98'
          ? { content: [], totalPages: 5, totalElements: 52 }
          : page(12, 5),
      ),
    );
    const user = userEvent.setup();
    const router = renderRoute('/products/women?page=99');

    expect(
      await screen.findByText('La página 99 no existe: Componentes tiene 5 páginas.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Producto no encontrado para Componentes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la primera página' }));
    expect(await screen.findByText('Teclado mecánico 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(callsTo(requests, '/products').map((url) => url.searchParams.get('pageNumber'))).toEqual([
      '98',
      '0',
    ]);
  });

  it('is the not-found page for a category the catalogue does not have, and asks nothing', async () => {
    const requests = stubApi();
    renderRoute('/products/no_such_cat');

    expect(await screen.findByRole('heading', { name: 'Página No Encontrada' })).toBeInTheDocument();
    expect(callsTo(requests, '/products')).toHaveLength(0);
    expect(callsTo(requests, '/products/facets')).toHaveLength(0);
  });

  it("shows the server's message when the listing fails", async () => {
    stubApi(route('GET', '/products', { message: 'Color no válido' }, 400));
    renderRoute('/products/women?color=Nada');

    expect(await screen.findByText('Color no válido')).toBeInTheDocument();
  });
});
