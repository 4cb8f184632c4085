import { type Handler, makeSellerProfile, route, stubApi } from '@/test/render-route';

/** Signs in with a seller's token and stubs the API: the seller's profile, then `handlers`. */
export function signInAsSeller(...handlers: Handler[]) {
  localStorage.setItem('jwt', 'seller-token');
  return stubApi(
    route('GET', '/sellers/profile', makeSellerProfile()),
    // A seller's token is refused by the shoppers' profile, as the server does.
    route('GET', '/api/users/profile', { message: 'Acceso denegado' }, 403),
    ...handlers,
  );
}
