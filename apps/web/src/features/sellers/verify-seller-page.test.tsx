import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, route, stubApi } from '@/test/render-route';

const CODE = '123456789012345';
const STALE = 'Este enlace de verificación venció o no es válido.';

describe('the verification link page', () => {
  it('offers a new link for a stale one, and says it was sent', async () => {
    const requests = stubApi(
      route('PATCH', `/sellers/verify/${CODE}`, { message: STALE }, 400),
      route('POST', `/sellers/verify/${CODE}/resend`, {
        message: 'Te enviamos un enlace nuevo a tu correo electrónico.',
      }),
    );
    const user = userEvent.setup();
    renderRoute(`/verify-seller/${CODE}`);

    expect(await screen.findByText(STALE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' }));

    expect(
      await screen.findByText('Te enviamos un enlace nuevo a tu correo electrónico.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, `/sellers/verify/${CODE}/resend`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Enviarme un enlace nuevo' })).not.toBeInTheDocument();
  });

  it('says the wait when asked too soon, and keeps the button', async () => {
    stubApi(
      route('PATCH', `/sellers/verify/${CODE}`, { message: STALE }, 400),
      route(
        'POST',
        `/sellers/verify/${CODE}/resend`,
        { message: 'Espera 20 segundos antes de solicitar un nuevo código.' },
        429,
      ),
    );
    const user = userEvent.setup();
    renderRoute(`/verify-seller/${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Enviarme un enlace nuevo' }));

    expect(
      await screen.findByText('Espera 20 segundos antes de solicitar un nuevo código.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' })).toBeEnabled();
  });

  it('sends a seller whose e-mail is already verified to sign in', async () => {
    stubApi(
      route('PATCH', `/sellers/verify/${CODE}`, { message: STALE }, 400),
      route(
        'POST',
        `/sellers/verify/${CODE}/resend`,
        { message: 'Tu correo electrónico ya está verificado. Inicia sesión como vendedor.' },
        409,
      ),
    );
    const user = userEvent.setup();
    renderRoute(`/verify-seller/${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Enviarme un enlace nuevo' }));

    expect(
      await screen.findByText('Tu correo electrónico ya está verificado. Inicia sesión como vendedor.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio como Vendedor' })).toHaveAttribute(
      'href',
      '/become-seller',
    );
  });
});
