import type { CatalogMatch } from '@tecnobazar/shared';
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

const SEARCH_LABEL = 'Busca el producto por nombre o número de modelo';
const noMatches = route('GET', '/sellers/catalog/search', []);

async function search(user: User, text: string) {
  await fill(user, await screen.findByLabelText(SEARCH_LABEL), text);
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
}

/** The catalogue search finds nothing, and 'Crear un producto nuevo' opens the form. */
async function openForm(user: User) {
  renderRoute('/seller/add-product');
  await search(user, 'Teclado K2');
  expect(await screen.findByText('No encontramos ese producto en el catálogo')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Crear un producto nuevo' }));
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
    const requests = signInAsSeller(noMatches);
    const user = userEvent.setup();
    const form = await openForm(user);

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
    const requests = signInAsSeller(noMatches, uploadAnswer, (request) => {
      if (request.method !== 'POST' || !request.url.endsWith('/sellers/product')) return undefined;
      if (refuse) {
        refuse = false;
        return Response.json({ message: 'La imagen debe subirse a TecnoBazar' }, { status: 400 });
      }
      return Response.json(makeProduct({ id: 9 }), { status: 201 });
    });
    const user = userEvent.setup();
    const form = await openForm(user);

    await user.upload(
      form.getByLabelText('Subir imagen'),
      new File(['png'], 'teclado.png', { type: 'image/png' }),
    );
    expect(await form.findByRole('img', { name: 'Imagen 1' })).toHaveAttribute('src', IMAGE_URL);
    await fill(user, form.getByLabelText('Título'), 'Teclado mecánico K2');
    await fill(user, form.getByLabelText('Número de modelo'), 'K2-RGB-V2');
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
      modelNumber: 'K2-RGB-V2',
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
    expect(form.getByLabelText('Número de modelo')).toHaveValue('');
    expect(form.queryByRole('img', { name: 'Imagen 1' })).not.toBeInTheDocument();
  });
});

function makeMatch(overrides: Partial<CatalogMatch> = {}): CatalogMatch {
  return {
    productId: 5,
    title: 'Tarjeta gráfica ASUS Dual RTX 4070 12 GB',
    image: '/v1/media/demo/gpu-5.webp',
    brand: 'ASUS',
    modelNumber: 'DUAL-RTX4070-O12G',
    category: {
      id: 40,
      categoryId: 'gpu_nvidia',
      name: 'Tarjetas NVIDIA',
      level: 3,
      parentCategoryId: 'graphics_cards',
    },
    offerCount: 3,
    lowestPrice: 2899000,
    myOfferIds: [],
    variants: [],
    variantAxes: [],
    ...overrides,
  };
}

/** The model-number search finds the ASUS card; the word search finds it again and one the seller sells. */
const catalogue = route('GET', '/sellers/catalog/search', (request: Request) =>
  new URL(request.url).searchParams.has('modelNumber')
    ? [makeMatch()]
    : [
        makeMatch(),
        makeMatch({
          productId: 6,
          title: 'Tarjeta gráfica MSI RTX 4070 Ventus',
          brand: 'MSI',
          modelNumber: null,
          offerCount: 1,
          lowestPrice: 3100000,
          myOfferIds: [41],
        }),
      ],
);

async function openOfferDialog(user: User) {
  const router = renderRoute('/seller/add-product');
  await search(user, 'RTX4070');
  const card = within(await screen.findByRole('listitem', { name: /ASUS Dual/ }));
  await user.click(card.getByRole('button', { name: 'Vender este producto' }));
  return { router, dialog: within(await screen.findByRole('dialog', { name: 'Vender este producto' })) };
}

