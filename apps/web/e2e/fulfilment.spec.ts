import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { buy, openAs, sellerToken } from './support';

// Demo shops no other journey signs in as.
const SELLER_A = 'ventas@megachip.tecnobazar.local';
const SELLER_B = 'ventas@nododigital.tecnobazar.local';

interface Product {
  id: number;
  title: string;
  sellingPrice: number;
  quantity: number;
  in_stock: boolean;
}

/** One of the shop's products a payout can be asked for (its net is over the $50.000 minimum). */
async function productOf(request: APIRequestContext, jwt: string): Promise<Product> {
  const own = (await (
    await request.get('/v1/sellers/product', { headers: { Authorization: `Bearer ${jwt}` } })
  ).json()) as Product[];
  const product = own.find((p) => p.in_stock && p.quantity >= 2 && p.sellingPrice >= 60_000);
  expect(product, 'the demo shop has a product over $60.000').toBeTruthy();
  return product!;
}

const orderCard = (page: Page, id: number) => page.getByRole('listitem', { name: `Pedido ${id}` });

test('an order goes out and another is cancelled and refunded; the seller is paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [jwtA, jwtB] = [await sellerToken(request, SELLER_A), await sellerToken(request, SELLER_B)];
  const [productA, productB] = [await productOf(request, jwtA), await productOf(request, jwtB)];
  const { jwt: shopperJwt, orders } = await buy(request, [productA.id, productB.id]);
  const sellerIdA = (
    (await (
      await request.get('/v1/sellers/profile', { headers: { Authorization: `Bearer ${jwtA}` } })
    ).json()) as { id: number }
  ).id;
  const orderA = orders.find((o) => o.seller.id === sellerIdA)!;
  const orderB = orders.find((o) => o.seller.id !== sellerIdA)!;

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const seller = await context.newPage();
  const shopperContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopper = await shopperContext.newPage();

  // Seller A confirms and ships with a tracking number.
  await openAs(seller, jwtA, '/seller/orders');
  const cardA = seller.getByRole('listitem', { name: `Pedido #${orderA.id}` });
  await cardA.getByRole('button', { name: 'Confirmar' }).click();
  await expect(seller.getByText('Pedido actualizado')).toBeVisible();
  await cardA.getByRole('button', { name: 'Marcar como enviado' }).click();
  const ship = seller.getByRole('dialog');
  await ship.getByLabel('Transportadora').fill('Servientrega');
  await ship.getByLabel('Número de guía').fill('SV-7781234');
  await ship.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(cardA.getByText('Enviado', { exact: true })).toBeVisible();

  // The shopper sees it shipped, with the tracking.
  await openAs(shopper, shopperJwt, '/account/orders');
  await expect(orderCard(shopper, orderA.id)).toContainText('Enviado');
  await expect(orderCard(shopper, orderA.id)).toContainText('Guía: SV-7781234');

  // Seller B cancels: the shopper sees it cancelled and refunded.
  await seller.evaluate((token) => localStorage.setItem('jwt', token), jwtB);
  await seller.goto('/seller/orders');
  const cardB = seller.getByRole('listitem', { name: `Pedido #${orderB.id}` });
  await cardB.getByRole('button', { name: 'Cancelar' }).click();
  const cancel = seller.getByRole('dialog');
  await cancel.getByLabel('Motivo de la cancelación').fill('Sin unidades en bodega');
  await cancel.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(seller.getByText('Pedido actualizado')).toBeVisible();
  await shopper.reload();
  await expect(orderCard(shopper, orderB.id)).toContainText('Sin unidades en bodega');
  await expect(orderCard(shopper, orderB.id)).toContainText('Reembolsado');
  await expect(orderCard(shopper, orderB.id)).not.toContainText('Pendiente');

  // The purchase's receipt: both orders, B's refund, what PayPal captured; printable.
  await orderCard(shopper, orderB.id).getByRole('link', { name: 'Ver detalle' }).click();
  await expect(shopper).toHaveURL(`/account/orders/${orderB.id}`);
  await expect(shopper.getByRole('heading', { name: 'Detalle de la compra' })).toBeVisible();
  await expect(shopper.getByText('Reembolso parcial', { exact: true })).toBeVisible();
  await expect(shopper.getByRole('region', { name: `Pedido ${orderA.id}` })).toContainText('Enviado');
  await expect(shopper.getByRole('region', { name: `Pedido ${orderB.id}` })).toContainText(
    'Motivo: Sin unidades en bodega',
  );
  const summary = shopper.getByRole('region', { name: 'Resumen del pago' });
  await expect(summary).toContainText('Total pagado');
  await expect(summary).toContainText(/Cobrado por PayPal \(simulador\) en USD\s*US\$/);
  await expect(shopper.getByRole('button', { name: 'Imprimir recibo' })).toBeVisible();

  // Seller A's sale is held until the order is delivered (the journeys' store holds it no longer than
  // that); A marks it delivered.
  await seller.evaluate((token) => localStorage.setItem('jwt', token), jwtA);
  await seller.goto('/seller/payment');
  await expect(seller.getByRole('region', { name: 'Dinero por liberar' })).toContainText(
    'Cuando se entregue el pedido o se cierre su devolución (1 pedido)',
  );
  await expect(seller.getByRole('button', { name: 'Solicitar pago' })).toBeDisabled();
  await seller.goto('/seller/orders');
  await cardA.getByRole('button', { name: 'Marcar como entregado' }).click();
  await expect(cardA.getByText('Entregado', { exact: true })).toBeVisible();

  // Seller A's dashboard has the sale, and today's chart has its revenue; then A asks to be paid.
  await seller.goto('/seller');
  await expect(seller.getByText('Ventas Totales')).toBeVisible();
  await seller.getByRole('combobox', { name: 'Periodo' }).click();
  await seller.getByRole('option', { name: 'Hoy' }).click();
  await expect(seller.getByText(/^Total del periodo: \$[1-9]/)).toBeVisible();
  await seller.getByRole('navigation').getByRole('link', { name: 'Pago' }).click();
  await seller.getByRole('button', { name: 'Solicitar pago' }).click();
  await expect(seller.getByText('Solicitud de pago enviada')).toBeVisible();
  await expect(seller.getByText('Pendiente', { exact: true })).toBeVisible();
});
