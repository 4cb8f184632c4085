import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminToken, openAs, openShop, shopperToken } from './support';

// The administrator only these journeys sign in as (playwright.config.ts lists it in ADMIN_EMAIL).
const ADMIN = 'admin-e2e@tecnobazar.local';
const IMAGE = fileURLToPath(new URL('./fixtures/teclado.png', import.meta.url));

/** A new shop, verified and activated by the admin, with one product; answers its token and names. */
async function newShop(request: APIRequestContext, admin: string) {
  const word = `Zyrbel${Date.now().toString(36)}`;
  const sellerName = `Tienda ${word}`;
  const shop = await openShop(request, admin, {
    prefix: 'admin-e2e-tienda',
    sellerName,
    product: {
      title: `Parlante Bluetooth ${word}`,
      description: 'Parlante Bluetooth portátil con 20 horas de batería.',
      mrpPrice: 300000,
      sellingPrice: 250000,
      image: '/v1/media/demo/mice-negro-1.webp',
      category: ['men', 'speakers', 'speakers_bluetooth'],
    },
  });
  return { ...shop, sellerName, word };
}

test.describe('administration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let admin: string;
  test.beforeAll(async ({ request }) => {
    admin = await adminToken(request, ADMIN);
  });

  test('the admin suspends a seller and the storefront stops showing its products', async ({
    page,
    browser,
    request,
  }) => {
    const shop = await newShop(request, admin);
    const found = async () =>
      ((await (await request.get(`/v1/products/search?query=${shop.word}`)).json()) as unknown[]).length;
    expect(await found()).toBe(1);

    await openAs(page, admin, '/admin/sellers');
    await page.getByRole('button', { name: `Change Status de ${shop.sellerName}` }).click();
    await page.getByRole('menuitem', { name: 'Suspendida' }).click();
    await expect(page.getByRole('row').filter({ hasText: shop.sellerName })).toHaveCount(0);

    // A visitor searches: an administrator opening the store is sent to the admin area.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/search-products?q=${shop.word}`);
    await expect(visitor.getByText(`No se encontraron productos para "${shop.word}"`)).toBeVisible();
    expect(await found()).toBe(0);
  });

  test('the admin creates a coupon that a shopper then applies', async ({ page, browser, request }) => {
    const code = `E2E${Date.now().toString(36)}`.toUpperCase().slice(0, 20);
    await openAs(page, admin, '/admin/add-coupon');
    await page.getByLabel('Código de cupón').fill(code);
    await page.getByLabel('Porcentaje de descuento').fill('12');
    await page.getByLabel('Valor mínimo del pedido').fill('1000');
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Fecha de inicio').fill(day(-1));
    await page.getByLabel('Fecha de finalización').fill(day(30));
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await page.goto('/admin/coupon');
    await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();

    const shopper = await shopperToken(request, 'Tomás Vega', 'admin-e2e-cliente');
    const products = (await (await request.get('/v1/products?pageNumber=0')).json()) as {
      content: { id: number; in_stock: boolean }[];
    };
    const productId = products.content.find((p) => p.in_stock)!.id;
    await request.put('/v1/api/cart/add', {
      headers: { Authorization: `Bearer ${shopper}` },
      data: { productId, size: 'FREE', quantity: 1 },
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const cart = await context.newPage();
    await openAs(cart, shopper, '/cart');
    await cart.getByLabel('Código de cupón').fill(code);
    await cart.getByRole('button', { name: 'Aplicar' }).click();
    await expect(cart.getByText('Cupón aplicado exitosamente')).toBeVisible();
    await context.close();
  });

  test('the admin sees where a payout goes, reveals the whole account, and approves it', async ({
    page,
    request,
  }) => {
    const shop = await newShop(request, admin);
    // A shopper buys five units ($1.250.000): the seller's net is over the payout minimum.
    const shopper = await shopperToken(request, 'Tomás Vega', 'admin-e2e-cliente');
    const headers = { Authorization: `Bearer ${shopper}` };
    await request.put('/v1/api/cart/add', {
      headers,
      data: { productId: shop.product.id, size: 'FREE', quantity: 5 },
    });
    const address = await request.post('/v1/api/users/addresses', {
      headers,
      data: {
        name: 'Tomás Vega',
        address: 'Calle 1 # 2-3',
        city: 'Cali',
        state: 'Valle',
        mobile: '3011112233',
      },
    });
    const { id: addressId } = (await address.json()) as { id: number };
    const { total } = (await (await request.get('/v1/api/cart', { headers })).json()) as { total: number };
    const start = await request.get(
      `/v1/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`,
      {
        headers,
      },
    );
    const token = new URL(
      ((await start.json()) as { redirect_url: string }).redirect_url,
      'http://x',
    ).searchParams.get('token')!;
    await request.post('/v1/dev/paypal/checkout/approve', { form: { token }, maxRedirects: 0 });
    const created = await request.post(`/v1/api/orders/create?token=${token}`, { headers });
    expect(created.ok()).toBe(true);
    // The seller delivers it: only a delivered sale can be paid out.
    const [order] = (await created.json()) as { id: number }[];
    for (const step of [
      { status: 'CONFIRMED' },
      { status: 'SHIPPED', carrier: 'Servientrega', trackingNumber: 'SV-2001' },
      { status: 'DELIVERED' },
    ]) {
      const moved = await request.patch(`/v1/sellers/orders/${order!.id}/status`, {
        headers: { Authorization: `Bearer ${shop.jwt}` },
        data: step,
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    const payout = await request.post('/v1/api/payouts/seller', {
      headers: { Authorization: `Bearer ${shop.jwt}` },
    });
    expect(payout.status(), await payout.text()).toBe(201);
    const { id } = (await payout.json()) as { id: number };

    await openAs(page, admin, '/admin/payouts');
    const item = page.getByRole('listitem').filter({ hasText: `#${id}` });
    const account = item.getByLabel('Cuenta bancaria del vendedor');
    await expect(account).toContainText('Bancolombia');
    await expect(account).toContainText('•••• •••• 3987');
    await expect(account).not.toContainText('0045123987');
    await account.getByRole('button', { name: 'Ver cuenta completa' }).click();
    await expect(account).toContainText('0045123987');
    await item.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('dialog')).toContainText('0045123987');
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Pago aprobado')).toBeVisible();

    const balance = await request.get('/v1/api/payouts/seller/balance', {
      headers: { Authorization: `Bearer ${shop.jwt}` },
    });
    // $1.250.000 less the 10 % commission ($125.000) and 19 % IVA on it ($23.750), plus the shop's own
    // shipping ($10.000, the store's fee for a shop without rates), which carries no commission.
    expect(await balance.json()).toEqual({ available: 0, held: 0, releases: [], inPayout: 0, paid: 1111250 });
  });

  test("the admin changes a home grid tile's image and the home page shows it", async ({ page, browser }) => {
    await openAs(page, admin, '/admin/home-grid');
    await page.getByRole('button', { name: 'Editar Tarjetas Gráficas' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Editar categoría' });
    await dialog.getByRole('button', { name: 'Quitar imagen 1' }).click();
    await dialog.locator('input[type=file]').setInputFiles(IMAGE);
    await expect(dialog.getByRole('img', { name: 'Imagen 1' })).toHaveAttribute(
      'src',
      /\/v1\/media\/uploads\//,
    );
    const uploaded = await dialog.getByRole('img', { name: 'Imagen 1' }).getAttribute('src');
    await dialog.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('Categoría actualizada')).toBeVisible();

    // A visitor's home page: an administrator opening the store is sent to the admin area.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await expect(visitor.locator(`img[src="${uploaded}"]`).first()).toBeVisible();
  });

  test('the admin creates a deal, edits it and deletes it', async ({ page }) => {
    await openAs(page, admin, '/admin/deals');
    // A category takes one deal; the demo store leaves one deal category free, which the form offers.
    await page.getByRole('tab', { name: 'Crear Oferta' }).click();
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    const option = page.getByRole('option').first();
    const category = (await option.textContent())!;
    await option.click();
    // A percentage no product of the category reaches is refused, naming the real best (decision 0013).
    await page.getByLabel('Descuento (%)').fill('99');
    await page.getByRole('button', { name: 'Crear Oferta' }).click();
    const refusal = page.getByText(/el mejor descuento de la categoría hoy es \d+/).first();
    await expect(refusal).toBeVisible();
    const best = Number(/hoy es (\d+)/.exec((await refusal.textContent())!)![1]);
    expect(best).toBeGreaterThan(1);
    await page.getByLabel('Descuento (%)').fill(String(best));
    await page.getByRole('button', { name: 'Crear Oferta' }).click();
    await expect(page.getByText('Oferta creada')).toBeVisible();

    await page.getByRole('tab', { name: 'Oferta', exact: true }).click();
    const row = page.getByRole('table', { name: 'Ofertas' }).getByRole('row').filter({ hasText: category });
    await expect(row).toContainText(`${best}%`);
    await row.getByRole('button', { name: /^Editar oferta/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar oferta' });
    await edit.getByLabel('Descuento (%)').fill(String(best - 1));
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('Oferta actualizada')).toBeVisible();
    await expect(row).toContainText(`${best - 1}%`);

    await row.getByRole('button', { name: /^Eliminar oferta/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(row).toHaveCount(0);
  });
});
