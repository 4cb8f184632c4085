import {
  MESSAGE_MESSAGES,
  type OrderMessageResponse,
  type OrderResponse,
  type OrderThreadResponse,
  type UnreadMessagesResponse,
} from '@tecnobazar/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail } from '../../db/schema/index.ts';
import { orderMessages } from '../../db/schema/messages.ts';
import { createSellingStore, type SellingStore, type Shop } from '../../test/selling.ts';
import { asUser } from '../../test/shopper.ts';
import { signUpCustomer, uniqueEmail } from '../../test/test-app.ts';
import { createOrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import { createUsersService } from '../users/users.service.ts';
import { HIDDEN } from './contact-masking.ts';
import { MESSAGES_ERRORS, MESSAGES_PER_DAY_MAX, type MessagesDeps } from './messages-deps.ts';
import { createThreadReading } from './thread-reading.ts';

const PUBLIC_URL = 'http://localhost:3000';
type Api = SellingStore['buyer'];
let store: SellingStore;
let shop: Shop;
let otherShop: Shop;
let buyerEmail: string;
let shopEmail: string;

const buyerUrl = (order: OrderResponse) => `/api/orders/${order.id}/messages`;
const sellerUrl = (order: OrderResponse) => `/sellers/orders/${order.id}/messages`;
const threadOf = async (api: Api, url: string): Promise<OrderThreadResponse> => {
  const res = await api.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const write = async (api: Api, url: string, body: object): Promise<OrderMessageResponse> => {
  const res = await api.post(url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const unread = async (api: Api, url: string): Promise<UnreadMessagesResponse> => (await api.get(url)).json();
/** The mails about new messages of one order to one address. */
const messageMails = (to: string, order: OrderResponse) =>
  store.ctx.database.db
    .select()
    .from(outboundMail)
    .where(and(eq(outboundMail.to, to), like(outboundMail.subject, `%sobre el pedido #${order.id}`)));

/**
 * The messages service's reading part on the test's database: what the returns module calls when a return
 * is escalated (`openToAdmins`), which no route of this module offers.
 */
function threadService() {
  const { db } = store.ctx.database;
  const users = createUsersService({ db });
  // openToAdmins needs the order's parties only; the sellers service answers order items, not used here.
  const orders = createOrdersService({ db, users, sellers: {} as SellersService });
  return createThreadReading({ db, clock: store.ctx.clock, orders } as unknown as MessagesDeps);
}

beforeAll(async () => {
  store = await createSellingStore({ PUBLIC_URL });
  shop = await store.newShop();
  otherShop = await store.newShop();
  buyerEmail = (await store.buyer.get('/api/users/profile')).json().email;
  shopEmail = (await shop.api.get('/sellers/profile')).json().email;
});
afterAll(() => store?.ctx.close());

describe('messages per order: the conversation', () => {
  it('starts empty, then each side writes and reads; unread counts rise and clear', async () => {
    const order = await store.sell(shop, { deliver: false });
    expect(await threadOf(store.buyer, buyerUrl(order))).toEqual({
      orderId: order.id,
      messages: [],
      earlier: 0,
    });
    expect((await unread(shop.api, '/sellers/messages/unread')).threads).not.toContainEqual(
      expect.objectContaining({ orderId: order.id }),
    );

    const question = await write(store.buyer, buyerUrl(order), {
      text: '¿Me lo envían con factura a nombre de empresa?',
    });
    expect(question).toMatchObject({
      author: 'BUYER',
      images: [],
      note: null,
      createdAt: expect.any(String),
    });
    const before = await unread(shop.api, '/sellers/messages/unread');
    expect(before.threads).toContainEqual({ orderId: order.id, unread: 1 });
    expect(before.unread).toBeGreaterThanOrEqual(1);
    expect((await unread(store.buyer, '/api/messages/unread')).threads).not.toContainEqual(
      expect.objectContaining({ orderId: order.id }),
    );

    const seen = await threadOf(shop.api, sellerUrl(order));
    expect(seen.messages.map((m) => m.text)).toEqual(['¿Me lo envían con factura a nombre de empresa?']);
    expect((await unread(shop.api, '/sellers/messages/unread')).threads).not.toContainEqual(
      expect.objectContaining({ orderId: order.id }),
    );

    await write(shop.api, sellerUrl(order), { text: 'Claro, envíanos el NIT por aquí.' });
    await write(shop.api, sellerUrl(order), { text: 'La factura sale con el pedido.' });
    expect((await unread(store.buyer, '/api/messages/unread')).threads).toContainEqual({
      orderId: order.id,
      unread: 2,
    });

    const thread = await threadOf(store.buyer, buyerUrl(order));
    expect(thread.messages.map((m) => [m.author, m.text])).toEqual([
      ['BUYER', '¿Me lo envían con factura a nombre de empresa?'],
      ['SELLER', 'Claro, envíanos el NIT por aquí.'],
      ['SELLER', 'La factura sale con el pedido.'],
    ]);
    expect((await unread(store.buyer, '/api/messages/unread')).threads).not.toContainEqual(
      expect.objectContaining({ orderId: order.id }),
    );
  });

  it('masks contact details before storing the message, and both sides see the note', async () => {
    const order = await store.sell(shop, { deliver: false });
    const sent = await write(store.buyer, buyerUrl(order), {
      text: 'Te pago $1.299.000 por fuera, llámame al 300 123 4567 o escribe a ana.perez@gmail.com',
    });
    const expected = `Te pago $1.299.000 por fuera, llámame al ${HIDDEN} o escribe a ${HIDDEN}`;
    expect(sent).toMatchObject({ text: expected, note: MESSAGE_MESSAGES.maskedNote });
    expect((await threadOf(shop.api, sellerUrl(order))).messages[0]).toMatchObject({
      text: expected,
      note: MESSAGE_MESSAGES.maskedNote,
    });
    const [stored] = await store.ctx.database.db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.id, sent.id));
    expect(stored).toMatchObject({ body: expected, masked: true });

    const link = await write(shop.api, sellerUrl(order), { text: 'Mejor por wa.me/573001234567' });
    expect(link).toMatchObject({ text: `Mejor por ${HIDDEN}`, note: MESSAGE_MESSAGES.maskedNote });
  });

  it("keeps the order's own tracking number, and writes on a cancelled order", async () => {
    const order = await store.sell(shop, { deliver: false });
    expect(
      (await shop.api.patch(`/sellers/orders/${order.id}/status`, { status: 'CONFIRMED' })).statusCode,
    ).toBe(200);
    const shipped = await shop.api.patch(`/sellers/orders/${order.id}/status`, {
      status: 'SHIPPED',
      carrier: 'Servientrega',
      trackingNumber: '2045678912',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(
      await write(shop.api, sellerUrl(order), { text: 'Tu guía es 2045678912 en Servientrega.' }),
    ).toMatchObject({
      text: 'Tu guía es 2045678912 en Servientrega.',
      note: null,
    });

    const cancelled = await store.sell(shop, { deliver: false });
    const cancel = await store.buyer.post(`/api/orders/${cancelled.id}/cancel`, {
      reason: 'Me equivoqué de modelo',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await write(store.buyer, buyerUrl(cancelled), { text: '¿Cuándo me llega el reembolso?' });
    await write(shop.api, sellerUrl(cancelled), { text: 'Ya lo pedimos: en unos días lo ves.' });
    expect((await threadOf(store.buyer, buyerUrl(cancelled))).messages).toHaveLength(2);
  });

  it('takes images uploaded to the store, and refuses an empty, a too long or a foreign one', async () => {
    const order = await store.sell(shop, { deliver: false });
    const image = '/v1/media/demo/mice-negro-1.webp';
    expect(await write(store.buyer, buyerUrl(order), { images: [image] })).toMatchObject({
      text: '',
      images: [image],
    });

    const refused = async (body: object, message: string) => {
      const res = await store.buyer.post(buyerUrl(order), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    };
    await refused({ text: '   ' }, MESSAGE_MESSAGES.empty);
    await refused({ text: 'a'.repeat(2001) }, MESSAGE_MESSAGES.textMax);
    await refused({ text: 'fotos', images: Array(5).fill(image) }, MESSAGE_MESSAGES.imagesMax);
    await refused(
      { text: 'foto', images: ['https://otro-sitio.example/foto.jpg'] },
      'Adjunta imágenes subidas a TecnoBazar',
    );
  });
});

describe('messages per order: the mail to the other side', () => {
  it('mails at most once per order per 15 minutes, and not to whoever turned it off', async () => {
    const order = await store.sell(shop, { deliver: false });
    await write(store.buyer, buyerUrl(order), { text: 'Hola, ¿el mouse trae pilas?' });
    const first = await messageMails(shopEmail, order);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('Hola, ¿el mouse trae pilas?');

    store.ctx.clock.advance(10 * 60_000);
    await write(store.buyer, buyerUrl(order), { text: 'Y otra pregunta: mi cel es 3001234567' });
    expect(await messageMails(shopEmail, order)).toHaveLength(1);

    store.ctx.clock.advance(6 * 60_000);
    await write(store.buyer, buyerUrl(order), { text: '¿Sigue en pie?' });
    expect(await messageMails(shopEmail, order)).toHaveLength(2);

    // The buyer's mail is its own: the seller's answer mails the buyer right away.
    await write(shop.api, sellerUrl(order), { text: 'Sí, trae una pila AA. Escríbenos a ventas@tienda.com' });
    const toBuyer = await messageMails(buyerEmail, order);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.text).toContain(HIDDEN);
    expect(toBuyer[0]!.text).not.toContain('ventas@tienda.com');

    const off = await store.buyer.put('/api/users/mail-preferences', { kind: 'NEW_MESSAGE', enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    store.ctx.clock.advance(16 * 60_000);
    await write(shop.api, sellerUrl(order), { text: 'Ya salió tu pedido.' });
    expect(await messageMails(buyerEmail, order)).toHaveLength(1);
    await store.buyer.put('/api/users/mail-preferences', { kind: 'NEW_MESSAGE', enabled: true });
  });
});

describe('messages per order: a conversation, not a flood', () => {
  it('lets one side write 100 messages per order in 24 hours, then asks it to wait', async () => {
    const order = await store.sell(shop, { deliver: false });
    const first = await write(store.buyer, buyerUrl(order), { text: 'Primera pregunta' });
    const [stored] = await store.ctx.database.db
      .select({ threadId: orderMessages.threadId })
      .from(orderMessages)
      .where(eq(orderMessages.id, first.id));
    const threadId = stored!.threadId;
    const now = store.ctx.clock.now();
    await store.ctx.database.db.insert(orderMessages).values(
      Array.from({ length: MESSAGES_PER_DAY_MAX - 1 }, (_, i) => ({
        threadId,
        author: 'BUYER' as const,
        body: `Pregunta ${i}`,
        createdAt: now,
      })),
    );

    const refused = await store.buyer.post(buyerUrl(order), { text: 'Una más' });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().message).toBe(MESSAGES_ERRORS.tooMany(MESSAGES_PER_DAY_MAX));
    // The other side still answers; the writer may go on a day later.
    await write(shop.api, sellerUrl(order), { text: 'Te respondo todo mañana.' });
    store.ctx.clock.advance(24 * 3_600_000 + 1000);
    await write(store.buyer, buyerUrl(order), { text: 'Gracias' });
  });
});

describe('messages per order: who may read them', () => {
  let order: OrderResponse;
  beforeAll(async () => {
    order = await store.sell(shop, { deliver: false });
    await write(store.buyer, buyerUrl(order), { text: 'Mensaje privado del pedido' });
  });

  it('another shopper and another seller find no such order', async () => {
    const stranger = asUser(store.ctx, (await signUpCustomer(store.ctx, uniqueEmail('curioso'))).jwt);
    for (const res of [
      await stranger.get(buyerUrl(order)),
      await stranger.post(buyerUrl(order), { text: 'Hola' }),
      await otherShop.api.get(sellerUrl(order)),
      await otherShop.api.post(sellerUrl(order), { text: 'Hola' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Pedido no encontrado');
    }
    expect((await unread(stranger, '/api/messages/unread')).unread).toBe(0);
    expect((await unread(otherShop.api, '/sellers/messages/unread')).threads).not.toContainEqual(
      expect.objectContaining({ orderId: order.id }),
    );
    // Nobody else's message reached the thread.
    expect((await threadOf(store.buyer, buyerUrl(order))).messages).toHaveLength(1);
  });

  it('keeps each audience on its routes', async () => {
    const visitor = asUser(store.ctx);
    expect((await visitor.get(buyerUrl(order))).statusCode).toBe(401);
    expect((await visitor.get('/sellers/messages/unread')).statusCode).toBe(401);
    expect((await store.buyer.get(sellerUrl(order))).statusCode).toBe(403);
    expect((await store.buyer.post(sellerUrl(order), { text: 'Hola' })).statusCode).toBe(403);
    expect((await store.buyer.get('/sellers/messages/unread')).statusCode).toBe(403);
    expect((await store.buyer.get(`/admin/orders/${order.id}/messages`)).statusCode).toBe(403);
    expect((await shop.api.get(buyerUrl(order))).statusCode).toBe(403);
    expect((await shop.api.get(`/admin/orders/${order.id}/messages`)).statusCode).toBe(403);
  });

  it('lets an administrator read it only once it was opened to them', async () => {
    const closed = await store.admin.get(`/admin/orders/${order.id}/messages`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe('Esta conversación no está abierta a los administradores');

    await store.ctx.database.db.transaction((tx) => threadService().openToAdmins(tx, order.id));
    const open = await store.admin.get(`/admin/orders/${order.id}/messages`);
    expect(open.statusCode, open.body).toBe(200);
    expect((open.json() as OrderThreadResponse).messages.map((m) => m.text)).toEqual([
      'Mensaje privado del pedido',
    ]);

    // An order nobody wrote about opens as an empty conversation that both sides still use.
    const quiet = await store.sell(shop, { deliver: false });
    await store.ctx.database.db.transaction((tx) => threadService().openToAdmins(tx, quiet.id));
    expect((await store.admin.get(`/admin/orders/${quiet.id}/messages`)).json()).toEqual({
      orderId: quiet.id,
      messages: [],
      earlier: 0,
    });
    await write(store.buyer, buyerUrl(quiet), { text: 'El producto llegó roto' });
    expect((await store.admin.get(`/admin/orders/${quiet.id}/messages`)).json().messages).toHaveLength(1);
  });
});
