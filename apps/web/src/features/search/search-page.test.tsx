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
});
