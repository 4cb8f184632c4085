import type { ProductResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  type Handler,
  makeProduct,
  makeSellerProfile,
  renderRoute,
  route,
  stubApi,
} from '@/test/render-route';

const signedInSeller = (...handlers: Handler[]) =>
  stubApi(
    route('GET', '/sellers/profile', makeSellerProfile()),
    route('GET', '/api/users/profile', { message: 'Acceso denegado' }, 403),
    ...handlers,
  );

const teclado = makeProduct({ id: 1, title: 'Teclado mecánico', quantity: 14 });
const mouse = makeProduct({ id: 2, title: 'Mouse inalámbrico', quantity: 3 });
const monitor = makeProduct({ id: 3, title: 'Monitor curvo', quantity: 0, in_stock: false });

describe('seller inventory', () => {
  beforeEach(() => localStorage.setItem('jwt', 'seller-token'));

  it('shows each product with its units, highlights low stock and filters the sold-out ones', async () => {
    signedInSeller(route('GET', '/sellers/product', [teclado, mouse, monitor]));
    const user = userEvent.setup();
    const router = renderRoute('/seller/invetory');

    const list = await screen.findByRole('list', { name: 'Inventario' });
    expect(screen.getByText('3 productos, 1 agotado')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const tecladoRow = within(screen.getByRole('listitem', { name: 'Teclado mecánico' }));
    expect(tecladoRow.getByLabelText('Cantidad de Teclado mecánico')).toHaveValue(14);
    expect(tecladoRow.getByText('En existencia')).toBeInTheDocument();
    expect(tecladoRow.queryByText('Stock bajo')).not.toBeInTheDocument();
    expect(tecladoRow.getByRole('link', { name: 'Teclado mecánico' })).toHaveAttribute(
      'href',
      '/seller/update-product/1',
    );
    expect(tecladoRow.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    const mouseRow = within(screen.getByRole('listitem', { name: 'Mouse inalámbrico' }));
    expect(mouseRow.getByLabelText('Cantidad de Mouse inalámbrico')).toHaveValue(3);
    expect(mouseRow.getByText('Stock bajo')).toBeInTheDocument();

    // Sold out is not "low": it has its own state.
    const monitorRow = within(screen.getByRole('listitem', { name: 'Monitor curvo' }));
    expect(monitorRow.getByText('Agotado')).toBeInTheDocument();
    expect(monitorRow.queryByText('Stock bajo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Solo agotados' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem', { name: 'Monitor curvo' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?agotados=1');
  });

  it('opens filtered from ?agotados=1 and says when nothing is sold out', async () => {
    signedInSeller(route('GET', '/sellers/product', [teclado]));
    renderRoute('/seller/invetory?agotados=1');

    expect(await screen.findByText('No tienes productos agotados')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Solo agotados' })).toBeChecked();
    expect(screen.getByText('1 producto, 0 agotados')).toBeInTheDocument();
  });

  it('invites a seller without products to add one', async () => {
    signedInSeller(route('GET', '/sellers/product', []));
    renderRoute('/seller/invetory');

    expect(await screen.findByText('Aún no tienes productos')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Agregar Producto' })).toHaveAttribute(
      'href',
      '/seller/add-product',
    );
  });

  it('saves a quantity with Enter, refuses an invalid one, and shows why a product cannot go in stock', async () => {
    let products: ProductResponse[] = [mouse, monitor];
    const requests = signedInSeller(
      route('GET', '/sellers/product', () => products),
      route('PATCH', '/sellers/product/2', () => {
        products = [{ ...mouse, quantity: 12 }, monitor];
        return products[0];
      }),
      route(
        'PATCH',
        '/sellers/product/3/stock',
        {
          message:
            'El producto no tiene unidades: indica la cantidad en Inventario para ponerlo en existencia',
        },
        409,
      ),
    );
    const user = userEvent.setup();
    renderRoute('/seller/invetory');

    const quantity = await screen.findByLabelText('Cantidad de Mouse inalámbrico');
    const mouseRow = within(screen.getByRole('listitem', { name: 'Mouse inalámbrico' }));
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    await user.click(mouseRow.getByRole('button', { name: 'Guardar' }));
    expect(await mouseRow.findByText('La cantidad debe ser un número entero')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '-1');
    expect(await mouseRow.findByText('La cantidad no puede ser negativa')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '12{Enter}');
    expect(await screen.findByText('Inventario actualizado')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch && new URL(patch.url).pathname).toBe('/v1/sellers/product/2');
    expect(await patch?.json()).toEqual({ quantity: 12 });
    await waitFor(() => expect(mouseRow.queryByText('Stock bajo')).not.toBeInTheDocument());
    expect(mouseRow.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(callsTo(requests, '/sellers/product').length).toBeGreaterThan(1);

    const monitorRow = within(screen.getByRole('listitem', { name: 'Monitor curvo' }));
    await user.click(monitorRow.getByRole('button', { name: 'Poner en existencia' }));
    expect(
      await screen.findByText(
        'El producto no tiene unidades: indica la cantidad en Inventario para ponerlo en existencia',
      ),
    ).toBeInTheDocument();
  });
});
