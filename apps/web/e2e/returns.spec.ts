import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminToken, buy, latestMail, nextMail, openAs, openShop } from './support';

const PHOTO = fileURLToPath(new URL('./fixtures/teclado.png', import.meta.url));
const UNIT_PRICE = 120_000;

/** A shop of its own (so no other journey moves its balance), activated, with one keyboard in stock. */
async function newShop(request: APIRequestContext) {
  const admin = await adminToken(request, 'admin@tecnobazar.local');
  return openShop(request, admin, {
    prefix: 'devoluciones',
    product: {
      title: `Teclado mecánico Vortex ${Date.now().toString(36)}`,
      description: 'Teclado mecánico TKL con switches marrones y retroiluminación blanca.',
      mrpPrice: 150_000,
      sellingPrice: UNIT_PRICE,
      image: '/v1/media/demo/keyboards-negro-1.webp',
      category: ['men', 'keyboards', 'keyboards_mechanical'],
    },
  });
}

const stockOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/v1/products/${id}`)).json()) as { quantity: number }).quantity;
const balanceOf = async (request: APIRequestContext, headers: Record<string, string>) =>
  (await (await request.get('/v1/api/payouts/seller/balance', { headers })).json()) as {
    available: number;
    held: number;
  };

test('a buyer returns one of two units with a photo; the seller accepts and receives it; that unit is refunded once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const shop = await newShop(request);
  const {
    jwt: buyerJwt,
    email: buyerEmail,
    orders,
  } = await buy(request, [shop.product.id], 'Valeria Ruiz', 2);
  const order = orders[0]!;
  for (const step of [
    { status: 'CONFIRMED' },
    { status: 'SHIPPED', carrier: 'Servientrega', trackingNumber: 'SV-5550001' },
    { status: 'DELIVERED' },
  ]) {
    const moved = await request.patch(`/v1/sellers/orders/${order.id}/status`, {
      headers: shop.headers,
      data: step,
    });
    expect(moved.ok()).toBe(true);
  }
  // The journeys' store holds a sale only until delivery (SALE_HOLD_DAYS=0): both units are available.
  const delivered = await balanceOf(request, shop.headers);
  expect(delivered.held).toBe(0);
  expect(delivered.available).toBeGreaterThan(0);
  const stockAfterSale = await stockOf(request, shop.product.id);

  // The buyer asks to return one of the two units, with a photo.
  const buyerPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openAs(buyerPage, buyerJwt, `/account/orders/${order.id}`);
  const returns = buyerPage.getByRole('region', { name: 'Devoluciones y garantía' });
  await returns.getByRole('button', { name: 'Devolver' }).click();
  const ask = buyerPage.getByRole('dialog', { name: `Devolver un producto · Pedido #${order.id}` });
  await ask.getByRole('combobox', { name: 'Unidades' }).click();
  await buyerPage.getByRole('option', { name: '1', exact: true }).click();
  await ask.getByRole('combobox', { name: 'Motivo' }).click();
  await buyerPage.getByRole('option', { name: 'Llegó dañado' }).click();
  await ask.getByLabel('Descripción').fill('La tecla Enter llegó partida.');
  await ask.locator('input[type=file]').setInputFiles(PHOTO);
  await expect(ask.getByRole('img', { name: 'Imagen 1' })).toBeVisible();
  await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(buyerPage.getByText('Solicitud enviada. El vendedor te responderá pronto.')).toBeVisible();
  const returnsOf = async () =>
    (await (
      await request.get(`/v1/api/orders/${order.id}/returns`, {
        headers: { Authorization: `Bearer ${buyerJwt}` },
      })
    ).json()) as { id: number; refund: { amount: number | null; status: string } }[];
  const returnId = (await returnsOf())[0]!.id;
  const request1 = returns.getByRole('listitem', { name: `Devolución #${returnId}` });
  await expect(request1).toContainText('Por responder');
  // While a return is open, the sale's money is held again.
  expect(await balanceOf(request, shop.headers)).toMatchObject({ available: 0, held: delivered.available });

  // The seller sees the request with the photo and accepts it with instructions.
  const sellerPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const sellerMail = await nextMail(request, shop.email);
  expect(sellerMail.subject).toContain(`Nueva solicitud de devolución #${returnId}`);
  await openAs(sellerPage, shop.jwt, '/seller/returns');
  const row = sellerPage.getByRole('row', { name: `Solicitud #${returnId}` });
  await expect(row).toContainText('La tecla Enter llegó partida.');
  await expect(row.getByRole('button', { name: 'Ver la foto 1 de 1' })).toBeVisible();
  await row.getByRole('button', { name: 'Aceptar' }).click();
  const accept = sellerPage.getByRole('dialog', { name: `Aceptar la solicitud #${returnId}` });
  await accept
    .getByLabel('Instrucciones de devolución')
    .fill('Envíalo por Servientrega a Calle 45 # 12-30, Medellín.');
  await accept.getByRole('button', { name: 'Aceptar' }).click();
  await expect(
    sellerPage.getByText('Solicitud aceptada. Le enviamos tus instrucciones al comprador.'),
  ).toBeVisible();

  // The buyer reads the instructions and marks it sent.
  await buyerPage.reload();
  await expect(request1).toContainText('Envíalo por Servientrega a Calle 45 # 12-30, Medellín.');
  await request1.getByRole('button', { name: 'Marcar como enviado' }).click();
  const sent = buyerPage.getByRole('dialog', { name: `Enviar la solicitud #${returnId}` });
  await sent.getByLabel('Transportadora').fill('Servientrega');
  await sent.getByLabel('Número de guía').fill('SV-5550002');
  await sent.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(request1).toContainText('Servientrega');

  // The seller receives it: the refund of that one unit goes out.
  await sellerPage.reload();
  await row.getByRole('button', { name: 'Marcar como recibido' }).click();
  await sellerPage.getByRole('dialog').getByRole('button', { name: 'Marcar como recibido' }).click();
  await expect(sellerPage.getByText('Producto recibido. Enviamos el reembolso al comprador.')).toBeVisible();

  // The buyer: refunded, that unit's price (no coupon, not the whole order: no shipping), once.
  await buyerPage.reload();
  await expect(request1).toContainText('Reembolsada');
  await expect(request1).toContainText('$120.000');
  const refundMail = await latestMail(request, buyerEmail);
  expect(refundMail?.subject).toMatch(
    new RegExp(`^Te devolvimos US\\$\\s[\\d.,]+ de la devolución #${returnId}$`),
  );
  expect(await returnsOf()).toEqual([
    expect.objectContaining({ id: returnId, refund: { amount: UNIT_PRICE, status: 'DONE' } }),
  ]);

  // Stock back by one; the ledger took the unit's net back; the rest of the sale, with the shop's own
  // shipping (no commission on it, not refunded while a unit stays with the buyer), is available again.
  expect(await stockOf(request, shop.product.id)).toBe(stockAfterSale + 1);
  const after = await balanceOf(request, shop.headers);
  expect(after.held).toBe(0);
  expect(order.shipping).toBeGreaterThan(0);
  expect(after.available).toBe((delivered.available - order.shipping) / 2 + order.shipping);
});
