import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from './seller-test-api';

const products = [makeProduct({ id: 1 }), makeProduct({ id: 2, title: 'Mouse inalámbrico', color: 'Gris' })];

describe('the update product form', () => {
  it("loads the product's values and sends only what changed", async () => {
    const requests = signInAsSeller(route('GET', '/sellers/product', products), (request) =>
      request.method === 'PATCH' ? Response.json(products[1]) : undefined,
    );
    const user = userEvent.setup();
    renderRoute('/seller/update-product/2');

    const form = within(await screen.findByRole('form', { name: 'Actualizar producto' }));
    expect(form.getByLabelText('Titulo')).toHaveValue('Mouse inalámbrico');
    expect(form.getByLabelText('Descripción')).toHaveValue(products[1]!.description);
    expect(form.getByLabelText('Precio Sugerido')).toHaveValue('219900');
    expect(form.getByLabelText('Precio de Venta')).toHaveValue('169900');
    expect(form.getByLabelText('Cantidad')).toHaveValue('14');
    expect(form.getByRole('combobox', { name: /^Color/ })).toHaveTextContent('Gris');
    expect(form.getByRole('combobox', { name: /^Tallas/ })).toHaveTextContent('FREE');
    expect(form.getByRole('img', { name: 'Imagen 1' })).toHaveAttribute('src', products[1]!.images[0]);
    expect(form.queryByRole('combobox', { name: /Categoría/ })).not.toBeInTheDocument();

    await user.clear(form.getByLabelText('Titulo'));
    await user.click(form.getByRole('button', { name: 'Actualizar Producto' }));
    expect(await form.findByText('Se requiere el título')).toBeInTheDocument();

    await user.type(form.getByLabelText('Titulo'), 'Mouse Pro');
    await user.click(form.getByRole('combobox', { name: /^Tallas/ }));
    await user.click(await screen.findByRole('option', { name: 'M' }));
    await user.keyboard('{Escape}');
    await user.click(form.getByRole('button', { name: 'Actualizar Producto' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Producto actualizado con éxito'),
    );
    const patches = requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => new URL(r.url).pathname)).toEqual(['/v1/sellers/product/2']);
    expect(await patches[0]!.json()).toEqual({ title: 'Mouse Pro', sizes: ['FREE', 'M'] });
  });

  it('edits the model number: a new one is sent, an emptied one is sent as none', async () => {
    const mouse = makeProduct({ id: 3, title: 'Mouse Logitech M720', modelNumber: '910-004790' });
    const requests = signInAsSeller(route('GET', '/sellers/product', [mouse]), (request) =>
      request.method === 'PATCH' ? Response.json(mouse) : undefined,
    );
    const user = userEvent.setup();
    renderRoute('/seller/update-product/3');

    const form = within(await screen.findByRole('form', { name: 'Actualizar producto' }));
    const field = form.getByLabelText('Número de modelo');
    expect(field).toHaveValue('910-004790');
    expect(
      form.getByText('Con él, otras tiendas encuentran este producto y venden el mismo, sin repetirlo'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '910-004791');
    await user.click(form.getByRole('button', { name: 'Actualizar Producto' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));

    await user.clear(field);
    await user.click(form.getByRole('button', { name: 'Actualizar Producto' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    const [first, second] = requests.filter((r) => r.method === 'PATCH');
    expect(await first!.json()).toEqual({ modelNumber: '910-004791' });
    expect(await second!.json()).toEqual({ modelNumber: null });
  });

  it('says so when the product is not one of the seller’s', async () => {
    signInAsSeller(route('GET', '/sellers/product', products));
    renderRoute('/seller/update-product/99');

    expect(await screen.findByText('Producto no encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
