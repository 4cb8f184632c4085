import type { OrderResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, route, stubApi } from '@/test/render-route';

const SUCCESS = '/paypal/success?token=PAYPAL-ORDER-1&PayerID=DEVPAYER';
const placed: Partial<OrderResponse>[] = [{ id: 1, paymentStatus: 'PAID' }];

describe('PayPal return pages', () => {
  it('creates the orders once, even under StrictMode, and shows the success modal', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    const requests = stubApi(route('POST', '/api/orders/create', placed));
    renderRoute(SUCCESS, { strict: true });

    expect(await screen.findByText('Procesando tu pedido...')).toBeInTheDocument();
    const dialog = within(await screen.findByRole('dialog', { name: '¡Pago realizado con éxito!' }));
    expect(dialog.getByText('Gracias por tu compra.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', '/account/orders');

    const calls = callsTo(requests, '/api/orders/create');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.get('token')).toBe('PAYPAL-ORDER-1');
    const [create] = requests.filter((request) => request.method === 'POST');
    expect(create?.headers.get('Authorization')).toBe('Bearer shopper-token');
  });

  it("shows the server's reason when the orders cannot be created and tries again on request", async () => {
    localStorage.setItem('jwt', 'shopper-token');
    let attempts = 0;
    const requests = stubApi((request) => {
      if (new URL(request.url).pathname !== '/v1/api/orders/create') return undefined;
      attempts += 1;
      return attempts === 1
        ? Response.json(
            { message: 'No pudimos comunicarnos con PayPal. Inténtalo de nuevo en unos minutos.' },
            { status: 503 },
          )
        : Response.json(placed);
    });
    const user = userEvent.setup();
    renderRoute(SUCCESS);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos comunicarnos con PayPal. Inténtalo de nuevo en unos minutos.',
    );
    expect(screen.getByRole('link', { name: 'Volver al carrito' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('dialog', { name: '¡Pago realizado con éxito!' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(requests, '/api/orders/create')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when PayPal sent the buyer back without a token', async () => {
    const requests = stubApi();
    renderRoute('/paypal/success');

    expect(await screen.findByRole('alert')).toHaveTextContent('Falta el identificador del pago');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(callsTo(requests, '/api/orders/create')).toHaveLength(0);
  });

  it('shows the cancelled modal with the way back to the cart', async () => {
    stubApi();
    renderRoute('/paypal/cancel?token=PAYPAL-ORDER-1');

    const dialog = within(await screen.findByRole('dialog', { name: 'Pago cancelado' }));
    expect(dialog.getByText('No se completó la compra.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Volver al carrito' })).toHaveAttribute('href', '/cart');
    expect(screen.getByText('Cancelando el pedido...')).toBeInTheDocument();
  });
});
