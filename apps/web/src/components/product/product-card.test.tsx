import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

const threeImages = makeProduct({
  id: 4,
  images: ['/v1/media/a.webp', '/v1/media/b.webp', '/v1/media/c.webp'],
});
const listing = route('GET', '/products', { content: [threeImages], totalPages: 1, totalElements: 1 });

describe('product card', () => {
  afterEach(() => vi.useRealTimers());

  it('shows title, seller and prices, and links to the product page', async () => {
    stubApi(listing);
    renderRoute('/products/keyboards');

    const link = await screen.findByRole('link', { name: /Teclado mecánico 4/ });
    expect(link).toHaveAttribute('href', '/product-details/keyboards_mechanical/teclado-mecanico-4/4');
    expect(link).toHaveTextContent('Hardware Andino S.A.S.');
    expect(link).toHaveTextContent('$169.900');
    expect(link).toHaveTextContent('$219.900');
    expect(link).toHaveTextContent('22% de descuento');
    // No reviews yet: no stars.
    expect(screen.queryByRole('img', { name: /Calificación/ })).not.toBeInTheDocument();
  });

  it("shows the product's real average and number of reviews", async () => {
    stubApi(
      route('GET', '/products', {
        content: [makeProduct({ id: 4, numRatings: 12, averageRating: 4.5 })],
        totalPages: 1,
        totalElements: 1,
      }),
    );
    renderRoute('/products/keyboards');
    const rating = await screen.findByRole('img', { name: 'Calificación 4,5 de 5, 12 reseñas' });
    expect(rating).toHaveTextContent('4,5 (12)');
  });

  it('gives every picture its shape and its widths; the first card loads first, the others when near', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi(route('GET', '/products/facets', { specs: [], colors: [], priceRanges: [] }), (request) =>
      new URL(request.url).pathname.endsWith('/products')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    renderRoute('/products/keyboards');

    // While the products load, placeholder cards hold their places: no spinner that the grid would replace.
    const placeholders = await screen.findByRole('status', { name: 'Cargando productos' });
    expect(placeholders.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(8);
    expect(screen.queryByRole('progressbar', { name: 'Cargando' })).not.toBeInTheDocument();

    answer(
      Response.json({
        content: [1, 2, 3, 4, 5, 6].map((id) => makeProduct({ id })),
        totalPages: 1,
        totalElements: 6,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Productos' });
    const images = [...list.querySelectorAll('img')];
    expect(images).toHaveLength(6);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '600');
      expect(img).toHaveAttribute('height', '600');
      expect(img.getAttribute('srcset')).toMatch(/\?w=160 160w, .*\?w=480 480w, \S+\.webp 600w$/);
      // Two columns on a phone, as search has: half the screen per picture.
      expect(img.getAttribute('sizes')).toBe('(min-width: 1200px) 25vw, (min-width: 900px) 34vw, 50vw');
    }
    expect(images[0]).toHaveAttribute('src', '/v1/media/demo/keyboards-negro-1.webp');
    // Two columns on this (narrow) screen: the first two rows (four cards) are on the first screen and
    // load at once, the very first leads.
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images.slice(1, 4)) {
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
    for (const img of images.slice(4)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('cycles the images every second while the pointer rests on it', async () => {
    stubApi(listing);
    renderRoute('/products/keyboards');
    const link = await screen.findByRole('link', { name: /Teclado mecánico 4/ });
    const current = () => link.querySelector('img[data-current="true"]')?.getAttribute('src');

    vi.useFakeTimers();
    fireEvent.mouseEnter(link);
    expect(current()).toBe('/v1/media/a.webp');
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('/v1/media/b.webp');
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('/v1/media/c.webp');
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('/v1/media/a.webp');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseLeave(link);
    expect(current()).toBe('/v1/media/a.webp');
  });

  it('sends a visitor who clicks the heart to the login page', async () => {
    const requests = stubApi(listing);
    const user = userEvent.setup();
    const router = renderRoute('/products/keyboards');

    await user.click(await screen.findByRole('button', { name: 'Agregar a la lista de deseos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(requests, '/api/wishlist/add-product/4')).toHaveLength(0);
  });

  it('toggles the product for a signed-in shopper and fills the heart', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      listing,
      route('GET', '/api/wishlist', { id: 1, products: [] }),
      route('POST', '/api/wishlist/add-product/4', { id: 1, products: [threeImages] }),
    );
    const user = userEvent.setup();
    renderRoute('/products/keyboards');

    const heart = await screen.findByRole('button', { name: 'Agregar a la lista de deseos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);

    const filled = await screen.findByRole('button', { name: 'Quitar de la lista de deseos' });
    expect(filled).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the error when the toggle fails', async () => {
    localStorage.setItem('jwt', 'shopper-token');
    stubApi(
      listing,
      route('GET', '/api/wishlist', { id: 1, products: [] }),
      () => new Response('', { status: 500 }),
    );
    const user = userEvent.setup();
    renderRoute('/products/keyboards');

    await user.click(await screen.findByRole('button', { name: 'Agregar a la lista de deseos' }));

    expect(await screen.findByText('Failed to add product to wishlist')).toBeInTheDocument();
  });
});
