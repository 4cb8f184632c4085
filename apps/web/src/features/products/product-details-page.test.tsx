import type { ProductOffer, ProductResponse, ReviewResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

const DETAILS = '/product-details/keyboards_mechanical/teclado-mecanico-7/7';

// The compatibility check relates processors and motherboards by socket.
const ryzen = makeProduct({
  id: 101,
  title: 'AMD Ryzen 5 7600',
  category: { id: 40, categoryId: 'cpu_amd', name: 'AMD', level: 3, parentCategoryId: 'processors' },
  // Every field the processor-and-board rules read: socket, BIOS (launch year), display output.
  specs: { socket: 'AM5', launchYear: 2023, integratedGraphics: true },
});
const board = (title: string, socket: string) =>
  makeProduct({
    id: 7,
    title,
    category: {
      id: 50,
      categoryId: 'motherboards_atx',
      name: 'ATX',
      level: 3,
      parentCategoryId: 'motherboards',
    },
    specs: { socket, launchYear: 2023 },
  });
const shopper = route('GET', '/api/users/profile', {
  id: 1,
  fullName: 'Ana Gómez',
  email: 'ana@example.com',
  mobile: null,
  role: 'ROLE_CUSTOMER',
});
const cartWith = (...products: ProductResponse[]) =>
  route('GET', '/api/cart', {
    cartItems: products.map((product, i) => ({ id: i + 1, quantity: 1, size: 'FREE', product })),
    totalItem: products.length,
  });
/** Once the header counts the cart, the page has it too. */
const cartLoaded = () => screen.findByRole('link', { name: 'Carrito, 1 artículo' });

describe('product details', () => {
  it('shows the product; the quantity starts at 1, never drops below 1 and stops at the stock', async () => {
    stubApi(route('GET', '/products/7', makeProduct({ id: 7, quantity: 2 })));
    const user = userEvent.setup();
    renderRoute(DETAILS);

    expect(await screen.findByRole('heading', { name: 'Teclado mecánico 7' })).toBeInTheDocument();
    expect(screen.getByText('Hardware Andino S.A.S.')).toBeInTheDocument();
    expect(screen.getByText('$169.900')).toBeInTheDocument();
    expect(screen.getByText('$219.900')).toBeInTheDocument();
    expect(screen.getByText('22% de descuento')).toBeInTheDocument();
    // Few units left, and a keyboard's colour matters.
    expect(screen.getByText('Quedan 2')).toBeInTheDocument();
    expect(screen.getByText('Color:')).toBeInTheDocument();

    const quantity = screen.getByLabelText('Cantidad');
    const minus = screen.getByRole('button', { name: 'Disminuir cantidad' });
    const plus = screen.getByRole('button', { name: 'Aumentar cantidad' });
    expect(quantity).toHaveTextContent('1');
    expect(minus).toBeDisabled();

    await user.click(plus);
    expect(quantity).toHaveTextContent('2');
    expect(plus).toBeDisabled();

    await user.click(minus);
    expect(quantity).toHaveTextContent('1');
    expect(minus).toBeDisabled();

    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
  });

  it("shows the product's specifications in its category's order, with units", async () => {
    stubApi(
      route(
        'GET',
        '/products/7',
        makeProduct({
          id: 7,
          category: {
            id: 40,
            categoryId: 'cpu_amd',
            name: 'AMD',
            level: 3,
            parentCategoryId: 'processors',
          },
          specs: {
            tdpW: 105,
            brand: 'AMD',
            socket: 'AM5',
            cores: 6,
            boostGhz: 5.3,
            integratedGraphics: true,
          },
        }),
      ),
    );
    renderRoute('/product-details/cpu_amd/ryzen/7');
    const table = await screen.findByRole('table', { name: 'Especificaciones' });
    // A processor's colour is not worth showing; plenty of units left.
    expect(screen.queryByText('Color:')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Queda/)).not.toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MarcaAMD',
      'SocketAM5',
      'Núcleos6',
      'Frecuencia turbo5,3 GHz',
      'TDP105 W',
      'Gráficos integradosSí',
    ]);
  });

  it('links the shop with its rating and sales, and offers related products', async () => {
    stubApi(
      route('GET', '/products/7', makeProduct({ id: 7 })),
      route('GET', '/sellers/1/shop', {
        id: 1,
        businessName: 'Hardware Andino S.A.S.',
        averageRating: 4.6,
        numRatings: 1240,
        salesCount: 1,
        productCount: 38,
      }),
      route('GET', '/products/7/related', [makeProduct({ id: 8 }), makeProduct({ id: 9 })]),
    );
    renderRoute(DETAILS);

    expect(await screen.findByRole('link', { name: 'Hardware Andino S.A.S.' })).toHaveAttribute(
      'href',
      '/tiendas/1',
    );
    expect(await screen.findByText('4,6 (1.240 reseñas) · 1 venta · 38 productos')).toBeInTheDocument();
    const related = await screen.findByRole('region', { name: 'También te puede interesar' });
    expect(within(related).getAllByRole('link', { name: /Teclado mecánico [89]/ })).toHaveLength(2);
    // Below the product, their pictures wait until they are near.
    for (const img of related.querySelectorAll('img')) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads the main image first, in the width it shows at, in a square that is there before it', async () => {
    stubApi(
      route(
        'GET',
        '/products/7',
        makeProduct({
          id: 7,
          images: ['/v1/media/demo/keyboards-negro-1.webp', '/v1/media/demo/keyboards-negro-2.webp'],
        }),
      ),
    );
    renderRoute(DETAILS);

    const main = within(await screen.findByRole('button', { name: 'Ampliar imagen' })).getByRole('img', {
      name: 'Teclado mecánico 7',
    });
    expect(main).toHaveAttribute('src', '/v1/media/demo/keyboards-negro-1.webp');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '600');
    expect(main).toHaveAttribute('height', '600');
    expect(main.getAttribute('srcset')).toContain('/v1/media/demo/keyboards-negro-1.webp?w=480 480w');
    expect(main).toHaveAttribute('sizes', '(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw');
    const thumbnail = within(screen.getByRole('button', { name: 'Ver imagen 2' })).getByRole('presentation');
    expect(thumbnail.getAttribute('srcset')).toContain('keyboards-negro-2.webp?w=160 160w');
    expect(thumbnail).toHaveAttribute('width', '80');
  });

  it('marks a product out of stock and cannot add it', async () => {
    stubApi(route('GET', '/products/7', makeProduct({ id: 7, in_stock: false })));
    renderRoute(DETAILS);

    expect(await screen.findByText('Agotado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
  });

  it('sends a visitor who adds to the cart to the login page', async () => {
    const requests = stubApi(route('GET', '/products/7', makeProduct({ id: 7 })));
    const user = userEvent.setup();
    const router = renderRoute(DETAILS);

    await user.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(requests, '/api/cart/add')).toHaveLength(0);
    // Signing in brings the shopper back to this product.
    expect(router.state.location.state).toEqual({ from: DETAILS });
  });

  it('shows the real rating summary, the three newest reviews and a link to all of them', async () => {
    const review = (id: number, fullName: string, extra: Partial<ReviewResponse> = {}): ReviewResponse => ({
      id,
      productId: 7,
      user: { id: 100 + id, fullName },
      reviewText: `Opinión número ${id} sobre el teclado`,
      rating: 4,
      productImages: [],
      verifiedPurchase: false,
      createdAt: `2026-03-0${id}T12:00:00.000Z`,
      sellerReply: null,
      ...extra,
    });
    stubApi(
      route('GET', '/products/7', makeProduct({ id: 7, numRatings: 4, averageRating: 4.1 })),
      route('GET', '/api/products/7/reviews/page', {
        content: [
          review(4, 'Laura Pérez', {
            rating: 4.5,
            verifiedPurchase: true,
            sellerReply: { text: '¡Gracias Laura!', date: '2026-03-05T12:00:00.000Z' },
          }),
          review(3, 'Carlos Ruiz'),
          review(2, 'Ana Gómez'),
          review(1, 'Pedro Díaz'),
        ],
        totalPages: 1,
        totalElements: 4,
        averageRating: 4.1,
        distribution: { 5: 1, 4: 3, 3: 0, 2: 0, 1: 0 },
      }),
    );
    renderRoute(DETAILS);

    // Stars read out in Spanish: the product's average by the title, each review's own.
    expect(await screen.findByRole('img', { name: '4,1 estrellas' })).toBeInTheDocument();
    const section = within(await screen.findByRole('region', { name: 'Reseñas y calificaciones' }));
    expect(await section.findByTestId('average-rating')).toHaveTextContent('4,1');
    expect(section.getByRole('img', { name: '4,5 estrellas' })).toBeInTheDocument();
    expect(section.getByTestId('bar-4')).toHaveTextContent('Very Good3');
    const shown = section.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(shown).toEqual(['Reseña de Laura Pérez', 'Reseña de Carlos Ruiz', 'Reseña de Ana Gómez']);
    expect(section.getByText('Compra verificada')).toBeInTheDocument();
    expect(section.getByRole('region', { name: 'Respuesta del vendedor' })).toHaveTextContent(
      '¡Gracias Laura!',
    );
    expect(section.getByRole('link', { name: 'Ver todas las reseñas (4)' })).toHaveAttribute(
      'href',
      '/reviews/7',
    );
    expect(section.getByRole('link', { name: 'Escribir una reseña' })).toHaveAttribute(
      'href',
      '/reviews/7/create',
    );
  });

  it('adds the chosen quantity in size FREE, says so with a link to the cart and updates the badge', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    let totalItem = 0;
    const requests = stubApi(
      route('GET', '/products/7', makeProduct({ id: 7 })),
      route('GET', '/api/users/profile', {
        id: 1,
        fullName: 'Ana Gómez',
        email: 'ana@example.com',
        mobile: null,
        role: 'ROLE_CUSTOMER',
      }),
      route('GET', '/api/cart', () => ({ cartItems: [], totalItem })),
      route('PUT', '/api/cart/add', () => {
        totalItem = 2;
        return { id: 1, quantity: 2 };
      }),
    );
    const user = userEvent.setup();
    renderRoute(DETAILS);

    await user.click(await screen.findByRole('button', { name: 'Aumentar cantidad' }));
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    expect(await screen.findByText('Producto agregado al carrito')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('link', { name: 'Carrito, 2 artículos' })).toBeInTheDocument();
    const add = requests.find((request) => request.method === 'PUT');
    expect(await add?.json()).toEqual({ productId: 7, size: 'FREE', quantity: 2 });
    expect(add?.headers.get('Authorization')).toBe('Bearer shopper-token');
  });

  it("shows the server's reason when the product cannot be added", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      route('GET', '/products/7', makeProduct({ id: 7 })),
      route('PUT', '/api/cart/add', { message: 'Solo puedes llevar 4 unidades de este producto.' }, 422),
    );
    const user = userEvent.setup();
    renderRoute(DETAILS);

    await user.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));

    expect(await screen.findByText('Solo puedes llevar 4 unidades de este producto.')).toBeInTheDocument();
  });

  it('answers an unknown product with a message and a way home', async () => {
    stubApi(route('GET', '/products/7', { message: 'Producto no encontrado' }, 404));
    renderRoute(DETAILS);

    expect(await screen.findByRole('heading', { name: 'Producto no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('opens the zoom view from the main image and zooms with a click', async () => {
    stubApi(route('GET', '/products/7', makeProduct({ id: 7 })));
    const user = userEvent.setup();
    renderRoute(DETAILS);

    await user.click(await screen.findByRole('button', { name: 'Ampliar imagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Imagen ampliada' });
    expect(dialog).toHaveTextContent('Haz clic para acercar');

    await user.click(screen.getByRole('button', { name: 'Acercar imagen' }));
    expect(screen.getByRole('button', { name: 'Alejar imagen' })).toHaveAttribute('aria-pressed', 'true');
  });

  describe("fit with the shopper's cart", () => {
    it('says a board with the socket of the cart processor is compatible', async () => {
      localStorage.setItem('jwt', 'shopper-token');
      stubApi(route('GET', '/products/7', board('MSI B650 Tomahawk', 'AM5')), shopper, cartWith(ryzen));
      renderRoute('/product-details/motherboards_atx/msi-b650/7');

      expect(await screen.findByText('Compatible con tu carrito')).toBeInTheDocument();
      expect(screen.queryByText('Puede no ser compatible con tu carrito')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
    });

    it('warns, without blocking the add, about a board whose socket does not fit', async () => {
      localStorage.setItem('jwt', 'shopper-token');
      stubApi(route('GET', '/products/7', board('ASUS Prime Z790-P', 'LGA1700')), shopper, cartWith(ryzen));
      renderRoute('/product-details/motherboards_atx/asus-z790/7');

      const title = await screen.findByText('Puede no ser compatible con tu carrito');
      const warning = title.closest('[role="alert"]');
      expect(warning).toHaveTextContent(
        'El procesador «AMD Ryzen 5 7600» (AM5) no encaja en la placa base «ASUS Prime Z790-P» (LGA1700).',
      );
      expect(screen.queryByText('Compatible con tu carrito')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
    });

    it('says nothing to a visitor, who has no cart', async () => {
      const requests = stubApi(route('GET', '/products/7', board('MSI B650 Tomahawk', 'AM5')));
      renderRoute('/product-details/motherboards_atx/msi-b650/7');

      expect(await screen.findByRole('heading', { name: 'MSI B650 Tomahawk' })).toBeInTheDocument();
      expect(screen.queryByText('Compatible con tu carrito')).not.toBeInTheDocument();
      expect(screen.queryByText('Puede no ser compatible con tu carrito')).not.toBeInTheDocument();
      expect(callsTo(requests, '/api/cart')).toHaveLength(0);
    });

    it('says nothing about a product no rule relates to the cart', async () => {
      localStorage.setItem('jwt', 'shopper-token');
      stubApi(route('GET', '/products/7', makeProduct({ id: 7 })), shopper, cartWith(ryzen));
      renderRoute(DETAILS);

      expect(await screen.findByRole('heading', { name: 'Teclado mecánico 7' })).toBeInTheDocument();
      await cartLoaded();
      expect(screen.queryByText('Compatible con tu carrito')).not.toBeInTheDocument();
      expect(screen.queryByText('Puede no ser compatible con tu carrito')).not.toBeInTheDocument();
    });
  });
});

describe('several shops selling the product', () => {
  const offer = (overrides: Partial<ProductOffer>): ProductOffer => ({
    offerId: 7,
    variantId: null,
    seller: { id: 1, businessName: 'Hardware Andino S.A.S.', averageRating: null, onTimeRate: null },
    condition: 'NUEVO',
    warrantyMonths: 12,
    sellingPrice: 169900,
    mrpPrice: 219900,
    discountPercent: 22,
    shipping: 0,
    landedPrice: 169900,
    quantity: 14,
    in_stock: true,
    buyBox: true,
    ...overrides,
  });
  // In Valle del Cauca the second shop ships free and wins; elsewhere the first one does.
  const offers = (request: Request) => {
    const valle = new URL(request.url).searchParams.get('department') === '76';
    const andino = offer({ shipping: valle ? 15000 : 0, buyBox: !valle });
    const pacifico = offer({
      offerId: 901,
      seller: { id: 2, businessName: 'Tecno Pacífico', averageRating: 4.6, onTimeRate: 0.97 },
      sellingPrice: 174900,
      discountPercent: 20,
      condition: 'REACONDICIONADO',
      warrantyMonths: 6,
      shipping: valle ? 0 : 12000,
      buyBox: valle,
    });
    return { productId: 7, offers: valle ? [pacifico, andino] : [andino, pacifico] };
  };

  it("shows the buy box for where the buyer ships, and buys from the shop chosen under 'Otros vendedores'", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const requests = stubApi(
      route('GET', '/products/7', makeProduct({ id: 7 })),
      route('GET', '/products/7/offers', offers),
      shopper,
      route('GET', '/api/users/addresses', []),
      route('GET', '/api/cart', { cartItems: [], totalItem: 0 }),
      route('PUT', '/api/cart/add', { id: 1, quantity: 1 }),
    );
    const user = userEvent.setup();
    renderRoute(DETAILS);

    expect(await screen.findByRole('button', { name: /Otros vendedores \(2\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Enviar a' }));
    await user.click(screen.getByRole('option', { name: 'Valle del Cauca' }));
    // The page now shows the shop that wins for Valle del Cauca: its price, name and condition.
    expect((await screen.findAllByText('Envío gratis a Valle del Cauca'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('$174.900')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Tecno Pacífico')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Reacondicionado')[0]).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Otros vendedores \(2\) desde \$169\.900/ }));
    const list = screen.getByRole('list', { name: 'Otros vendedores' });
    expect(within(list).getByText('Envío a Valle del Cauca: $15.000')).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: 'Agregar al carrito de Hardware Andino S.A.S.' }),
    );
    await waitFor(() => expect(callsTo(requests, '/api/cart/add')).toHaveLength(1));
    const add = requests.find((request) => request.method === 'PUT');
    expect(await add?.json()).toEqual({ productId: 7, offerId: 7, size: 'FREE', quantity: 1 });
    expect(callsTo(requests, '/products/7/offers').at(-1)?.searchParams.get('department')).toBe('76');
  });
});

describe('a product sold in variants', () => {
  const ram = (overrides: Partial<ProductResponse>) =>
    makeProduct({
      id: 7,
      title: 'Memoria RAM Corsair Vengeance RGB DDR5 6000 MHz',
      category: { id: 40, categoryId: 'ram_ddr5', name: 'DDR5', level: 3, parentCategoryId: 'ram' },
      specs: { capacityGb: 16 },
      sellingPrice: 299900,
      offerId: 12,
      variantId: 2,
      variants: [
        {
          id: 1,
          axes: { capacityGb: 32 },
          label: '32 GB',
          modelNumber: null,
          offerCount: 1,
          lowestPrice: 549900,
        },
        {
          id: 2,
          axes: { capacityGb: 16 },
          label: '16 GB',
          modelNumber: 'CMH16',
          offerCount: 2,
          lowestPrice: 299900,
        },
        {
          id: 3,
          axes: { capacityGb: 64 },
          label: '64 GB',
          modelNumber: null,
          offerCount: 0,
          lowestPrice: null,
        },
      ],
      ...overrides,
    });
  const offerOf = (offerId: number, variantId: number, sellingPrice: number): ProductOffer => ({
    offerId,
    variantId,
    seller: { id: 1, businessName: 'Hardware Andino S.A.S.', averageRating: null, onTimeRate: null },
    condition: 'NUEVO',
    warrantyMonths: 12,
    sellingPrice,
    mrpPrice: 700000,
    discountPercent: 10,
    shipping: 0,
    landedPrice: sellingPrice,
    quantity: 4,
    in_stock: true,
    buyBox: true,
  });
  const byVariant = (request: Request) => {
    const variant = new URL(request.url).searchParams.get('variant');
    if (variant === '1')
      return ram({ specs: { capacityGb: 32 }, sellingPrice: 549900, offerId: 31, variantId: 1 });
    if (variant === '3')
      return ram({ specs: { capacityGb: 64 }, offerId: null, in_stock: false, quantity: 0, variantId: 3 });
    return ram({});
  };
  const offersOf = (request: Request) => {
    const variant = new URL(request.url).searchParams.get('variant');
    const offers =
      variant === '1' ? [offerOf(31, 1, 549900)] : variant === '3' ? [] : [offerOf(12, 2, 299900)];
    return { productId: 7, offers };
  };

  it('opens on the buy box’s variant, shows another’s price and specifications, and adds that one', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const requests = stubApi(
      route('GET', '/products/7', byVariant),
      route('GET', '/products/7/offers', offersOf),
      shopper,
      route('GET', '/api/users/addresses', []),
      route('GET', '/api/cart', { cartItems: [], totalItem: 0 }),
      route('PUT', '/api/cart/add', { id: 1, quantity: 1 }),
    );
    const user = userEvent.setup();
    renderRoute(DETAILS);

    const group = await screen.findByRole('group', { name: 'Capacidad total: 16 GB' });
    expect(within(group).getByRole('button', { name: '16 GB, desde $299.900' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: '64 GB, sin unidades' })).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: '32 GB, desde $549.900' }));
    expect(await screen.findByRole('group', { name: 'Capacidad total: 32 GB' })).toBeInTheDocument();
    expect((await screen.findAllByText('$549.900'))[0]).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Capacidad total\s*32 GB/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(callsTo(requests, '/api/cart/add')).toHaveLength(1));
    const add = requests.find((request) => request.method === 'PUT');
    expect(await add?.json()).toEqual({ productId: 7, offerId: 31, size: 'FREE', quantity: 1 });

    await user.click(screen.getByRole('button', { name: '64 GB, sin unidades' }));
    expect(await screen.findByText('Ninguna tienda vende esta variante por ahora.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
  });
});
