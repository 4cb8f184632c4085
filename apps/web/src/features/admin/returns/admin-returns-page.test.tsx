import type { ReturnPage, ReturnResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, route } from '@/test/render-route';
import { makeReturnRequest } from '@/test/return-fixtures';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';

const escalated = makeReturnRequest({
  status: 'ESCALATED',
  rejectionReason: 'El teclado tiene golpes de uso',
  escalationComment: 'Llegó así de fábrica',
  timeline: {
    ...makeReturnRequest().timeline,
    answeredAt: '2026-03-20T15:00:00.000Z',
    escalatedAt: '2026-03-21T15:00:00.000Z',
  },
});

/** The escalated list until the administrator decides, then empty. */
function adminServer() {
  let decided = false;
  const page = (content: ReturnResponse[]): ReturnPage => ({
    content,
    totalPages: content.length ? 1 : 0,
    totalElements: content.length,
  });
  return [
    route('GET', '/api/admin/returns', () => page(decided ? [] : [escalated])),
    route('POST', '/api/admin/returns/5/decide', () => {
      decided = true;
      return { ...escalated, status: 'ACCEPTED' };
    }),
  ];
}

const card = async () => within(await screen.findByRole('listitem', { name: 'Devolución #5' }));

describe("the administrators' returns", () => {
  it("lists the escalated requests with the seller's rejection and the buyer's comment", async () => {
    const requests = signInAsAdmin(...adminServer());
    renderAdminRoute('/admin/returns');

    expect(await screen.findByRole('heading', { name: 'Devoluciones', level: 1 })).toBeInTheDocument();
    const item = await card();
    expect(
      item.getByText('Pedido #12 · Hardware Andino S.A.S. · Comprador: Lucía Fernández'),
    ).toBeInTheDocument();
    expect(item.getByText('En revisión', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(item.getByText('Teclado mecánico')).toBeInTheDocument();
    expect(item.getByText('Motivo del comprador: Llegó dañado')).toBeInTheDocument();
    expect(item.getByText('Rechazo del vendedor')).toBeInTheDocument();
    expect(item.getByText('El teclado tiene golpes de uso')).toBeInTheDocument();
    expect(item.getByText('Comentario del comprador')).toBeInTheDocument();
    expect(item.getByText('Llegó así de fábrica')).toBeInTheDocument();
    expect(item.getByText('Enviada a revisión: 21 de marzo de 2026')).toBeInTheDocument();
    expect(callsTo(requests, '/api/admin/returns')[0]?.search).toBe('?status=ESCALATED&page=0');
    expect(screen.getByRole('link', { name: 'Devoluciones' })).toHaveAttribute('aria-current', 'page');
  });

  it("reads the order's conversation, both sides named, without a box to write", async () => {
    signInAsAdmin(
      ...adminServer(),
      route('GET', '/admin/orders/12/messages', {
        orderId: 12,
        earlier: 0,
        messages: [
          {
            id: 1,
            author: 'BUYER',
            text: 'La tecla Enter llegó partida',
            images: [],
            note: null,
            createdAt: '2026-03-19T16:00:00.000Z',
          },
          {
            id: 2,
            author: 'SELLER',
            text: 'Así salió de la bodega, con la caja sellada',
            images: [],
            note: null,
            createdAt: '2026-03-19T17:00:00.000Z',
          },
        ],
      }),
    );
    renderAdminRoute('/admin/returns');

    await userEvent
      .setup()
      .click((await card()).getByRole('button', { name: 'Ver conversación del pedido' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Conversación del pedido #12' }));
    expect(await dialog.findByRole('listitem', { name: 'Mensaje de Comprador' })).toHaveTextContent(
      'La tecla Enter llegó partida',
    );
    expect(dialog.getByRole('listitem', { name: 'Mensaje de Hardware Andino S.A.S.' })).toHaveTextContent(
      'Así salió de la bodega, con la caja sellada',
    );
    expect(dialog.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Escribe un mensaje')).not.toBeInTheDocument();
  });

  it('accepts the return with a reason, then the list is empty', async () => {
    const requests = signInAsAdmin(...adminServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/returns');

    await user.click((await card()).getByRole('button', { name: 'Aceptar devolución' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aceptar devolución #5' }));
    await user.click(dialog.getByRole('button', { name: 'Aceptar devolución' }));
    expect(await dialog.findByText('Indica el motivo de la decisión')).toBeInTheDocument();
    await user.type(
      dialog.getByLabelText('Motivo de la decisión'),
      'Las fotos muestran un defecto de fábrica',
    );
    await user.click(dialog.getByRole('button', { name: 'Aceptar devolución' }));

    expect(await screen.findByText('Devolución aceptada.')).toBeInTheDocument();
    expect(await requests.find((r) => r.method === 'POST')?.json()).toEqual({
      decision: 'ACCEPT',
      reason: 'Las fotos muestran un defecto de fábrica',
    });
    expect(await screen.findByText('No hay devoluciones por revisar.')).toBeInTheDocument();
  });

  it('closes the request with a reason', async () => {
    const requests = signInAsAdmin(...adminServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/returns');

    await user.click((await card()).getByRole('button', { name: 'Cerrar solicitud' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cerrar solicitud #5' }));
    await user.type(dialog.getByLabelText('Motivo de la decisión'), 'Daño por mal uso');
    await user.click(dialog.getByRole('button', { name: 'Cerrar solicitud' }));

    expect(await screen.findByText('Solicitud cerrada.')).toBeInTheDocument();
    expect(await requests.find((r) => r.method === 'POST')?.json()).toEqual({
      decision: 'CLOSE',
      reason: 'Daño por mal uso',
    });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Devolución #5' })).toBeNull());
  });

  it("shows the server's refusal in the red toast", async () => {
    signInAsAdmin(
      route('GET', '/api/admin/returns', { content: [escalated], totalPages: 1, totalElements: 1 }),
      route(
        'POST',
        '/api/admin/returns/5/decide',
        { message: 'Esta solicitud está cerrada: ya no se puede decidir.' },
        409,
      ),
    );
    const user = userEvent.setup();
    renderAdminRoute('/admin/returns');

    await user.click((await card()).getByRole('button', { name: 'Cerrar solicitud' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Motivo de la decisión'), 'Duplicada');
    await user.click(dialog.getByRole('button', { name: 'Cerrar solicitud' }));

    const toast = await screen.findByText('Esta solicitud está cerrada: ya no se puede decidir.');
    expect(toast.closest('.MuiAlert-filledError')).not.toBeNull();
  });

  it('shows another status through the filter, and says when there are none', async () => {
    const requests = signInAsAdmin(
      route('GET', '/api/admin/returns', { content: [], totalPages: 0, totalElements: 0 }),
    );
    const user = userEvent.setup();
    renderAdminRoute('/admin/returns');

    expect(await screen.findByText('No hay devoluciones por revisar.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Cerradas' }));

    expect(await screen.findByText('No hay solicitudes en este estado.')).toBeInTheDocument();
    expect(callsTo(requests, '/api/admin/returns').at(-1)?.search).toBe('?status=CLOSED&page=0');

    // 'Todas': every status at once.
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Todas' }));
    expect(await screen.findByText('No hay solicitudes de devolución.')).toBeInTheDocument();
    expect(callsTo(requests, '/api/admin/returns').at(-1)?.search).toBe('?status=ALL&page=0');
  });
});
