import type { BuildResponse, ProductResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeJwt, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

const category = (parentCategoryId: string, categoryId: string) => ({
  id: 1,
  categoryId,
  name: categoryId,
  level: 3,
  parentCategoryId,
});
const cpu = makeProduct({
  id: 11,
  title: 'Procesador AMD Ryzen 5 7600X',
  sellingPrice: 899900,
  category: category('processors', 'amd_processors'),
  specs: { socket: 'AM5', tdpW: 105, launchYear: 2022, integratedGraphics: true },
  seller: { id: 1, businessDetails: { businessName: 'Hardware Andino S.A.S.' } },
});
const intelBoard = makeProduct({
  id: 12,
  title: 'Placa base ASUS PRIME B760M',
  sellingPrice: 599900,
  category: category('motherboards', 'microatx_motherboards'),
  specs: { socket: 'LGA1700', launchYear: 2023 },
  seller: { id: 2, businessDetails: { businessName: 'Pixel Store Medellín S.A.S.' } },
});
const amdBoard = makeProduct({
  id: 13,
  title: 'Placa base MSI B650M',
  sellingPrice: 799900,
  category: category('motherboards', 'microatx_motherboards'),
  specs: { socket: 'AM5', launchYear: 2022 },
  seller: { id: 3, businessDetails: { businessName: 'Nodo Digital S.A.S.' } },
});
const products = [cpu, intelBoard, amdBoard];
const productRoutes = products.map((p) => route('GET', `/products/${p.id}`, p));
const listing = (content: ProductResponse[]) =>
  route('GET', '/products', { content, totalPages: 1, totalElements: content.length, pageNumber: 0 });
const openBuild = (parts: { slot: string; productId: number }[]) =>
  localStorage.setItem(
    'tb.openBuild',
    JSON.stringify({ name: 'Mi armado gamer', parts: parts.map((p) => ({ ...p, quantity: 1 })) }),
  );

describe('Arma tu PC', () => {
  it('shows the parts, their total and the clash, and swaps in a board that fits in one click', async () => {
    openBuild([
      { slot: 'cpu', productId: cpu.id },
      { slot: 'motherboard', productId: intelBoard.id },
    ]);
    stubApi(...productRoutes, listing([amdBoard]));
    const user = userEvent.setup();
    renderRoute('/armar-pc');

    expect(await screen.findByRole('heading', { name: 'Arma tu PC' })).toBeInTheDocument();
    // The total is there from the start ($0): wait for the parts' prices, not for the element.
    await waitFor(() => expect(screen.getByTestId('build-total')).toHaveTextContent('$1.499.800'));
    expect(screen.getByText('2 tiendas')).toBeInTheDocument();
    expect(screen.getByText(/no encaja en la placa base «Placa base ASUS PRIME B760M»/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Cambiar por Placa base MSI B650M' }));

    expect(await screen.findByText('Las partes de tu armado son compatibles entre sí')).toBeInTheDocument();
    expect(screen.getByTestId('build-total')).toHaveTextContent('$1.699.800');
    expect(JSON.parse(localStorage.getItem('tb.openBuild')!).parts).toEqual([
      { slot: 'cpu', productId: cpu.id, quantity: 1 },
      { slot: 'motherboard', productId: amdBoard.id, quantity: 1 },
    ]);
  });

  it("picks a part from the slot's products, each marked by how it fits", async () => {
    openBuild([{ slot: 'cpu', productId: cpu.id }]);
    stubApi(...productRoutes, listing([intelBoard, amdBoard]));
    const user = userEvent.setup();
    renderRoute('/armar-pc');

    await user.click(await screen.findByRole('button', { name: 'Elegir: Placa base' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elegir: Placa base' });
    const intel = within(await within(dialog).findByRole('listitem', { name: intelBoard.title }));
    expect(intel.getByText('No encaja')).toBeInTheDocument();
    const amd = within(within(dialog).getByRole('listitem', { name: amdBoard.title }));
    expect(amd.getByText('Compatible')).toBeInTheDocument();
    await user.click(amd.getByRole('button', { name: `Elegir ${amdBoard.title}` }));

    const slot = within(await screen.findByRole('listitem', { name: 'Placa base' }));
    expect(await slot.findByRole('link', { name: amdBoard.title })).toBeInTheDocument();
  });

  it("saves a visitor's build as a link to share", async () => {
    openBuild([{ slot: 'cpu', productId: cpu.id }]);
    const saved: BuildResponse = {
      id: 'abcDEF12345',
      name: 'Mi armado gamer',
      parts: [{ slot: 'cpu', productId: cpu.id, quantity: 1 }],
      products: [cpu],
      mine: false,
      createdAt: '2026-11-29T10:00:00.000Z',
      updatedAt: '2026-11-29T10:00:00.000Z',
    };
    const requests = stubApi(...productRoutes, route('POST', '/builds', saved, 201));
    const user = userEvent.setup();
    renderRoute('/armar-pc');

    await user.click(await screen.findByRole('button', { name: 'Compartir' }));

    const dialog = await screen.findByRole('dialog', { name: 'Compartir armado' });
    expect(within(dialog).getByLabelText('Enlace del armado')).toHaveValue(
      `${window.location.origin}/armados/abcDEF12345`,
    );
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toEqual({ name: 'Mi armado gamer', parts: saved.parts });
    // Sharing again without changes sends nothing new.
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    await screen.findByRole('dialog', { name: 'Compartir armado' });
    expect(callsTo(requests, '/builds')).toHaveLength(1);
  });

  /** Clicks 'Agregar todo al carrito' once the parts have loaded. */
  const addAll = async (user: ReturnType<typeof userEvent.setup>) => {
    const button = await screen.findByRole('button', { name: 'Agregar todo al carrito' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
  };

  it('sends a visitor to sign in before adding the build to the cart', async () => {
    openBuild([{ slot: 'cpu', productId: cpu.id }]);
    stubApi(...productRoutes);
    const router = renderRoute('/armar-pc');
    await addAll(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("fills a shopper's cart with every part in one call", async () => {
    openBuild([
      { slot: 'cpu', productId: cpu.id },
      { slot: 'motherboard', productId: amdBoard.id },
    ]);
    localStorage.setItem('jwt', fakeJwt('customer'));
    const requests = stubApi(...productRoutes, route('PUT', '/api/cart/add-all', { cartItems: [] }));
    const router = renderRoute('/armar-pc');
    await addAll(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const add = requests.find((r) => r.method === 'PUT');
    expect(await add!.json()).toEqual({
      items: [
        { productId: cpu.id, quantity: 1, size: 'FREE' },
        { productId: amdBoard.id, quantity: 1, size: 'FREE' },
      ],
    });
  });
});

describe('a shared build', () => {
  const shared: BuildResponse = {
    id: 'xyzXYZ98765',
    name: 'Armado de Laura',
    parts: [
      { slot: 'cpu', productId: cpu.id, quantity: 1 },
      { slot: 'motherboard', productId: amdBoard.id, quantity: 1 },
    ],
    products: [cpu, amdBoard],
    mine: false,
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
  };

  it('shows the same parts and total, and copies it into the builder', async () => {
    stubApi(route('GET', `/builds/${shared.id}`, shared), ...productRoutes);
    const user = userEvent.setup();
    const router = renderRoute(`/armados/${shared.id}`);

    expect(await screen.findByRole('heading', { name: 'Armado de Laura' })).toBeInTheDocument();
    expect(screen.getByTestId('build-total')).toHaveTextContent('$1.699.800');
    expect(screen.getAllByTestId('build-part')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Elegir/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar a mi armado' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/armar-pc'));
    expect(JSON.parse(localStorage.getItem('tb.openBuild')!)).toEqual({
      name: 'Armado de Laura',
      parts: shared.parts,
    });
  });

  it('says so when the build does not exist', async () => {
    stubApi();
    renderRoute('/armados/AAAAAAAAAAA');
    expect(await screen.findByRole('heading', { name: /no encontrad/i })).toBeInTheDocument();
  });
});
