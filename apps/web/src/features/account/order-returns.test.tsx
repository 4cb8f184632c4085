import type { PurchaseResponse, ReturnEligibility, ReturnResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type Handler, renderRoute, route, stubApi } from '@/test/render-route';
import { makeReturnRequest } from '@/test/return-fixtures';

const item = (id: number, name: string, quantity: number) => ({
  id,
  productId: id * 10,
  productName: name,
  productImage: null,
  size: 'FREE',
  quantity,
  price: 169900,
  mrpPrice: 219900,
  lineTotal: 169900 * quantity,
  vatPercent: 19,
});

/** One delivered order, #12, of a keyboard (2 units) and a mouse (1). */
const purchase: PurchaseResponse = {
  id: 77,
  paidAt: '2026-03-14T15:00:00.000Z',
  shippingAddress: {
    name: 'Lucía Fernández',
    address: 'Calle 80 # 12-34',
    city: 'Bogotá',
    state: 'Cundinamarca',
    mobile: '3104567890',
  },
  orders: [
    {
      id: 12,
      orderStatus: 'DELIVERED',
      paymentStatus: 'PAID',
      totalMrpPrice: 659700,
      totalSellingPrice: 509700,
      couponDiscount: 0,
      totalAmount: 509700,
      shipping: 0,
      vat: [],
      totalItem: 3,
      orderDate: '2026-03-14T15:00:00.000Z',
      deliverDate: '2026-03-18T15:00:00.000Z',
      shippingAddress: {
        name: 'Lucía Fernández',
        address: 'Calle 80 # 12-34',
        city: 'Bogotá',
        state: 'Cundinamarca',
        mobile: '3104567890',
      },
      seller: { id: 7, businessDetails: { businessName: 'Hardware Andino S.A.S.' } },
      orderItems: [item(120, 'Teclado mecánico', 2), item(121, 'Mouse inalámbrico', 1)],
      confirmedAt: '2026-03-15T15:00:00.000Z',
      shippedAt: '2026-03-16T15:00:00.000Z',
      carrier: 'Servientrega',
      trackingNumber: 'SV-1',
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      refundStatus: 'NONE',
      refund: null,
    },
  ],
  subtotal: 509700,
  coupon: null,
  shipping: 0,
  total: 509700,
  currency: 'COP',
  payment: {
    provider: 'paypal',
    orderId: 'P-1',
    captureId: 'C-1',
    amount: 127.43,
    currency: 'USD',
    refunded: 0,
    status: 'PAID',
  },
};

// The window closes at Bogotá's midnight after 25 March: its last day is the 25th.
const RETURN_UNTIL = '2026-03-26T05:00:00.000Z';

function eligibility(kind: 'RETURN' | 'WARRANTY' | null, why: string | null = null): ReturnEligibility {
  const until = kind === 'RETURN' ? RETURN_UNTIL : kind ? '2027-03-19T05:00:00.000Z' : null;
  return {
    orderId: 12,
    deliveredAt: '2026-03-18T15:00:00.000Z',
    returnUntil: RETURN_UNTIL,
    warrantyUntil: '2027-03-19T05:00:00.000Z',
    lines: [
      { orderItemId: 120, productName: 'Teclado mecánico', quantity: 2, returnable: 2, kind, until, why },
      { orderItemId: 121, productName: 'Mouse inalámbrico', quantity: 1, returnable: 1, kind, until, why },
    ],
  };
}

const makeRequest = makeReturnRequest;

/** The shopper's order #12 with `eligible` and the requests `list()` answers at that moment. */
function openOrder(eligible: ReturnEligibility, list: () => ReturnResponse[], ...handlers: Handler[]) {
  localStorage.setItem('jwt', 'shopper-token');
  const requests = stubApi(
    route('GET', '/api/orders/12/purchase', purchase),
    route('GET', '/api/orders/12/returns/eligibility', eligible),
    route('GET', '/api/orders/12/returns', list),
    ...handlers,
  );
  renderRoute('/account/orders/12');
  return requests;
}

