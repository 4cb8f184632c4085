import type { AdminLedgerEntryResponse, AdminPayoutResponse } from '@tecnobazar/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/store';
import { AppProvider, callsTo, type Handler, route, stubApi } from '@/test/render-route';
import { AdminPayoutsPage } from './admin-payouts-page';

/** The shops of these rows, by seller id: the server names each row's shop. */
const SHOPS: Record<number, string> = { 7: 'Hardware Andino S.A.S.', 8: 'Bits del Pacífico' };

function makePayout(id: number, overrides: Partial<AdminPayoutResponse> = {}): AdminPayoutResponse {
  const sellerId = overrides.sellerId ?? 7;
  return {
    id,
    sellerId,
    shopName: SHOPS[sellerId] ?? `Tienda ${sellerId}`,
    amount: 500000,
    status: 'PENDING',
    rejectionReason: null,
    transferStatus: null,
    transferError: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
    bankDetails: {
      accountHolderName: 'Hardware Andino S.A.S.',
      ifscCode: '1007',
      bankName: 'Bancolombia',
      accountType: 'CORRIENTE',
      accountNumber: '•••• •••• 3690',
      complete: true,
    },
    ...overrides,
  };
}

function makeEntry(id: number, overrides: Partial<AdminLedgerEntryResponse> = {}): AdminLedgerEntryResponse {
  const sellerId = overrides.sellerId ?? 7;
  return {
    id,
    type: 'SALE',
    gross: 200000,
    commission: 20000,
    commissionVat: 0,
    net: 180000,
    commissionRule: null,
    orderId: 100 + id,
    payoutId: null,
    date: '2026-03-05T15:00:00.000Z',
    sellerId,
    shopName: SHOPS[sellerId] ?? `Tienda ${sellerId}`,
    ...overrides,
  };
}

const payouts = [
  makePayout(3, { sellerId: 8, amount: 150000, createdAt: '2026-03-12T15:00:00.000Z' }),
  makePayout(2, { sellerId: 7, amount: 320000 }),
  makePayout(1, { sellerId: 7, status: 'SUCCESS', amount: 90000, createdAt: '2026-02-01T15:00:00.000Z' }),
];

const ledger = [
  makeEntry(6, { type: 'PAYOUT', gross: -90000, commission: 0, net: -90000, orderId: null, payoutId: 1 }),
  makeEntry(5, { sellerId: 8, payoutId: 3, net: 150000, orderId: 205 }),
  makeEntry(4, { type: 'REFUND', gross: -40000, commission: -4000, net: -36000, orderId: 104, payoutId: 2 }),
  makeEntry(3, { payoutId: 2, net: 356000, orderId: 103 }),
  makeEntry(2, { payoutId: 1, net: 90000, orderId: 102 }),
  // 10 % commission and 19 % IVA on it.
  makeEntry(1, { sellerId: 8, orderId: 201, commissionVat: 3800, net: 176200 }),
];

function stubAdmin({
  list = payouts as AdminPayoutResponse[] | Handler,
  entries = ledger as AdminLedgerEntryResponse[] | Handler,
  extra = [] as Handler[],
} = {}) {
  const asHandler = (path: string, value: unknown): Handler =>
    typeof value === 'function' ? (value as Handler) : route('GET', path, value);
  return stubApi(...extra, asHandler('/api/payouts', list), asHandler('/api/transactions', entries));
}

