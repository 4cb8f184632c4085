import type { OrderResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, route, stubApi } from '@/test/render-route';

function makeOrder(id: number, overrides: Partial<OrderResponse> = {}): OrderResponse {
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
    orderDate: '2026-03-14T15:00:00.000Z',
    deliverDate: null,
    shippingAddress: { name: 'Ana', address: 'Calle 2', city: 'Cali', state: 'Valle', mobile: '3001112233' },
    seller: { id: 1, businessDetails: { businessName: `Tienda ${id}` } },
    orderItems: [
      {
        id: id * 10,
        productId: 4,
        productName: `Teclado del pedido ${id}`,
        productImage: '/v1/media/demo/keyboards-negro-1.webp',
        size: 'FREE',
        quantity: 2,
        price: 169900,
        mrpPrice: 219900,
        lineTotal: 339800,
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
    ...overrides,
  };
}

const orderCards = () =>
  within(screen.getByRole('list', { name: 'Pedidos' })).getAllByRole('listitem', { name: /^Pedido / });

describe('account orders', () => {
  it('sends a visitor to the login page', async () => {
    stubApi();
    const router = renderRoute('/account/orders');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows two orders per page with their status, seller, total and items', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const orders = [
      makeOrder(3),
      makeOrder(2, {
        paymentStatus: 'PENDING',
        totalAmount: 59900,
        shipping: 0,
        vat: [],
        orderItems: [{ ...makeOrder(2).orderItems[0]!, size: 'M' }],
      }),
      makeOrder(1),
    ];
    let answer: (() => void) | null = null;
    stubApi((request) =>
      new URL(request.url).pathname === '/v1/api/orders'
        ? new Promise((resolve) => {
            answer = () => resolve(Response.json(orders));
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute('/account/orders');

    expect(await screen.findByRole('heading', { name: 'Mis Pedidos' })).toBeInTheDocument();
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await screen.findByRole('list', { name: 'Pedidos' });
    expect(orderCards()).toHaveLength(2);

    const newest = within(screen.getByRole('listitem', { name: 'Pedido 3' }));
    expect(newest.getByText('Pagado')).toBeInTheDocument();
    expect(newest.getByText('Vendido por Tienda 3')).toBeInTheDocument();
    expect(newest.getByText('14 de marzo de 2026')).toBeInTheDocument();
    expect(newest.getByLabelText('Total del pedido')).toHaveTextContent('$169.900');
    expect(newest.getByText('Teclado del pedido 3')).toBeInTheDocument();
    // 'FREE' (no sizes, as for all hardware) is not shown; a real size is.
    expect(newest.queryByText(/Talla/)).not.toBeInTheDocument();
    expect(newest.getByText('Cantidad: 2')).toBeInTheDocument();
    expect(newest.getByText('$339.800')).toBeInTheDocument();
    expect(newest.getByRole('link', { name: 'Ver detalle' })).toHaveAttribute('href', '/account/orders/3');
    const pending = within(screen.getByRole('listitem', { name: 'Pedido 2' }));
    expect(pending.getByText('Pendiente')).toBeInTheDocument();
    expect(pending.getByLabelText('Total del pedido')).toHaveTextContent('$59.900');
    expect(pending.getByText('Talla: M')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir a la página 2' }));

    expect(orderCards()).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Pedido 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state with a link to the shop', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(route('GET', '/api/orders', []));
    renderRoute('/account/orders');

    expect(await screen.findByText('Aún no tienes pedidos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a comprar' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).not.toBeInTheDocument();
  });

  it('shows a failed load in red', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(route('GET', '/api/orders', { message: 'Tu sesión no es válida o ha expirado.' }, 401));
    renderRoute('/account/orders');

    const message = await screen.findByText('Tu sesión no es válida o ha expirado.');
    // MUI's error colour, as the spec asks for red.
    expect(getComputedStyle(message).color).toBe('rgb(211, 47, 47)');
  });

  it('shows a shipped order on its timeline, with the carrier and tracking number', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      route('GET', '/api/orders', [
        makeOrder(5, {
          orderStatus: 'SHIPPED',
          confirmedAt: '2026-03-15T15:00:00.000Z',
          shippedAt: '2026-03-16T15:00:00.000Z',
          carrier: 'Servientrega',
          trackingNumber: 'SV-998877',
        }),
      ]),
    );
    renderRoute('/account/orders');

    const card = within(await screen.findByRole('listitem', { name: 'Pedido 5' }));
    expect(card.getByText('Pedido realizado')).toBeInTheDocument();
    expect(card.getByText('14 de marzo de 2026')).toBeInTheDocument();
    expect(card.getByText('15 de marzo de 2026')).toBeInTheDocument();
    expect(card.getByText('16 de marzo de 2026')).toBeInTheDocument();
    expect(card.getByText('Transportadora: Servientrega · Guía: SV-998877')).toBeInTheDocument();
    expect(card.getByText('Entregado')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it('shows who cancelled an order, why, and the refund', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      route('GET', '/api/orders', [
        makeOrder(6, {
          orderStatus: 'CANCELLED',
          cancelledAt: '2026-03-15T15:00:00.000Z',
          cancelledBy: 'SELLER',
          cancelReason: 'Sin existencias',
          refundStatus: 'REFUNDED',
        }),
        makeOrder(7, {
          orderStatus: 'CANCELLED',
          cancelledAt: '2026-03-15T15:00:00.000Z',
          cancelledBy: 'CUSTOMER',
          cancelReason: 'Me equivoqué de talla',
          refundStatus: 'PENDING',
        }),
      ]),
    );
    renderRoute('/account/orders');

    const bySeller = within(await screen.findByRole('listitem', { name: 'Pedido 6' }));
    expect(bySeller.getByText('Cancelado')).toBeInTheDocument();
    expect(bySeller.getByText('15 de marzo de 2026 · por el vendedor')).toBeInTheDocument();
    expect(bySeller.getByText('Motivo: Sin existencias')).toBeInTheDocument();
    expect(bySeller.getByText('Reembolsado')).toBeInTheDocument();
    // The steps it never reached are not shown.
    expect(bySeller.queryByText('Enviado')).not.toBeInTheDocument();
    expect(bySeller.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    const byMe = within(screen.getByRole('listitem', { name: 'Pedido 7' }));
    expect(byMe.getByText('15 de marzo de 2026 · por ti')).toBeInTheDocument();
    expect(byMe.getByText('Reembolso en proceso')).toBeInTheDocument();
  });

  it("badges a cancelled and refunded order 'Reembolsado', not 'Pendiente'; one whose refund is on its way is still 'Pagado'", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const cancelled = { orderStatus: 'CANCELLED', cancelledAt: '2026-03-15T15:00:00.000Z' } as const;
    stubApi(
      route('GET', '/api/orders', [
        // As the API answers once the provider confirmed the refund.
        makeOrder(6, { ...cancelled, paymentStatus: 'REFUNDED', refundStatus: 'REFUNDED' }),
        makeOrder(7, { ...cancelled, paymentStatus: 'PAID', refundStatus: 'PENDING' }),
      ]),
    );
    renderRoute('/account/orders');

    const badge = (card: HTMLElement) => within(card).getByText(/./, { selector: '.MuiChip-label' });
    const refunded = await screen.findByRole('listitem', { name: 'Pedido 6' });
    expect(badge(refunded)).toHaveTextContent('Reembolsado');
    expect(within(refunded).queryByText('Pendiente')).not.toBeInTheDocument();
    expect(badge(screen.getByRole('listitem', { name: 'Pedido 7' }))).toHaveTextContent('Pagado');
  });

  it('cancels a placed order with a reason', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    let placed = makeOrder(9);
    const requests = stubApi(
      route('GET', '/api/orders', () => [
        placed,
        makeOrder(8, { orderStatus: 'CONFIRMED', confirmedAt: '2026-03-15T15:00:00.000Z' }),
      ]),
      route('POST', '/api/orders/9/cancel', () => {
        placed = makeOrder(9, {
          orderStatus: 'CANCELLED',
          cancelledAt: '2026-03-15T15:00:00.000Z',
          cancelledBy: 'CUSTOMER',
          cancelReason: 'Ya no lo necesito',
          refundStatus: 'PENDING',
        });
        return placed;
      }),
    );
    const user = userEvent.setup();
    renderRoute('/account/orders');

    const card = within(await screen.findByRole('listitem', { name: 'Pedido 9' }));
    const confirmed = within(screen.getByRole('listitem', { name: 'Pedido 8' }));
    expect(confirmed.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Cancelar pedido' }));

    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));
    expect(await dialog.findByText('Indica el motivo de la cancelación')).toBeInTheDocument();
    expect(callsTo(requests, '/api/orders/9/cancel')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Motivo de la cancelación'), '  Ya no lo necesito ');
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));

    expect(await screen.findByText('Pedido cancelado. Te devolveremos el dinero.')).toBeInTheDocument();
    const posted = requests.find((request) => new URL(request.url).pathname === '/v1/api/orders/9/cancel');
    expect(posted?.method).toBe('POST');
    expect(await posted?.json()).toEqual({ reason: 'Ya no lo necesito' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is fetched again: the order now shows as cancelled, without the button.
    const cancelled = within(await screen.findByRole('listitem', { name: 'Pedido 9' }));
    expect(await cancelled.findByText('Reembolso en proceso')).toBeInTheDocument();
    expect(cancelled.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the seller already confirmed the order", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      route('GET', '/api/orders', [makeOrder(9)]),
      route('POST', '/api/orders/9/cancel', { message: 'El vendedor ya confirmó este pedido.' }, 409),
    );
    const user = userEvent.setup();
    renderRoute('/account/orders');

    const card = within(await screen.findByRole('listitem', { name: 'Pedido 9' }));
    await user.click(card.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Motivo de la cancelación'), 'Ya no lo necesito');
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));

    expect(await screen.findByText('El vendedor ya confirmó este pedido.')).toBeInTheDocument();
  });

  it('says how much of the coupon came off an order, under its total', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      route('GET', '/api/orders', [
        makeOrder(5, { totalSellingPrice: 339800, couponDiscount: 67960, totalAmount: 271840 }),
        makeOrder(4),
      ]),
    );
    renderRoute('/account/orders');

    const withCoupon = within(await screen.findByRole('listitem', { name: 'Pedido 5' }));
    expect(withCoupon.getByLabelText('Total del pedido')).toHaveTextContent('$271.840');
    expect(withCoupon.getByText('Cupón: −$67.960')).toBeInTheDocument();
    const without = within(screen.getByRole('listitem', { name: 'Pedido 4' }));
    expect(without.queryByText(/Cupón/)).not.toBeInTheDocument();
  });
});
