import type { MailPreferencesResponse, OrderResponse, ProductResponse } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail } from '../../db/schema/index.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress, deliverOrder, payCart } from '../../test/checkout.ts';
import { productBody, sellerRegistration, shopName, signUpSeller } from '../../test/seller.ts';
import { adminToken, asUser } from '../../test/shopper.ts';
import {
  ADMIN_EMAIL,
  createTestApp,
  signUpCustomer,
  type TestContext,
  uniqueEmail,
} from '../../test/test-app.ts';

const PUBLIC_URL = 'http://localhost:3000';
let ctx: TestContext;
let provider: DevPaymentProvider;
type Api = ReturnType<typeof asUser>;
let admin: Api;
const shops: Array<{ api: Api; email: string; product: ProductResponse }> = [];

const mailsTo = (to: string) =>
  ctx.database.db.select().from(outboundMail).where(eq(outboundMail.to, to)).orderBy(outboundMail.id);
const subjectsTo = async (to: string) => (await mailsTo(to)).map((m) => m.subject);
/** What a buyer was mailed after the purchase's receipt (the sign-in code came before it). */
const afterReceipt = async (to: string) => {
  const subjects = await subjectsTo(to);
  return subjects.slice(subjects.findIndex((s) => s.startsWith('Recibimos tu compra')) + 1);
};

let counter = 0;
async function newShop() {
  const email = uniqueEmail('tienda');
  const api = asUser(ctx, await signUpSeller(ctx, email));
  const id: number = (await api.get('/sellers/profile')).json().id;
  expect((await admin.patch(`/admin/seller/${id}/status/ACTIVE`)).statusCode).toBe(200);
  // Its products are listed at once, without the catalogue's review (decision 0028).
  expect((await admin.patch(`/admin/seller/${id}/trusted`, { trusted: true })).statusCode).toBe(200);
  const res = await api.post(
    '/sellers/product',
    productBody({
      title: `Teclado <b>mecánico</b> K${++counter}`,
      description: 'Teclado mecánico con switches rojos y luz RGB.',
      mrpPrice: 250000,
      sellingPrice: 199900,
      quantity: 20,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { api, email, product: res.json() as ProductResponse };
}

/** A new shopper buys one unit of each shop's product in one payment. */
async function buyFromBothShops() {
  const { jwt, email } = await signUpCustomer(ctx, uniqueEmail('compra'), 'Lucía Fernández');
  const buyer = asUser(ctx, jwt);
  for (const { product } of shops) {
    const add = await buyer.put('/api/cart/add', { productId: product.id, size: 'FREE', quantity: 1 });
    expect(add.statusCode, add.body).toBe(200);
  }
  const { orders } = await payCart(buyer, provider, await addAddress(buyer));
  const of = (i: number) => orders.find((o) => o.seller.id === shops[i]!.product.seller.id)!;
  return { buyer, email, orders, first: of(0), second: of(1) };
}

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0', PUBLIC_URL },
    {
      seed: true,
      paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: PUBLIC_URL, db })),
    },
  );
  admin = asUser(ctx, await adminToken(ctx));
  shops.push(await newShop(), await newShop());
});
afterAll(() => ctx?.close());

