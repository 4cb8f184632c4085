import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeSellerProfile, renderRoute, route, stubApi } from '@/test/render-route';

const adminProfile = route('GET', '/api/users/profile', {
  id: 1,
  fullName: 'Administrador',
  email: 'admin@tecnobazar.local',
  mobile: null,
  role: 'ROLE_ADMIN',
});
const noSellerProfile = route('GET', '/sellers/profile', { message: 'Acceso denegado' }, 403);
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The status the server answers: off until the enable call succeeds. */
function twoFactorServer(initial: { enabled: boolean; required: boolean }) {
  let enabled = initial.enabled;
  return [
    route('GET', '/api/users/two-factor', () => ({
      enabled,
      required: initial.required,
      recoveryCodesLeft: enabled ? 10 : 0,
    })),
    route('POST', '/api/users/two-factor/setup', {
      secret: SECRET,
      otpauthUrl: `otpauth://totp/TecnoBazar:admin%40tecnobazar.local?issuer=TecnoBazar&secret=${SECRET}`,
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    }),
    route('POST', '/api/users/two-factor/enable', () => {
      enabled = true;
      // Enabling ends every session signed before: the page goes on with this token.
      return {
        message: 'Verificación en dos pasos activada',
        recoveryCodes: RECOVERY_CODES,
        jwt: 'admin-token-2',
      };
    }),
    route('POST', '/api/users/two-factor/disable', () => {
      enabled = false;
      return { message: 'Verificación en dos pasos desactivada' };
    }),
  ];
}

/** From the admin dashboard, as an admin gets there (RootLayout sends a signed-in admin to /admin first). */
async function openAdminSecurity(user: ReturnType<typeof userEvent.setup>) {
  const router = renderRoute('/admin');
  await user.click(await screen.findByRole('link', { name: 'Verificación en dos pasos' }));
  return router;
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Dígito 1' }));
  await user.keyboard(code);
}

