import type { ShippingRatesResponse } from '@tecnobazar/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from '../products/seller-test-api';

const unset: ShippingRatesResponse = {
  defaultRate: 10000,
  freeShippingFrom: null,
  departments: [],
  configured: false,
};

describe("the seller's shipping rates", () => {
  it('starts from the store fee, saves a general rate, free shipping and one department, and says so', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/shipping', unset),
      route('PUT', '/sellers/shipping', () => ({
        defaultRate: 12000,
        freeShippingFrom: 300000,
        departments: [{ department: '05', rate: 8000 }],
        configured: true,
      })),
    );
    const user = userEvent.setup();
    renderRoute('/seller/shipping');

    expect(await screen.findByRole('heading', { name: 'Envíos', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText(/Aún no has definido tus tarifas: cobras la tarifa de la tienda, \$10\.000/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Envíos' })).toHaveAttribute('href', '/seller/shipping');
    const general = screen.getByLabelText('Tarifa general');
    await user.clear(general);
    await user.type(general, '12000');
    await user.type(screen.getByLabelText('Envío gratis desde'), '300000');
    await user.type(screen.getByLabelText('Antioquia'), '8000');
    await user.click(screen.getByRole('button', { name: 'Guardar tarifas' }));

    expect(await screen.findByText('Tarifas de envío guardadas')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(await put!.json()).toEqual({
      defaultRate: 12000,
      freeShippingFrom: 300000,
      departments: [{ department: '05', rate: 8000 }],
    });
  });

  it('explains a rate it cannot take, and sends nothing', async () => {
    const requests = signInAsSeller(route('GET', '/sellers/shipping', unset));
    const user = userEvent.setup();
    renderRoute('/seller/shipping');
    await user.type(await screen.findByLabelText('Bogotá D.C.'), '-5');
    await user.click(screen.getByRole('button', { name: 'Guardar tarifas' }));
    expect(
      await screen.findByText('La tarifa del departamento no puede ser un valor negativo'),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(false));
  });
});
