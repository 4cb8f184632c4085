import type { SoldItemResponse } from '@tecnobazar/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from '../products/seller-test-api';

const noOrders = route('GET', '/sellers/orders', { content: [], totalPages: 0, totalElements: 0 });

function makeSoldItem(n: number, overrides: Partial<SoldItemResponse> = {}): SoldItemResponse {
  return {
    productImage: `/v1/media/demo/keyboards-negro-${n}.webp`,
    productName: `Teclado mecánico ${n}`,
    quantity: n,
    size: 'FREE',
    price: 169900,
    lineTotal: 169900 * n,
    buyerName: 'Laura Pérez',
    orderDate: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

const history = async () => within(await screen.findByRole('region', { name: 'Historial de Ventas' }));

describe('sales history', () => {
  it('shows the sold lines in the spec’s columns, three per page', async () => {
    const items = [1, 2, 3, 4].map((n) => makeSoldItem(n));
    items[1] = makeSoldItem(2, { size: 'M', productImage: null });
    signInAsSeller(noOrders, route('GET', '/sellers/sold-items', items));
    const user = userEvent.setup();
    renderRoute('/seller/orders');

    // The orders to fulfil stay on the page, above the history.
    expect(await screen.findByRole('heading', { name: 'Pedidos', level: 1 })).toBeInTheDocument();
    const section = await history();
    const table = await section.findByRole('table', { name: 'Historial de Ventas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Imagen', 'Producto', 'Cantidad', 'Tamaño', 'Precio']);

    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // 'FREE' (no sizes, as for all hardware) is not shown; a real size is.
    expect(cells(rows()[0] as HTMLElement)).toEqual(['', 'Teclado mecánico 1', '1', '—', '$169.900']);
    expect(within(rows()[0] as HTMLElement).getByRole('img', { name: 'Teclado mecánico 1' })).toHaveAttribute(
      'src',
      '/v1/media/demo/keyboards-negro-1.webp',
    );
    // The line's total, and the unit price it adds up from.
    expect(cells(rows()[1] as HTMLElement)).toEqual([
      '',
      'Teclado mecánico 2',
      '2',
      'M',
      '$339.800$169.900 c/u',
    ]);
    expect(within(rows()[1] as HTMLElement).getByLabelText('Sin imagen')).toBeInTheDocument();

    const previous = section.getByRole('button', { name: 'Anterior' });
    const next = section.getByRole('button', { name: 'Siguiente' });
    expect(section.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(section.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(cells(rows()[0] as HTMLElement)).toEqual([
      '',
      'Teclado mecánico 4',
      '4',
      '—',
      '$679.600$169.900 c/u',
    ]);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(previous);
    expect(within(table).getByText('Teclado mecánico 1')).toBeInTheDocument();
  });

  it('says when nothing was sold yet', async () => {
    signInAsSeller(noOrders, route('GET', '/sellers/sold-items', []));
    renderRoute('/seller/orders');

    const section = await history();
    expect(await section.findByText('No hay ventas registradas.')).toBeInTheDocument();
    expect(section.queryByRole('table')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
  });

  it('shows a failed load in red', async () => {
    signInAsSeller(noOrders, route('GET', '/sellers/sold-items', { message: 'Error interno' }, 500));
    renderRoute('/seller/orders');

    const message = await (await history()).findByText('Error al cargar ventas');
    // MUI's error colour, as the spec asks for red.
    expect(getComputedStyle(message).color).toBe('rgb(211, 47, 47)');
  });

  it('says it is loading until the sales arrive', async () => {
    let answer: (response: Response) => void = () => {};
    signInAsSeller(noOrders, (request) =>
      new URL(request.url).pathname === '/v1/sellers/sold-items'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    renderRoute('/seller/orders');

    const section = await history();
    expect(await section.findByText('Cargando...')).toBeInTheDocument();
    answer(Response.json([makeSoldItem(1)]));
    expect(await section.findByText('Teclado mecánico 1')).toBeInTheDocument();
  });
});
