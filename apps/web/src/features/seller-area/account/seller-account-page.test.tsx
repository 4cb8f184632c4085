import type { SellerProfile } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Handler, makeSellerProfile, renderRoute, route, stubApi } from '@/test/render-route';

const signedInSeller = (profile: SellerProfile, ...handlers: Handler[]) =>
  stubApi(
    ...handlers,
    route('GET', '/sellers/profile', profile),
    route('GET', '/api/users/profile', { message: 'Acceso denegado' }, 403),
  );

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('seller account', () => {
  beforeEach(() => localStorage.setItem('jwt', 'seller-token'));

  it('shows the four sections, the status in Spanish, a masked account number and missing values', async () => {
    signedInSeller(
      makeSellerProfile({
        mobile: '',
        accountStatus: 'PENDING_VERIFICATION',
        pickupAddress: { address: '', city: '', state: '', mobile: '' },
      }),
    );
    renderRoute('/seller/account');

    const personal = await section('Datos personales');
    expect(personal.getByText('Andrés Gómez')).toBeInTheDocument();
    expect(personal.getByText('no proporcionado')).toBeInTheDocument();

    const business = await section('Datos de la empresa');
    expect(business.getByText('NIP')).toBeInTheDocument();
    expect(business.getByText('900123456-7')).toBeInTheDocument();
    expect(business.getByText('Pendiente de verificación')).toBeInTheDocument();

    expect((await section('Dirección de recogida')).getAllByText('no proporcionado')).toHaveLength(4);

    const bank = await section('Datos bancarios');
    expect(bank.getByText('•••• •••• 7890')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('001234567890');

    // The bank modal starts without the number and says how the current one ends.
    await userEvent.setup().click(bank.getByRole('button', { name: 'Editar datos bancarios' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Datos bancarios' }));
    expect(dialog.getByLabelText('Número de cuenta')).toHaveValue('');
    expect(dialog.getByText(/termina en 7890/)).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('001234567890');
  });

  it("shows the spec's messages for emptied fields and sends only the edited section", async () => {
    const profile = makeSellerProfile();
    const requests = signedInSeller(
      profile,
      // The server's answer: the profile with the sent section in place.
      (request) =>
        request.method === 'PATCH' && new URL(request.url).pathname === '/v1/sellers'
          ? request
              .clone()
              .json()
              .then((changes) => Response.json({ ...profile, ...changes }))
          : undefined,
    );
    const user = userEvent.setup();
    renderRoute('/seller/account');

    await user.click(
      (await section('Datos personales')).getByRole('button', { name: 'Editar datos personales' }),
    );
    let dialog = within(await screen.findByRole('dialog', { name: 'Datos personales' }));
    // The e-mail is the sign-in identity: shown, not editable.
    expect(dialog.getByLabelText('Correo electrónico')).toBeDisabled();
    for (const label of ['Nombre', 'Móvil']) await user.clear(dialog.getByLabelText(label));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText('Se requiere el nombre del vendedor')).toBeInTheDocument();
    expect(dialog.getByText('Se requiere el número de móvil')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      (await section('Datos de la empresa')).getByRole('button', { name: 'Editar datos de la empresa' }),
    );
    dialog = within(await screen.findByRole('dialog', { name: 'Datos de la empresa' }));
    await user.clear(dialog.getByLabelText('Nombre de la empresa'));
    await user.clear(dialog.getByLabelText('NIP'));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText('Se requiere el nombre de la empresa')).toBeInTheDocument();
    expect(dialog.getByText('Se requiere el Nip')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Nombre de la empresa'), 'Andino Tech');
    await user.type(dialog.getByLabelText('NIP'), '901000111-2');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Perfil actualizado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patches = requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(await patches[0]?.json()).toEqual({
      gstin: '901000111-2',
      businessDetails: {
        businessName: 'Andino Tech',
        businessEmail: '',
        businessMobile: '',
        businessAddress: '',
      },
    });
    expect((await section('Datos de la empresa')).getByText('Andino Tech')).toBeInTheDocument();
  });

  it("keeps the modal open with the server's message when the save fails", async () => {
    const requests = signedInSeller(
      makeSellerProfile(),
      route('PATCH', '/sellers', { message: 'Número de cuenta no válido' }, 400),
    );
    const user = userEvent.setup();
    renderRoute('/seller/account');

    await user.click(
      (await section('Datos bancarios')).getByRole('button', { name: 'Editar datos bancarios' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Datos bancarios' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText('Se requiere el número de cuenta')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Número de cuenta'), '99887766');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Número de cuenta no válido')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Datos bancarios' })).toBeInTheDocument();
    expect(await requests.find((r) => r.method === 'PATCH')?.json()).toEqual({
      bankDetails: { accountHolderName: 'Andrés Gómez', accountNumber: '99887766', ifscCode: 'BANCO001' },
    });
  });

  it('turns the mails of new messages off with one switch', async () => {
    const requests = signedInSeller(
      makeSellerProfile(),
      route('GET', '/sellers/mail-preferences', {
        preferences: [
          {
            kind: 'NEW_MESSAGE',
            label: 'Mensajes de los compradores',
            description: 'Cuando un comprador te escribe sobre un pedido.',
            enabled: true,
          },
        ],
      }),
      route('PUT', '/sellers/mail-preferences', {
        preferences: [
          {
            kind: 'NEW_MESSAGE',
            label: 'Mensajes de los compradores',
            description: 'Cuando un comprador te escribe sobre un pedido.',
            enabled: false,
          },
        ],
      }),
    );
    renderRoute('/seller/account');

    const mails = await section('Correos que recibes');
    expect(
      mails.getByText(/pedidos nuevos, cancelaciones y devoluciones te llegan siempre/),
    ).toBeInTheDocument();
    const messages = await mails.findByRole('switch', { name: /Mensajes de los compradores/ });
    await userEvent.setup().click(messages);
    await waitFor(() => expect(messages).not.toBeChecked());
    const put = requests.find((r) => r.method === 'PUT');
    expect(await put!.json()).toEqual({ kind: 'NEW_MESSAGE', enabled: false });
  });
});
