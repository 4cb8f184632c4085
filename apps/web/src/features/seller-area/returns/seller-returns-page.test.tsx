import type { ReturnPage, ReturnResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, route } from '@/test/render-route';
import { makeReturnRequest } from '@/test/return-fixtures';
import { signInAsSeller } from '../products/seller-test-api';

const pageOf = (content: ReturnResponse[], totalPages = 1): ReturnPage => ({
  content,
  totalPages,
  totalElements: content.length,
});

const requested = makeReturnRequest();
const sent = makeReturnRequest({
  id: 6,
  orderId: 13,
  kind: 'WARRANTY',
  reason: 'DEFECTIVE',
  reasonLabel: 'No funciona / tiene un defecto',
  description: '',
  photos: [],
  status: 'SENT',
  instructions: 'Envíalo a Calle 10 # 20-30',
  carrier: 'Servientrega',
  trackingNumber: 'SV-9',
  timeline: {
    ...makeReturnRequest().timeline,
    answeredAt: '2026-03-20T15:00:00.000Z',
    sentAt: '2026-03-21T15:00:00.000Z',
  },
});

const row = (id: number) => within(screen.getByRole('row', { name: `Solicitud #${id}` }));
const buttons = (id: number) =>
  row(id)
    .queryAllByRole('button', { name: /^(Aceptar|Rechazar|Marcar como recibido)$/ })
    .map((b) => b.textContent);

/** The shop's list, where each move changes the request it names. */
function returnsServer(initial: ReturnResponse[]) {
  let list = initial;
  const move = (id: number, change: Partial<ReturnResponse>) => {
    list = list.map((r) => (r.id === id ? { ...r, ...change } : r));
    return list.find((r) => r.id === id);
  };
  return [
    route('GET', '/sellers/returns', () => pageOf(list)),
    route('POST', '/sellers/returns/5/accept', () => move(5, { status: 'ACCEPTED' })),
    route('POST', '/sellers/returns/5/reject', () =>
      move(5, { status: 'REJECTED', rejectionReason: 'Tiene golpes' }),
    ),
    route('POST', '/sellers/returns/6/received', () =>
      move(6, { status: 'RECEIVED', refund: { amount: 169900, status: 'PENDING' } }),
    ),
  ];
}