const section = () => screen.findByRole('region', { name: 'Devoluciones y garantía' });
const card = (name: string) => within(screen.getByRole('listitem', { name }));

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  select: string,
  option: string,
) {
  await user.click(within(scope).getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
  // Its menu closes with a transition: the next select's options must not be read beside this one's.
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe("the order page's returns and warranty", () => {
  it('asks to return 1 of the 2 keyboards with a reason, a description and a photo, then shows the request', async () => {
    let created: ReturnResponse | null = null;
    const requests = openOrder(
      eligibility('RETURN'),
      () => (created ? [created] : []),
      route(
        'POST',
        '/api/orders/12/returns',
        () => {
          created = makeRequest();
          return created;
        },
        201,
      ),
      route('POST', '/uploads/image', {
        url: 'http://localhost/v1/media/uploads/foto-1.webp',
        secure_url: 'http://localhost/v1/media/uploads/foto-1.webp',
        width: 800,
        height: 800,
        format: 'webp',
        bytes: 1234,
      }),
    );
    const user = userEvent.setup();

    const returns = within(await section());
    expect(await returns.findByText('Puedes devolverlo hasta el 25 de marzo de 2026.')).toBeInTheDocument();
    await user.click(returns.getByRole('button', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver un producto · Pedido #12' });

    // Nothing is sent until a reason is chosen: the shared schema's message says so.
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText('Elige un motivo de la lista')).toBeInTheDocument();

    await choose(user, dialog, 'Producto', 'Teclado mecánico');
    await user.click(within(dialog).getByRole('combobox', { name: 'Unidades' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2']);
    await user.click(screen.getByRole('option', { name: '1' }));
    await choose(user, dialog, 'Motivo', 'Llegó dañado');
    await user.type(within(dialog).getByLabelText('Descripción'), 'La tecla Enter no responde');
    await user.upload(
      within(dialog).getByLabelText('Agregar foto'),
      new File(['png'], 'tecla.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('img', { name: 'Imagen 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    expect(
      await screen.findByText('Solicitud enviada. El vendedor te responderá pronto.'),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/orders/12/returns'));
    expect(await post?.json()).toEqual({
      kind: 'RETURN',
      reason: 'DAMAGED',
      description: 'La tecla Enter no responde',
      photos: ['http://localhost/v1/media/uploads/foto-1.webp'],
      items: [{ orderItemId: 120, quantity: 1 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The list is asked again once the request is made: wait for it before reading the card.
    expect(await screen.findByRole('listitem', { name: 'Devolución #5' })).toBeInTheDocument();
    const request = card('Devolución #5');
    expect(request.getByText('Por responder')).toBeInTheDocument();
    expect(request.getByText('Teclado mecánico')).toBeInTheDocument();
    expect(request.getByText('1 unidad · $169.900 c/u')).toBeInTheDocument();
    expect(request.getByText('Llegó dañado')).toBeInTheDocument();
    expect(request.getByText('Solicitada: 19 de marzo de 2026')).toBeInTheDocument();
    expect(request.getByText('Respondida')).toBeInTheDocument();
    expect(request.getByRole('button', { name: 'Ver la foto 1 de 1' })).toBeInTheDocument();
    expect(request.queryByRole('button', { name: /Marcar|Pedir/ })).not.toBeInTheDocument();
  });

  it('offers only the defect reasons for a warranty claim', async () => {
    openOrder(eligibility('WARRANTY'), () => []);
    const user = userEvent.setup();

    const returns = within(await section());
    expect(
      await returns.findByText(
        'El plazo de devolución terminó. Si el producto tiene un defecto, pide la garantía hasta el 18 de marzo de 2027.',
      ),
    ).toBeInTheDocument();
    expect(returns.queryByRole('button', { name: 'Devolver' })).not.toBeInTheDocument();
    await user.click(returns.getByRole('button', { name: 'Garantía' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir la garantía · Pedido #12' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Motivo' }));

    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Llegó dañado',
      'No funciona / tiene un defecto',
    ]);
  });

  it('says why when the order can no longer be returned nor claimed', async () => {
    openOrder(eligibility(null, 'La garantía de este pedido terminó el 18/03/2027.'), () => []);

    const returns = within(await section());
    expect(await returns.findByText('La garantía de este pedido terminó el 18/03/2027.')).toBeInTheDocument();
    expect(returns.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the red toast and keeps the form", async () => {
    openOrder(
      eligibility('RETURN'),
      () => [],
      route(
        'POST',
        '/api/orders/12/returns',
        { message: 'Puedes devolver como máximo 1 unidad de Teclado mecánico.' },
        422,
      ),
    );
    const user = userEvent.setup();

    await user.click(await within(await section()).findByRole('button', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog');
    await choose(user, dialog, 'Motivo', 'Se arrepintió de la compra');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    const toast = await screen.findByText('Puedes devolver como máximo 1 unidad de Teclado mecánico.');
    expect(toast.closest('.MuiAlert-filledError')).not.toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('marks an accepted request sent with the carrier and tracking number', async () => {
    let sent = false;
    const accepted = makeRequest({
      status: 'ACCEPTED',
      instructions: 'Envíalo a Calle 10 # 20-30, Bogotá',
      timeline: { ...makeRequest().timeline, answeredAt: '2026-03-20T15:00:00.000Z' },
    });
    const requests = openOrder(
      eligibility('RETURN'),
      () => [
        sent ? { ...accepted, status: 'SENT', carrier: 'Servientrega', trackingNumber: 'SV-9' } : accepted,
      ],
      route('POST', '/api/returns/5/sent', () => {
        sent = true;
        return { ...accepted, status: 'SENT' };
      }),
    );
    const user = userEvent.setup();

    await section();
    const request = await screen.findByRole('listitem', { name: 'Devolución #5' });
    expect(within(request).getByText('Aceptada')).toBeInTheDocument();
    expect(within(request).getByText('Envíalo a Calle 10 # 20-30, Bogotá')).toBeInTheDocument();
    expect(within(request).getByText('Respondida: 20 de marzo de 2026')).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar la solicitud #5' });
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    expect(await within(dialog).findByText('Indica la transportadora')).toBeInTheDocument();
    expect(within(dialog).getByText('Indica el número de guía')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Transportadora'), 'Servientrega');
    await user.type(within(dialog).getByLabelText('Número de guía'), 'SV-9');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));

    expect(await screen.findByText('Enviado con Servientrega, guía SV-9')).toBeInTheDocument();
    expect(card('Devolución #5').getByText('En camino')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ carrier: 'Servientrega', trackingNumber: 'SV-9' });
  });

  it('asks TecnoBazar to review a rejected request, then says it is being reviewed; a closed one shows why', async () => {
    let escalated = false;
    const rejected = makeRequest({ status: 'REJECTED', rejectionReason: 'El teclado tiene golpes de uso' });
    const closed = makeRequest({
      id: 4,
      kind: 'WARRANTY',
      status: 'CLOSED',
      decision: { decision: 'CLOSE', reason: 'Las fotos muestran un daño por mal uso' },
    });
    const requests = openOrder(
      eligibility('RETURN'),
      () => [escalated ? { ...rejected, status: 'ESCALATED' } : rejected, closed],
      route('POST', '/api/returns/5/escalate', () => {
        escalated = true;
        return { ...rejected, status: 'ESCALATED' };
      }),
    );
    const user = userEvent.setup();

    await section();
    const request = await screen.findByRole('listitem', { name: 'Devolución #5' });
    expect(within(request).getByText('El teclado tiene golpes de uso')).toBeInTheDocument();
    expect(card('Garantía #4').getByText('Cerrada')).toBeInTheDocument();
    expect(card('Garantía #4').getByText('Las fotos muestran un daño por mal uso')).toBeInTheDocument();
    expect(card('Garantía #4').queryByRole('button', { name: /Pedir|Marcar/ })).toBeNull();

    await user.click(within(request).getByRole('button', { name: 'Pedir revisión a TecnoBazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir revisión a TecnoBazar' });
    await user.click(within(dialog).getByRole('button', { name: 'Pedir revisión' }));
    expect(await within(dialog).findByText('Cuéntanos por qué no estás de acuerdo')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Tu comentario'), 'Llegó así de fábrica');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir revisión' }));

    expect(
      await screen.findByText('TecnoBazar está revisando tu solicitud. Te escribiremos cuando decidamos.'),
    ).toBeInTheDocument();
    expect(card('Devolución #5').getByText('En revisión')).toBeInTheDocument();
    expect(card('Devolución #5').queryByRole('button', { name: 'Pedir revisión a TecnoBazar' })).toBeNull();
    expect(callsTo(requests, '/api/returns/5/escalate')).toHaveLength(1);
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ comment: 'Llegó así de fábrica' });
  });
});
