import type {
  PayoutResponse,
  ReceivedPaymentResponse,
  ReceivedPaymentsPage,
  SellerBalanceResponse,
} from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type Handler, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from '../products/seller-test-api';

function makePayment(n: number, overrides: Partial<ReceivedPaymentResponse> = {}): ReceivedPaymentResponse {
  return {
    orderId: 100 + n,
    products: [{ productName: `Teclado mecánico ${n}`, quantity: 1 }],
    buyerName: 'Laura Pérez',
    orderDate: '2026-03-02T15:00:00.000Z',
    subtotal: 169900 * n,
    couponDiscount: 0,
    paid: 169900 * n,
    commission: 16990 * n,
    commissionVat: 0,
    commissionRule: null,
    net: 152910 * n,
    ...overrides,
  };
}

/** `payments` three a page, as the server answers `?page=`. */
const paged =
  (payments: ReceivedPaymentResponse[]): Handler =>
  (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/v1/sellers/payments-received') return;
    const page = Number(url.searchParams.get('page'));
    const body: ReceivedPaymentsPage = {
      content: payments.slice(page * 3, page * 3 + 3),
      totalPages: Math.ceil(payments.length / 3),
      totalElements: payments.length,
    };
    return Response.json(body);
  };

function makePayout(id: number, overrides: Partial<PayoutResponse> = {}): PayoutResponse {
  return {
    id,
    sellerId: 7,
    amount: 500000,
    status: 'SUCCESS',
    rejectionReason: null,
    transferStatus: null,
    createdAt: '2026-02-10T15:00:00.000Z',
    updatedAt: '2026-02-11T15:00:00.000Z',
    ...overrides,
  };
}

const balanceOf = (available: number, inPayout = 0, paid = 0): SellerBalanceResponse => ({
  available,
  held: 0,
  releases: [],
  inPayout,
  paid,
});

