import type { OrderMessageResponse, SellerOrderResponse } from '@tecnobazar/shared';
import { MESSAGE_MESSAGES } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from '../products/seller-test-api';

function makeOrder(id: number, buyer: string): SellerOrderResponse {
  return {
    id,
    orderStatus: 'PLACED',
    paymentStatus: 'PAID',
    totalMrpPrice: 219900,
    totalSellingPrice: 169900,
    couponDiscount: 0,
    totalAmount: 169900,
    shipping: 0,
    vat: [],
    totalItem: 1,
    orderDate: '2026-03-02T15:00:00.000Z',
    deliverDate: null,
    shippingAddress: {
      name: buyer,
      address: 'Carrera 7 # 45-10',
      city: 'Medellín',
      state: 'Antioquia',
      mobile: '3109876543',
    },
    seller: { id: 7, businessDetails: { businessName: 'Hardware Andino S.A.S.' } },
    orderItems: [],
    confirmedAt: null,
    shippedAt: null,
    carrier: null,
    trackingNumber: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    refundStatus: 'NONE',
    buyer: { fullName: buyer },
  };
}

const question: OrderMessageResponse = {
  id: 5,
  author: 'BUYER',
  text: '¿Me lo pueden enviar hoy? Mi correo es [dato oculto]',
  images: [],
  note: MESSAGE_MESSAGES.maskedNote,
  createdAt: '2026-03-02T16:00:00.000Z',
};

describe("the seller's conversations in 'Ventas'", () => {
  it("badges 'Ventas' and each order's 'Mensajes', opens the conversation and answers", async () => {
    let unread = 2;
    const messages = [question];
    const requests = signInAsSeller(
      route('GET', '/sellers/orders', {
        content: [makeOrder(11, 'Laura Pérez'), makeOrder(12, 'Mateo Ríos')],
        totalPages: 1,
        totalElements: 2,
      }),
      route('GET', '/sellers/messages/unread', () => ({
        unread,
        threads: unread ? [{ orderId: 11, unread }] : [],
      })),
      route('GET', '/sellers/orders/11/messages', () => {
        unread = 0;
        return { orderId: 11, messages, earlier: 0 };
      }),
      route('GET', '/sellers/orders/12/messages', { orderId: 12, messages: [], earlier: 0 }),
      route('POST', '/sellers/orders/11/messages', () => {
        const sent: OrderMessageResponse = {
          ...question,
          id: 6,
          author: 'SELLER',
          text: 'Sí, hoy sale.',
          note: null,
        };
        messages.push(sent);
        return sent;
      }),
    );
    const user = userEvent.setup();
    renderRoute('/seller/orders');

    const menu = await screen.findByRole('navigation', { name: 'Menú de vendedor' });
    expect(await within(menu).findByRole('link', { name: 'Ventas 2 mensajes sin leer' })).toBeInTheDocument();
    const card = within(await screen.findByRole('listitem', { name: 'Pedido #11' }));
    await user.click(await card.findByRole('button', { name: 'Mensajes, 2 sin leer' }));

    const dialog = within(await screen.findByRole('dialog', { name: /Mensajes del pedido #11/ }));
    expect(dialog.getByText('Comprador: Laura Pérez')).toBeInTheDocument();
    const fromBuyer = await dialog.findByRole('listitem', { name: 'Mensaje de Laura Pérez' });
    expect(within(fromBuyer).getByText(MESSAGE_MESSAGES.maskedNote)).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Escribe un mensaje' }), 'Sí, hoy sale.');
    await user.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(await dialog.findByRole('listitem', { name: 'Mensaje de Tú' })).toHaveTextContent('Sí, hoy sale.');
    expect(callsTo(requests, '/sellers/orders/11/messages').length).toBeGreaterThanOrEqual(3);

    await user.click(dialog.getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Read: the counts were asked again and the badges are gone.
    expect(within(menu).getByRole('link', { name: 'Ventas' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Mensajes' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Pedido #12' })).getByRole('button', { name: 'Mensajes' }),
    );
    expect(
      await screen.findByText(
        'Aún no hay mensajes. Escríbele al comprador si necesitas algo para su pedido.',
      ),
    ).toBeInTheDocument();
  });
});
