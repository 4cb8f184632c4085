import { expect, test } from '@playwright/test';
import { adminToken, openShop, saveAddressAtCheckout, signUpInBrowser } from './support';

// The administrator only this journey signs in as (playwright.config.ts lists it in ADMIN_EMAIL).
const ADMIN = 'admin-catalogo@tecnobazar.local';

test('One catalogue, two shops: the cheaper wins the buy box, a buyer in Cali buys from the other through the list, a price drop moves the buy box', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request, ADMIN);
  const card = `Tarjeta gráfica Zentix RTX 4070 Super ${Date.now().toString(36)}`;
  // Shop A lists the card; shop B, which sells something else, joins it with its own offer.
  const a = await openShop(request, admin, {
    prefix: 'catalogo-a',
    product: {
      title: card,
      description: 'Tarjeta gráfica de 12 GB GDDR6X con tres ventiladores y DLSS 3.',
      mrpPrice: 2_799_000,
      sellingPrice: 2_499_000,
      image: '/v1/media/demo/graphics_cards-negro-1.webp',
      category: ['women', 'graphics_cards', 'gpu_nvidia'],
    },
  });
  const b = await openShop(request, admin, {
    prefix: 'catalogo-b',
    sellerName: 'Julián Mejía',
    product: {
      title: `Tarjeta gráfica Zentix RTX 4060 ${Date.now().toString(36)}`,
      description: 'Tarjeta gráfica de 8 GB GDDR6 de dos ventiladores.',
      mrpPrice: 1_599_000,
      sellingPrice: 1_399_000,
      image: '/v1/media/demo/graphics_cards-negro-2.webp',
      category: ['women', 'graphics_cards', 'gpu_nvidia'],
    },
  });
  const shopName = async (headers: Record<string, string>) =>
    (
      (await (await request.get('/v1/sellers/profile', { headers })).json()) as {
        businessDetails: { businessName: string };
      }
    ).businessDetails.businessName;
  const [nameA, nameB] = [await shopName(a.headers), await shopName(b.headers)];
  // A ships anywhere for $15.000; B for $10.000, but $60.000 to Valle del Cauca.
  const setRates = async (headers: Record<string, string>, data: object) =>
    expect((await request.put('/v1/sellers/shipping', { headers, data })).ok()).toBe(true);
  await setRates(a.headers, { defaultRate: 15_000 });
  await setRates(b.headers, { defaultRate: 10_000, departments: [{ department: '76', rate: 60_000 }] });
  const joined = await request.post('/v1/sellers/offers', {
    headers: b.headers,
    data: {
      productId: a.product.id,
      mrpPrice: 2_799_000,
      sellingPrice: 2_459_000,
      quantity: 5,
      warrantyMonths: 24,
    },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const offerB = ((await joined.json()) as { id: number }).id;

  // A visitor (no department): B is cheaper with its general rate, so it has the buy box.
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(`/product-details/gpu_nvidia/tarjeta/${a.product.id}`);
  await expect(visitor.getByRole('heading', { name: card })).toBeVisible();
  await expect(visitor.getByText(`Vendido por ${nameB}`).first()).toBeVisible();
  await expect(visitor.getByText('$2.459.000').first()).toBeVisible();

  // A buyer in Cali: with B's $60.000 to Valle del Cauca, A wins there; the buyer still buys from B.
  const buyer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signUpInBrowser(buyer, request, 'Daniela Caicedo');
  await buyer.goto(`/product-details/gpu_nvidia/tarjeta/${a.product.id}`);
  await buyer.getByRole('combobox', { name: 'Enviar a' }).click();
  await buyer.getByRole('option', { name: 'Valle del Cauca' }).click();
  await expect(buyer.getByText('Envío a Valle del Cauca: $15.000').first()).toBeVisible();
  await expect(buyer.getByText(`Vendido por ${nameA}`).first()).toBeVisible();
  await buyer.getByRole('button', { name: /Otros vendedores \(2\) desde \$2\.459\.000/ }).click();
  const others = buyer.getByRole('list', { name: 'Otros vendedores' });
  await expect(others.getByRole('listitem')).toHaveCount(2);
  await expect(others).toContainText('Envío a Valle del Cauca: $60.000');
  await expect(others).toContainText('Garantía: 24 meses');
  const added = buyer.waitForResponse((r) => r.url().includes('/api/cart/add'));
  await others.getByRole('button', { name: `Agregar al carrito de ${nameB}` }).click();
  expect((await added).ok()).toBe(true);
  await expect(buyer.getByText('Producto agregado al carrito')).toBeVisible();

  await buyer.goto('/cart');
  const dialog = await saveAddressAtCheckout(buyer, {
    name: 'Daniela Caicedo',
    address: 'Avenida 6N # 23-45, apartamento 802',
    city: 'Cali',
    state: 'Valle del Cauca',
    mobile: '3157778899',
  });
  await expect(dialog.getByText(/^Total: /)).toHaveText('Total: $2.519.000');
  await dialog.getByRole('button', { name: 'Pagar con PayPal' }).click();
  await buyer.getByRole('button', { name: 'Pagar' }).click();
  await expect(buyer.getByRole('dialog', { name: '¡Pago realizado con éxito!' })).toBeVisible();
  // The order is B's, at B's price; A sold nothing.
  const ordersOf = async (headers: Record<string, string>) =>
    (
      (await (await request.get('/v1/sellers/orders', { headers })).json()) as {
        content: { orderItems: { productId: number; price: number }[] }[];
      }
    ).content;
  expect((await ordersOf(b.headers)).flatMap((o) => o.orderItems)).toEqual([
    expect.objectContaining({ productId: a.product.id, price: 2_459_000 }),
  ]);
  expect(await ordersOf(a.headers)).toEqual([]);
  const stock = await (await request.get(`/v1/products/${a.product.id}/offers`)).json();
  expect(stock.offers.find((o: { offerId: number }) => o.offerId === offerB).quantity).toBe(4);

  // A drops its price below B's: the buy box moves to A for everyone.
  const drop = await request.patch(`/v1/sellers/product/${a.product.id}`, {
    headers: a.headers,
    data: { sellingPrice: 2_399_000 },
  });
  expect(drop.ok()).toBe(true);
  await visitor.reload();
  await expect(visitor.getByText(`Vendido por ${nameA}`).first()).toBeVisible();
  await expect(visitor.getByText('$2.399.000').first()).toBeVisible();
});
