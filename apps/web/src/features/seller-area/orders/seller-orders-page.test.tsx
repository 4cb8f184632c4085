import type { SellerOrderPage, SellerOrderResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '@/test/downloads';
import { callsTo, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from '../products/seller-test-api';

function makeOrder(overrides: Partial<SellerOrderResponse> = {}): SellerOrderResponse {
  const id = overrides.id ?? 1;
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
      name: 'Laura Pérez',
      address: 'Carrera 7 # 45-10',
      city: 'Medellín',
      state: 'Antioquia',
      mobile: '3109876543',
    },
    seller: { id: 7, businessDetails: { businessName: 'Hardware Andino S.A.S.' } },
    orderItems: [
      {
        id: id * 10,
        productId: 1,
        productName: 'Teclado mecánico',
        productImage: '/v1/media/demo/keyboards-negro-1.webp',
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
    buyer: { fullName: 'Laura Pérez' },
    ...overrides,
  };
}

const pageOf = (content: SellerOrderResponse[], totalPages = 1): SellerOrderPage => ({
  content,
  totalPages,
  totalElements: content.length,
});

const placed = makeOrder({ id: 11 });
const confirmed = makeOrder({
  id: 12,
  orderStatus: 'CONFIRMED',
  buyer: { fullName: 'Mateo Ríos' },
  orderItems: [{ ...placed.orderItems[0]!, id: 120, size: 'M' }],
  // The buyer's coupon took $33.980 off this order: its total is below its line.
  couponDiscount: 33980,
  totalAmount: 135920,
  shipping: 0,
  vat: [],
});
const shipped = makeOrder({
  id: 13,
  orderStatus: 'SHIPPED',
  carrier: 'Servientrega',
  trackingNumber: 'SV-123456',
  shippedAt: '2026-03-03T15:00:00.000Z',
});
const cancelled = makeOrder({
  id: 14,
  orderStatus: 'CANCELLED',
  cancelledBy: 'SELLER',
  cancelReason: 'Sin unidades',
  refundStatus: 'PENDING',
});

const card = (id: number) => within(screen.getByRole('listitem', { name: `Pedido #${id}` }));
const buttonNames = (id: number) =>
  card(id)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('seller orders', () => {
  it('lists each order with its buyer, items and the actions of its status', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/orders', pageOf([placed, confirmed, shipped, cancelled], 2)),
    );
    renderRoute('/seller/orders');

    expect(await screen.findByRole('heading', { name: 'Pedidos', level: 1 })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Pedido #11' });
    expect(callsTo(requests, '/sellers/orders')[0]?.search).toBe('?page=0');

    expect(card(11).getByText('#11')).toBeInTheDocument();
    expect(card(11).getByText('Realizado')).toBeInTheDocument();
    expect(card(11).getByText('Laura Pérez')).toBeInTheDocument();
    expect(card(11).getByText(/Carrera 7 # 45-10, Medellín, Antioquia/)).toBeInTheDocument();
    expect(card(11).getByText('Teclado mecánico')).toBeInTheDocument();
    // 'FREE' (no sizes, as for all hardware) is not shown; a real size is.
    expect(card(11).queryByText(/Talla/)).not.toBeInTheDocument();
    expect(card(11).getByText('Cantidad: 1')).toBeInTheDocument();
    expect(card(12).getByText('Talla: M')).toBeInTheDocument();
    expect(card(11).getAllByText('$169.900')).toHaveLength(2);
    expect(buttonNames(11)).toEqual(['Mensajes', 'Descargar comprobante', 'Confirmar', 'Cancelar']);

    expect(card(12).getByText('Mateo Ríos')).toBeInTheDocument();
    expect(card(12).getByText('Cupón del comprador')).toBeInTheDocument();
    expect(card(12).getByText('−$33.980')).toBeInTheDocument();
    expect(card(12).getByText('$135.920')).toBeInTheDocument();
    expect(card(11).queryByText('Cupón del comprador')).not.toBeInTheDocument();
    expect(buttonNames(12)).toEqual(['Mensajes', 'Descargar comprobante', 'Marcar como enviado', 'Cancelar']);

    expect(card(13).getByText(/Servientrega, guía SV-123456/)).toBeInTheDocument();
    expect(buttonNames(13)).toEqual(['Mensajes', 'Descargar comprobante', 'Marcar como entregado']);

    expect(card(14).getByText('Cancelado')).toBeInTheDocument();
    expect(card(14).getByText(/Sin unidades/)).toBeInTheDocument();
    expect(card(14).getByText('Reembolso en proceso')).toBeInTheDocument();
    expect(buttonNames(14)).toEqual(['Mensajes', 'Descargar comprobante']);

    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it('filters by status through the address and says when a status has no orders', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/orders', (request: Request) =>
        new URL(request.url).searchParams.get('status') === 'SHIPPED' ? pageOf([], 0) : pageOf([placed]),
      ),
    );
    const user = userEvent.setup();
    const router = renderRoute('/seller/orders');

    await screen.findByRole('listitem', { name: 'Pedido #11' });
    await user.click(screen.getByRole('tab', { name: 'Enviados' }));

    expect(await screen.findByText('No hay pedidos en este estado')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?estado=SHIPPED');
    expect(callsTo(requests, '/sellers/orders').at(-1)?.search).toBe('?status=SHIPPED&page=0');
    expect(screen.getByRole('tab', { name: 'Enviados' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for the carrier and tracking number before marking an order shipped', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/orders', pageOf([confirmed])),
      route('PATCH', '/sellers/orders/12/status', { ...confirmed, orderStatus: 'SHIPPED' }),
    );
    const user = userEvent.setup();
    renderRoute('/seller/orders');

    await screen.findByRole('listitem', { name: 'Pedido #12' });
    await user.click(card(12).getByRole('button', { name: 'Marcar como enviado' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Marcar como enviado' }));

    expect(await dialog.findByText('Indica la transportadora')).toBeInTheDocument();
    expect(dialog.getByText('Indica el número de guía')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Transportadora'), 'Servientrega');
    await user.type(dialog.getByLabelText('Número de guía'), 'SV-123456');
    await user.click(dialog.getByRole('button', { name: 'Marcar como enviado' }));

    expect(await screen.findByText('Pedido actualizado')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(await patch?.json()).toEqual({
      status: 'SHIPPED',
      carrier: 'Servientrega',
      trackingNumber: 'SV-123456',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the reason the server refuses a step', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/orders', pageOf([placed])),
      route(
        'PATCH',
        '/sellers/orders/11/status',
        { message: 'El pedido ya está cancelado; no se puede confirmar' },
        409,
      ),
    );
    const user = userEvent.setup();
    renderRoute('/seller/orders');

    await screen.findByRole('listitem', { name: 'Pedido #11' });
    await user.click(card(11).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('El pedido ya está cancelado; no se puede confirmar')).toBeInTheDocument();
    expect(await requests.find((r) => r.method === 'PATCH')?.json()).toEqual({ status: 'CONFIRMED' });
  });

  it('cancels with a reason and tells the seller the buyer is refunded', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/orders', pageOf([placed])),
      route('PATCH', '/sellers/orders/11/status', { ...placed, orderStatus: 'CANCELLED' }),
    );
    const user = userEvent.setup();
    renderRoute('/seller/orders');

    await screen.findByRole('listitem', { name: 'Pedido #11' });
    await user.click(card(11).getByRole('button', { name: 'Cancelar' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Se reembolsará el pago al comprador/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));
    expect(await dialog.findByText('Indica el motivo de la cancelación')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Motivo de la cancelación'), 'Sin unidades');
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));

    expect(await screen.findByText('Pedido actualizado')).toBeInTheDocument();
    expect(await requests.find((r) => r.method === 'PATCH')?.json()).toEqual({
      status: 'CANCELLED',
      reason: 'Sin unidades',
    });
  });

  it('says when the seller has no orders yet', async () => {
    signInAsSeller(route('GET', '/sellers/orders', pageOf([], 0)));
    renderRoute('/seller/orders');

    expect(await screen.findByText('No hay pedidos')).toBeInTheDocument();
    expect(screen.queryByText(/Página/)).not.toBeInTheDocument();
  });
});

describe("an order's comprobante", () => {
  afterEach(() => vi.restoreAllMocks());

  it("downloads the order's PDF with the seller's token, and says why when it cannot", async () => {
    const downloads = catchDownloads();
    const requests = signInAsSeller(
      route('GET', '/sellers/orders', pageOf([placed, confirmed])),
      (request) =>
        new URL(request.url).pathname === '/v1/sellers/orders/11/receipt.pdf'
          ? new Response('%PDF-1.4 comprobante', { headers: { 'content-type': 'application/pdf' } })
          : undefined,
      route('GET', '/sellers/orders/12/receipt.pdf', { message: 'Pedido no encontrado' }, 404),
    );
    renderRoute('/seller/orders');
    await screen.findByRole('listitem', { name: 'Pedido #11' });

    await userEvent.click(card(11).getByRole('button', { name: 'Descargar comprobante' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.filename).toBe('comprobante-11.pdf');
    expect(await downloads[0]!.blob.text()).toBe('%PDF-1.4 comprobante');
    const call = requests.find((r) => r.url.endsWith('/v1/sellers/orders/11/receipt.pdf'));
    expect(call?.headers.get('authorization')).toBe('Bearer seller-token');

    await userEvent.click(card(12).getByRole('button', { name: 'Descargar comprobante' }));
    expect(await card(12).findByRole('alert')).toHaveTextContent('Pedido no encontrado');
    expect(downloads).toHaveLength(1);
  });
});