describe('selling a catalogue product', () => {
  it('searches by words and, for a model number, by it too: each match once, with its sellers', async () => {
    const requests = signInAsSeller(catalogue);
    const user = userEvent.setup();
    renderRoute('/seller/add-product');
    await search(user, 'RTX4070');

    const list = within(await screen.findByRole('list', { name: 'Productos del catálogo' }));
    const cards = list.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const asus = within(cards[0]!);
    expect(
      asus.getByRole('heading', { name: 'Tarjeta gráfica ASUS Dual RTX 4070 12 GB' }),
    ).toBeInTheDocument();
    expect(asus.getByText('ASUS · DUAL-RTX4070-O12G')).toBeInTheDocument();
    expect(asus.getByText('Tarjetas NVIDIA')).toBeInTheDocument();
    expect(asus.getByText('3 vendedores · desde $2.899.000')).toBeInTheDocument();
    expect(asus.getByRole('button', { name: 'Vender este producto' })).toBeEnabled();
    const msi = within(cards[1]!);
    expect(msi.getByText('1 vendedor · desde $3.100.000')).toBeInTheDocument();
    // Already sold by this shop: the way to its publicación instead.
    expect(msi.queryByRole('button', { name: 'Vender este producto' })).not.toBeInTheDocument();
    expect(msi.getByRole('link', { name: 'Ya lo vendes' })).toHaveAttribute(
      'href',
      '/seller/update-product/41',
    );
    expect(screen.getByRole('button', { name: 'Crear un producto nuevo' })).toBeInTheDocument();

    const searches = callsTo(requests, '/sellers/catalog/search').map((url) =>
      Object.fromEntries(url.searchParams),
    );
    expect(searches).toEqual(expect.arrayContaining([{ query: 'RTX4070' }, { modelNumber: 'RTX4070' }]));
    expect(searches).toHaveLength(2);
  });

  it('searches words only when the text is not one word with a digit, and forgets the last answer', async () => {
    const requests = signInAsSeller((request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/v1/sellers/catalog/search') return undefined;
      return Response.json(url.searchParams.get('modelNumber') === 'RTX4070' ? [makeMatch()] : []);
    });
    const user = userEvent.setup();
    renderRoute('/seller/add-product');
    await search(user, 'RTX4070');
    expect(await screen.findByRole('listitem', { name: /ASUS Dual/ })).toBeInTheDocument();
    requests.length = 0;

    await user.clear(screen.getByLabelText(SEARCH_LABEL));
    await search(user, 'teclado mecánico');
    expect(await screen.findByText('No encontramos ese producto en el catálogo')).toBeInTheDocument();
    expect(
      callsTo(requests, '/sellers/catalog/search').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([{ query: 'teclado mecánico' }]);
    expect(screen.queryByRole('listitem', { name: /ASUS Dual/ })).not.toBeInTheDocument();
  });

  it("checks the offer with the shared schema, posts it and goes to the seller's products", async () => {
    const requests = signInAsSeller(
      catalogue,
      route('POST', '/sellers/offers', makeProduct({ id: 77 }), 201),
      route('GET', '/sellers/product', [makeProduct({ id: 77 })]),
    );
    const user = userEvent.setup();
    const { router, dialog } = await openOfferDialog(user);
    expect(dialog.getByText('Tarjeta gráfica ASUS Dual RTX 4070 12 GB')).toBeInTheDocument();
    expect(dialog.getByLabelText('Garantía (meses)')).toHaveValue('12');

    await user.click(dialog.getByRole('button', { name: 'Publicar' }));
    expect(await dialog.findByText('Se requiere el precio sugerido')).toBeInTheDocument();
    expect(dialog.getByText('Se requiere el precio de venta')).toBeInTheDocument();
    expect(dialog.getByText('Se requiere la cantidad')).toBeInTheDocument();
    expect(callsTo(requests, '/sellers/offers')).toHaveLength(0);

    await user.click(dialog.getByRole('combobox', { name: 'Condición' }));
    await user.click(await screen.findByRole('option', { name: 'Reacondicionado' }));
    await fill(user, dialog.getByLabelText('Precio Sugerido'), '3.199.000');
    await fill(user, dialog.getByLabelText('Precio de Venta'), '2999000,50');
    await fill(user, dialog.getByLabelText('Cantidad'), '4');
    await user.clear(dialog.getByLabelText('Garantía (meses)'));
    await fill(user, dialog.getByLabelText('Garantía (meses)'), '6');
    await user.click(dialog.getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByRole('heading', { name: 'Productos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('Publicación creada con éxito');
    const posts = requests.filter((r) => r.method === 'POST' && r.url.endsWith('/sellers/offers'));
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.json()).toEqual({
      productId: 5,
      condition: 'REACONDICIONADO',
      mrpPrice: 3199000,
      sellingPrice: 2999000.5,
      quantity: 4,
      warrantyMonths: 6,
    });
  });

  it('asks which variant of a product sold in variants, and posts it', async () => {
    const variants = [
      { id: 3, label: '8 GB' },
      { id: 4, label: '16 GB' },
    ];
    const requests = signInAsSeller(
      route('GET', '/sellers/catalog/search', [makeMatch({ variants })]),
      route('POST', '/sellers/offers', makeProduct({ id: 78 }), 201),
      route('GET', '/sellers/product', [makeProduct({ id: 78 })]),
    );
    const user = userEvent.setup();
    const { dialog } = await openOfferDialog(user);
    await fill(user, dialog.getByLabelText('Precio Sugerido'), '3199000');
    await fill(user, dialog.getByLabelText('Precio de Venta'), '2999000');
    await fill(user, dialog.getByLabelText('Cantidad'), '4');
    await user.click(dialog.getByRole('button', { name: 'Publicar' }));
    expect(await dialog.findByText('Elige una de las variantes del producto')).toBeInTheDocument();
    expect(callsTo(requests, '/sellers/offers')).toHaveLength(0);

    await user.click(dialog.getByRole('combobox', { name: 'Variante' }));
    await user.click(await screen.findByRole('option', { name: '16 GB' }));
    await user.click(dialog.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(callsTo(requests, '/sellers/offers')).toHaveLength(1));
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/sellers/offers'))!;
    expect(await post.json()).toMatchObject({ productId: 5, variantId: 4, sellingPrice: 2999000 });
  });

  it("shows the server's refusal in the dialog and stays", async () => {
    const requests = signInAsSeller(
      catalogue,
      route(
        'POST',
        '/sellers/offers',
        { message: 'Ya tienes una publicación de este producto en esta condición' },
        409,
      ),
    );
    const user = userEvent.setup();
    const { router, dialog } = await openOfferDialog(user);
    await fill(user, dialog.getByLabelText('Precio Sugerido'), '3199000');
    await fill(user, dialog.getByLabelText('Precio de Venta'), '2999000');
    await fill(user, dialog.getByLabelText('Cantidad'), '4');
    await user.click(dialog.getByRole('button', { name: 'Publicar' }));

    expect(
      await dialog.findByText('Ya tienes una publicación de este producto en esta condición'),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/sellers/offers')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/seller/add-product');
    expect(dialog.getByLabelText('Cantidad')).toHaveValue('4');
  });
});

describe('proposing a variant of a product the shop sells', () => {
  const kit = makeMatch({
    title: 'Memoria RAM Kingston Fury Beast DDR4 3200 MHz',
    category: { id: 60, categoryId: 'ram_ddr4', name: 'DDR4', level: 3, parentCategoryId: 'ram' },
    myOfferIds: [78],
    variants: [
      { id: 3, label: '16 GB' },
      { id: 4, label: '32 GB' },
    ],
    variantAxes: ['capacityGb'],
  });

  async function openVariantDialog(user: User) {
    renderRoute('/seller/add-product');
    await search(user, 'Fury Beast');
    const card = within(await screen.findByRole('listitem', { name: /Fury Beast/ }));
    expect(card.getByRole('button', { name: 'Vender otra variante' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Proponer variante' }));
    return within(await screen.findByRole('dialog', { name: 'Proponer variante' }));
  }

  it('asks for the axis its variants differ by, and says the answer: waiting for review', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/catalog/search', [kit]),
      route(
        'POST',
        '/sellers/catalog/products/5/variants',
        {
          pending: true,
          message: 'Variante enviada a aprobación: la publicaremos cuando un administrador la apruebe',
          variants: [],
        },
        202,
      ),
    );
    const user = userEvent.setup();
    const dialog = await openVariantDialog(user);
    expect(dialog.getByText(/Se vende en 16 GB, 32 GB/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Proponer variante' }));
    expect(
      await dialog.findByText('Las variantes de un producto deben diferir en los mismos atributos'),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/sellers/catalog/products/5/variants')).toHaveLength(0);

    await fill(user, dialog.getByLabelText('Capacidad total'), '64');
    await fill(user, dialog.getByLabelText('Número de modelo de la variante'), 'KF432C16BB-64');
    await user.click(dialog.getByRole('button', { name: 'Proponer variante' }));
    expect(
      await screen.findByText(
        'Variante enviada a aprobación: la publicaremos cuando un administrador la apruebe',
      ),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/variants'))!;
    expect(await post.json()).toEqual({ axes: { capacityGb: 64 }, modelNumber: 'KF432C16BB-64' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog and stays", async () => {
    signInAsSeller(
      route('GET', '/sellers/catalog/search', [kit]),
      route(
        'POST',
        '/sellers/catalog/products/5/variants',
        { message: 'Ese producto ya tiene esa variante' },
        409,
      ),
    );
    const user = userEvent.setup();
    const dialog = await openVariantDialog(user);
    await fill(user, dialog.getByLabelText('Capacidad total'), '32');
    await user.click(dialog.getByRole('button', { name: 'Proponer variante' }));
    expect(await dialog.findByText('Ese producto ya tiene esa variante')).toBeInTheDocument();
  });
});
