import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

const shop = {
  id: 4,
  businessName: 'Pixel Store Medellín S.A.S.',
  averageRating: 4.2,
  numRatings: 31,
  salesCount: 120,
  productCount: 13,
};

describe('shop page', () => {
  it("shows the shop's name, rating, sales and its products, 12 a page", async () => {
    const requests = stubApi(
      route('GET', '/sellers/4/shop', shop),
      route('GET', '/products', {
        content: [makeProduct({ id: 1 }), makeProduct({ id: 2 })],
        totalPages: 2,
        totalElements: 13,
      }),
    );
    renderRoute('/tiendas/4?page=2');
    expect(await screen.findByRole('heading', { name: 'Pixel Store Medellín S.A.S.' })).toBeInTheDocument();
    expect(screen.getByText('4,2 (31 reseñas) · 120 ventas · 13 productos')).toBeInTheDocument();
    expect(await screen.findByText('Teclado mecánico 2')).toBeInTheDocument();
    const [url] = callsTo(requests, '/products');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ seller: '4', pageNumber: '1' });
  });

  it('says so when the shop does not exist or is closed', async () => {
    stubApi(route('GET', '/sellers/9/shop', { message: 'Vendedor no encontrado' }, 404));
    renderRoute('/tiendas/9');
    expect(await screen.findByText('Vendedor no encontrado')).toBeInTheDocument();
  });
});
