import type { ProductResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type Handler, makeProduct, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from './seller-test-api';

const rowOf = (title: string) => {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};

/** The seller's products as the server keeps them: the stock switch flips, a product without units refuses. */
function productsServer(initial: ProductResponse[]) {
  const products = [...initial];
  const idIn = (request: Request) => Number(new URL(request.url).pathname.split('/')[4]);
  const stock: Handler = (request) => {
    if (request.method !== 'PATCH' || !request.url.endsWith('/stock')) return undefined;
    const index = products.findIndex((p) => p.id === idIn(request));
    const product = products[index]!;
    if (product.quantity === 0)
      return Response.json(
        {
          message:
            'El producto no tiene unidades: indica la cantidad en Inventario para ponerlo en existencia',
        },
        { status: 409 },
      );
    products[index] = { ...product, in_stock: !product.in_stock };
    return Response.json(products[index]);
  };
  const remove: Handler = (request) => {
    if (request.method !== 'DELETE') return undefined;
    products.splice(
      products.findIndex((p) => p.id === idIn(request)),
      1,
    );
    return Response.json({ message: 'Producto eliminado', archived: false });
  };
  return [route('GET', '/sellers/product', () => products), stock, remove];
}

describe('the seller products table', () => {
  it('shows the columns and three products per page, with Anterior and Siguiente', async () => {
    signInAsSeller(...productsServer(Array.from({ length: 7 }, (_, i) => makeProduct({ id: i + 1 }))));
    const user = userEvent.setup();
    const router = renderRoute('/seller/products');

    expect(await screen.findByRole('heading', { name: 'Productos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Productos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Imagen',
      'Título',
      'Precio Sugerido',
      'Precio de Venta',
      'Color',
      'Actualizar Stock',
      'Actualizar',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const first = rowOf('Teclado mecánico 1');
    expect(first.getByText('$219.900')).toBeInTheDocument();
    expect(first.getByText('$169.900')).toBeInTheDocument();
    expect(first.getByText('Negro')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Teclado mecánico 1, imagen 1' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Editar Teclado mecánico 1' })).toHaveAttribute(
      'href',
      '/seller/update-product/1',
    );
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Teclado mecánico 4')).toBeInTheDocument();
    expect(screen.queryByText('Teclado mecánico 1')).not.toBeInTheDocument();
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Teclado mecánico 7')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    // The page is in the address, so Back from a product's edit page (or a reload) returns to it.
    expect(router.state.location.search).toBe('?page=3');
  });

  it('opens at the page the address names', async () => {
    signInAsSeller(...productsServer(Array.from({ length: 7 }, (_, i) => makeProduct({ id: i + 1 }))));
    renderRoute('/seller/products?page=2');

    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('Teclado mecánico 4')).toBeInTheDocument();
    expect(screen.queryByText('Teclado mecánico 1')).not.toBeInTheDocument();
  });

  it("toggles the stock with an empty PATCH and shows the server's refusal", async () => {
    const requests = signInAsSeller(
      ...productsServer([makeProduct({ id: 1 }), makeProduct({ id: 2, quantity: 0, in_stock: false })]),
    );
    const user = userEvent.setup();
    renderRoute('/seller/products');

    await screen.findByText('Teclado mecánico 1');
    await user.click(rowOf('Teclado mecánico 1').getByRole('button', { name: 'en existencia' }));
    expect(
      await rowOf('Teclado mecánico 1').findByRole('button', { name: 'sin existencia' }),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/sellers/product/1/stock')).toHaveLength(1);
    const toggle = requests.find((r) => r.url.endsWith('/sellers/product/1/stock'));
    expect(toggle?.method).toBe('PATCH');
    expect(await toggle?.text()).toBe('');

    await user.click(rowOf('Teclado mecánico 2').getByRole('button', { name: 'sin existencia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El producto no tiene unidades: indica la cantidad en Inventario para ponerlo en existencia',
    );
    expect(rowOf('Teclado mecánico 2').getByRole('button', { name: 'sin existencia' })).toBeInTheDocument();
  });

  it('deletes a product after confirming and shows the answer', async () => {
    const requests = signInAsSeller(...productsServer([makeProduct({ id: 1 }), makeProduct({ id: 2 })]));
    const user = userEvent.setup();
    renderRoute('/seller/products');

    await user.click(await screen.findByRole('button', { name: 'Eliminar Teclado mecánico 2' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar producto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Producto eliminado');
    await waitFor(() => expect(screen.queryByText('Teclado mecánico 2')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname)).toEqual([
      '/v1/sellers/product/2',
    ]);
  });

  it('says where each product stands in review, with the administrators’ reason', async () => {
    signInAsSeller(
      ...productsServer([
        makeProduct({ id: 1, approval: { status: 'PENDING', reason: null } }),
        makeProduct({ id: 2, approval: { status: 'REJECTED', reason: 'Las fotos no son del producto' } }),
        makeProduct({ id: 3, approval: { status: 'APPROVED', reason: null } }),
        makeProduct({ id: 4, approval: { status: 'CHANGES_REQUESTED', reason: 'Agrega la marca' } }),
        makeProduct({ id: 5, approval: { status: 'CHANGE_PENDING', reason: null } }),
      ]),
    );
    const user = userEvent.setup();
    renderRoute('/seller/products');

    await screen.findByRole('table', { name: 'Productos' });
    expect(rowOf('Teclado mecánico 1').getByText('En revisión')).toBeInTheDocument();
    expect(
      rowOf('Teclado mecánico 2').getByText('Rechazado: Las fotos no son del producto'),
    ).toBeInTheDocument();
    const approved = rowOf('Teclado mecánico 3');
    expect(approved.queryByText(/En revisión|Rechazado|Cambio/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Cambios solicitados: Agrega la marca')).toBeInTheDocument();
    expect(rowOf('Teclado mecánico 5').getByText('Cambio en revisión')).toBeInTheDocument();
  });

  it('says when there are no products, with a way to add one', async () => {
    signInAsSeller(route('GET', '/sellers/product', []));
    renderRoute('/seller/products');

    expect(await screen.findByText('Aún no tienes productos')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Agregar Producto' })).toHaveAttribute(
      'href',
      '/seller/add-product',
    );
  });

  it('shows the fallback text when the list fails', async () => {
    signInAsSeller(route('GET', '/sellers/product', {}, 500));
    renderRoute('/seller/products');

    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });
});
