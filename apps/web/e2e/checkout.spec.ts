import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { nextMail, saveAddressAtCheckout, signUpInBrowser, uniqueEmail } from './support';

interface Product {
  id: number;
  title: string;
  sellingPrice: number;
  quantity: number;
  in_stock: boolean;
  category: { categoryId: string };
  seller: { id: number };
}

/** Signs a new shopper up through the same API calls the form makes; answers the token. */
async function signUpThroughApi(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('checkout-api');
  expect((await request.post('/v1/auth/sent/login-signup-otp', { data: { email } })).ok()).toBe(true);
  const mail = await nextMail(request, email);
  const response = await request.post('/v1/auth/signup', {
    data: { email, otp: mail.otp, fullName: 'Sofía Herrera' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** Puts the token where the app keeps it, then opens `path` signed in. */
async function openSignedIn(page: Page, jwt: string, path: string) {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('jwt', token), jwt);
  await page.goto(path);
}

/** Two in-stock products from different sellers, the first worth at least BIENVENIDO10's $50.000 minimum. */
async function twoSellersProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const response = await request.get('/v1/products?pageNumber=0');
  const { content } = (await response.json()) as { content: Product[] };
  const buyable = content.filter((product) => product.in_stock && product.quantity >= 2);
  const first = buyable.find((product) => product.sellingPrice >= 50_000);
  const second = buyable.find((product) => product.seller.id !== first?.seller.id);
  expect(first && second, 'the demo catalogue has products from two sellers').toBeTruthy();
  return [first!, second!];
}

const productPath = (product: Product) =>
  `/product-details/${product.category.categoryId}/producto/${product.id}`;
const cartLink = (page: Page) => page.getByRole('link', { name: /^Carrito/ });
const cartLines = (page: Page) =>
  page.getByRole('list', { name: 'Artículos del carrito' }).getByRole('listitem');
const pesos = (text: string) => Number(text.replace(/\D/g, ''));

async function addToCartThroughApi(request: APIRequestContext, jwt: string, productId: number) {
  const response = await request.put('/v1/api/cart/add', {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { productId, size: 'FREE', quantity: 1 },
  });
  expect(response.ok()).toBe(true);
}

/**
 * From the cart: opens the address step, saves a new address in Cundinamarca (selected at once) and pays
 * with PayPal. Answers the total the step priced for that address: what is charged.
 */
async function payWithNewAddress(page: Page): Promise<number> {
  const dialog = await saveAddressAtCheckout(page, {
    name: 'Mateo Gómez',
    address: 'Calle 45 # 12-30, apto 402',
    city: 'Bogotá',
    state: 'Cundinamarca',
    mobile: '3001234567',
  });
  // Each shop's shipping is priced for the department chosen.
  await expect(dialog.getByRole('group', { name: 'Envío a Cundinamarca' })).toBeVisible();
  const charged = pesos((await dialog.getByText(/^Total: /).textContent())!);
  await dialog.getByRole('button', { name: 'Pagar con PayPal' }).click();
  await expect(page).toHaveURL(/\/v1\/dev\/paypal\/checkout\?token=/);
  await expect(page.getByText('Vas a pagar a TecnoBazar')).toBeVisible();
  return charged;
}

test.describe('checkout', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a shopper buys from two sellers with a coupon and finds two paid orders', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [first, second] = await twoSellersProducts(request);
    await signUpInBrowser(page, request, 'Mateo Gómez');

    await page.goto(productPath(first));
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByText('Producto agregado al carrito')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito, 1 artículo');

    await page.goto(productPath(second));
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Carrito, 2 artículos');
    await page.getByRole('link', { name: 'Ver carrito' }).click();

    await expect(page).toHaveURL('/cart');
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).filter({ hasText: first.title })).toBeVisible();
    await expect(cartLines(page).filter({ hasText: second.title })).toBeVisible();

    await page.getByLabel('Código de cupón').fill('BIENVENIDO10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Cupón aplicado exitosamente')).toBeVisible();
    await expect(page.getByText('Aplicado', { exact: true })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect(summary.getByRole('group', { name: 'Cupón' })).toBeVisible();
    await expect(summary.getByRole('group', { name: 'Tarifa de plataforma' })).toContainText('Gratis');
    await expect(summary.getByText('Reemplazo disponible por 7 días')).toBeVisible();

    // The total shown is the server's: before an address, each shop's general shipping rate.
    const total = pesos((await summary.getByRole('group', { name: 'Total', exact: true }).textContent())!);
    const shipping = pesos(
      (await summary.getByRole('group', { name: 'Envío según tu dirección' }).textContent())!,
    );
    const subtotal = first.sellingPrice + second.sellingPrice;
    expect(shipping).toBeGreaterThan(0);
    expect(total).toBe(subtotal - Math.floor(subtotal * 0.1) + shipping);

    // The address step prices the shipping to Cundinamarca: that total is what the simulator charges.
    const charged = await payWithNewAddress(page);
    expect(charged - (total - shipping)).toBeGreaterThanOrEqual(0);
    // The simulator charges dollars and says how the pesos were converted.
    await expect(page.getByText(/^US\$\s[\d.]+,\d{2}$/)).toBeVisible();
    await expect(page.getByText(/ COP ≈ US\$\s[\d.]+,\d{2} al cambio de 4\.000$/)).toBeVisible();
    await page.getByRole('button', { name: 'Pagar' }).click();

    await expect(page).toHaveURL(/\/paypal\/success\?token=.+&PayerID=/);
    const success = page.getByRole('dialog', { name: '¡Pago realizado con éxito!' });
    await expect(success).toBeVisible();
    await expect(success.getByText('Gracias por tu compra.')).toBeVisible();
    await success.getByRole('link', { name: 'Ver mis pedidos' }).click();

    await expect(page).toHaveURL('/account/orders');
    await expect(page.getByRole('heading', { name: 'Mis Pedidos' })).toBeVisible();
    const orders = page
      .getByRole('list', { name: 'Pedidos' })
      .getByRole('listitem', { name: /^Pedido \d+$/ });
    await expect(orders).toHaveCount(2);
    await expect(orders.getByText('Pagado', { exact: true })).toHaveCount(2);
    // Each order carries its own shop's shipping: together they are what was charged.
    const orderTotals = await orders.getByLabel('Total del pedido').allTextContents();
    expect(orderTotals.map(pesos).reduce((sum, value) => sum + value, 0)).toBe(charged);
    await expect(orders.getByText(/^Envío: \$|^Envío gratis$/)).toHaveCount(2);
    // The paid lines left the cart.
    await expect(cartLink(page)).toHaveAccessibleName('Carrito');
  });

  test('a cancelled payment keeps the cart as it was', async ({ page, request }) => {
    const [product] = await twoSellersProducts(request);
    const jwt = await signUpThroughApi(request);
    await addToCartThroughApi(request, jwt, product.id);
    await openSignedIn(page, jwt, '/cart');
    await expect(cartLines(page)).toHaveCount(1);

    await payWithNewAddress(page);
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await expect(page).toHaveURL(/\/paypal\/cancel\?token=/);
    // The modal hides the page from assistive technology; the heading stays visible behind it.
    await expect(page.getByText('Cancelando el pedido...')).toBeVisible();
    const cancelled = page.getByRole('dialog', { name: 'Pago cancelado' });
    await expect(cancelled.getByText('No se completó la compra.')).toBeVisible();
    await cancelled.getByRole('link', { name: 'Volver al carrito' }).click();

    await expect(page).toHaveURL('/cart');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText(product.title);
    await expect(cartLink(page)).toHaveAccessibleName('Carrito, 1 artículo');
  });

  test('paying without the stored token is refused, and a signed-out cart asks to sign in', async ({
    page,
    request,
  }) => {
    const [product] = await twoSellersProducts(request);
    const jwt = await signUpThroughApi(request);
    await addToCartThroughApi(request, jwt, product.id);
    await openSignedIn(page, jwt, '/cart');
    await expect(cartLines(page)).toHaveCount(1);

    await page.evaluate(() => localStorage.clear());
    await page.getByRole('button', { name: 'COMPRAR AHORA' }).click();
    await expect(page.getByRole('alert')).toHaveText('Debes iniciar sesión para continuar con el pago.');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Inicia sesión para ver tu carrito' })).toBeVisible();
    await main.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('offline, a signed-in cart says it could not load, with no uncaught error', async ({
    page,
    request,
  }) => {
    const jwt = await signUpThroughApi(request);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The calls the page starts before its code (public/signed-in-calls.js) fail too.
    await page.route('**/v1/api/**', (route) => route.abort());
    await openSignedIn(page, jwt, '/cart');
    await expect(page.getByRole('main')).toContainText('Failed to fetch user cart');
    expect(errors).toEqual([]);
  });
});
