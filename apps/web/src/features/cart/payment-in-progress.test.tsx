import type { CartResponse, PaymentInProgress } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

const product = makeProduct({ id: 10 });
const cart: CartResponse = {
  id: 1,
  cartItems: [
    {
      id: 1,
      size: 'FREE',
      quantity: 1,
      sellingPrice: product.sellingPrice,
      mrpPrice: product.mrpPrice,
      maxQuantity: 10,
      available: true,
      product,
    },
  ],
  totalItem: 1,
  totalMrpPrice: product.mrpPrice,
  subtotal: product.sellingPrice,
  discount: product.mrpPrice - product.sellingPrice,
  couponCode: null,
  couponPrice: 0,
  totalSellingPrice: product.sellingPrice,
  shipping: 0,
  total: product.sellingPrice,
  shippingDepartment: null,
  sellers: [],
  vat: [],
};
const emptyCart: CartResponse = { ...cart, cartItems: [], totalItem: 0, total: 0 };
const payment = (state: PaymentInProgress['state']): PaymentInProgress => ({
  token: 'DEV-TOKEN1',
  state,
  approveUrl: state === 'WAITING' ? '/v1/dev/paypal/checkout?token=DEV-TOKEN1' : null,
  total: 169900,
  totalItem: 1,
  startedAt: '2026-11-26T19:00:00.000Z',
});
const signIn = () => localStorage.setItem('jwt', 'shopper-token');
const notice = async () => within(await screen.findByRole('status', { name: 'Pago en curso' }));

describe('cart: a payment in progress', () => {
  it('says an approved payment did not finish, links to finishing it, and cancels it', async () => {
    signIn();
    let current: PaymentInProgress | null = payment('APPROVED');
    const requests = stubApi(
      route('GET', '/api/cart', cart),
      route('GET', '/api/payments/paypal/in-progress', () => ({ payment: current })),
      route('POST', '/api/payments/paypal/cancel', () => {
        current = null;
        return { payment: null };
      }),
    );
    const user = userEvent.setup();
    renderRoute('/cart');

    const approved = await notice();
    expect(approved.getByText('Tienes un pago en curso')).toBeInTheDocument();
    expect(
      approved.getByText(/Aprobaste en PayPal un pago de \$169\.900 \(1 artículo\)/),
    ).toBeInTheDocument();
    expect(approved.getByRole('link', { name: 'Completar pago' })).toHaveAttribute(
      'href',
      '/paypal/success?token=DEV-TOKEN1',
    );

    await user.click(approved.getByRole('button', { name: 'Cancelar pago' }));
    expect(await screen.findByText('Cancelaste el pago; no se te cobró.')).toBeInTheDocument();
    expect(callsTo(requests, '/api/payments/paypal/cancel')[0]?.searchParams.get('token')).toBe('DEV-TOKEN1');
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Pago en curso' })).not.toBeInTheDocument(),
    );
  });

  it('offers to continue at PayPal a payment not approved yet', async () => {
    signIn();
    stubApi(
      route('GET', '/api/cart', cart),
      route('GET', '/api/payments/paypal/in-progress', { payment: payment('WAITING') }),
    );
    renderRoute('/cart');

    expect((await notice()).getByRole('link', { name: 'Continuar en PayPal' })).toHaveAttribute(
      'href',
      '/v1/dev/paypal/checkout?token=DEV-TOKEN1',
    );
  });

  it('explains an emptied cart when paying again finished the earlier payment, with a way to the orders', async () => {
    signIn();
    let current = cart;
    stubApi(
      route('GET', '/api/cart', () => current),
      route('GET', '/api/users/addresses', [
        {
          id: 5,
          name: 'Casa',
          address: 'Calle 1',
          city: 'Bogotá',
          state: 'Cundinamarca',
          mobile: '3001234567',
        },
      ]),
      route(
        'GET',
        '/api/payments/paypal/start',
        () => {
          current = emptyCart; // the approved payment became the order and took the line
          return { message: 'Ya pagaste estos productos: mira tus pedidos.' };
        },
        409,
      ),
    );
    const user = userEvent.setup();
    renderRoute('/cart');

    await user.click(await screen.findByRole('button', { name: 'COMPRAR AHORA' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dirección de envío' }));
    await dialog.findByRole('radio', { name: /Casa/ });
    await user.click(dialog.getByRole('button', { name: 'Pagar con PayPal' }));

    expect(await screen.findByText('Ya pagaste estos productos: mira tus pedidos.')).toBeInTheDocument();
    expect(screen.getByText('¡Parece que está muy ligero!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', '/account/orders');
  });
});