describe('the security page', () => {
  it('enrols: shows the QR code and the secret, confirms with a code and lists the 10 recovery codes once', async () => {
    localStorage.setItem('jwt', 'admin-token');
    const requests = stubApi(
      adminProfile,
      noSellerProfile,
      ...twoFactorServer({ enabled: false, required: false }),
    );
    const user = userEvent.setup();
    await openAdminSecurity(user);

    expect(await screen.findByText('La verificación en dos pasos está desactivada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activar' }));

    expect(
      await screen.findByRole('img', { name: 'Código QR para tu aplicación de autenticación' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByLabelText('Clave secreta')).toHaveValue(SECRET);
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(screen.getByText(/Guarda estos códigos de recuperación en un lugar seguro/)).toBeInTheDocument();
    const sent = requests.find(
      (request) => new URL(request.url).pathname === '/v1/api/users/two-factor/enable',
    );
    expect(await sent?.json()).toEqual({ code: '654321' });

    await user.click(screen.getByRole('button', { name: 'Listo' }));
    expect(await screen.findByText('La verificación en dos pasos está activada.')).toBeInTheDocument();
    expect(screen.queryByText(RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    expect(screen.getByText(/Te quedan 10 códigos de recuperación/)).toBeInTheDocument();
    // The session goes on with the token the answer gave: the status is read again with it.
    expect(localStorage.getItem('jwt')).toBe('admin-token-2');
    const statuses = requests.filter((r) => new URL(r.url).pathname === '/v1/api/users/two-factor');
    expect(statuses.at(-1)?.headers.get('authorization')).toBe('Bearer admin-token-2');
  });

  it('does not confirm an incomplete code', async () => {
    localStorage.setItem('jwt', 'admin-token');
    const requests = stubApi(
      adminProfile,
      noSellerProfile,
      ...twoFactorServer({ enabled: false, required: false }),
    );
    const user = userEvent.setup();
    await openAdminSecurity(user);

    await user.click(await screen.findByRole('button', { name: 'Activar' }));
    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('El código debe tener 6 dígitos')).toBeInTheDocument();
    expect(callsTo(requests, '/api/users/two-factor/enable')).toHaveLength(0);
  });

  it('turns it off with a recovery code', async () => {
    localStorage.setItem('jwt', 'admin-token');
    const requests = stubApi(
      adminProfile,
      noSellerProfile,
      ...twoFactorServer({ enabled: true, required: false }),
    );
    const user = userEvent.setup();
    await openAdminSecurity(user);

    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    await user.type(screen.getByLabelText('Código de recuperación'), 'abcd3-efgh3');
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('La verificación en dos pasos está desactivada.')).toBeInTheDocument();
    const sent = requests.find(
      (request) => new URL(request.url).pathname === '/v1/api/users/two-factor/disable',
    );
    expect(await sent?.json()).toEqual({ code: 'abcd3-efgh3' });
  });

  it('sends an admin who must have it to the security page until it is on', async () => {
    localStorage.setItem('jwt', 'admin-token');
    stubApi(adminProfile, noSellerProfile, ...twoFactorServer({ enabled: false, required: true }));
    const user = userEvent.setup();
    const router = renderRoute('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/security'));
    expect(
      await screen.findByText('Activa la verificación en dos pasos para usar el panel de administración.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activar' }));
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(await screen.findByRole('button', { name: 'Listo' }));
    await user.click(screen.getByRole('link', { name: 'Volver al panel' }));
    expect(await screen.findByRole('heading', { name: 'Panel de control' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('serves sellers at /seller/security from the sellers routes', async () => {
    localStorage.setItem('jwt', 'seller-token');
    const requests = stubApi(
      route('GET', '/sellers/profile', makeSellerProfile()),
      route('GET', '/api/users/profile', { message: 'Acceso denegado' }, 403),
      route('GET', '/sellers/two-factor', { enabled: false, required: false, recoveryCodesLeft: 0 }),
    );
    renderRoute('/seller');

    await userEvent.setup().click(await screen.findByRole('link', { name: 'Verificación en dos pasos' }));
    expect(await screen.findByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(callsTo(requests, '/sellers/two-factor')).toHaveLength(1);
    expect(callsTo(requests, '/api/users/two-factor')).toHaveLength(0);
  });

  it('says so when the status cannot be loaded, and tries again on request', async () => {
    localStorage.setItem('jwt', 'seller-token');
    let fails = true;
    stubApi(
      route('GET', '/sellers/profile', makeSellerProfile()),
      route('GET', '/api/users/profile', { message: 'Acceso denegado' }, 403),
      (request) => {
        if (new URL(request.url).pathname !== '/v1/sellers/two-factor') return undefined;
        return fails
          ? Response.json({ message: 'Servicio no disponible' }, { status: 503 })
          : Response.json({ enabled: false, required: false, recoveryCodesLeft: 0 });
      },
    );
    const user = userEvent.setup();
    renderRoute('/seller/security');

    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Activar' })).toBeInTheDocument();
  });

  it.each([
    ['seller', 'seller-token', '/sellers', '/seller/security'],
    ['admin', 'admin-token', '/api/users', '/admin/security'],
  ])(
    'ends the other sessions from the %s security page, says so and goes on with the new token',
    async (_, token, base, page) => {
      localStorage.setItem('jwt', token);
      const requests = stubApi(
        ...(base === '/sellers'
          ? [
              route('GET', '/sellers/profile', makeSellerProfile()),
              route('GET', '/api/users/profile', { message: 'Acceso denegado' }, 403),
            ]
          : [adminProfile, noSellerProfile]),
        route('GET', `${base}/two-factor`, { enabled: false, required: false, recoveryCodesLeft: 0 }),
        route('POST', `${base}/sign-out-everywhere`, {
          message: 'Cerramos tu sesión en todos los demás dispositivos.',
          jwt: `${token}-2`,
        }),
        route('POST', `${base}/two-factor/setup`, { message: 'No disponible' }, 503),
      );
      const user = userEvent.setup();
      renderRoute(page);

      expect(await screen.findByRole('heading', { name: 'Sesiones abiertas' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los demás dispositivos' }));
      expect(
        await screen.findByText('Cerramos tu sesión en todos los demás dispositivos.'),
      ).toBeInTheDocument();
      const [sent] = requests.filter((r) => new URL(r.url).pathname === `/v1${base}/sign-out-everywhere`);
      expect(sent?.method).toBe('POST');
      expect(sent?.headers.get('authorization')).toBe(`Bearer ${token}`);
      // Still on the page, signed in with the new token: the next call carries it.
      expect(localStorage.getItem('jwt')).toBe(`${token}-2`);
      await user.click(screen.getByRole('button', { name: 'Activar' }));
      const setup = await waitFor(() => {
        const found = requests.find((r) => new URL(r.url).pathname === `/v1${base}/two-factor/setup`);
        expect(found).toBeDefined();
        return found;
      });
      expect(setup?.headers.get('authorization')).toBe(`Bearer ${token}-2`);
    },
  );
});
