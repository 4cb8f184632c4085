import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../api/src/test/pdf-text';
import { adminToken, openAs, openShop, saveAddressAtCheckout, signUpInBrowser } from './support';

// The administrator only this journey signs in as (playwright.config.ts lists it in ADMIN_EMAIL).
const ADMIN = 'admin-dinero@tecnobazar.local';
// The IVA a price at 19 % contains: price × 19 / 119, to the peso here (whole-peso prices).
const vat19 = (amount: number) => Math.round((amount * 19) / 119);

/** Clicks a download button and answers the file it saved. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await click();
  return readFileSync(await (await download).path());
}

test('Colombian money: a 7 % category rule, shipping per shop to Antioquia, IVA on orders and receipts, the seller statement and a payout sent', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request, ADMIN);
  // Two shops of the journey's own, both selling microphones, with different shipping to Antioquia.
  const usb = await openShop(request, admin, {
    prefix: 'dinero-usb',
    product: {
      title: `Micrófono USB Condensador ${Date.now().toString(36)}`,
      description: 'Micrófono de condensador USB cardioide para streaming y podcast.',
      mrpPrice: 260_000,
      sellingPrice: 238_000,
      image: '/v1/media/demo/mice-negro-1.webp',
      category: ['men', 'microphones', 'microphones_usb'],
    },
  });
  const xlr = await openShop(request, admin, {
    prefix: 'dinero-xlr',
    sellerName: 'Andrés Cárdenas',
    product: {
      title: `Micrófono XLR Dinámico ${Date.now().toString(36)}`,
      description: 'Micrófono dinámico XLR para voz, con soporte antivibración.',
      mrpPrice: 400_000,
      sellingPrice: 357_000,
      image: '/v1/media/demo/mice-negro-1.webp',
      category: ['men', 'microphones', 'microphones_xlr'],
    },
  });
  const setRates = async (headers: Record<string, string>, data: object) =>
    expect((await request.put('/v1/sellers/shipping', { headers, data })).ok()).toBe(true);
  await setRates(usb.headers, { defaultRate: 12_000, departments: [{ department: '05', rate: 8_000 }] });
  await setRates(xlr.headers, { defaultRate: 15_000, freeShippingFrom: 1_000_000 });

  // The admin sets a 7 % rule on the level-2 category 'Micrófonos'.
  const adminPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openAs(adminPage, admin, '/admin/commissions');
  await adminPage.getByRole('button', { name: 'Nueva regla' }).click();
  const rule = adminPage.getByRole('dialog', { name: 'Nueva regla de comisión' });
  await rule.getByRole('combobox', { name: 'Ámbito' }).click();
  await adminPage.getByRole('option', { name: 'Categoría' }).click();
  await rule.getByRole('combobox', { name: 'Categoría', exact: true }).click();
  await adminPage.getByRole('option', { name: 'Micrófonos', exact: true }).click();
  await rule.getByLabel('Porcentaje').fill('7');
  await rule.getByRole('button', { name: 'Crear regla' }).click();
  await expect(adminPage.getByText('Regla creada')).toBeVisible();
  const rules = adminPage.getByRole('table', { name: 'Reglas de comisión' });
  await expect(rules.getByRole('row').filter({ hasText: 'Micrófonos' }).first()).toContainText('7');

  // A buyer in Antioquia takes one microphone of each shop.
  const buyer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signUpInBrowser(buyer, request, 'Laura Restrepo');
  for (const product of [usb.product, xlr.product]) {
    const added = await buyer.evaluate(
      async ({ id }) =>
        (
          await fetch('/v1/api/cart/add', {
            method: 'PUT',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${localStorage.getItem('jwt')}`,
            },
            body: JSON.stringify({ productId: id, size: 'FREE', quantity: 1 }),
          })
        ).ok,
      product,
    );
    expect(added).toBe(true);
  }
  await buyer.goto('/cart');
  const summary = buyer.getByRole('region', { name: 'Resumen del pedido' });
  // Before an address: each shop's general rate.
  await expect(summary.getByRole('group', { name: 'Envío según tu dirección' })).toContainText('$27.000');
  await expect(summary.getByLabel('IVA incluido')).toContainText(`(19 %)`);

  const dialog = await saveAddressAtCheckout(buyer, {
    name: 'Laura Restrepo',
    address: 'Carrera 43A # 1-50, oficina 301',
    city: 'Medellín',
    state: 'Antioquia',
    mobile: '3104445566',
  });
  const shipping = dialog.getByRole('group', { name: 'Envío a la dirección elegida' });
  await expect(shipping.getByRole('group', { name: 'Envío a Antioquia' })).toContainText('$23.000');
  await expect(shipping).toContainText(`${usb.product.title.split(' ')[0]}`);
  await expect(shipping).toContainText('$8.000');
  await expect(shipping).toContainText('$15.000');
  await expect(dialog.getByText(/^Total: /)).toHaveText('Total: $618.000');
  await dialog.getByRole('button', { name: 'Pagar con PayPal' }).click();
  await expect(buyer).toHaveURL(/\/v1\/dev\/paypal\/checkout\?token=/);
  await buyer.getByRole('button', { name: 'Pagar' }).click();
  await expect(buyer.getByRole('dialog', { name: '¡Pago realizado con éxito!' })).toBeVisible();

  // Each shop's order carries its own shipping and the IVA its goods contain.
  await buyer.goto('/account/orders');
  const orders = buyer.getByRole('list', { name: 'Pedidos' }).getByRole('listitem', { name: /^Pedido \d+$/ });
  await expect(orders).toHaveCount(2);
  const usbOrder = orders.filter({ hasText: usb.product.title });
  const xlrOrder = orders.filter({ hasText: xlr.product.title });
  await expect(usbOrder.getByLabel('Total del pedido')).toHaveText('$246.000');
  await expect(usbOrder).toContainText('Envío: $8.000');
  await expect(xlrOrder.getByLabel('Total del pedido')).toHaveText('$372.000');
  await expect(xlrOrder).toContainText('Envío: $15.000');
  const usbOrderId = Number((await usbOrder.first().getAttribute('aria-label'))?.replace(/\D/g, ''));
  await usbOrder.getByRole('link', { name: 'Ver detalle' }).click();
  // The purchase page: both shops' orders, each with the IVA its goods contain (not the shipping).
  await expect(buyer.getByLabel('IVA incluido')).toHaveText(
    [238_000, 357_000].map((price) => `IVA incluido: $${vat19(price).toLocaleString('es-CO')} (19 %)`),
  );
  // The USB shop's comprobante de venta: its legal name and NIT, the line, shipping, total and IVA.
  const receipt = pdfText(
    await downloaded(buyer, () =>
      buyer.getByRole('button', { name: 'Descargar comprobante' }).first().click(),
    ),
  );
  for (const text of [
    'Comprobante de venta',
    `Pedido No. ${usbOrderId}`,
    'Camila Ortiz S.A.S.',
    'NIT 900.123.456-8',
    usb.product.title,
    'Laura Restrepo',
    'Envío',
    '$8.000',
    'Total (IVA incluido)',
    '$246.000',
    'IVA 19 %: base $200.000, IVA $38.000',
  ]) {
    expect(receipt).toContain(text);
  }

  // The USB shop delivers its order: the sale shows the 7 % rule, its IVA and what the shop keeps
  // (its own shipping carries no commission).
  for (const step of [
    { status: 'CONFIRMED' },
    { status: 'SHIPPED', carrier: 'Servientrega', trackingNumber: 'SV-7007001' },
    { status: 'DELIVERED' },
  ]) {
    const moved = await request.patch(`/v1/sellers/orders/${usbOrderId}/status`, {
      headers: usb.headers,
      data: step,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const seller = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openAs(seller, usb.jwt, '/seller/payment');
  const payment = seller.getByRole('listitem').filter({ hasText: `Pedido #${usbOrderId}` });
  await expect(payment).toContainText('Comisión aplicada: Categoría Micrófonos: 7 %');
  const detail = payment.getByLabel(`Detalle del pago del pedido #${usbOrderId}`);
  // $238.000 × 7 % = $16.660; its IVA, 19 %: $3.165,40; kept: $246.000 − both.
  await expect(detail).toContainText('Pagó el comprador$246.000');
  await expect(detail).toContainText('Comisión de TecnoBazar-$16.660');
  await expect(detail).toContainText('IVA sobre la comisión-$3.165,40');
  await expect(detail).toContainText('Recibes$226.174,60');
  // The shop asks for its money; the admin approves it and it goes out through the payment provider.
  const asked = await request.post('/v1/api/payouts/seller', { headers: usb.headers });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id: payoutId } = (await asked.json()) as { id: number };
  await openAs(adminPage, admin, '/admin/payouts');
  const item = adminPage.getByRole('listitem').filter({ hasText: `#${payoutId}` });
  await item.getByRole('button', { name: 'Aprobar' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(adminPage.getByText('Pago aprobado y enviado por PayPal')).toBeVisible();
  const sent = await request.get(`/v1/api/payouts/${payoutId}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(await sent.json()).toMatchObject({ status: 'SUCCESS', transferStatus: 'PAID', amount: 226_174.6 });
  await seller.reload();
  await expect(seller.getByText('Pagado').first()).toBeVisible();

  // The month's statement: the sale with the 7 % rule, its commission and IVA, then the payout; nothing left.
  await openAs(seller, usb.jwt, '/seller/statements');
  const csv = (
    await downloaded(seller, () =>
      seller
        .getByRole('button', { name: /en CSV$/ })
        .first()
        .click(),
    )
  ).toString('utf8');
  // UTF-8 with a BOM, so a spreadsheet reads the accents.
  expect(csv.startsWith('\ufeff')).toBe(true);
  const rows = csv.trim().split('\r\n');
  expect(rows[0]).toBe('fecha,movimiento,pedido,pago,regla_comision,bruto,comision,iva_comision,neto,saldo');
  const sale = rows.find((r) => r.includes(`,${usbOrderId},`) && r.includes('Micrófonos'))!;
  expect(sale).toContain('Categoría Micrófonos: 7 %,246000.00,16660.00,3165.40,226174.60');
  expect(rows.some((r) => r.includes(`,${payoutId},`) && r.includes('-226174.60'))).toBe(true);
  expect(rows.at(-1)).toMatch(/Saldo final,+0\.00$/);
  const statement = pdfText(
    await downloaded(seller, () =>
      seller
        .getByRole('button', { name: /en PDF$/ })
        .first()
        .click(),
    ),
  );
  for (const text of [
    'IVA comisión',
    'Comisión: Categoría Micrófonos: 7 %',
    '$16.660',
    '$3.165,40',
    '$226.174,60',
    'Saldo final',
  ]) {
    expect(statement).toContain(text);
  }
});
