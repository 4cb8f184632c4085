import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

describe('search', () => {
  it('searches on Enter, keeps the query in the address and shows the results', async () => {
    const requests = stubApi(
      route('GET', '/products/search', (request: Request) =>
        new URL(request.url).searchParams.get('query') === 'procesdor' ? [makeProduct({ id: 3 })] : [],
      ),
    );
    const user = userEvent.setup();
    const router = renderRoute('/search-products');

    expect(await screen.findByText('Search Product Here')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar productos' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search Product...'), 'procesdor{Enter}');

    expect(await screen.findByText('Teclado mecánico 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=procesdor');
    expect(callsTo(requests, '/products/search')).toHaveLength(1);
    expect(screen.queryByText('Search Product Here')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Mostrando resultados para/)).not.toBeInTheDocument();
  });

  it('says which words were searched when the server corrected the query', async () => {
    stubApi((request) =>
      new URL(request.url).pathname === '/v1/products/search'
        ? Response.json([makeProduct({ id: 4 })], {
            headers: { 'X-Searched-For': 'teclado%20mec%C3%A1nico' },
          })
        : undefined,
    );
    renderRoute('/search-products?q=tecaldo');

    expect(await screen.findByText('Teclado mecánico 4')).toBeInTheDocument();
    expect(screen.getByText('Mostrando resultados para "teclado mecánico"')).toBeInTheDocument();
  });

  it('shows the placeholder when nothing matches', async () => {
    stubApi(route('GET', '/products/search', []));
    renderRoute('/search-products?q=xyzzy');

    expect(await screen.findByText('No se encontraron productos para "xyzzy"')).toBeInTheDocument();
    expect(screen.getByText('Search Product Here')).toBeInTheDocument();
    expect(screen.getByLabelText('Search Product...')).toHaveValue('xyzzy');
  });

  it('falls back to the spec text when the search fails without a message', async () => {
    stubApi(() => new Response('', { status: 500 }));
    renderRoute('/search-products?q=teclado');

    await waitFor(() => expect(screen.getByText('Failed to search products')).toBeInTheDocument());
  });

  it('with a PC build open, marks how each result fits it and can keep only the compatible ones', async () => {
    const category = (parentCategoryId: string) => ({
      id: 1,
      categoryId: `${parentCategoryId}_leaf`,
      name: parentCategoryId,
      level: 3,
      parentCategoryId,
    });
    const cpu = makeProduct({
      id: 11,
      title: 'Procesador AMD Ryzen 5 7600X',
      category: category('processors'),
      specs: { socket: 'AM5', tdpW: 105, launchYear: 2022, integratedGraphics: true },
    });
    const am5 = makeProduct({
      id: 12,
      title: 'Placa base B650',
      category: category('motherboards'),
      specs: { socket: 'AM5', launchYear: 2022 },
    });
    const intel = makeProduct({
      id: 13,
      title: 'Placa base Z790',
      category: category('motherboards'),
      specs: { socket: 'LGA1700', launchYear: 2023 },
    });
    const mouse = makeProduct({ id: 14, title: 'Mouse inalámbrico' });
    localStorage.setItem(
      'tb.openBuild',
      JSON.stringify({ name: 'Mi armado', parts: [{ slot: 'cpu', productId: cpu.id, quantity: 1 }] }),
    );
    stubApi(route('GET', '/products/search', [am5, intel, mouse]), route('GET', '/products/11', cpu));
    const user = userEvent.setup();
    renderRoute('/search-products?q=placa');

    const card = (title: string) => screen.getByText(title).closest('li')!;
    expect(await screen.findByText('Compatible con tu armado')).toBeInTheDocument();
    expect(card('Placa base B650')).toHaveTextContent('Compatible con tu armado');
    expect(card('Placa base Z790')).toHaveTextContent('No encaja con tu armado');
    expect(card('Mouse inalámbrico')).not.toHaveTextContent('armado');

    await user.click(screen.getByRole('switch', { name: 'Solo compatibles con tu armado (1)' }));
    await waitFor(() => expect(screen.queryByText('Placa base Z790')).not.toBeInTheDocument());
    expect(screen.getByText('Placa base B650')).toBeInTheDocument();
    expect(screen.queryByText('Mouse inalámbrico')).not.toBeInTheDocument();
  });
});
