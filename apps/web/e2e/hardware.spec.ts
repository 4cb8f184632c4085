import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openAs, sellerToken, shopperToken } from './support';

// A demo shop no other journey signs in as.
const SELLER = 'ventas@hardwareandino.tecnobazar.local';
const IMAGE = fileURLToPath(new URL('./fixtures/teclado.png', import.meta.url));
// Launched the same year as the AM5 board below: a newer one would bring the BIOS-update warning too.
const AM5_CPU = 'Procesador AMD Ryzen 5 7600X 6 núcleos AM5';
const LGA1700_BOARD = 'Placa base MSI MAG Z790 Tomahawk WiFi LGA1700 ATX';
const AM5_BOARD = 'Placa base ASUS TUF Gaming B650-PLUS WiFi AM5 ATX';

interface Listed {
  id: number;
  title: string;
}

/** A demo product's id, by its exact title (the search finds it by its words). */
async function productId(request: APIRequestContext, title: string): Promise<number> {
  const found = (await (
    await request.get(`/v1/products/search?query=${encodeURIComponent(title)}`)
  ).json()) as Listed[];
  const product = found.find((p) => p.title === title);
  expect(product, title).toBeTruthy();
  return product!.id;
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a shopper narrows processors by socket with counts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products/processors');
  const socket = page.getByRole('group', { name: 'Socket' });
  // The choice goes through the address, so the box shows it a moment later.
  await socket.getByRole('checkbox', { name: 'AM5 (3)' }).click();
  await expect(socket.getByRole('checkbox', { name: 'AM5 (3)' })).toBeChecked();
  await expect(page).toHaveURL('/products/processors?spec.socket=AM5');
  await expect(page.getByText('3 productos')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Productos' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const title of await cards.getByRole('heading').allTextContents()) expect(title).toContain('AM5');
  // The other attributes count within AM5 now; the socket keeps its own counts.
  await expect(page.getByRole('group', { name: 'Marca' }).getByRole('checkbox')).toHaveCount(1);
  await expect(socket.getByRole('checkbox', { name: 'LGA1700 (4)' })).toBeVisible();
});

test('the cart warns about a CPU and a board that do not fit, and stops once the board is swapped', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const jwt = await shopperToken(request, 'Camilo Rincón', 'compatibilidad');
  const headers = { Authorization: `Bearer ${jwt}` };
  for (const title of [AM5_CPU, LGA1700_BOARD]) {
    const added = await request.put('/v1/api/cart/add', {
      headers,
      data: { productId: await productId(request, title), size: 'FREE', quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  }

  await openAs(page, jwt, '/cart');
  const warning = page.getByRole('alert').filter({ hasText: 'Revisa la compatibilidad' });
  await expect(warning).toContainText(
    `El procesador «${AM5_CPU}» (AM5) no encaja en la placa base «${LGA1700_BOARD}» (LGA1700).`,
  );
  // A warning, never a block.
  await expect(page.getByRole('button', { name: 'COMPRAR AHORA' })).toBeEnabled();

  // The AM5 board's page says it fits the cart; adding it and removing the other ends the warning.
  await page.goto(`/product-details/x/y/${await productId(request, AM5_BOARD)}`);
  await expect(page.getByText('Compatible con tu carrito')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByRole('link', { name: 'Ver carrito' })).toBeVisible();
  await page.goto('/cart');
  await page
    .getByRole('listitem', { name: LGA1700_BOARD })
    .getByRole('button', { name: 'Quitar del carrito' })
    .click();
  await expect(page.getByRole('listitem', { name: LGA1700_BOARD })).toHaveCount(0);
  await expect(warning).toHaveCount(0);
  await expect(page.getByText('Las piezas de tu carrito son compatibles entre sí')).toBeVisible();
});

test('a seller adds a RAM kit with its specifications; they show on its page and in the DDR5 filter', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Memoria RAM Vortex ${Date.now().toString(36)} 32GB (2x16GB) DDR5 6000 MHz`;
  await openAs(page, await sellerToken(request, SELLER), '/seller/add-product');
  // The catalogue is searched first; a product nobody lists yet is created from the form.
  await page.getByLabel('Busca el producto por nombre o número de modelo').fill('Producto que nadie vende');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: 'Crear un producto nuevo' }).click();
  await page.locator('input[type=file]').setInputFiles(IMAGE);
  await expect(page.getByRole('img', { name: /Imagen 1/ })).toBeVisible();
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descripción').fill('Kit de dos módulos DDR5 de 16 GB con disipador de aluminio.');
  await page.getByLabel('Precio Sugerido').fill('520000');
  await page.getByLabel('Precio de Venta').fill('459900');
  await page.getByLabel('Cantidad').fill('12');
  await choose(page, 'Color', 'Negro');
  await choose(page, 'Categoría', 'Componentes');
  await choose(page, 'Segunda Categoría', 'Memoria RAM');
  await choose(page, 'Tercera Categoría', 'DDR5');
  const specs = page.getByRole('group', { name: 'Especificaciones' });
  await specs.getByLabel('Marca').fill('Vortex');
  await choose(page, 'Tipo', 'DDR5');
  await specs.getByLabel('Capacidad total').fill('32');
  await specs.getByLabel('Módulos').fill('2');
  await specs.getByLabel('Velocidad').fill('6000');
  await page.getByRole('button', { name: 'Agregar Producto' }).click();
  await expect(page.getByText('Producto creado con éxito')).toBeVisible();

  const shop = await page.context().newPage();
  await shop.goto(`/product-details/x/y/${await productId(request, title)}`);
  const table = shop.getByRole('table', { name: 'Especificaciones' });
  await expect(table.getByRole('row', { name: 'Tipo DDR5' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Capacidad total 32 GB' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Velocidad 6.000 MHz' })).toBeVisible();

  await shop.goto('/products/ram?sort=price_low');
  await shop
    .getByRole('group', { name: 'Tipo' })
    .getByRole('checkbox', { name: /^DDR5 \(\d+\)$/ })
    .click();
  await expect(shop).toHaveURL(/spec\.memoryType=DDR5/);
  await expect(shop.getByRole('list', { name: 'Productos' }).getByText(title)).toBeVisible();
});
