import { type Handler, renderRoute, route, stubApi } from '@/test/render-route';

/**
 * Signs in with an admin's token and stubs the API: the admin's profile, the second factor off and not
 * required, no seller profile, then `handlers`.
 */
export function signInAsAdmin(...handlers: Handler[]) {
  localStorage.setItem('jwt', 'admin-token');
  return stubApi(
    route('GET', '/api/users/profile', {
      id: 1,
      fullName: 'Administrador TecnoBazar',
      email: 'admin@tecnobazar.local',
      mobile: null,
      role: 'ROLE_ADMIN',
    }),
    route('GET', '/api/users/two-factor', { enabled: false, required: false, recoveryCodesLeft: 0 }),
    route('GET', '/sellers/profile', { message: 'Acceso denegado' }, 403),
    ...handlers,
  );
}

/**
 * Opens an admin page as a browser does: RootLayout sends an admin whose address is outside /admin to
 * /admin, and reads the address from `window.location`, which the memory router does not move.
 */
export function renderAdminRoute(path: string) {
  window.history.replaceState(null, '', path);
  return renderRoute(path);
}
