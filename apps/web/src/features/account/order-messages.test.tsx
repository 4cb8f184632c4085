import type {
  OrderMessageResponse,
  OrderThreadResponse,
  PurchaseOrderResponse,
  PurchaseResponse,
} from '@tecnobazar/shared';
import { MESSAGE_MESSAGES } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderRoute, route, stubApi } from '@/test/render-route';

const address = {
  name: 'Lucía Fernández',
  address: 'Calle 80 # 12-34',
  city: 'Bogotá',
  state: 'Cundinamarca',
  mobile: '3104567890',
};

const order: PurchaseOrderResponse = {
  id: 13,
  orderStatus: 'SHIPPED',
  paymentStatus: 'PAID',
  totalMrpPrice: 219900,
  totalSellingPrice: 169900,
  couponDiscount: 0,
  totalAmount: 169900,
  shipping: 0,
  vat: [],
  totalItem: 1,
  orderDate: '2026-03-14T15:00:00.000Z',
  deliverDate: null,
  shippingAddress: address,
  seller: { id: 7, businessDetails: { businessName: 'Hardware Andino S.A.S.' } },
  orderItems: [
    {
      id: 130,
      productId: 1300,
      productName: 'Teclado mecánico K2',
      productImage: null,
      size: 'FREE',
      quantity: 1,
      price: 169900,
      mrpPrice: 219900,
      lineTotal: 169900,
      vatPercent: 19,
    },
  ],
  confirmedAt: null,
  shippedAt: null,
  carrier: null,
  trackingNumber: null,
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  refundStatus: 'NONE',
  refund: null,
};

const purchase: PurchaseResponse = {
  id: 77,
  paidAt: '2026-03-14T15:00:00.000Z',
  shippingAddress: address,
  orders: [order],
  subtotal: 169900,
  coupon: null,
  shipping: 0,
  total: 169900,
  currency: 'COP',
  payment: {
    provider: 'paypal',
    orderId: '5O190127TN364715T',
    captureId: '3C679366HH908993F',
    amount: 42.48,
    currency: 'USD',
    refunded: 0,
    status: 'PAID',
  },
};

const profile = {
  id: 1,
  fullName: 'Lucía Fernández',
  email: 'lucia@example.com',
  mobile: null,
  role: 'ROLE_CUSTOMER',
};

function message(overrides: Partial<OrderMessageResponse>): OrderMessageResponse {
  return {
    id: 1,
    author: 'BUYER',
    text: '',
    images: [],
    note: null,
    createdAt: '2026-03-15T15:05:00.000Z',
    ...overrides,
  };
}