function renderPage() {
  render(
    <AppProvider store={makeStore()}>
      <MemoryRouter>
        <AdminPayoutsPage />
      </MemoryRouter>
    </AppProvider>,
  );
  return userEvent.setup();
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const requestList = async () =>
  within(await (await section('Solicitudes de pago')).findByRole('list', { name: 'Solicitudes de pago' }));
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  const user = userEvent.setup();
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('admin payouts page', () => {
  it('lists the pending requests by shop name, with the transactions each one covers', async () => {
    const requests = stubAdmin();
    const user = renderPage();

    expect(screen.getByRole('heading', { name: 'Pagos', level: 1 })).toBeInTheDocument();
    const list = await requestList();
    const items = await list.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(await list.findByRole('listitem', { name: 'Bits del Pacífico' })).toHaveTextContent(
      'Solicitud #3 · 12 de marzo de 2026$150.000Pendiente',
    );
    const andino = list.getByRole('listitem', { name: 'Hardware Andino S.A.S.' });
    expect(andino).toHaveTextContent('$320.000');
    // The rows name their shops: the page loads no list of sellers to name them.
    expect(callsTo(requests, '/sellers')).toEqual([]);

    const toggle = within(andino).getByRole('button', { name: 'Ver transacciones (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const covered = within(andino).getByRole('table', { name: 'Transacciones de la solicitud #2' });
    expect(cells(covered)).toEqual([
      ['#104', 'Reembolso', '-$36.000'],
      ['#103', 'Venta', '$356.000'],
    ]);

    // Pagadas: the paid one, without actions, its PAYOUT entry not counted among the transactions it covers.
    await choose(await section('Solicitudes de pago'), 'Estado', 'Pagadas');
    const paid = await list.findByRole('listitem', { name: 'Hardware Andino S.A.S.' });
    expect(paid).toHaveTextContent('$90.000Pagado');
    expect(within(paid).getByRole('button', { name: 'Ver transacciones (1)' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();

    await choose(await section('Solicitudes de pago'), 'Estado', 'Rechazadas');
    expect(await screen.findByText('No hay solicitudes rechazadas.')).toBeInTheDocument();
  });

  it('shows the account each pending payout goes to, masked, and the whole number on demand', async () => {
    const requests = stubAdmin({
      extra: [
        route('POST', '/api/payouts/2/bank-account', {
          accountHolderName: 'Hardware Andino S.A.S.',
          ifscCode: '1007',
          accountNumber: '04587123690',
        }),
      ],
    });
    const user = renderPage();

    const item = await (await requestList()).findByRole('listitem', { name: 'Hardware Andino S.A.S.' });
    expect(within(item).getByLabelText('Cuenta bancaria del vendedor')).toHaveTextContent(
      'TitularHardware Andino S.A.S.BancoBancolombiaTipo de cuentaCorrienteNúmero de cuenta•••• •••• 3690',
    );
    // Nothing is asked for until the administrator wants the whole number: each ask is audited.
    expect(callsTo(requests, '/api/payouts/2/bank-account')).toHaveLength(0);
    await user.click(within(item).getByRole('button', { name: 'Ver cuenta completa' }));
    expect(await within(item).findByText('04587123690')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual([
      '/v1/api/payouts/2/bank-account',
    ]);

    // The approve dialog shows the same account, already revealed, without asking again.
    await user.click(within(item).getByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar el pago #2' }));
    expect(dialog.getByText('04587123690')).toBeInTheDocument();
    expect(dialog.getByText('Bancolombia')).toBeInTheDocument();
    expect(callsTo(requests, '/api/payouts/2/bank-account')).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: 'Ocultar' }));
    expect(dialog.getByText('•••• •••• 3690')).toBeInTheDocument();
  });

  it('warns that a seller without complete bank details cannot be paid, and does not let the payout be approved', async () => {
    stubAdmin({
      list: [
        makePayout(2, {
          bankDetails: {
            accountHolderName: 'Andrés Gómez',
            ifscCode: '',
            bankName: null,
            accountType: null,
            accountNumber: '',
            complete: false,
          },
        }),
      ],
    });
    const user = renderPage();

    const item = await (await requestList()).findByRole('listitem', { name: 'Hardware Andino S.A.S.' });
    expect(item).toHaveTextContent(
      'Bancono proporcionadoTipo de cuentano proporcionadoNúmero de cuentano proporcionado',
    );
    expect(within(item).queryByRole('button', { name: 'Ver cuenta completa' })).not.toBeInTheDocument();
    expect(within(item).getByRole('alert')).toHaveTextContent(
      'El vendedor no tiene datos bancarios completos',
    );
    await user.click(within(item).getByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar el pago #2' }));
    expect(dialog.getByRole('button', { name: 'Aprobar' })).toBeDisabled();
  });

  it('approves a payout, which sends it through PayPal', async () => {
    let list = payouts;
    const requests = stubAdmin({
      list: route('GET', '/api/payouts', () => list),
      extra: [
        route('PUT', '/api/payouts/2/status', () => {
          list = list.map((payout) =>
            payout.id === 2
              ? { ...payout, status: 'SUCCESS' as const, transferStatus: 'PAID' as const }
              : payout,
          );
          return list.find((payout) => payout.id === 2);
        }),
      ],
    });
    const user = renderPage();

    const item = await (await requestList()).findByRole('listitem', { name: 'Hardware Andino S.A.S.' });
    await user.click(within(item).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar el pago #2' });
    expect(dialog).toHaveTextContent(
      'Se enviarán $320.000 a Hardware Andino S.A.S. por PayPal, al correo de la tienda, con los datos de esta cuenta en la nota del pago:',
    );
    expect(callsTo(requests, '/api/payouts/2/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    expect(await screen.findByText('Pago aprobado y enviado por PayPal')).toBeInTheDocument();
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => new URL(request.url).search)).toEqual(['?status=SUCCESS']);
    expect(await puts[0]!.text()).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked for again: the payout is no longer pending.
    await waitFor(async () => expect((await requestList()).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(requests, '/api/payouts').length).toBeGreaterThan(1);
    expect(callsTo(requests, '/api/transactions').length).toBeGreaterThan(1);
  });

  it('rejects a payout only with a reason of at least 5 characters', async () => {
    let list = payouts;
    const requests = stubAdmin({
      list: route('GET', '/api/payouts', () => list),
      extra: [
        route('PUT', '/api/payouts/3/status', (request: Request) => {
          const rejectionReason = new URL(request.url).searchParams.get('reason');
          list = list.map((p) => (p.id === 3 ? { ...p, status: 'REJECTED' as const, rejectionReason } : p));
          return list.find((p) => p.id === 3);
        }),
      ],
    });
    const user = renderPage();

    const item = await (await requestList()).findByRole('listitem', { name: 'Bits del Pacífico' });
    await user.click(within(item).getByRole('button', { name: 'Rechazar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar el pago #3' }));

    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByText('Escribe el motivo del rechazo')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Motivo del rechazo/ }), 'Dato');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByText('El motivo debe tener al menos 5 caracteres')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /Motivo del rechazo/ }), 's bancarios erróneos');
    expect(screen.getByRole('dialog')).toHaveTextContent('Motivo: «Datos bancarios erróneos».');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));

    expect(
      await screen.findByText('Pago rechazado: el dinero vuelve al saldo del vendedor'),
    ).toBeInTheDocument();
    const puts = requests.filter((request) => request.method === 'PUT');
    const sent = new URL(puts[0]!.url);
    expect(puts).toHaveLength(1);
    expect(sent.pathname).toBe('/v1/api/payouts/3/status');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      status: 'REJECTED',
      reason: 'Datos bancarios erróneos',
    });
    expect(await puts[0]!.text()).toBe('');
    // The payout keeps the reason: it shows among the rejected requests.
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Rechazadas' }));
    const rejected = await (await requestList()).findByRole('listitem', { name: 'Bits del Pacífico' });
    expect(rejected).toHaveTextContent('Motivo del rechazo: Datos bancarios erróneos');
  });

  it('refuses a rejection reason longer than the server accepts (300 characters) before sending it', async () => {
    const requests = stubAdmin({ list: route('GET', '/api/payouts', () => payouts) });
    const user = renderPage();

    const item = await (await requestList()).findByRole('listitem', { name: 'Bits del Pacífico' });
    await user.click(within(item).getByRole('button', { name: 'Rechazar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar el pago #3' }));
    // Pasted: typing 301 characters key by key is slow and only the length matters.
    await user.click(dialog.getByRole('textbox', { name: /Motivo del rechazo/ }));
    await user.paste('x'.repeat(301));
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));

    expect(await dialog.findByText('Máximo 300 caracteres')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows a transfer on its way with a retry, and a failed one with PayPal’s reason', async () => {
    let list = [
      makePayout(5, { transferStatus: 'SENDING', transferError: 'PayPal did not answer the payout' }),
      makePayout(6, {
        sellerId: 8,
        status: 'REJECTED',
        transferStatus: 'FAILED',
        rejectionReason: 'RECEIVER_UNREGISTERED',
      }),
    ];
    const requests = stubAdmin({
      list: route('GET', '/api/payouts', () => list),
      extra: [
        route('POST', '/api/payouts/5/transfer', () => {
          list = list.map((p) =>
            p.id === 5 ? { ...p, status: 'SUCCESS' as const, transferStatus: 'PAID' as const } : p,
          );
          return list[0];
        }),
      ],
    });
    const user = renderPage();

    const sending = await (await requestList()).findByRole('listitem', { name: 'Hardware Andino S.A.S.' });
    expect(sending).toHaveTextContent('Enviando');
    expect(sending).toHaveTextContent('El último intento falló: PayPal did not answer the payout');
    expect(within(sending).queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    expect(within(sending).queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
    await user.click(within(sending).getByRole('button', { name: 'Reintentar ahora' }));
    expect(await screen.findByText('Pago enviado por PayPal')).toBeInTheDocument();
    expect(callsTo(requests, '/api/payouts/5/transfer')).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Rechazadas' }));
    const failed = await (await requestList()).findByRole('listitem', { name: 'Bits del Pacífico' });
    expect(failed).toHaveTextContent('Falló');
    expect(failed).toHaveTextContent('Falló la transferencia: RECEIVER_UNREGISTERED');
  });

  it('shows the server’s message when the payout was already processed', async () => {
    stubAdmin({
      extra: [route('PUT', '/api/payouts/2/status', { message: 'Este pago ya fue procesado.' }, 409)],
    });
    const user = renderPage();

    const item = await (await requestList()).findByRole('listitem', { name: 'Hardware Andino S.A.S.' });
    await user.click(within(item).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar el pago #2' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    expect(await screen.findByText('Este pago ya fue procesado.')).toBeInTheDocument();
    expect(screen.queryByText('Pago aprobado')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Aprobar el pago #2' })).not.toBeInTheDocument(),
    );
  });

  it('names each request and entry by the shop its row carries, and offers the shops the ledger names', async () => {
    // A shop renamed since: the rows bring its new name; there is no other list of names to disagree with.
    const renamed = { shopName: 'Andino Cómputo' };
    const requests = stubAdmin({
      list: [makePayout(2, renamed), makePayout(4, { sellerId: 9, shopName: 'Tienda Nueva Era' })],
      entries: [makeEntry(3, { ...renamed, payoutId: 2 }), makeEntry(1, { sellerId: 8 })],
    });
    const user = renderPage();

    const list = await requestList();
    expect(await list.findByRole('listitem', { name: 'Andino Cómputo' })).toHaveTextContent('$500.000');
    expect(list.getByRole('listitem', { name: 'Tienda Nueva Era' })).toHaveTextContent('Solicitud #4');
    expect(screen.queryByText(/Vendedor #/)).not.toBeInTheDocument();

    const transactions = await section('Transacciones');
    const table = await transactions.findByRole('table', { name: 'Transacciones' });
    expect(cells(table).map((row) => row[1])).toEqual(['Andino Cómputo', 'Bits del Pacífico']);
    // The filter offers the shops of the ledger's rows, by name; a shop with only a payout has no entries.
    await user.click(transactions.getByRole('combobox', { name: 'Tienda' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Todas las tiendas',
      'Andino Cómputo',
      'Bits del Pacífico',
    ]);
    expect(callsTo(requests, '/sellers')).toEqual([]);
  });

  it('filters the transactions by shop and type, ten per page', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      makeEntry(100 - index, { orderId: 300 + index, net: 1000 * (index + 1) }),
    );
    stubAdmin({ entries: [...ledger, ...many] });
    const user = renderPage();

    const transactions = await section('Transacciones');
    const table = await transactions.findByRole('table', { name: 'Transacciones' });
    await waitFor(() => expect(cells(table)[0]).toContain('Hardware Andino S.A.S.'));
    expect(cells(table)[0]).toEqual([
      '5 de marzo de 2026',
      'Hardware Andino S.A.S.',
      'Pago',
      '—',
      '-$90.000',
      '$0',
      '$0',
      '-$90.000',
    ]);
    expect(cells(table)).toHaveLength(10);
    expect(transactions.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(transactions.getByRole('button', { name: 'Siguiente' }));
    expect(cells(table)).toHaveLength(8);

    await choose(transactions, 'Tienda', 'Bits del Pacífico');
    expect(
      cells(table)
        .find((row) => row[3] === '#201')!
        .slice(4),
    ).toEqual(['$200.000', '$20.000', '$3.800', '$176.200']);
    expect(cells(table).map((row) => row.slice(1, 4))).toEqual([
      ['Bits del Pacífico', 'Venta', '#205'],
      ['Bits del Pacífico', 'Venta', '#201'],
    ]);
    expect(transactions.getByText('Página 1 de 1')).toBeInTheDocument();

    await choose(transactions, 'Tienda', 'Todas las tiendas');
    await choose(transactions, 'Tipo', 'Reembolsos');
    expect(cells(table)).toEqual([
      [
        '5 de marzo de 2026',
        'Hardware Andino S.A.S.',
        'Reembolso',
        '#104',
        '-$40.000',
        '-$4.000',
        '$0',
        '-$36.000',
      ],
    ]);

    await choose(transactions, 'Tienda', 'Bits del Pacífico');
    expect(
      await transactions.findByText('Ninguna transacción coincide con los filtros.'),
    ).toBeInTheDocument();
  });
});
