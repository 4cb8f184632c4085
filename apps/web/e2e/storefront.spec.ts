import { expect, type Page, test } from '@playwright/test';
import { signUpInBrowser } from './support';

const productList = (page: Page) => page.getByRole('list', { name: 'Productos' });
const productCards = (page: Page) => productList(page).getByRole('listitem');
/** Waits until the listing shows the answer to its current address (the previous one stays, dimmed, meanwhile). */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test.describe('storefront', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor browses a category, filters, sorts, pages, opens a product and zooms its image', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Tarjetas Gráficas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comprar por categoría' })).toBeVisible();

    // A leaf from the mega-menu, then its top category through the breadcrumbs: the demo catalogue has
    // 18 black components from $100.000 up, enough for a second page.
    await page
      .getByRole('navigation', { name: 'Categorías' })
      .getByRole('link', { name: 'Componentes' })
      .hover();
    await page.getByRole('link', { name: 'NVIDIA', exact: true }).click();
    await expect(page).toHaveURL('/products/gpu_nvidia');
    await expect(page.getByRole('heading', { level: 1, name: 'NVIDIA', exact: true })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Componentes' })
      .click();
    await expect(page).toHaveURL('/products/women');
    // Other journeys running alongside may add components: the count is read, not assumed.
    const count = page.getByText(/^\d+ productos$/);
    const shownCount = async () => Number.parseInt((await count.textContent()) ?? '0', 10);
    await expect.poll(shownCount).toBeGreaterThanOrEqual(50);
    const total = `${await shownCount()} productos`;

    // The price ranges come from the category's prices, each with its count; a top category has no colours.
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    await expect(filters.getByRole('group', { name: 'Precio' }).getByRole('radio')).toHaveCount(6);
    await expect(filters.getByRole('group', { name: 'Color' })).toHaveCount(0);
    const top = filters.getByRole('radio', { name: / y más \(\d+\)$/ });
    const topCount = Number(
      /\((\d+)\)$/.exec((await top.evaluate((radio) => radio.closest('label')!.textContent))!)![1],
    );
    await top.click();
    await expect(page).toHaveURL(/price=\d+-1000000000/);
    await expect(page.getByText(`${topCount} productos`)).toBeVisible();
    await filters.getByRole('button', { name: 'Limpiar' }).click();
    await expect(page).toHaveURL('/products/women');
    await expect(page.getByText(total)).toBeVisible();

    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Precio alto' }).click();
    await expect(page).toHaveURL(/sort=price_high/);
    await expect(productCards(page)).toHaveCount(12);

    await page.getByRole('button', { name: 'Ir a la página 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    await expect(productCards(page)).toHaveCount(12);
    const prices = await productCards(page)
      .locator('span')
      .filter({ hasText: /^\$[\d.]+$/ })
      .allTextContents();
    const values = prices.map((price) => Number(price.replace(/\D/g, '')));
    expect(values).toEqual([...values].sort((a, b) => b - a));

    // Back returns to the first page with the same filters.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(productCards(page)).toHaveCount(12);
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    await expect(productCards(page)).toHaveCount(12);

    const firstCard = productCards(page).first();
    const title = (await firstCard.getByRole('heading').textContent())!;
    await firstCard.getByRole('link').click();
    await expect(page).toHaveURL(/\/product-details\/[a-z0-9_]+\/[a-z0-9-]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();

    await page.getByRole('button', { name: 'Ampliar imagen' }).click();
    const zoom = page.getByRole('dialog', { name: 'Imagen ampliada' });
    await expect(zoom.getByText('Haz clic para acercar')).toBeVisible();
    await zoom.getByRole('button', { name: 'Acercar imagen' }).click();
    const frame = zoom.getByRole('button', { name: 'Alejar imagen' });
    await expect(frame).toHaveAttribute('aria-pressed', 'true');
    await expect(zoom.getByText('Arrastra para mover, haz clic para alejar')).toBeVisible();

    // Dragging moves the zoomed image without zooming out.
    const image = frame.locator('img');
    const before = await image.evaluate((img) => getComputedStyle(img).transform);
    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 5 });
    await page.mouse.up();
    await expect(frame).toHaveAttribute('aria-pressed', 'true');
    expect(await image.evaluate((img) => getComputedStyle(img).transform)).not.toBe(before);

    await frame.click();
    await expect(zoom.getByRole('button', { name: 'Acercar imagen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
  });

  test('a misspelt search without accents finds products and opens the first one', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Buscar productos' }).click();
    await expect(page.getByText('Search Product Here')).toBeVisible();

    await page.getByLabel('Search Product...').fill('procesdor');
    await page.getByLabel('Search Product...').press('Enter');
    await expect(page).toHaveURL('/search-products?q=procesdor');
    const first = productCards(page).first();
    await expect(first).toContainText('Procesador');
    const title = (await first.getByRole('heading').textContent())!;

    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();

    await page.goBack();
    await expect(page.getByLabel('Search Product...')).toHaveValue('procesdor');
    await page.getByLabel('Search Product...').fill('teclados mecanicos');
    await page.getByLabel('Search Product...').press('Enter');
    await expect(productCards(page).first()).toContainText(/Teclado mecánico/i);
  });

  test('a shopper adds a product to the wishlist from its card, finds it there and removes it', async ({
    page,
    request,
  }) => {
    await signUpInBrowser(page, request, 'Valentina Ríos');

    await page.goto('/products/keyboards_mechanical');
    const card = productCards(page).first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.hover();
    await card.getByRole('button', { name: 'Agregar a la lista de deseos' }).click();
    await expect(card.getByRole('button', { name: 'Quitar de la lista de deseos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('link', { name: 'Lista de deseos' }).click();
    await expect(page).toHaveURL('/wishlist');
    await expect(page.getByRole('heading', { name: 'Mi lista de deseos' })).toBeVisible();
    await expect(page.getByText('1 producto', { exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(1);
    await expect(productCards(page).first().getByRole('heading')).toHaveText(title);

    await productCards(page).first().getByRole('button', { name: 'Quitar de la lista de deseos' }).click();
    await expect(page.getByText('Vaya, se siente tan ligero!')).toBeVisible();
    await expect(
      page.getByText('No hay nada en tu lista de deseos, agreguemos algunos artículos.'),
    ).toBeVisible();

    // The list is kept on the server: a reload shows the same empty state.
    await page.reload();
    await expect(page.getByText('Vaya, se siente tan ligero!')).toBeVisible();
  });
});

test('on a phone the filters open from the "Filtros" button and the listing has two columns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products/keyboards');
  await expect(page.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filtros' }).click();
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  // Keyboards come in colours: only those present are offered, each with its count.
  await expect(filters.getByRole('group', { name: 'Marca' })).toBeVisible();
  await filters.getByRole('radio', { name: /^Blanco \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/color=Blanco/);
  await page.getByRole('button', { name: 'Cerrar filtros' }).click();

  // Two cards side by side, as search shows them (issue 27): the filtered page may still be re-rendering,
  // so measure again until they stand in one row, each within the screen.
  const cards = productCards(page);
  await expect(async () => {
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(second!.y - first!.y)).toBeLessThan(1);
    expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width - 1);
    expect(second!.x + second!.width).toBeLessThanOrEqual(390);
  }).toPass();
});
