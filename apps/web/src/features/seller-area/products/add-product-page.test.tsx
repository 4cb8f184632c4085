import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeProduct, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from './seller-test-api';

type User = ReturnType<typeof userEvent.setup>;

const IMAGE_URL = 'http://localhost/v1/media/uploads/teclado.webp';
const uploadAnswer = route('POST', '/uploads/image', {
  url: IMAGE_URL,
  secure_url: IMAGE_URL,
  width: 800,
  height: 800,
  format: 'webp',
  bytes: 20480,
});

async function openForm() {
  renderRoute('/seller/add-product');
  return within(await screen.findByRole('form', { name: 'Agregar producto' }));
}

/** Pastes the text: typing it key by key into MUI fields is slow, and the keys are not what is tested. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the add product form', () => {
  it("shows the shared schema's messages and sends nothing when submitted empty", async () => {
    const requests = signInAsSeller();
    const user = userEvent.setup();
    const form = await openForm();

    expect(form.getByRole('combobox', { name: /^Segunda Categoría/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(form.getByRole('button', { name: 'Agregar Producto' }));

    expect(await form.findByText('Se requiere el título')).toBeInTheDocument();
    for (const message of [
      'Se requiere la descripción',
      'Se requiere el precio sugerido',
      'Se requiere el precio de venta',
      'Se requiere la cantidad',
      'Se requiere el color',
      'Se requiere al menos una imagen',
    ]) {
      expect(form.getByText(message)).toBeInTheDocument();
    }
    expect(form.getAllByText('Se requiere la categoría')).toHaveLength(3);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await fill(user, form.getByLabelText('Título'), 'Tec');
    await fill(user, form.getByLabelText('Precio Sugerido'), '100000');
    await fill(user, form.getByLabelText('Precio de Venta'), '120000');
    await fill(user, form.getByLabelText('Cantidad'), '2');
    await user.click(form.getByRole('button', { name: 'Agregar Producto' }));

    expect(await form.findByText('El título debe tener al menos 5 caracteres')).toBeInTheDocument();
    expect(
      await form.findByText('El precio de venta no puede ser mayor que el precio sugerido'),
    ).toBeInTheDocument();
  });

  it("posts the product with numbers, the category chain and the uploaded image; shows the server's refusal, then success", async () => {
    let refuse = true;
    const requests = signInAsSeller(uploadAnswer, (request) => {
      if (request.method !== 'POST' || !request.url.endsWith('/sellers/product')) return undefined;
      if (refuse) {
        refuse = false;
        return Response.json({ message: 'La imagen debe subirse a TecnoBazar' }, { status: 400 });
      }
      return Response.json(makeProduct({ id: 9 }), { status: 201 });
    });
    const user = userEvent.setup();
    const form = await openForm();

    await user.upload(
      form.getByLabelText('Subir imagen'),
      new File(['png'], 'teclado.png', { type: 'image/png' }),
    );
    expect(await form.findByRole('img', { name: 'Imagen 1' })).toHaveAttribute('src', IMAGE_URL);
    await fill(user, form.getByLabelText('Título'), 'Teclado mecánico K2');
    await fill(user, form.getByLabelText('Descripción'), 'Switches rojos, retroiluminación RGB.');
    await fill(user, form.getByLabelText('Precio Sugerido'), '219900');
    await fill(user, form.getByLabelText('Precio de Venta'), '169900,50');
    await fill(user, form.getByLabelText('Cantidad'), '14');
    await choose(user, /^Color/, 'Negro');
    await choose(user, /^Talla/, 'Mediano');
    await choose(user, /^Categoría/, 'Periféricos');
    await choose(user, /^Segunda Categoría/, 'Teclados');
    expect(form.getByRole('combobox', { name: /^Tercera Categoría/ })).not.toHaveAttribute('aria-disabled');
    // Changing the first level clears the levels below it.
    await choose(user, /^Categoría/, 'Componentes');
    expect(form.getByRole('combobox', { name: /^Tercera Categoría/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await choose(user, /^Segunda Categoría/, 'Procesadores');
    await choose(user, /^Tercera Categoría/, 'AMD');
    // The processors' specifications: a wrong number is refused with the shared schema's message.
    const specs = within(form.getByRole('group', { name: 'Especificaciones' }));
    await choose(user, /^Socket/, 'AM5');
    await fill(user, specs.getByLabelText('Núcleos'), '6,5');
    await fill(user, specs.getByLabelText('Marca'), 'AMD');
    await user.click(form.getByRole('button', { name: 'Agregar Producto' }));
    expect(await specs.findByText('Núcleos debe ser un número entero')).toBeInTheDocument();
    await user.clear(specs.getByLabelText('Núcleos'));
    await fill(user, specs.getByLabelText('Núcleos'), '6');

    await user.click(form.getByRole('button', { name: 'Agregar Producto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen debe subirse a TecnoBazar');
    expect(form.getByLabelText('Título')).toHaveValue('Teclado mecánico K2');

    await user.click(form.getByRole('button', { name: 'Agregar Producto' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Producto creado con éxito'));
    const posts = requests.filter((r) => r.method === 'POST' && r.url.endsWith('/sellers/product'));
    expect(posts).toHaveLength(2);
    expect(await posts[1]!.json()).toEqual({
      images: [IMAGE_URL],
      title: 'Teclado mecánico K2',
      description: 'Switches rojos, retroiluminación RGB.',
      mrpPrice: 219900,
      sellingPrice: 169900.5,
      quantity: 14,
      color: 'Negro',
      vatPercent: 19,
      sizes: ['S'],
      category: 'women',
      category2: 'processors',
      category3: 'cpu_amd',
      specs: { brand: 'AMD', socket: 'AM5', cores: 6 },
    });
    expect(callsTo(requests, '/uploads/image')).toHaveLength(1);
    // Emptied for the next product.
    expect(form.getByLabelText('Título')).toHaveValue('');
    expect(form.queryByRole('img', { name: 'Imagen 1' })).not.toBeInTheDocument();
  });
});
