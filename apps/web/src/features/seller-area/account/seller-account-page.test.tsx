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
    expect(business.getByText('900.123.456-8')).toBeInTheDocument();
    expect(business.getByText('Razón social')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
    await user.type(dialog.getByLabelText('NIP'), '901.000.111-8');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Perfil actualizado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patches = requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(await patches[0]?.json()).toEqual({
      taxIdType: 'NIT',
      gstin: '901.000.111-8',
      businessDetails: {
        businessName: 'Andino Tech',
        legalName: 'Hardware Andino S.A.S.',
        vatResponsible: true,
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
      bankDetails: {
        accountHolderName: 'Andrés Gómez',
        accountNumber: '99887766',
        ifscCode: '1007',
        accountType: 'AHORROS',
      },
    });
  });

  it('says what data is missing, and its button opens the form that completes it', async () => {
    const profile = makeSellerProfile({
      gstin: '900123456-7',
      taxIdType: null,
      businessDetails: { ...makeSellerProfile().businessDetails, vatResponsible: null },
      bankDetails: {
        accountHolderName: 'Andrés Gómez',
        accountNumber: '001234567890',
        ifscCode: 'BANCO001',
        bankCode: null,
        bankName: null,
        accountType: null,
      },
      dataComplete: { fiscal: false, bank: false },
    });
    const requests = signedInSeller(profile, (request) =>
      request.method === 'PATCH' ? Response.json(profile) : undefined,
    );
    const user = userEvent.setup();
    renderRoute('/seller/account');

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Completa tus datos fiscales: faltan un NIT (con su dígito de verificación) o una cédula válidos y indicar si eres responsable de IVA. Aparecen en los comprobantes de tus ventas.Completar datos de la empresa',
      'Completa tus datos bancarios: faltan el banco y el tipo de cuenta. Sin ellos no puedes solicitar pagos.Completar datos bancarios',
    ]);
    const business = await section('Datos de la empresa');
    // Kept from before the check: shown as it was typed; the regime is not given yet.
    expect(business.getByText('900123456-7')).toBeInTheDocument();
    const bank = await section('Datos bancarios');
    expect(bank.getByText('BANCO001')).toBeInTheDocument();

    await user.click(within(alerts[0]!).getByRole('button', { name: 'Completar datos de la empresa' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Datos de la empresa' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(
      await dialog.findByText('El NIT no es válido: revisa el dígito de verificación'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Indica si eres responsable de IVA')).toBeInTheDocument();
    // A cédula asks for the person's full name.
    await user.click(dialog.getByRole('combobox', { name: 'Tipo de documento' }));
    await user.click(await screen.findByRole('option', { name: 'Cédula de ciudadanía' }));
    expect(dialog.getByLabelText('Nombre completo (como en la cédula)')).toHaveValue(
      'Hardware Andino S.A.S.',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.click(within(alerts[1]!).getByRole('button', { name: 'Completar datos bancarios' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Datos bancarios' }));
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText('Elige el banco')).toBeInTheDocument();
    expect(dialog.getByText('Elige el tipo de cuenta')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: 'Banco' }));
    await user.click(await screen.findByRole('option', { name: 'Davivienda' }));
    await user.click(dialog.getByRole('combobox', { name: 'Tipo de cuenta' }));
    await user.click(await screen.findByRole('option', { name: 'Corriente' }));
    await user.type(dialog.getByLabelText('Número de cuenta'), '123');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(
      await dialog.findByText('El número de cuenta debe tener entre 6 y 20 dígitos'),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Número de cuenta'), '456789');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(await requests.find((r) => r.method === 'PATCH')!.json()).toEqual({
      bankDetails: {
        accountHolderName: 'Andrés Gómez',
        accountNumber: '123456789',
        ifscCode: '1051',
        accountType: 'CORRIENTE',
      },
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
