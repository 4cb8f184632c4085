import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { latestMail, nextMail } from './support';

// A demo shop (ACTIVE) that no other journey signs in as.
const SELLER_EMAIL = 'ventas@bytecaribe.tecnobazar.local';
const IMAGE = fileURLToPath(new URL('./fixtures/teclado.png', import.meta.url));

/** Signs the seller in at /become-seller with the e-mailed code. */
async function signInAsSeller(page: Page) {
  const request = page.request;
  const previous = await latestMail(request, SELLER_EMAIL);
  await page.goto('/become-seller');
  await page.getByLabel('Correo electrónico').fill(SELLER_EMAIL);
  const [sent] = await Promise.all([
    page.waitForResponse('**/v1/sellers/sent/login-top'),
    page.getByRole('button', { name: 'Enviar OTP' }).click(),
  ]);
  expect(sent.status()).toBe(200);
  const mail = await nextMail(request, SELLER_EMAIL, previous);
  await page.getByLabel('Dígito 1').click();
  await page.keyboard.type(mail.otp!);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL('/seller');
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a seller adds a product with an uploaded image, stocks it, reprices it, removes it and edits the bank details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A word no demo product has, so the search finds this product alone.
  const word = `Kvasir${Date.now().toString(36)}`;
  const title = `Mousepad extendido ${word}`;

  await signInAsSeller(page);
  await expect(page.getByRole('heading', { name: 'Panel de control' })).toBeVisible();

  // Add the product: the image goes through POST /v1/uploads/image and comes back as our media URL.
  await page.getByRole('navigation').getByRole('link', { name: 'Agregar Producto' }).click();
  await expect(page).toHaveURL('/seller/add-product');
  // The catalogue is searched first; a product nobody lists yet is created from the form.
  await page.getByLabel('Busca el producto por nombre o número de modelo').fill('Producto que nadie vende');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: 'Crear un producto nuevo' }).click();
  await page.locator('input[type=file]').setInputFiles(IMAGE);
  await expect(page.getByRole('img', { name: /Imagen 1/ })).toHaveAttribute(
    'src',
    /\/v1\/media\/uploads\/[0-9a-f]{64}\.webp$/,
  );
  await page.getByLabel('Título').fill(title);
  await page
    .getByLabel('Descripción')
    .fill('Mousepad extendido de 90 x 40 cm con base de caucho antideslizante.');
  await page.getByLabel('Precio Sugerido').fill('250000');
  await page.getByLabel('Precio de Venta').fill('199900');
  await page.getByLabel('Cantidad').fill('7');
  await choose(page, 'Color', 'Negro');
  await choose(page, 'Categoría', 'Accesorios');
  await choose(page, 'Segunda Categoría', 'Mousepads');
  await choose(page, 'Tercera Categoría', 'Mousepads Extendidos');
  await page.getByRole('button', { name: 'Agregar Producto' }).click();
  await expect(page.getByText('Producto creado con éxito')).toBeVisible();

  // The seller's table, the storefront listing and search all have it at once.
  await page.getByRole('navigation').getByRole('link', { name: 'Productos' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('$199.900');
  const shop = await page.context().newPage();
  await shop.goto('/products/mousepads_xl?sort=newest');
  await expect(shop.getByRole('list', { name: 'Productos' }).getByText(title)).toBeVisible();
  await shop.goto(`/search-products?q=${word}`);
  const result = shop.getByRole('list', { name: 'Productos' }).getByRole('listitem');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(title);
  await result.getByRole('link').first().click();
  await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const productUrl = shop.url();

  // Out of stock: the product page says so.
  await row.getByRole('button', { name: 'en existencia' }).click();
  await expect(row.getByRole('button', { name: 'sin existencia' })).toBeVisible();
  await shop.reload();
  await expect(shop.getByText('Agotado')).toBeVisible();

  // A new price shows in the storefront.
  await row.getByRole('link', { name: `Editar ${title}` }).click();
  await expect(page.getByLabel('Precio de Venta')).toHaveValue('199900');
  await page.getByLabel('Precio de Venta').fill('189900');
  await page.getByRole('button', { name: 'Actualizar Producto' }).click();
  await expect(page.getByText('Producto actualizado con éxito')).toBeVisible();
  await shop.goto(productUrl);
  await expect(shop.getByText('$189.900').first()).toBeVisible();

  // Removed: gone from the table and from search (never ordered, so deleted rather than archived).
  await page.getByRole('navigation').getByRole('link', { name: 'Productos' }).click();
  await page.getByRole('button', { name: `Eliminar ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Producto eliminado')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await shop.goto(`/search-products?q=${word}`);
  await expect(shop.getByText(`No se encontraron productos para "${word}"`)).toBeVisible();

  // Bank details: the new number is shown masked, never whole.
  await page.getByRole('navigation').getByRole('link', { name: 'Cuenta' }).click();
  await page.getByRole('button', { name: 'Editar datos bancarios' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titular de la cuenta').fill('Byte Caribe S.A.S.');
  await dialog.getByLabel('Número de cuenta').fill('0011223344556677');
  await dialog.getByRole('combobox', { name: 'Banco' }).click();
  await page.getByRole('option', { name: 'Davivienda' }).click();
  await dialog.getByRole('combobox', { name: 'Tipo de cuenta' }).click();
  await page.getByRole('option', { name: 'Ahorros' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Perfil actualizado con éxito')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/6677$/)).toBeVisible();
  await expect(page.getByText('0011223344556677')).toHaveCount(0);

  // On a phone the menu slides out over the top bar: its first entry can be tapped.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú de vendedor' });
  await menu.getByRole('link', { name: 'Panel de control' }).click();
  await expect(page).toHaveURL('/seller');
  await expect(menu).toBeHidden();
});