/** The page's three calls, each replaceable. */
function stubPayments({
  payments = [] as ReceivedPaymentResponse[] | Handler,
  balance = balanceOf(0) as SellerBalanceResponse | Handler,
  payouts = [] as PayoutResponse[] | Handler,
  extra = [] as Handler[],
} = {}) {
  const asHandler = (path: string, value: unknown): Handler =>
    typeof value === 'function' ? (value as Handler) : route('GET', path, value);
  return signInAsSeller(
    ...extra,
    typeof payments === 'function' ? payments : paged(payments),
    asHandler('/api/payouts/seller/balance', balance),
    asHandler('/api/payouts/seller', payouts),
  );
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const entries = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('seller payments', () => {
  it('shows the IVA on the commission as its own line and the rule that set the commission', async () => {
    // $99.990 at 7 % (Categoría Ratones): $6.999,30 of commission and $1.329,87 of IVA on it.
    stubPayments({
      payments: [
        makePayment(1, {
          subtotal: 99990,
          paid: 99990,
          commission: 6999.3,
          commissionVat: 1329.87,
          commissionRule: 'Categoría Ratones: 7 %',
          net: 91660.83,
        }),
      ],
    });
    renderRoute('/seller/payment');
    const list = await (await section('Pagos Recibidos')).findByRole('list', { name: 'Pagos Recibidos' });
    const [payment] = within(list).getAllByRole('listitem');
    expect(payment).toHaveTextContent('Comisión aplicada: Categoría Ratones: 7 %');
    expect(within(payment!).getByLabelText('Detalle del pago del pedido #101')).toHaveTextContent(
      'Pagó el comprador$99.990Comisión de TecnoBazar-$6.999,30IVA sobre la comisión-$1.329,87Recibes$91.660,83',
    );
  });

  it('shows the balance, and each payment received with what the buyer paid and what the seller keeps, three per page', async () => {
    const payments = [
      // The order: $2.099.800 of products, a coupon share of $209.980, 10 % commission.
      makePayment(1, {
        products: [{ productName: 'Portátil gamer Quorvex', quantity: 1 }],
        subtotal: 2099800,
        couponDiscount: 209980,
        paid: 1889820,
        commission: 188982,
        net: 1700838,
      }),
      makePayment(2, {
        buyerName: '',
        products: [
          { productName: 'Mouse inalámbrico', quantity: 2 },
          { productName: 'Teclado mecánico', quantity: 1 },
        ],
      }),
      makePayment(3, { orderDate: '' }),
      makePayment(4, { buyerName: 'Mateo Ríos', orderDate: '2026-01-20T15:00:00.000Z' }),
    ];
    const requests = stubPayments({ payments, balance: balanceOf(1250000, 300000, 800000) });
    const user = userEvent.setup();
    renderRoute('/seller/payment');

    expect(await screen.findByRole('heading', { name: 'Pagos', level: 1 })).toBeInTheDocument();
    const balance = await section('Saldo');
    expect(await balance.findByText('Saldo disponible')).toBeInTheDocument();
    expect(balance.getByText('Saldo disponible').nextSibling).toHaveTextContent('$1.250.000');
    expect(balance.getByText('En proceso de pago').nextSibling).toHaveTextContent('$300.000');
    expect(balance.getByText('Pagado').nextSibling).toHaveTextContent('$800.000');
    // Nothing held: no list of releases.
    expect(balance.getByText('Por liberar').nextSibling).toHaveTextContent('$0');
    expect(balance.queryByRole('region', { name: 'Dinero por liberar' })).not.toBeInTheDocument();

    const received = await section('Pagos Recibidos');
    const list = await received.findByRole('list', { name: 'Pagos Recibidos' });
    const [withCoupon, twoProducts, noDate] = within(list).getAllByRole('listitem');
    expect(withCoupon).toHaveTextContent(
      'Recibiste un pago de $1.889.820 por Portátil gamer Quorvex vía PayPal' +
        'Comprado por Laura Pérez · 2 de marzo de 2026 · Pedido #101',
    );
    expect(within(withCoupon!).getByLabelText('Detalle del pago del pedido #101')).toHaveTextContent(
      'Precio de los productos$2.099.800Cupón del comprador-$209.980Pagó el comprador$1.889.820' +
        'Comisión de TecnoBazar-$188.982Recibes$1.700.838',
    );
    // Without a coupon, the detail starts at what the buyer paid.
    expect(twoProducts).toHaveTextContent(
      'Recibiste un pago de $339.800 por 2 × Mouse inalámbrico y Teclado mecánico vía PayPal' +
        'Comprado por Cliente desconocido · 2 de marzo de 2026 · Pedido #102' +
        'Pagó el comprador$339.800Comisión de TecnoBazar-$33.980Recibes$305.820',
    );
    expect(noDate).toHaveTextContent('Comprado por Laura Pérez · Fecha desconocida · Pedido #103');

    const previous = received.getByRole('button', { name: 'Anterior' });
    const next = received.getByRole('button', { name: 'Siguiente' });
    expect(received.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(previous).toBeDisabled();

    await user.click(next);
    await waitFor(() =>
      expect(entries(list)).toEqual([
        'Recibiste un pago de $679.600 por Teclado mecánico 4 vía PayPalComprado por Mateo Ríos · 20 de enero de 2026 · Pedido #104' +
          'Pagó el comprador$679.600Comisión de TecnoBazar-$67.960Recibes$611.640',
      ]),
    );
    expect(callsTo(requests, '/sellers/payments-received').map((url) => url.search)).toEqual([
      '?page=0',
      '?page=1',
    ]);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await user.click(previous);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  });

  it('says when no payment was received yet', async () => {
    stubPayments();
    renderRoute('/seller/payment');

    const received = await section('Pagos Recibidos');
    expect(await received.findByText('No has recibido pagos todavía.')).toBeInTheDocument();
    expect(received.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(
      await (await section('Historial de pagos')).findByText('Aún no has solicitado pagos.'),
    ).toBeVisible();
  });

  it('shows a failed load of the payments received in red', async () => {
    stubPayments({ payments: route('GET', '/sellers/payments-received', { message: 'Error interno' }, 500) });
    renderRoute('/seller/payment');

    const message = await (await section('Pagos Recibidos')).findByText('Error al cargar ventas');
    expect(getComputedStyle(message).color).toBe('rgb(211, 47, 47)');
  });

  it('lists the payouts with their amount, date and status in Spanish, and why one was rejected', async () => {
    stubPayments({
      payouts: [
        makePayout(3, {
          status: 'REJECTED',
          amount: 150000,
          createdAt: '2026-03-01T15:00:00.000Z',
          rejectionReason: 'Datos bancarios incompletos',
        }),
        makePayout(2, { status: 'SUCCESS', amount: 500000 }),
      ],
      balance: balanceOf(0, 0, 500000),
    });
    renderRoute('/seller/payment');

    const table = await (await section('Historial de pagos')).findByRole('table', {
      name: 'Historial de pagos',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['1 de marzo de 2026', '$150.000', 'RechazadoMotivo: Datos bancarios incompletos'],
      ['10 de febrero de 2026', '$500.000', 'Pagado'],
    ]);
  });

  it('shows an approved payout’s transfer: on its way, paid, or failed with the reason and the money back', async () => {
    stubPayments({
      payouts: [
        makePayout(6, {
          status: 'PENDING',
          transferStatus: 'SENDING',
          createdAt: '2026-03-05T15:00:00.000Z',
        }),
        makePayout(5, {
          status: 'REJECTED',
          transferStatus: 'FAILED',
          rejectionReason: 'RECEIVER_UNREGISTERED',
          createdAt: '2026-03-01T15:00:00.000Z',
        }),
        makePayout(4, { status: 'SUCCESS', transferStatus: 'PAID' }),
      ],
      balance: balanceOf(150000, 500000, 500000),
    });
    renderRoute('/seller/payment');

    const table = await (await section('Historial de pagos')).findByRole('table', {
      name: 'Historial de pagos',
    });
    const states = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(states).toEqual([
      'Enviando',
      'FallóMotivo: RECEIVER_UNREGISTEREDEl dinero volvió a tu saldo disponible.',
      'Pagado',
    ]);
  });

  it('asks for a payout and says it was sent', async () => {
    let payouts: PayoutResponse[] = [];
    let balance = balanceOf(1250000, 0, 0);
    const requests = stubPayments({
      extra: [
        (request) => {
          if (request.method !== 'POST' || new URL(request.url).pathname !== '/v1/api/payouts/seller') return;
          const payout = makePayout(9, { status: 'PENDING', amount: 1250000 });
          payouts = [payout];
          balance = balanceOf(0, 1250000, 0);
          return Response.json(payout, { status: 201 });
        },
      ],
      payouts: route('GET', '/api/payouts/seller', () => payouts),
      balance: route('GET', '/api/payouts/seller/balance', () => balance),
    });
    const user = userEvent.setup();
    renderRoute('/seller/payment');

    const button = await (await section('Saldo')).findByRole('button', { name: 'Solicitar pago' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('Solicitud de pago enviada')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/payouts/seller'))).toHaveLength(
      1,
    );
    // The balance and the history are asked for again: the money is now in payout, the request pending.
    const history = await section('Historial de pagos');
    expect(await history.findByText('Pendiente')).toBeInTheDocument();
    expect(callsTo(requests, '/api/payouts/seller/balance').length).toBeGreaterThan(1);
    expect((await section('Saldo')).getByText('En proceso de pago').nextSibling).toHaveTextContent(
      '$1.250.000',
    );
    expect(screen.getByRole('button', { name: 'Solicitar pago' })).toBeDisabled();
    expect(screen.getByText('Ya tienes una solicitud de pago en proceso.')).toBeInTheDocument();
  });

  it('shows the server’s reason when a payout is refused', async () => {
    stubPayments({
      balance: balanceOf(20000),
      extra: [
        route(
          'POST',
          '/api/payouts/seller',
          { message: 'El saldo mínimo para solicitar un pago es $50.000' },
          409,
        ),
      ],
    });
    const user = userEvent.setup();
    renderRoute('/seller/payment');

    const button = await (await section('Saldo')).findByRole('button', { name: 'Solicitar pago' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('El saldo mínimo para solicitar un pago es $50.000')).toBeInTheDocument();
  });

  it('says why a payout is refused without bank details, with the way to Cuenta', async () => {
    const message =
      'Para solicitar un pago completa tus datos bancarios (titular, banco, tipo de cuenta y número de cuenta) en Cuenta.';
    stubPayments({
      balance: balanceOf(6839820),
      extra: [route('POST', '/api/payouts/seller', { message, error: message }, 422)],
    });
    const user = userEvent.setup();
    renderRoute('/seller/payment');

    const balance = await section('Saldo');
    const button = await balance.findByRole('button', { name: 'Solicitar pago' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    const alert = await balance.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Ir a Cuenta' })).toHaveAttribute(
      'href',
      '/seller/account',
    );
  });

  it('keeps the request off without an available balance', async () => {
    stubPayments({ balance: balanceOf(0, 0, 100000) });
    renderRoute('/seller/payment');

    const button = await (await section('Saldo')).findByRole('button', { name: 'Solicitar pago' });
    expect(button).toBeDisabled();
    expect(screen.getByText('No tienes saldo disponible para solicitar un pago.')).toBeInTheDocument();
  });

  it('shows the money held for the buyer’s withdrawal term, with the day each sum is released', async () => {
    stubPayments({
      balance: {
        ...balanceOf(0),
        held: 269973,
        releases: [
          { availableAt: '2026-12-12T17:00:00.000Z', amount: 179982, orders: 2 },
          { availableAt: null, amount: 89991, orders: 1 },
        ],
      },
    });
    renderRoute('/seller/payment');

    const balance = await section('Saldo');
    expect((await balance.findByText('Por liberar')).nextSibling).toHaveTextContent('$269.973');
    const releases = within(balance.getByRole('region', { name: 'Dinero por liberar' }));
    expect(releases.getByText(/plazo de retracto del comprador/)).toBeInTheDocument();
    expect(releases.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Disponible desde el 12 de diciembre de 2026 (2 pedidos)$179.982',
      'Cuando se entregue el pedido o se cierre su devolución (1 pedido)$89.991',
    ]);
    // Held money cannot be asked for yet.
    expect(balance.getByRole('button', { name: 'Solicitar pago' })).toBeDisabled();
  });

  it('keeps the request off while a payout is pending', async () => {
    stubPayments({ balance: balanceOf(90000, 40000), payouts: [makePayout(4, { status: 'PENDING' })] });
    renderRoute('/seller/payment');

    expect(await (await section('Historial de pagos')).findByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar pago' })).toBeDisabled();
  });
});
