import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

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

  it('starts at page 1 (pageNumber 0); a page click goes to the address and a filter goes back to page 1', async () => {
    const requests = stubApi(route('GET', '/products', page(2, 3)));
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
    await user.click(screen.getByRole('radio', { name: '$100.000 y más' }));
    await waitFor(() => expect(router.state.location.search).toBe('?price=100000-1000000000'));
    const last = callsTo(requests, '/products').at(-1)!;
    expect(last.searchParams.get('pageNumber')).toBe('0');
    expect(last.searchParams.get('price')).toBe('100000-1000000000');

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the first 5 colours, all of them after "Ver más", and 5 again after "Ver menos"', async () => {
    stubApi(route('GET', '/products', page(1)));
    const user = userEvent.setup();
    renderRoute('/products/mice');

    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const colours = () => within(screen.getByRole('group', { name: 'Color' })).getAllByRole('radio');
    expect(colours().map((radio) => radio.getAttribute('value'))).toEqual([
      'Rosado',
      'Verde',
      'Azul',
      'Rojo',
      'Negro',
    ]);

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    // 41 shades, of which two names (Marrón, Beige) repeat: each name is offered once.
    expect(colours()).toHaveLength(39);
    expect(screen.getByRole('radio', { name: 'Transparente' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(colours()).toHaveLength(5);
  });

  it('says so when no product matches', async () => {
    stubApi(route('GET', '/products', page(0)));
    renderRoute('/products/women?color=Oro');

    expect(await screen.findByText('Producto no encontrado para Componentes')).toBeInTheDocument();
  });

  it("shows the server's message when the listing fails", async () => {
    stubApi(route('GET', '/products', { message: 'Color no válido' }, 400));
    renderRoute('/products/women?color=Nada');

    expect(await screen.findByText('Color no válido')).toBeInTheDocument();
  });
});
