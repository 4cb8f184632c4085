import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/lib/store/store';
import { AppProvider, callsTo, renderRoute, route, stubApi } from '@/test/render-route';
import { SellerRegisteredPanel } from './seller-registered-panel';

const REGISTERED = 'Te enviamos un enlace para verificar tu correo electrónico.';

/** Pasted rather than typed key by key: the form is long, and only what it holds matters here. */
async function fillRegistration(user: ReturnType<typeof userEvent.setup>, email: string) {
  const fields = {
    'Nombre del vendedor': 'Carlos Méndez',
    'Correo electrónico': email,
    Móvil: '3001234567',
    'Nombre de la empresa': 'Hardware Méndez',
    NIP: '900.123.456-8',
    'Razón social': 'Hardware Méndez S.A.S.',
  };
  for (const [label, value] of Object.entries(fields)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('radio', { name: 'Sí' }));
}

describe('becoming a seller', () => {
  it('after Crear cuenta keeps a panel that says where the link went, and Cambiar correo brings the form back filled in', async () => {
    const requests = stubApi(route('POST', '/sellers', { message: REGISTERED }, 201));
    const user = userEvent.setup();
    renderRoute('/become-seller');
    await user.click(await screen.findByRole('button', { name: 'Regístrate' }));
    await fillRegistration(user, 'carlso@example.com');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByText(/Te enviamos un enlace para verificar tu correo a/)).toHaveTextContent(
      'Te enviamos un enlace para verificar tu correo a carlso@example.com. Ábrelo para confirmar que el correo es tuyo.',
    );
    expect(screen.getByText('Reenviar enlace en 30 segundos')).toBeInTheDocument();
    // No passing toast in English: the panel is the answer, and it stays.
    expect(screen.queryByText('verification email sent to you')).not.toBeInTheDocument();
    expect(callsTo(requests, '/sellers')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cambiar correo' }));
    expect(screen.getByLabelText('Nombre del vendedor')).toHaveValue('Carlos Méndez');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('carlso@example.com');
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
  });

  it("asks for the shop's tax data: the NIT's check digit, the legal name and the VAT regime, in Spanish", async () => {
    const requests = stubApi(route('POST', '/sellers', { message: REGISTERED }, 201));
    const user = userEvent.setup();
    renderRoute('/become-seller');
    await user.click(await screen.findByRole('button', { name: 'Regístrate' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Se requiere el Nip')).toBeInTheDocument();
    expect(screen.getByText('Se requiere la razón social o el nombre completo')).toBeInTheDocument();
    expect(screen.getByText('Indica si eres responsable de IVA')).toBeInTheDocument();

    await fillRegistration(user, 'carlos@example.com');
    await user.clear(screen.getByLabelText('NIP'));
    await user.type(screen.getByLabelText('NIP'), '900123456-7');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByLabelText('NIP')).toHaveAccessibleDescription(
      'El NIT no es válido: revisa el dígito de verificación',
    );
    expect(callsTo(requests, '/sellers')).toHaveLength(0);

    // A natural person registers with a cédula and their full name.
    await user.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    await user.click(await screen.findByRole('option', { name: 'Cédula de ciudadanía' }));
    await user.clear(screen.getByLabelText('NIP'));
    await user.type(screen.getByLabelText('NIP'), '1020304050');
    await user.clear(screen.getByLabelText('Nombre completo (como en la cédula)'));
    await user.type(screen.getByLabelText('Nombre completo (como en la cédula)'), 'Carlos Méndez Ruiz');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    const sent = await requests.find((r) => new URL(r.url).pathname === '/v1/sellers')!.json();
    expect(sent).toMatchObject({
      taxIdType: 'CC',
      gstin: '1020304050',
      businessDetails: {
        businessName: 'Hardware Méndez',
        legalName: 'Carlos Méndez Ruiz',
        vatResponsible: false,
      },
    });
  });

  it('says at the business name field that another shop has that name', async () => {
    const taken = 'Ese nombre de empresa ya está en uso. Elige otro.';
    stubApi(route('POST', '/sellers', { message: taken, error: taken }, 409));
    const user = userEvent.setup();
    renderRoute('/become-seller');
    await user.click(await screen.findByRole('button', { name: 'Regístrate' }));
    await fillRegistration(user, 'carlos@example.com');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const field = await screen.findByLabelText('Nombre de la empresa');
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(taken));
    expect(field).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Revisa tu correo' })).not.toBeInTheDocument();
  });

  it('after Enviar OTP says a code or a link was sent, and offers the boxes for a code under that', async () => {
    stubApi(
      route('POST', '/sellers/sent/login-top', {
        message: 'Revisa tu correo: te enviamos un código o, si aún no verificaste tu cuenta, un enlace.',
      }),
    );
    const user = userEvent.setup();
    renderRoute('/become-seller');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'tienda@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar OTP' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'Revisa tu correo: te enviamos un código o, si aún no verificaste tu cuenta, un enlace. Si te llegó un enlace, ábrelo para verificar tu correo y vuelve a iniciar sesión.',
    );
    expect(screen.getByText('Si recibiste un código, escríbelo aquí')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dígito 1' })).toBeInTheDocument();
    expect(screen.queryByText('¡OTP enviado a tu correo electrónico!')).not.toBeInTheDocument();
  });
});

describe('the registration panel', () => {
  afterEach(() => vi.useRealTimers());

  const registration = {
    sellerName: 'Carlos Méndez',
    email: 'carlos@example.com',
    mobile: '3001234567',
    gstin: '900123456-8',
    businessDetails: { businessName: 'Hardware Méndez' },
  };

  it('registers again for a new link after the wait and says what the server answered, the wait too', async () => {
    vi.useFakeTimers();
    const answers = [
      Response.json(
        { message: 'Te enviamos un enlace para verificar tu correo electrónico.' },
        { status: 201 },
      ),
      Response.json(
        { message: 'Espera 12 segundos antes de solicitar un nuevo código.' },
        { status: 429, headers: { 'Retry-After': '12' } },
      ),
    ];
    const requests = stubApi((request) =>
      new URL(request.url).pathname === '/v1/sellers' ? answers.shift() : undefined,
    );
    render(
      <AppProvider store={makeStore()}>
        <SellerRegisteredPanel registration={registration} onChangeEmail={() => {}} onSignIn={() => {}} />
      </AppProvider>,
    );
    const resend = async () => {
      for (let second = 30; second > 0; second--) act(() => vi.advanceTimersByTime(1000));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
      });
    };

    await resend();
    expect(screen.getByRole('status')).toHaveTextContent('Te enviamos un enlace para verificar tu correo');
    // Registering again: the new link verifies this registration, not another one of the address.
    expect(await callsTo(requests, '/sellers')).toHaveLength(1);
    expect(await requests[0]!.json()).toEqual(registration);
    expect(screen.getByText('Reenviar enlace en 30 segundos')).toBeInTheDocument();

    await resend();
    expect(within(screen.getByRole('status')).getByText(/Espera 12 segundos/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar enlace' })).toBeInTheDocument();
  });
});
