import type { PurchaseOrderResponse, PurchaseResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '@/test/downloads';
import { renderRoute, route, stubApi } from '@/test/render-route';

const address = {
  name: 'Lucía Fernández',
  address: 'Calle 80 # 12-34',
  city: 'Bogotá',
  state: 'Cundinamarca',
  mobile: '3104567890',
};

function makeOrder(id: number, overrides: Partial<PurchaseOrderResponse> = {}): PurchaseOrderResponse {
  return {
    id,
    orderStatus: 'PLACED',
    paymentStatus: 'PAID',
    totalMrpPrice: 439800,
    totalSellingPrice: 339800,
    couponDiscount: 33980,
    totalAmount: 305820,
    shipping: 0,
    vat: [],
    totalItem: 2,
    orderDate: '2026-03-14T15:00:00.000Z',
    deliverDate: null,
    shippingAddress: address,
    seller: { id, businessDetails: { businessName: `Tienda ${id}` } },
    orderItems: [
      {
        id: id * 10,
        productId: id * 100,
        productName: `Teclado del pedido ${id}`,
        productImage: null,
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
    refund: null,
    ...overrides,
  };
}

/** Two sellers, a 10 % coupon, shipping: 305.820 + 305.820 + 10.000 = 621.640 pesos, 155,41 USD. */
function makePurchase(overrides: Partial<PurchaseResponse> = {}): PurchaseResponse {
  return {
    id: 77,
    paidAt: '2026-03-14T15:00:00.000Z',
    shippingAddress: address,
    orders: [
      makeOrder(12, {
        orderStatus: 'DELIVERED',
        deliverDate: '2026-03-18T15:00:00.000Z',
      }),
      makeOrder(13),
    ],
    subtotal: 679600,
    coupon: { code: 'BIENVENIDO10', discount: 67960 },
    shipping: 10000,
    total: 621640,
    currency: 'COP',
    payment: {
      provider: 'paypal',
      orderId: '5O190127TN364715T',
      captureId: '3C679366HH908993F',
      amount: 155.41,
      currency: 'USD',
      refunded: 0,
      status: 'PAID',
    },
    ...overrides,
  };
}

/** The row of an amount: its label and its value (a badge with the same words is not it). */
const amountRow = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { ignore: '.MuiChip-label' }).parentElement as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('the purchase page (the receipt)', () => {
  it("shows the address, each seller's lines with unit price and line total, the coupon, shipping, the total paid and the payment reference", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(route('GET', '/api/orders/13/purchase', makePurchase()));
    renderRoute('/account/orders/13');

    expect(await screen.findByRole('heading', { name: 'Detalle de la compra' })).toBeInTheDocument();
    expect(screen.getByText(/^Pedidos #12 y #13 · Pagada el 14 de marzo de 2026/)).toBeInTheDocument();

    const shipTo = screen.getByRole('region', { name: 'Dirección de envío' });
    expect(within(shipTo).getByText('Lucía Fernández')).toBeInTheDocument();
    expect(within(shipTo).getByText('Calle 80 # 12-34')).toBeInTheDocument();
    expect(within(shipTo).getByText('Bogotá, Cundinamarca')).toBeInTheDocument();

    const delivered = screen.getByRole('region', { name: 'Pedido 12' });
    expect(within(delivered).getByText('Vendido por Tienda 12')).toBeInTheDocument();
    expect(within(delivered).getByText('Entregado')).toBeInTheDocument();
    const line = within(
      within(delivered).getByRole('list', { name: 'Productos del pedido 12' })
        .firstElementChild as HTMLElement,
    );
    expect(line.getByText('Teclado del pedido 12')).toBeInTheDocument();
    expect(line.getByText('Precio unitario: $169.900')).toBeInTheDocument();
    expect(line.getByText('Cantidad: 2')).toBeInTheDocument();
    expect(line.getByText('$339.800')).toBeInTheDocument();
    expect(amountRow(delivered, 'Parte del cupón')).toHaveTextContent('−$33.980');
    expect(amountRow(delivered, 'Total del pedido')).toHaveTextContent('$305.820');
    // A review is for what arrived: the delivered order's line, not the one still on its way.
    expect(within(delivered).getByRole('link', { name: 'Escribir reseña' })).toHaveAttribute(
      'href',
      '/reviews/1200/create',
    );
    const placed = screen.getByRole('region', { name: 'Pedido 13' });
    expect(within(placed).getByText('Realizado')).toBeInTheDocument();
    expect(within(placed).queryByRole('link', { name: 'Escribir reseña' })).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Resumen del pago' });
    expect(amountRow(summary, 'Productos')).toHaveTextContent('$679.600');
    expect(amountRow(summary, 'Cupón BIENVENIDO10')).toHaveTextContent('−$67.960');
    expect(amountRow(summary, 'Envío')).toHaveTextContent('$10.000');
    expect(amountRow(summary, 'Total pagado')).toHaveTextContent('$621.640');
    expect(amountRow(summary, 'Cobrado por PayPal en USD')).toHaveTextContent('US$ 155,41');
    expect(within(summary).getByText('Referencia de PayPal: orden 5O190127TN364715T')).toBeInTheDocument();
    expect(within(summary).getByText('Captura del pago: 3C679366HH908993F')).toBeInTheDocument();
    expect(within(summary).queryByText('Reembolsado')).not.toBeInTheDocument();
    expect(screen.getAllByText('Pagado', { selector: '.MuiChip-label' })).toHaveLength(3);
  });

  it("says what a cancelled order's refund gave back and badges the purchase 'Reembolso parcial'", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const purchase = makePurchase({
      orders: [
        makeOrder(12, {
          orderStatus: 'CANCELLED',
          paymentStatus: 'REFUNDED',
          refundStatus: 'REFUNDED',
          cancelledAt: '2026-03-15T15:00:00.000Z',
          cancelReason: 'Sin existencias',
          refund: { amount: 76.46, currency: 'USD', status: 'DONE', requestedAt: '2026-03-15T15:00:00.000Z' },
        }),
        makeOrder(13),
      ],
      payment: { ...makePurchase().payment, refunded: 76.46, status: 'PARTIALLY_REFUNDED' },
    });
    stubApi(route('GET', '/api/orders/12/purchase', purchase));
    renderRoute('/account/orders/12');

    const heading = await screen.findByRole('heading', { name: 'Detalle de la compra' });
    expect(within(heading.parentElement!).getByText('Reembolso parcial')).toBeInTheDocument();
    const cancelled = screen.getByRole('region', { name: 'Pedido 12' });
    expect(within(cancelled).getByText('Cancelado')).toBeInTheDocument();
    expect(within(cancelled).getByText('Reembolsado', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(
      within(cancelled).getByText('Cancelado el 15 de marzo de 2026 · Motivo: Sin existencias'),
    ).toBeInTheDocument();
    expect(amountRow(cancelled, 'Reembolsado')).toHaveTextContent('US$ 76,46');
    const summary = screen.getByRole('region', { name: 'Resumen del pago' });
    expect(amountRow(summary, 'Reembolsado')).toHaveTextContent('−US$ 76,46');
  });

  it("prints the receipt with 'Imprimir recibo'", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubApi(route('GET', '/api/orders/13/purchase', makePurchase()));
    const user = userEvent.setup();
    renderRoute('/account/orders/13');

    await user.click(await screen.findByRole('button', { name: 'Imprimir recibo' }));

    expect(print).toHaveBeenCalledOnce();
  });

  it("says so when the order is not the shopper's", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(route('GET', '/api/orders/99/purchase', { message: 'Pedido no encontrado' }, 404));
    renderRoute('/account/orders/99');

    expect(await screen.findByText('Pedido no encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir recibo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute('href', '/account/orders');
  });
});

describe("a seller order's comprobante on the purchase page", () => {
  it("downloads each order of the purchase as its own PDF, with the shopper's token", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const downloads = catchDownloads();
    const requests = stubApi(route('GET', '/api/orders/13/purchase', makePurchase()), (request) => {
      const match = /^\/v1\/api\/orders\/(\d+)\/receipt\.pdf$/.exec(new URL(request.url).pathname);
      return match ? new Response(`%PDF-1.4 pedido ${match[1]}`) : undefined;
    });
    renderRoute('/account/orders/13');

    const first = within(await screen.findByRole('region', { name: 'Pedido 12' }));
    await userEvent.click(first.getByRole('button', { name: 'Descargar comprobante' }));
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Pedido 13' })).getByRole('button', {
        name: 'Descargar comprobante',
      }),
    );
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads.map((d) => d.filename)).toEqual(['comprobante-12.pdf', 'comprobante-13.pdf']);
    expect(await downloads[1]!.blob.text()).toBe('%PDF-1.4 pedido 13');
    const call = requests.find((r) => r.url.endsWith('/v1/api/orders/12/receipt.pdf'));
    expect(call?.headers.get('authorization')).toBe('Bearer shopper-token');
  });
});
