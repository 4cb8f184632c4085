import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fakeJwt, makeSellerProfile, renderRoute, route, stubApi } from '@/test/render-route';

const profile = (fullName: string, role: string) =>
  route('GET', '/api/users/profile', { id: 1, fullName, email: 'a@example.com', mobile: null, role });
const noSellerProfile = route('GET', '/sellers/profile', { message: 'Acceso denegado' }, 403);

describe('app shell', () => {
  it('offers a visitor the sign-in button', async () => {
    stubApi();
    renderRoute('/');

    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(`© ${new Date().getFullYear()} TecnoBazar`)).toBeInTheDocument();
  });

  it('asks a shopper’s token for the user profile only, and a seller’s for the seller profile only', async () => {
    localStorage.setItem('jwt', fakeJwt('customer'));
    let requests = stubApi(profile('Lucía Fernández', 'ROLE_CUSTOMER'), noSellerProfile);
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Lucía' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(requests, '/home-page')).toHaveLength(1));
    expect(callsTo(requests, '/api/users/profile')).toHaveLength(1);
    expect(callsTo(requests, '/sellers/profile')).toEqual([]);
    cleanup();

    localStorage.setItem('jwt', fakeJwt('seller'));
    requests = stubApi(
      route('GET', '/sellers/profile', makeSellerProfile()),
      route('GET', '/api/users/profile', { message: 'Acceso denegado' }, 403),
    );
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Hardware Andino S.A.S.' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(requests, '/home-page')).toHaveLength(1));
    expect(callsTo(requests, '/sellers/profile')).toHaveLength(1);
    expect(callsTo(requests, '/api/users/profile')).toEqual([]);
  });

  it('shows a signed-in seller the shop name, linking to the seller area, and no seller sign-in', async () => {
    localStorage.setItem('jwt', fakeJwt('seller'));
    stubApi(route('GET', '/sellers/profile', makeSellerProfile()));
    renderRoute('/');

    expect(await screen.findByRole('link', { name: 'Hardware Andino S.A.S.' })).toHaveAttribute(
      'href',
      '/seller',
    );
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    // The button shows on wide screens only, so it is looked for among hidden elements too.
    expect(
      screen.queryByRole('link', { name: 'INICIA COMO VENDEDOR', hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('offers a visitor the seller sign-in', async () => {
    stubApi();
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'INICIA COMO VENDEDOR', hidden: true })).toHaveAttribute(
      'href',
      '/become-seller',
    );
  });

  it('shows the first name of a signed-in shopper; an unreadable token is tried for both profiles', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const requests = stubApi(profile('Lucía Fernández', 'ROLE_CUSTOMER'), noSellerProfile);
    renderRoute('/');

    expect(await screen.findByRole('link', { name: 'Lucía' })).toHaveAttribute('href', '/account/orders');
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    const sent = (path: string) =>
      requests
        .filter((request) => new URL(request.url).pathname === `/v1${path}`)
        .map((request) => request.headers.get('Authorization'));
    expect(sent('/api/users/profile')).toEqual(['Bearer shopper-token']);
    expect(sent('/sellers/profile')).toEqual(['Bearer shopper-token']);
    // The home-page call sends no token (product.md#calls).
    await waitFor(() => expect(sent('/home-page')).toEqual([null]));
  });

  it('logs out from the account menu: clears the storage, forgets the profile and goes home', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    localStorage.setItem('other', 'x');
    stubApi(profile('Lucía Fernández', 'ROLE_CUSTOMER'), noSellerProfile);
    const user = userEvent.setup();
    const router = renderRoute('/account/orders');

    await screen.findByRole('link', { name: 'Lucía' });
    await user.click(await screen.findByRole('button', { name: 'cerrar sesión' }));

    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lucía' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.length).toBe(0);
  });

  it('sends an admin to /admin once the profile loads', async () => {
    localStorage.setItem('jwt', 'admin-token');
    stubApi(profile('Admin TecnoBazar', 'ROLE_ADMIN'), noSellerProfile);
    const router = renderRoute('/cart');

    expect(await screen.findByRole('heading', { name: 'Panel de control' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('does not open the admin or seller area without the matching profile', async () => {
    stubApi();
    const router = renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Página No Encontrada' })).toBeInTheDocument();

    // A visitor at a seller page is sent to sign in as a seller.
    await router.navigate('/seller/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/become-seller'));
  });

  it('opens a leaf category from the mega-menu', async () => {
    stubApi();
    const user = userEvent.setup();
    const router = renderRoute('/');

    await user.hover(await screen.findByRole('link', { name: 'Periféricos' }));
    // user-event moves the pointer without a relatedTarget, which React reads as leaving the menu.
    fireEvent.click(screen.getByRole('link', { name: 'Teclados Mecánicos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products/keyboards_mechanical'));
    expect(await screen.findByRole('heading', { name: 'Teclados Mecánicos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Teclados de Membrana' })).not.toBeInTheDocument();
  });
});

describe('login page', () => {
  it('asks for a sign-in code, then signs in and goes home', async () => {
    const requests = stubApi(
      route('POST', '/auth/sent/login-signup-otp', { message: 'ok' }),
      route('POST', '/auth/signin', { jwt: 'new-token', message: 'Login success', role: 'ROLE_CUSTOMER' }),
      profile('Ana María López', 'ROLE_CUSTOMER'),
      noSellerProfile,
    );
    // The sign-in calls only (the header asks for the menu's categories meanwhile).
    const posts = () => requests.filter((request) => request.method === 'POST');
    const user = userEvent.setup();
    const router = renderRoute('/login');

    const email = await screen.findByLabelText('Ingresa tu correo electrónico');
    await user.type(email, 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'ENVIAR OTP' }));
    expect(await screen.findByText('Dirección de correo electrónico no válida')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'ENVIAR OTP' }));
    expect(await screen.findByText('¡El OTP ha sido enviado a tu correo electrónico!')).toBeInTheDocument();
    expect(screen.getByText('Reenviar OTP en 30 segundos')).toBeInTheDocument();
    expect(await posts()[0]?.json()).toEqual({ email: 'signing_ana@example.com' });

    await user.type(screen.getByLabelText('Código OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await posts()[1]?.json()).toEqual({ email: 'ana@example.com', otp: '123456' });
    expect(localStorage.getItem('jwt')).toBe('new-token');
    expect(await screen.findByRole('link', { name: 'Ana' })).toBeInTheDocument();
  });

  it('sends a shopper who is already signed in on, instead of asking again', async () => {
    localStorage.setItem('jwt', fakeJwt('customer'));
    stubApi(profile('Ana María López', 'ROLE_CUSTOMER'));
    const router = renderRoute('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByLabelText('Ingresa tu correo electrónico')).not.toBeInTheDocument();
  });

  it('shows the server message when the code cannot be sent', async () => {
    stubApi(
      route('POST', '/auth/sent/login-signup-otp', { message: 'No existe una cuenta con ese correo' }, 404),
    );
    const user = userEvent.setup();
    renderRoute('/login');

    await user.type(await screen.findByLabelText('Ingresa tu correo electrónico'), 'nadie@example.com');
    await user.click(screen.getByRole('button', { name: 'ENVIAR OTP' }));

    expect(await screen.findByText('No existe una cuenta con ese correo')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código OTP')).not.toBeInTheDocument();
  });
});
