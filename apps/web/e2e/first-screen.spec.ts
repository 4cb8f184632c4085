import { type Browser, devices, expect, type Page, test } from '@playwright/test';

// The store's catalogue pages come drawn by the server (apps/web/src/entry-server.tsx): a phone shows the
// page before the app's code has run, and the app then draws over it and works as usual.
const phone = { ...devices['Pixel 7'], defaultBrowserType: undefined };
const drawing = (page: Page) => page.locator('#root > [inert]');

/**
 * A keyboard's page address, title and price as the listing links and shows them: one that can be bought
 * (another journey may have just listed a keyboard and switched its stock off).
 */
async function aKeyboard(browser: Browser) {
  const page = await browser.newPage();
  await page.goto('/products/keyboards');
  const card = page
    .getByRole('list', { name: 'Productos' })
    .getByRole('listitem')
    .filter({ hasNotText: 'Agotado' })
    .first();
  const href = await card.getByRole('link').first().getAttribute('href');
  const title = await card.getByRole('heading').first().textContent();
  await page.close();
  return { href: href!, title: title! };
}

test.use(phone);

test('a phone without the app’s code still shows the drawn listing and product page, main picture included', async ({
  browser,
}) => {
  const { href, title } = await aKeyboard(browser);
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/products/keyboards');
  await expect(drawing(page).locator('h1')).toHaveText('Teclados');
  // Laid out for a phone: the filters behind their button, not beside the grid.
  await expect(drawing(page).getByText('Filtros', { exact: true })).toBeVisible();
  await expect(
    drawing(page).locator('ul[aria-label="Productos"] > li').filter({ hasText: title }),
  ).toHaveCount(1);

  await page.goto(href);
  await expect(drawing(page).locator('h1')).toHaveText(title);
  await expect(drawing(page)).toContainText('$');
  const main = drawing(page).locator('img[fetchpriority="high"]');
  await expect(main).toHaveCount(1);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await context.close();
});

test('the app draws over the server’s page and works: quantity, and the header’s sign-in', async ({
  browser,
  page,
}) => {
  const { href, title } = await aKeyboard(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await page.goto(href);
  await expect(drawing(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(page.getByLabel('Cantidad', { exact: true })).toHaveText('2');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(errors).toEqual([]);
});
