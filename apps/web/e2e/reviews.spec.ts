import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken, buy, openAs, sellerToken, shopperToken } from './support';

// A demo shop no other journey signs in as, and the administrator only the admin journeys use.
const SELLER = 'ventas@pixelstore.tecnobazar.local';
const ADMIN = 'admin-e2e@tecnobazar.local';
const PHOTO = fileURLToPath(new URL('./fixtures/teclado.png', import.meta.url));

interface OwnProduct {
  id: number;
  title: string;
  numRatings: number;
  in_stock: boolean;
  quantity: number;
}

/** One of the shop's products nobody has reviewed yet, so its average is ours alone. */
async function unreviewedProduct(request: APIRequestContext, jwt: string): Promise<OwnProduct> {
  const own = (await (
    await request.get('/v1/sellers/product', { headers: { Authorization: `Bearer ${jwt}` } })
  ).json()) as OwnProduct[];
  const product = own.find((p) => p.numRatings === 0 && p.in_stock && p.quantity >= 2);
  expect(product, 'the demo shop has an unreviewed product in stock').toBeTruthy();
  return product!;
}

/** The product's card in the search results: its rating line, or none. */
async function cardRating(page: Page, title: string) {
  await page.goto(`/search-products?q=${encodeURIComponent(title)}`);
  const card = page
    .getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first();
  await expect(card).toBeVisible();
  return card.getByRole('img', { name: /^Calificación/ });
}

test('a buyer reviews with a photo, the seller answers, a shopper reports it and the admin hides it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await sellerToken(request, SELLER);
  const product = await unreviewedProduct(request, seller);
  const { jwt: buyer } = await buy(request, [product.id], 'Lucía Fernández');
  const context = await browser.newContext();
  const page = await context.newPage();

  // The buyer writes a 4.5-star review with a photo.
  await openAs(page, buyer, `/reviews/${product.id}/create`);
  await expect(page.getByRole('heading', { name: 'Write Your Review & Give Ratings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Producto' }).getByText(product.title)).toBeVisible();
  await page.getByLabel('Tu reseña').fill('Llegó en dos días y funciona perfecto. <b>Recomendado</b>.');
  // Four and a half stars, chosen from the keyboard (a pointer's half-star click depends on the layout
  // having settled, which a busy CI machine does not promise).
  await page.getByLabel('4,5 estrellas').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('4,5 estrellas')).toBeChecked();
  await page.locator('input[type=file]').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: 'Imagen 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar reseña' }).click();

  await expect(page).toHaveURL(`/reviews/${product.id}`);
  const review = page.getByRole('listitem', { name: 'Reseña de Lucía Fernández' });
  await expect(review.getByText('Compra verificada')).toBeVisible();
  await expect(review.getByRole('img', { name: '4,5 estrellas' })).toBeVisible();
  await expect(review.getByText('<b>Recomendado</b>', { exact: false })).toBeVisible();
  await expect(page.getByTestId('average-rating')).toHaveText('4,5');
  await review.getByRole('button', { name: /Ver la foto 1/ }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: /Foto 1 de 1/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar' }).click();

  // The product page shows it among the newest, verified; the card shows the average.
  await page.goto(`/product-details/x/y/${product.id}`);
  const onProduct = page.getByRole('region', { name: 'Reseñas y calificaciones' });
  await expect(onProduct.getByRole('listitem', { name: 'Reseña de Lucía Fernández' })).toContainText(
    'Compra verificada',
  );
  await expect(await cardRating(page, product.title)).toHaveAccessibleName('Calificación 4,5 de 5, 1 reseña');

  // The seller answers from the seller area.
  const sellerPage = await (await browser.newContext()).newPage();
  await openAs(sellerPage, seller, '/seller/reviews?sin-responder=1');
  const toAnswer = sellerPage.getByRole('listitem', {
    name: `Reseña de Lucía Fernández sobre ${product.title}`,
  });
  await toAnswer.getByRole('button', { name: 'Responder' }).click();
  await toAnswer.getByLabel('Respuesta').fill('¡Gracias, Lucía! Nos alegra que te sirva.');
  await toAnswer.getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(sellerPage.getByText('Respuesta publicada')).toBeVisible();
  await page.goto(`/reviews/${product.id}`);
  await expect(review.getByRole('region', { name: 'Respuesta del vendedor' })).toContainText(
    '¡Gracias, Lucía! Nos alegra que te sirva.',
  );
  await expect(await cardRating(page, product.title)).toHaveAccessibleName('Calificación 4,5 de 5, 1 reseña');

  // Another shopper reports it.
  const reporter = await shopperToken(request, 'Martín Rojas', 'denuncia');
  const reporterPage = await (await browser.newContext()).newPage();
  await openAs(reporterPage, reporter, `/reviews/${product.id}`);
  await reporterPage
    .getByRole('listitem', { name: 'Reseña de Lucía Fernández' })
    .getByRole('button', { name: 'Denunciar' })
    .click();
  const reportDialog = reporterPage.getByRole('dialog', { name: 'Denunciar reseña' });
  await reportDialog.getByLabel('Motivo').fill('Parece publicidad de la tienda');
  await reportDialog.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(reporterPage.getByText('Gracias: revisaremos esta reseña.')).toBeVisible();
  await expect(await cardRating(page, product.title)).toHaveAccessibleName('Calificación 4,5 de 5, 1 reseña');

  // The administrator hides it: it leaves the list and the average.
  const adminPage = await (await browser.newContext()).newPage();
  await openAs(adminPage, await adminToken(request, ADMIN), '/admin/reviews');
  const reported = adminPage.getByRole('listitem').filter({ hasText: 'Parece publicidad de la tienda' });
  await reported.getByRole('button', { name: 'Ocultar reseña' }).click();
  const hideDialog = adminPage.getByRole('dialog', { name: 'Ocultar reseña' });
  await hideDialog.getByLabel('Motivo').fill('Contenido promocional');
  await hideDialog.getByRole('button', { name: 'Ocultar' }).click();
  await expect(adminPage.getByText('Reseña ocultada')).toBeVisible();
  await expect(reported).toHaveCount(0);

  await page.goto(`/reviews/${product.id}`);
  await expect(page.getByText('Aún no hay reseñas de este producto.')).toBeVisible();
  await expect(await cardRating(page, product.title)).toHaveCount(0);
});
