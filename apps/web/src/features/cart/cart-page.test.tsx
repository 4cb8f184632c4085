import type { CartItemResponse, CartResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

function makeItem(overrides: Partial<CartItemResponse> & { id: number }): CartItemResponse {
  const product = makeProduct({ id: overrides.id * 10 });
  const quantity = overrides.quantity ?? 1;
  return {
    size: 'FREE',
    quantity,
    sellingPrice: product.sellingPrice * quantity,
    mrpPrice: product.mrpPrice * quantity,
    maxQuantity: 10,
    available: true,
    product,
    ...overrides,
  };
}

/** The totals are deliberately not what the lines add up to: the page must show the server's numbers. */
function makeCart(overrides: Partial<CartResponse> = {}): CartResponse {
  return {
    id: 1,
    cartItems: [makeItem({ id: 1 })],
    totalItem: 3,
    totalMrpPrice: 659700,
    subtotal: 509700,
    discount: 150000,
    couponCode: null,
    couponPrice: 0,
    totalSellingPrice: 509700,
    shipping: 12345,
    total: 522045,
    shippingDepartment: null,
    sellers: [],
    vat: [],
    ...overrides,
  };
}

// Parts the compatibility check relates (cpu-socket: processors ↔ motherboards).
const ryzen = makeProduct({
  id: 101,
  title: 'AMD Ryzen 5 7600',
  category: { id: 40, categoryId: 'cpu_amd', name: 'AMD', level: 3, parentCategoryId: 'processors' },
  // Every field the processor-and-board rules read: socket, BIOS (launch year), display output.
  specs: { socket: 'AM5', launchYear: 2023, integratedGraphics: true },
});
const board = (id: number, title: string, socket: string) =>
  makeProduct({
    id,
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
const intelBoard = board(102, 'ASUS Prime Z790-P', 'LGA1700');
const amdBoard = board(103, 'MSI B650 Tomahawk', 'AM5');
const SOCKET_CLASH =
  'El procesador «AMD Ryzen 5 7600» (AM5) no encaja en la placa base «ASUS Prime Z790-P» (LGA1700).';
const FITS = 'Las piezas de tu carrito son compatibles entre sí';

const signIn = () => localStorage.setItem('jwt', 'shopper-token');
// The header counts the cart once the shopper's profile is loaded.
const profile = route('GET', '/api/users/profile', {
  id: 1,
  fullName: 'Ana Gómez',
  email: 'ana@example.com',
  mobile: null,
  role: 'ROLE_CUSTOMER',
});
const summaryRow = (name: string) =>
  within(screen.getByRole('region', { name: 'Resumen del pedido' })).getByRole('group', { name });

describe('cart', () => {
  it('asks a visitor to sign in, and to come back to the cart after', async () => {
    const requests = stubApi();
    const router = renderRoute('/cart');

    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', { name: 'Inicia sesión para ver tu carrito' }),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/api/cart')).toHaveLength(0);
    // The sign-in page is told to come back to the cart.
    await userEvent.click(main.getByRole('link', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/cart' });
  });

  it('shows the empty state with a way back to the shop', async () => {
    signIn();
    stubApi(route('GET', '/api/cart', makeCart({ cartItems: [], totalItem: 0 })));
    renderRoute('/cart');

    expect(await screen.findByText('¡Parece que está muy ligero!')).toBeInTheDocument();
    expect(screen.getByText('No hay nada en su bolsa, agreguemos algunos artículos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('disables minus at 1 and plus at the line maximum, and sends the new quantity', async () => {
    signIn();
    let cart = makeCart({
      cartItems: [
        makeItem({ id: 1, quantity: 1 }),
        makeItem({ id: 2, quantity: 2, maxQuantity: 2, size: 'M' }),
      ],
    });
    const requests = stubApi(
      profile,
      route('GET', '/api/cart', () => cart),
      route('PUT', '/api/cart/item/1', () => {
        cart = makeCart({
          cartItems: [
            makeItem({ id: 1, quantity: 2 }),
            makeItem({ id: 2, quantity: 2, maxQuantity: 2, size: 'M' }),
          ],
          totalItem: 4,
        });
        return cart.cartItems[0];
      }),
    );
    const user = userEvent.setup();
    renderRoute('/cart');

    const first = within(await screen.findByRole('listitem', { name: 'Teclado mecánico 10' }));
    expect(await screen.findByRole('link', { name: 'Carrito, 3 artículos' })).toBeInTheDocument();
    const second = within(screen.getByRole('listitem', { name: 'Teclado mecánico 20' }));
    expect(first.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Aumentar cantidad' })).toBeEnabled();
    expect(second.getByRole('button', { name: 'Disminuir cantidad' })).toBeEnabled();
    expect(second.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
    expect(first.getByRole('link', { name: 'Teclado mecánico 10' })).toHaveAttribute(
      'href',
      '/product-details/keyboards_mechanical/teclado-mecanico-10/10',
    );
    expect(first.getByText('Hardware Andino S.A.S.')).toBeInTheDocument();
    // 'FREE' (no sizes, as for all hardware) is not shown; a real size is.
    expect(first.queryByText(/Talla/)).not.toBeInTheDocument();
    expect(second.getByText('Talla: M')).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Aumentar cantidad' }));

    await waitFor(() => expect(first.getByLabelText('Cantidad')).toHaveTextContent('2'));
    expect(first.getByRole('button', { name: 'Disminuir cantidad' })).toBeEnabled();
    const update = requests.find((request) => request.method === 'PUT');
    expect(await update?.json()).toEqual({ quantity: 2 });
    expect(update?.headers.get('Authorization')).toBe('Bearer shopper-token');
    // The header badge follows the cart.
    expect(await screen.findByRole('link', { name: 'Carrito, 4 artículos' })).toBeInTheDocument();
  });

  it('shows the line prices and the server totals, with the coupon row only when one is applied', async () => {
    signIn();
    stubApi(route('GET', '/api/cart', makeCart({ cartItems: [makeItem({ id: 1, quantity: 3 })] })));
    renderRoute('/cart');

    const line = within(await screen.findByRole('listitem', { name: 'Teclado mecánico 10' }));
    expect(line.getByText('$509.700')).toBeInTheDocument();
    expect(line.getByText('$659.700')).toBeInTheDocument();
    expect(line.getByText('22% de descuento')).toBeInTheDocument();

    expect(summaryRow('Subtotal')).toHaveTextContent('$659.700');
    expect(summaryRow('Descuento')).toHaveTextContent('-$150.000');
    expect(summaryRow('Envío según tu dirección')).toHaveTextContent('$12.345');
    expect(summaryRow('Tarifa de plataforma')).toHaveTextContent('Gratis');
    expect(summaryRow('Total')).toHaveTextContent('$522.045');
    expect(screen.queryByRole('group', { name: 'Cupón' })).not.toBeInTheDocument();
    expect(screen.getByText('Reemplazo disponible por 7 días')).toBeInTheDocument();
  });

  it("shows each shop's shipping to the buyer's department, how far free shipping is, and the IVA included", async () => {
    signIn();
    stubApi(
      route(
        'GET',
        '/api/cart',
        makeCart({
          shipping: 8000,
          shippingDepartment: '05',
          sellers: [
            {
              sellerId: 1,
              businessName: 'Hardware Andino',
              subtotal: 200000,
              shipping: 8000,
              freeShippingFrom: 300000,
            },
            {
              sellerId: 2,
              businessName: 'Pixel Store',
              subtotal: 309700,
              shipping: 0,
              freeShippingFrom: 250000,
            },
          ],
          vat: [
            { rate: 19, base: 168067.23, vat: 31932.77 },
            { rate: 5, base: 294952.38, vat: 14747.62 },
          ],
        }),
      ),
    );
    renderRoute('/cart');

    const shipping = await screen.findByRole('group', { name: 'Envío a Antioquia' });
    expect(shipping).toHaveTextContent('$8.000');
    expect(screen.getByText('Hardware Andino').parentElement).toHaveTextContent('$8.000');
    expect(screen.getByText('Pixel Store').parentElement).toHaveTextContent('Gratis');
    expect(
      screen.getByText('Envío gratis en Hardware Andino desde $300.000: te faltan $100.000'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('IVA incluido')).toHaveTextContent(
      'IVA incluido: $31.932,77 (19 %), $14.747,62 (5 %)',
    );
  });

  it('keeps Aplicar disabled while the code is empty, applies it and then removes it', async () => {
    signIn();
    const applied = makeCart({ couponCode: 'BIENVENIDO10', couponPrice: 50970, total: 471075 });
    const requests = stubApi(
      route('GET', '/api/cart', makeCart()),
      route('POST', '/api/coupons/apply', (request: Request) =>
        new URL(request.url).searchParams.get('apply') === 'true' ? applied : makeCart(),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/cart');

    const apply = await screen.findByRole('button', { name: 'Aplicar' });
    expect(apply).toBeDisabled();
    const code = screen.getByLabelText('Código de cupón');
    await user.type(code, '   ');
    expect(apply).toBeDisabled();
    await user.clear(code);
    await user.type(code, 'BIENVENIDO10');
    expect(apply).toBeEnabled();
    await user.click(apply);

    expect(await screen.findByText('Cupón aplicado exitosamente')).toBeInTheDocument();
    expect(screen.getByText('BIENVENIDO10')).toBeInTheDocument();
    expect(screen.getByText('Aplicado')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código de cupón')).not.toBeInTheDocument();
    expect(summaryRow('Cupón')).toHaveTextContent('-$50.970');
    expect(summaryRow('Total')).toHaveTextContent('$471.075');
    const [sent] = callsTo(requests, '/api/coupons/apply');
    expect(sent?.searchParams.get('apply')).toBe('true');
    expect(sent?.searchParams.get('code')).toBe('BIENVENIDO10');
    expect(sent?.searchParams.get('orderValue')).toBe('509700');
    // The answer replaced the cached cart: no second read.
    expect(callsTo(requests, '/api/cart')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Quitar' }));

    expect(await screen.findByLabelText('Código de cupón')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cupón' })).not.toBeInTheDocument();
    const removal = callsTo(requests, '/api/coupons/apply')[1];
    expect(removal?.searchParams.get('apply')).toBe('false');
    expect(removal?.searchParams.get('code')).toBe('BIENVENIDO10');
  });

  it("shows the server's reason when a coupon is refused", async () => {
    signIn();
    stubApi(
      route('GET', '/api/cart', makeCart()),
      route(
        'POST',
        '/api/coupons/apply',
        { message: 'El valor mínimo del pedido para este cupón es $300.000.' },
        422,
      ),
    );
    const user = userEvent.setup();
    renderRoute('/cart');

    await user.type(await screen.findByLabelText('Código de cupón'), 'TECNO20');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect(
      await screen.findByText('El valor mínimo del pedido para este cupón es $300.000.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Aplicado')).not.toBeInTheDocument();
  });

  it('marks an unavailable line and blocks paying until it is removed', async () => {
    signIn();
    let cart = makeCart({
      cartItems: [makeItem({ id: 1 }), makeItem({ id: 2, available: false, maxQuantity: 0 })],
    });
    stubApi(
      route('GET', '/api/cart', () => cart),
      route('DELETE', '/api/cart/item/2', () => {
        cart = makeCart({ cartItems: [makeItem({ id: 1 })] });
        return cart;
      }),
    );
    const user = userEvent.setup();
    renderRoute('/cart');

    const gone = within(await screen.findByRole('listitem', { name: 'Teclado mecánico 20' }));
    expect(gone.getByText('No disponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'COMPRAR AHORA' })).toBeDisabled();

    await user.click(gone.getByRole('button', { name: 'Quitar del carrito' }));

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Teclado mecánico 20' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'COMPRAR AHORA' })).toBeEnabled();
  });

  it('refuses to pay once the stored token is gone', async () => {
    signIn();
    stubApi(route('GET', '/api/cart', makeCart()));
    const user = userEvent.setup();
    renderRoute('/cart');

    const buy = await screen.findByRole('button', { name: 'COMPRAR AHORA' });
    localStorage.clear();
    await user.click(buy);

    expect(screen.getByRole('alert')).toHaveTextContent('Debes iniciar sesión para continuar con el pago.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts the payment with the cart total and the chosen address, and shows why it was refused', async () => {
    signIn();
    const addresses = [
      { id: 7, name: 'Casa', address: 'Calle 1', city: 'Cali', state: 'Valle', mobile: '3001112233' },
      {
        id: 5,
        name: 'Oficina',
        address: 'Carrera 9',
        city: 'Bogotá',
        state: 'Cundinamarca',
        mobile: '3004445566',
      },
    ];
    const requests = stubApi(
      // Priced to the address chosen: Oficina's shipping costs more.
      route('GET', '/api/cart', (request: Request) =>
        new URL(request.url).searchParams.get('addressId') === '5'
          ? makeCart({ shipping: 20000, total: 529700, shippingDepartment: '25' })
          : makeCart(),
      ),
      route('GET', '/api/users/addresses', addresses),
      route(
        'GET',
        '/api/payments/paypal/start',
        { message: 'El total de tu carrito cambió. Revísalo e inténtalo de nuevo.' },
        409,
      ),
    );
    const user = userEvent.setup();
    renderRoute('/cart');

    await user.click(await screen.findByRole('button', { name: 'COMPRAR AHORA' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dirección de envío' }));
    expect(await dialog.findByRole('radio', { name: /Casa/ })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: /Oficina/ }));
    expect(await dialog.findByText('Total: $529.700')).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Envío a Cundinamarca' })).toHaveTextContent('$20.000');
    await user.click(dialog.getByRole('button', { name: 'Pagar con PayPal' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El total de tu carrito cambió. Revísalo e inténtalo de nuevo.',
    );
    const [start] = callsTo(requests, '/api/payments/paypal/start');
    expect(start?.searchParams.get('amount')).toBe('529700.00');
    expect(start?.searchParams.get('addressId')).toBe('5');
    // The refusal makes the page read the cart again.
    await waitFor(() =>
      expect(callsTo(requests, '/api/cart').filter((url) => !url.searchParams.has('addressId'))).toHaveLength(
        2,
      ),
    );
  });

  it('adds the first address in the address step, selects it and reports a missing redirect link', async () => {
    signIn();
    const saved = {
      id: 9,
      name: 'Ana',
      address: 'Calle 2',
      city: 'Medellín',
      state: 'Antioquia',
      mobile: '3009998877',
    };
    let addresses: (typeof saved)[] = [];
    const requests = stubApi(
      route('GET', '/api/cart', makeCart()),
      route('GET', '/api/users/addresses', () => addresses),
      route(
        'POST',
        '/api/users/addresses',
        () => {
          addresses = [saved];
          return saved;
        },
        201,
      ),
      route('GET', '/api/payments/paypal/start', {}),
    );
    const user = userEvent.setup();
    renderRoute('/cart');

    await user.click(await screen.findByRole('button', { name: 'COMPRAR AHORA' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dirección de envío' }));
    await user.click(await dialog.findByRole('button', { name: 'Guardar dirección' }));
    expect(await dialog.findByText('Se requiere el nombre de quien recibe')).toBeInTheDocument();
    expect(dialog.getByText('Se requiere el número de móvil')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Pagar con PayPal' })).toBeDisabled();

    await user.type(dialog.getByLabelText('Nombre'), 'Ana');
    await user.type(dialog.getByLabelText('Dirección'), 'Calle 2');
    await user.type(dialog.getByLabelText('Ciudad'), 'Medellín');
    await user.type(dialog.getByLabelText('Departamento'), 'Antioquia');
    await user.type(dialog.getByLabelText('Móvil'), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Guardar dirección' }));
    expect(await dialog.findByText('Número de móvil no válido')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Móvil'));
    await user.type(dialog.getByLabelText('Móvil'), '3009998877');
    await user.click(dialog.getByRole('button', { name: 'Guardar dirección' }));

    expect(await dialog.findByRole('radio', { name: /Ana/ })).toBeChecked();
    const [post] = requests.filter((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({
      name: 'Ana',
      address: 'Calle 2',
      city: 'Medellín',
      state: 'Antioquia',
      mobile: '3009998877',
    });
    await user.click(dialog.getByRole('button', { name: 'Pagar con PayPal' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: No se encontró el enlace de redirección.',
    );
    expect(callsTo(requests, '/api/payments/paypal/start')[0]?.searchParams.get('addressId')).toBe('9');
  });

  describe('parts compatibility', () => {
    it('warns about parts that do not fit without blocking the payment', async () => {
      signIn();
      stubApi(
        route(
          'GET',
          '/api/cart',
          makeCart({
            cartItems: [makeItem({ id: 1, product: ryzen }), makeItem({ id: 2, product: intelBoard })],
          }),
        ),
      );
      renderRoute('/cart');

      const warning = await screen.findByRole('alert');
      expect(within(warning).getByText('Revisa la compatibilidad')).toBeInTheDocument();
      expect(
        within(warning)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([SOCKET_CLASH]);
      expect(screen.queryByText(FITS)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'COMPRAR AHORA' })).toBeEnabled();
    });

    it('says the parts fit once the clashing board is swapped for one with the same socket', async () => {
      signIn();
      let cart = makeCart({
        cartItems: [
          makeItem({ id: 1, product: ryzen }),
          makeItem({ id: 2, product: intelBoard }),
          makeItem({ id: 3, product: amdBoard }),
        ],
      });
      stubApi(
        route('GET', '/api/cart', () => cart),
        route('DELETE', '/api/cart/item/2', () => {
          cart = makeCart({
            cartItems: [makeItem({ id: 1, product: ryzen }), makeItem({ id: 3, product: amdBoard })],
          });
          return cart;
        }),
      );
      const user = userEvent.setup();
      renderRoute('/cart');

      // Only the Intel board clashes; the AM5 one fits.
      expect(await screen.findByRole('alert')).toHaveTextContent(SOCKET_CLASH);
      expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(1);
      const intel = within(screen.getByRole('listitem', { name: 'ASUS Prime Z790-P' }));
      await user.click(intel.getByRole('button', { name: 'Quitar del carrito' }));

      expect(await screen.findByText(FITS)).toBeInTheDocument();
      expect(screen.queryByText('Revisa la compatibilidad')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'COMPRAR AHORA' })).toBeEnabled();
    });

    it('says nothing when no rule relates the products', async () => {
      signIn();
      stubApi(
        route(
          'GET',
          '/api/cart',
          makeCart({ cartItems: [makeItem({ id: 1, product: ryzen }), makeItem({ id: 2 })] }),
        ),
      );
      renderRoute('/cart');

      expect(await screen.findByRole('listitem', { name: 'AMD Ryzen 5 7600' })).toBeInTheDocument();
      expect(screen.queryByText('Revisa la compatibilidad')).not.toBeInTheDocument();
      expect(screen.queryByText(FITS)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('offers the cheapest boards that fit the processor, and swaps one in for the board that clashes', async () => {
      signIn();
      let cart = makeCart({
        cartItems: [makeItem({ id: 1, product: ryzen }), makeItem({ id: 2, product: intelBoard })],
      });
      const requests = stubApi(
        route('GET', '/api/cart', () => cart),
        route('GET', '/products', {
          content: [amdBoard, { ...board(105, 'Gigabyte B650M Agotada', 'AM5'), in_stock: false }],
          totalPages: 1,
          totalElements: 2,
        }),
        route('PUT', '/api/cart/add', () => {
          cart = makeCart({
            cartItems: [
              makeItem({ id: 1, product: ryzen }),
              makeItem({ id: 2, product: intelBoard }),
              makeItem({ id: 3, product: amdBoard }),
            ],
          });
          return cart.cartItems[2];
        }),
        route('DELETE', '/api/cart/item/2', () => {
          cart = makeCart({
            cartItems: [makeItem({ id: 1, product: ryzen }), makeItem({ id: 3, product: amdBoard })],
          });
          return cart;
        }),
      );
      const user = userEvent.setup();
      renderRoute('/cart');

      const fix = within(
        await screen.findByRole('region', { name: 'Tu procesador es AM5: estas placas base AM5 le sirven' }),
      );
      expect(fix.getByRole('heading')).toHaveTextContent(/le sirven, desde \$/);
      // Only what can be bought now.
      expect(fix.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
        'MSI B650 Tomahawk',
      ]);
      const search = callsTo(requests, '/products')[0]!.searchParams;
      expect([search.get('category'), search.get('spec.socket'), search.get('sort')]).toEqual([
        'motherboards',
        'AM5',
        'price_low',
      ]);

      await user.click(fix.getByRole('button', { name: 'Cambiar por MSI B650 Tomahawk' }));
      expect(
        await screen.findByText('Cambiamos «ASUS Prime Z790-P» por «MSI B650 Tomahawk»'),
      ).toBeInTheDocument();
      const added = requests.find((r) => r.method === 'PUT' && r.url.endsWith('/api/cart/add'))!;
      expect(await added.json()).toEqual({ productId: 103, size: 'FREE', quantity: 1 });
      expect(callsTo(requests, '/api/cart/item/2')).toHaveLength(1);
      expect(await screen.findByText(FITS)).toBeInTheDocument();
    });

    it('says what it could not check, and never calls parts without the data compatible', async () => {
      signIn();
      const bare = makeProduct({ ...amdBoard, id: 104, title: 'Placa sin ficha', specs: { socket: 'AM5' } });
      stubApi(
        route(
          'GET',
          '/api/cart',
          makeCart({ cartItems: [makeItem({ id: 1, product: ryzen }), makeItem({ id: 2, product: bare })] }),
        ),
      );
      renderRoute('/cart');

      const note = await screen.findByRole('alert');
      expect(within(note).getByText('No pudimos comprobarlo todo')).toBeInTheDocument();
      expect(
        within(note)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'No pudimos comprobar si la placa reconoce el procesador sin actualizar la BIOS: «Placa sin ficha» no indica «Año de lanzamiento».',
      ]);
      expect(screen.queryByText(FITS)).not.toBeInTheDocument();
      expect(screen.queryByText('Revisa la compatibilidad')).not.toBeInTheDocument();
    });
  });
});