/** The shopper's order page with a conversation the stub keeps: a POST adds to it as the server would. */
function openOrderPage(
  messages: OrderMessageResponse[],
  answer?: (body: { text: string }) => OrderMessageResponse,
) {
  localStorage.setItem('jwt', 'shopper-token');
  const thread = (): OrderThreadResponse => ({ orderId: 13, messages, earlier: 0 });
  const requests = stubApi(
    route('GET', '/api/users/profile', profile),
    route('GET', '/api/orders/13/purchase', purchase),
    route('GET', '/api/orders/13/messages', thread),
    (request) => {
      if (request.method !== 'POST' || !request.url.endsWith('/v1/api/orders/13/messages')) return undefined;
      return request.json().then((body: { text: string }) => {
        const sent = answer?.(body) ?? message({ id: messages.length + 1, text: body.text });
        messages.push(sent);
        return Response.json(sent, { status: 201 });
      });
    },
    route('GET', '/api/messages/unread', { unread: 0, threads: [] }),
  );
  renderRoute('/account/orders/13');
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe("the buyer's conversation with the shop", () => {
  it('says how to start when nobody wrote yet, and sends a first message', async () => {
    const requests = openOrderPage([]);
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Mensajes con la tienda' });
    expect(
      await within(section).findByText(
        'Aún no hay mensajes. Escríbele a la tienda si tienes una pregunta sobre tu pedido.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText('Pedido #13 · Hardware Andino S.A.S.')).toBeInTheDocument();
    const send = within(section).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();

    await user.type(
      within(section).getByRole('textbox', { name: 'Escribe un mensaje' }),
      '¿Trae el cable USB-C?',
    );
    await user.click(send);

    const mine = await within(section).findByRole('listitem', { name: 'Mensaje de Tú' });
    expect(within(mine).getByText('¿Trae el cable USB-C?')).toBeInTheDocument();
    const posted = requests.find((r) => r.method === 'POST');
    expect(await posted!.json()).toEqual({ text: '¿Trae el cable USB-C?', images: [] });
    expect(within(section).getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue('');
  });

  it("shows each side's messages with the time, images and the note under a masked one", async () => {
    openOrderPage([
      message({ id: 1, text: 'Hola, ¿ya salió?' }),
      message({
        id: 2,
        author: 'SELLER',
        text: 'Sí, escríbenos al [dato oculto]',
        note: MESSAGE_MESSAGES.maskedNote,
        images: ['/v1/media/uploads/guia.webp'],
        createdAt: '2026-03-15T16:30:00.000Z',
      }),
    ]);

    const shop = await screen.findByRole('listitem', { name: 'Mensaje de Hardware Andino S.A.S.' });
    expect(within(shop).getByText('Sí, escríbenos al [dato oculto]')).toBeInTheDocument();
    expect(within(shop).getByText(MESSAGE_MESSAGES.maskedNote)).toBeInTheDocument();
    expect(within(shop).getByRole('link', { name: 'Abrir imagen 1' })).toHaveAttribute(
      'href',
      '/v1/media/uploads/guia.webp',
    );
    expect(
      within(shop).getByText(/^Hardware Andino S\.A\.S\. · 15 de marzo de 2026 a las \d/),
    ).toBeInTheDocument();
    const mine = screen.getByRole('listitem', { name: 'Mensaje de Tú' });
    expect(within(mine).queryByText(MESSAGE_MESSAGES.maskedNote)).not.toBeInTheDocument();
  });

  it('shows the masked note on a message just sent', async () => {
    openOrderPage([], (body) =>
      message({
        id: 1,
        text: body.text.replace('3001234567', '[dato oculto]'),
        note: MESSAGE_MESSAGES.maskedNote,
      }),
    );
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(box, 'Llámame al 3001234567');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const mine = await screen.findByRole('listitem', { name: 'Mensaje de Tú' });
    expect(within(mine).getByText('Llámame al [dato oculto]')).toBeInTheDocument();
    expect(within(mine).getByText(MESSAGE_MESSAGES.maskedNote)).toBeInTheDocument();
  });

  it('says why a message was refused', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      route('GET', '/api/users/profile', profile),
      route('GET', '/api/orders/13/purchase', purchase),
      route('GET', '/api/orders/13/messages', { orderId: 13, messages: [], earlier: 0 }),
      route('POST', '/api/orders/13/messages', { message: 'Adjunta imágenes subidas a TecnoBazar' }, 400),
    );
    renderRoute('/account/orders/13');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Escribe un mensaje' }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Adjunta imágenes subidas a TecnoBazar')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue('Hola');
  });
});

describe("the shopper's unread messages in the header", () => {
  it('badges the name with the count, and asks again once the conversation was read', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    let unread = 2;
    const requests = stubApi(
      route('GET', '/api/users/profile', profile),
      route('GET', '/api/orders/13/purchase', purchase),
      route('GET', '/api/messages/unread', () => ({
        unread,
        threads: unread ? [{ orderId: 13, unread }] : [],
      })),
      route('GET', '/api/orders/13/messages', () => {
        unread = 0;
        return {
          orderId: 13,
          messages: [message({ id: 1, author: 'SELLER', text: 'Ya va en camino' })],
          earlier: 0,
        };
      }),
    );
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Lucía, 2 mensajes sin leer' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(screen.getByText('2')).toBeInTheDocument();

    renderRoute('/account/orders/13');
    expect(await screen.findAllByText('Ya va en camino')).not.toHaveLength(0);
    await waitFor(() => expect(callsTo(requests, '/api/messages/unread').length).toBeGreaterThanOrEqual(3));
  });

  it("points 'Mis pedidos' to the order with the shop's new messages", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const { refund: _receiptOnly, ...listed } = order;
    stubApi(
      route('GET', '/api/users/profile', profile),
      route('GET', '/api/orders', [listed, { ...listed, id: 14 }]),
      route('GET', '/api/messages/unread', { unread: 1, threads: [{ orderId: 13, unread: 1 }] }),
    );
    renderRoute('/account/orders');

    const withNews = await screen.findByRole('listitem', { name: 'Pedido 13' });
    expect(await within(withNews).findByRole('link', { name: '1 mensaje nuevo' })).toHaveAttribute(
      'href',
      '/account/orders/13',
    );
    const quiet = screen.getByRole('listitem', { name: 'Pedido 14' });
    expect(within(quiet).queryByRole('link', { name: /mensaje/ })).not.toBeInTheDocument();
  });
});