describe('order mails', () => {
  it('mails the buyer one receipt listing each shop’s order, and each seller what to prepare', async () => {
    const { email, orders, first, second } = await buyFromBothShops();
    expect(orders).toHaveLength(2);

    const receipts = (await mailsTo(email)).filter((m) => m.subject.startsWith('Recibimos tu compra'));
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0];
    // Two units of $199.900 and $10.000 of shipping.
    expect(receipt!.subject).toBe('Recibimos tu compra: 2 pedidos por $419.800');
    for (const order of [first, second]) {
      expect(receipt!.text).toContain(`Pedido #${order.id} · ${order.seller.businessDetails.businessName}`);
    }
    expect(receipt!.text).toContain('1 × Teclado <b>mecánico</b>');
    expect(receipt!.text).toMatch(/Envío +\$20\.000/);
    expect(receipt!.text).toMatch(/Total pagado +\$419\.800/);
    expect(receipt!.text).toContain('Calle 80 # 12-34');
    expect(receipt!.text).toContain(`${PUBLIC_URL}/account/orders`);
    // The HTML part escapes what shops and shoppers wrote, and fits a phone.
    expect(receipt!.html).toContain('Teclado &lt;b&gt;mecánico&lt;/b&gt;');
    expect(receipt!.html).not.toContain('<b>mecánico');
    expect(receipt!.html).toContain('width=device-width');

    for (const [i, order] of [first, second].entries()) {
      const [newOrder] = await mailsTo(shops[i]!.email).then((mails) =>
        mails.filter((m) => m.subject.startsWith('Nuevo pedido')),
      );
      expect(newOrder!.subject).toBe(`Nuevo pedido #${order.id}: 1 unidad por $199.900`);
      expect(newOrder!.text).toContain('Lucía Fernández compró');
      expect(newOrder!.text).toContain('Enviar a:\nLucía Fernández\nCalle 80 # 12-34\nBogotá, Cundinamarca');
      // Picked up where the seller registered: the courier's address.
      expect(newOrder!.text).toContain('Calle 10 # 20-30\nMedellín, Antioquia\nMóvil: 3001234567');
      expect(newOrder!.text).toContain(`${PUBLIC_URL}/seller/orders`);
    }
  });

  it('mails each step to the buyer; a cancellation by the buyer also to the seller, and the refund once done', async () => {
    const { buyer, email, first, second } = await buyFromBothShops();
    await deliverOrder(shops[0]!.api, first.id);
    expect(await afterReceipt(email)).toEqual([
      `${first.seller.businessDetails.businessName} confirmó tu pedido #${first.id}`,
      `Tu pedido #${first.id} de TecnoBazar va en camino`,
      `Tu pedido #${first.id} fue entregado`,
    ]);

    const cancelled = await buyer.post(`/api/orders/${second.id}/cancel`, { reason: 'Ya no lo necesito' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await subjectsTo(email);
    expect(afterCancel).toContain(`Tu pedido #${second.id} de TecnoBazar fue cancelado`);
    // The dev provider confirms at once: the refund is done, and said with its amount.
    const refundMail = (await mailsTo(email)).find((m) => m.subject.includes(`del pedido #${second.id}`));
    // In the currency the provider refunded (the dev provider charges US dollars).
    expect(refundMail?.subject).toMatch(/^Te devolvimos US\$\s[\d.]+,\d\d del pedido #\d+$/);
    const sellerMails = await subjectsTo(shops[1]!.email);
    expect(sellerMails).toContain(`El comprador canceló el pedido #${second.id}: no lo envíes`);
    // A seller who cancels their own order is not mailed about it.
    const sellerCancel = await buyFromBothShops();
    const byShop = await shops[0]!.api.patch(`/sellers/orders/${sellerCancel.first.id}/status`, {
      status: 'CANCELLED',
      reason: 'Sin existencias',
    });
    expect(byShop.statusCode, byShop.body).toBe(200);
    expect(await subjectsTo(shops[0]!.email)).not.toContain(
      `El comprador canceló el pedido #${sellerCancel.first.id}: no lo envíes`,
    );
  });

  it('tells every administrator of a new shop waiting for activation', async () => {
    const email = uniqueEmail('nueva');
    await signUpSeller(ctx, email);
    const mail = (await mailsTo(ADMIN_EMAIL)).find((m) => m.subject.includes(shopName(email)));
    expect(mail?.subject).toBe(`Nueva tienda por activar: ${shopName(email)}`);
    expect(mail?.text).toContain(`${sellerRegistration(email).sellerName} (${email})`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/admin/sellers`);
  });
});

describe('mail preferences', () => {
  it('lets a shopper turn off an optional mail; the step mails stop, the essential ones still go', async () => {
    const { buyer, email, first, second } = await buyFromBothShops();
    const initial: MailPreferencesResponse = (await buyer.get('/api/users/mail-preferences')).json();
    expect(initial.preferences.map((p) => [p.kind, p.enabled])).toEqual([
      ['ORDER_CONFIRMED', true],
      ['ORDER_SHIPPED', true],
      ['ORDER_DELIVERED', true],
      ['NEW_MESSAGE', true],
    ]);
    for (const kind of ['ORDER_CONFIRMED', 'ORDER_SHIPPED', 'ORDER_DELIVERED']) {
      const off = await buyer.put('/api/users/mail-preferences', { kind, enabled: false });
      expect(off.statusCode, off.body).toBe(200);
    }
    const saved: MailPreferencesResponse = (await buyer.get('/api/users/mail-preferences')).json();
    expect(saved.preferences.filter((p) => !p.enabled).map((p) => p.kind)).toEqual([
      'ORDER_CONFIRMED',
      'ORDER_SHIPPED',
      'ORDER_DELIVERED',
    ]);
    const before = (await mailsTo(email)).length;
    await deliverOrder(shops[0]!.api, first.id);
    expect((await mailsTo(email)).length).toBe(before);
    // A cancellation carries money: it always goes.
    await shops[1]!.api.patch(`/sellers/orders/${second.id}/status`, {
      status: 'CANCELLED',
      reason: 'Sin stock',
    });
    expect(await subjectsTo(email)).toContain(`Tu pedido #${second.id} de TecnoBazar fue cancelado`);

    // Turned on again: the next order's steps are mailed, with a footer saying how to turn them off.
    await buyer.put('/api/users/mail-preferences', { kind: 'ORDER_CONFIRMED', enabled: true });
    const next = await buyFromBothShops();
    await next.buyer.put('/api/users/mail-preferences', { kind: 'ORDER_CONFIRMED', enabled: false });
    const confirm = (api: Api, order: OrderResponse) =>
      api.patch(`/sellers/orders/${order.id}/status`, { status: 'CONFIRMED' });
    await confirm(shops[0]!.api, next.first);
    expect((await subjectsTo(next.email)).some((s) => s.includes('confirmó'))).toBe(false);
  });

  it('shows an optional mail how to turn it off, and keeps one account’s choice from another', async () => {
    const { email, first } = await buyFromBothShops();
    await shops[0]!.api.patch(`/sellers/orders/${first.id}/status`, { status: 'CONFIRMED' });
    const confirmed = (await mailsTo(email)).at(-1)!;
    expect(confirmed.text).toContain('Recibes este correo porque tienes activado «Pedido confirmado»');
    expect(confirmed.text).toContain(`${PUBLIC_URL}/account/profile`);
    // The receipt is not optional: no such footer.
    const receipt = (await mailsTo(email)).find((m) => m.subject.startsWith('Recibimos tu compra'));
    expect(receipt!.text).not.toContain('Recibes este correo porque');
  });

  it('lets a seller turn off message mails, and refuses a kind that is not optional', async () => {
    const seller = shops[0]!.api;
    const initial: MailPreferencesResponse = (await seller.get('/sellers/mail-preferences')).json();
    expect(initial.preferences).toEqual([
      {
        kind: 'NEW_MESSAGE',
        label: 'Mensajes de los compradores',
        description: 'Cuando un comprador te escribe sobre un pedido.',
        enabled: true,
      },
    ]);
    const off = await seller.put('/sellers/mail-preferences', { kind: 'NEW_MESSAGE', enabled: false });
    expect(off.json().preferences[0].enabled).toBe(false);
    expect((await shops[1]!.api.get('/sellers/mail-preferences')).json().preferences[0].enabled).toBe(true);

    const essential = await seller.put('/sellers/mail-preferences', {
      kind: 'ORDER_SHIPPED',
      enabled: false,
    });
    expect(essential.statusCode).toBe(400);
    expect(essential.json().message).toContain('Tipo de correo no válido');
    const notBoolean = await seller.put('/sellers/mail-preferences', { kind: 'NEW_MESSAGE', enabled: 'no' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toContain('enabled debe ser true o false');
  });

  it('answers each account only its own preferences, and only to its own kind of account', async () => {
    const { jwt } = await signUpCustomer(ctx, uniqueEmail('pref'));
    const shopper = asUser(ctx, jwt);
    expect((await asUser(ctx).get('/api/users/mail-preferences')).statusCode).toBe(401);
    expect((await shopper.get('/sellers/mail-preferences')).statusCode).toBe(403);
    expect((await shops[0]!.api.get('/api/users/mail-preferences')).statusCode).toBe(403);
    const mine: MailPreferencesResponse = (await shopper.get('/api/users/mail-preferences')).json();
    expect(mine.preferences.every((p) => p.enabled)).toBe(true);
  });
});
