import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeSellerProfile, renderRoute, route, stubApi } from '@/test/render-route';

const challenge = (role: string) => ({
  twoFactorRequired: true,
  twoFactorToken: 'challenge-token',
  message: 'Ingresa el código de tu aplicación de autenticación',
  role,
});
const adminProfile = route('GET', '/api/users/profile', {
  id: 1,
  fullName: 'Administrador',
  email: 'admin@tecnobazar.local',
  mobile: null,
  role: 'ROLE_ADMIN',
});
const noSellerProfile = route('GET', '/sellers/profile', { message: 'Acceso denegado' }, 403);
const status = route('GET', '/api/users/two-factor', {
  enabled: true,
  required: false,
  recoveryCodesLeft: 10,
});

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Dígito 1' }));
  await user.keyboard(code);
}

describe('the second sign-in step', () => {
  it('asks an admin for the app code after the e-mailed one, then signs in and opens /admin', async () => {
    const requests = stubApi(
      route('POST', '/auth/sent/login-signup-otp', { message: 'ok' }),
      route('POST', '/auth/signin', challenge('ROLE_ADMIN')),
      route('POST', '/auth/two-factor', {
        jwt: 'admin-token',
        message: 'Inicio de sesión exitoso',
        role: 'ROLE_ADMIN',
      }),
      adminProfile,
      noSellerProfile,
      status,
    );
    const user = userEvent.setup();
    const router = renderRoute('/admin-login');

    await user.type(await screen.findByLabelText('Ingresa tu correo electrónico'), 'admin@tecnobazar.local');
    await user.click(screen.getByRole('button', { name: 'enviar otp' }));
    await user.type(await screen.findByLabelText('Código OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    expect(
      screen.getByText('Ingresa el código de 6 dígitos de tu aplicación de autenticación'),
    ).toBeInTheDocument();
    // No session yet: the challenge is not a token to keep.
    expect(localStorage.getItem('jwt')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText('Escribe el código de 6 dígitos de tu aplicación o un código de recuperación'),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/auth/two-factor')).toHaveLength(0);

    await typeCode(user, '482913');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem('jwt')).toBe('admin-token');
    const sent = requests.find((request) => new URL(request.url).pathname === '/v1/auth/two-factor');
    expect(await sent?.json()).toEqual({ twoFactorToken: 'challenge-token', code: '482913' });
    expect(await screen.findByRole('heading', { name: 'Panel de control' })).toBeInTheDocument();
  });

  it('lets a seller use a recovery code instead, and shows the server message when a code is refused', async () => {
    let tries = 0;
    const requests = stubApi(
      route('POST', '/sellers/sent/login-top', { message: 'ok' }),
      route('POST', '/sellers/verify/login-top', challenge('ROLE_SELLER')),
      (request) => {
        if (new URL(request.url).pathname !== '/v1/auth/two-factor') return undefined;
        tries++;
        return tries === 1
          ? Response.json({ message: 'El código es incorrecto.' }, { status: 400 })
          : Response.json({ jwt: 'seller-token', message: 'Inicio de sesión exitoso', role: 'ROLE_SELLER' });
      },
      route('GET', '/sellers/profile', makeSellerProfile()),
      route('GET', '/api/users/profile', { message: 'Acceso denegado' }, 403),
    );
    const user = userEvent.setup();
    const router = renderRoute('/become-seller');

    await user.type(await screen.findByLabelText('Correo electrónico'), 'tienda@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar OTP' }));
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await user.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    expect(screen.queryByRole('textbox', { name: 'Dígito 1' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de recuperación'), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('El código es incorrecto.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/become-seller');

    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    expect(localStorage.getItem('jwt')).toBe('seller-token');
    const sent = requests.filter((request) => new URL(request.url).pathname === '/v1/auth/two-factor');
    expect(await sent[1]?.json()).toEqual({ twoFactorToken: 'challenge-token', code: 'abcde-12345' });
  });
});