describe("the seller's returns", () => {
  it('lists each request with its order, products, reason, photos, status and the actions of its status', async () => {
    const requests = signInAsSeller(...returnsServer([requested, sent]));
    renderRoute('/seller/returns');

    expect(await screen.findByRole('heading', { name: 'Devoluciones', level: 1 })).toBeInTheDocument();
    await screen.findByRole('row', { name: 'Solicitud #5' });
    expect(callsTo(requests, '/sellers/returns')[0]?.search).toBe('?page=0');
    expect(screen.getByRole('link', { name: 'Devoluciones' })).toHaveAttribute('href', '/seller/returns');

    expect(row(5).getByText('Pedido #12')).toBeInTheDocument();
    expect(row(5).getByText('Lucía Fernández')).toBeInTheDocument();
    expect(row(5).getByText('Devolución')).toBeInTheDocument();
    expect(row(5).getByText('Teclado mecánico')).toBeInTheDocument();
    expect(row(5).getByText('1 unidad · $169.900 c/u')).toBeInTheDocument();
    expect(row(5).getByText('Llegó dañado')).toBeInTheDocument();
    expect(row(5).getByText('La tecla Enter no responde')).toBeInTheDocument();
    expect(row(5).getByText('Por responder')).toBeInTheDocument();
    expect(row(5).getByText('Solicitada: 19 de marzo de 2026')).toBeInTheDocument();
    expect(buttons(5)).toEqual(['Aceptar', 'Rechazar']);

    expect(row(6).getByText('Garantía')).toBeInTheDocument();
    expect(row(6).getByText('En camino')).toBeInTheDocument();
    expect(row(6).getByText('Enviada con Servientrega, guía SV-9')).toBeInTheDocument();
    expect(buttons(6)).toEqual(['Marcar como recibido']);

    // A photo opens full size.
    await userEvent.setup().click(row(5).getByRole('button', { name: 'Ver la foto 1 de 1' }));
    expect(await screen.findByRole('img', { name: 'Foto 1 de 1 de la solicitud' })).toHaveAttribute(
      'src',
      'http://localhost/v1/media/uploads/foto-1.webp',
    );
  });

  it('accepts a request with the return instructions', async () => {
    const requests = signInAsSeller(...returnsServer([requested]));
    const user = userEvent.setup();
    renderRoute('/seller/returns');

    await screen.findByRole('row', { name: 'Solicitud #5' });
    await user.click(row(5).getByRole('button', { name: 'Aceptar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aceptar la solicitud #5' }));
    await user.click(dialog.getByRole('button', { name: 'Aceptar' }));
    expect(await dialog.findByText('Indica cómo y a dónde enviar el producto')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Instrucciones de devolución'), 'Envíalo a Calle 10 # 20-30');
    await user.click(dialog.getByRole('button', { name: 'Aceptar' }));

    expect(
      await screen.findByText('Solicitud aceptada. Le enviamos tus instrucciones al comprador.'),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ instructions: 'Envíalo a Calle 10 # 20-30' });
    await waitFor(() => expect(row(5).getByText('Aceptada')).toBeInTheDocument());
    expect(buttons(5)).toEqual([]);
  });

  it('rejects a request with a reason', async () => {
    const requests = signInAsSeller(...returnsServer([requested]));
    const user = userEvent.setup();
    renderRoute('/seller/returns');

    await screen.findByRole('row', { name: 'Solicitud #5' });
    await user.click(row(5).getByRole('button', { name: 'Rechazar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar la solicitud #5' }));
    await user.type(dialog.getByLabelText('Motivo del rechazo'), 'Tiene golpes');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));

    expect(await screen.findByText('Solicitud rechazada.')).toBeInTheDocument();
    expect(await requests.find((r) => r.method === 'POST')?.json()).toEqual({ reason: 'Tiene golpes' });
    await waitFor(() => expect(row(5).getByText('Rechazada: Tiene golpes')).toBeInTheDocument());
  });

  it('marks a sent request received after saying the refund will be sent', async () => {
    const requests = signInAsSeller(...returnsServer([sent]));
    const user = userEvent.setup();
    renderRoute('/seller/returns');

    await screen.findByRole('row', { name: 'Solicitud #6' });
    await user.click(row(6).getByRole('button', { name: 'Marcar como recibido' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Recibiste el producto?' }));
    expect(dialog.getByText(/se enviará al comprador el reembolso/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Marcar como recibido' }));

    expect(
      await screen.findByText('Producto recibido. Enviamos el reembolso al comprador.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/sellers/returns/6/received')).toHaveLength(1);
    await waitFor(() => expect(row(6).getByText('Reembolso en proceso: $169.900')).toBeInTheDocument());
    expect(row(6).getByText('Recibida', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the red toast", async () => {
    signInAsSeller(
      route('GET', '/sellers/returns', pageOf([requested])),
      route(
        'POST',
        '/sellers/returns/5/reject',
        { message: 'Esta solicitud está en revisión de un administrador: ya no se puede rechazar.' },
        409,
      ),
    );
    const user = userEvent.setup();
    renderRoute('/seller/returns');

    await screen.findByRole('row', { name: 'Solicitud #5' });
    await user.click(row(5).getByRole('button', { name: 'Rechazar' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Motivo del rechazo'), 'No');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));

    const toast = await screen.findByText(
      'Esta solicitud está en revisión de un administrador: ya no se puede rechazar.',
    );
    expect(toast.closest('.MuiAlert-filledError')).not.toBeNull();
  });

  it('filters by status through the address and says when there are none', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/returns', (request: Request) =>
        new URL(request.url).searchParams.get('status') === 'SENT' ? pageOf([], 0) : pageOf([]),
      ),
    );
    const user = userEvent.setup();
    const router = renderRoute('/seller/returns');

    expect(await screen.findByText('No tienes solicitudes de devolución.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todas',
      'Por responder',
      'Aceptadas',
      'En camino',
      'Recibidas',
      'Reembolsadas',
      'Rechazadas',
      'En revisión',
      'Cerradas',
    ]);
    await user.click(screen.getByRole('option', { name: 'En camino' }));

    expect(await screen.findByText('No hay solicitudes en este estado.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?estado=SENT');
    expect(callsTo(requests, '/sellers/returns').at(-1)?.search).toBe('?status=SENT&page=0');
  });
});
