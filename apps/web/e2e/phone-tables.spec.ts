import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, nextMail, openAs, sellerToken, uniqueEmail } from './support';

// The administrator the administration journeys use (playwright.config.ts lists it in ADMIN_EMAIL).
const ADMIN = 'admin-e2e@tecnobazar.local';
const PHONE = { width: 390, height: 844 };
const HINT = 'Desliza la tabla hacia los lados para ver todas las columnas.';

/** Wholly inside the phone's screen, not cut off at its right edge. */
async function expectOnScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('seller and admin tables on a phone', () => {
  test.use({ viewport: PHONE });

  test("keep each row's actions on screen and say the table scrolls", async ({ page, request }) => {
    const admin = await adminToken(request, ADMIN);

    await openAs(page, admin, '/admin/sellers');
    const sellers = page.getByRole('table', { name: 'Vendedores' });
    await expect(sellers.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(HINT)).toBeVisible();
    await expectOnScreen(page, sellers.getByRole('button', { name: 'Change Status' }).first());

    // A new shop with one product: its table has two columns of actions.
    const email = uniqueEmail('tabla-movil');
    const registered = await request.post('/v1/sellers', {
      data: {
        sellerName: 'Tienda Móvil',
        email,
        mobile: '3001234567',
        gstin: '900123456-8',
        businessDetails: { businessName: `Tienda Móvil ${Date.now()}` },
      },
    });
    expect(registered.ok()).toBe(true);
    const verification = await nextMail(request, email);
    await request.patch(`/v1/sellers/verify/${verification.link!.split('/').pop()}`);
    const seller = await sellerToken(request, email);
    const { id } = await (
      await request.get('/v1/sellers/profile', { headers: { Authorization: `Bearer ${seller}` } })
    ).json();
    await request.patch(`/v1/admin/seller/${id}/status/ACTIVE`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    await request.patch(`/v1/admin/seller/${id}/trusted`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { trusted: true },
    });
    const title = `Teclado compacto ${Date.now().toString(36)}`;
    const created = await request.post('/v1/sellers/product', {
      headers: { Authorization: `Bearer ${seller}` },
      data: {
        title,
        description: 'Teclado compacto inalámbrico para la oficina.',
        mrpPrice: 200000,
        sellingPrice: 150000,
        quantity: 5,
        color: 'Negro',
        sizes: ['FREE'],
        images: ['/v1/media/demo/mice-negro-1.webp'],
        category: 'men',
        category2: 'keyboards',
        category3: 'keyboards_mechanical',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await openAs(page, seller, '/seller/products');
    const products = page.getByRole('table', { name: 'Productos' });
    await expect(page.getByText(HINT)).toBeVisible();
    await expectOnScreen(page, products.getByRole('button', { name: 'en existencia' }));
    await expectOnScreen(page, products.getByRole('link', { name: `Editar ${title}` }));
    await expectOnScreen(page, products.getByRole('button', { name: `Eliminar ${title}` }));
    // The stock button still works from there.
    await products.getByRole('button', { name: 'en existencia' }).click();
    await expect(products.getByRole('button', { name: 'sin existencia' })).toBeVisible();
  });
});
