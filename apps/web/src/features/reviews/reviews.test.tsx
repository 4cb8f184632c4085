import type { ReviewPage, ReviewResponse } from '@tecnobazar/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, makeProduct, renderRoute, route, stubApi } from '@/test/render-route';

const product = makeProduct({ id: 5, sellingPrice: 169900, mrpPrice: 219900, discountPercent: 22 });

const shopper = route('GET', '/api/users/profile', {
  id: 1,
  fullName: 'Ana Gómez',
  email: 'ana@example.com',
  mobile: '3001112233',
  role: 'ROLE_CUSTOMER',
});
const notSeller = route('GET', '/sellers/profile', { message: 'No es vendedor' }, 403);

function makeReview(overrides: Partial<ReviewResponse> = {}): ReviewResponse {
  return {
    id: 10,
    productId: 5,
    user: { id: 2, fullName: 'Carlos Ruiz' },
    reviewText: 'Muy buen teclado, las teclas se sienten firmes.',
    rating: 4.5,
    productImages: [],
    verifiedPurchase: false,
    createdAt: '2026-02-01T12:00:00.000Z',
    sellerReply: null,
    ...overrides,
  };
}

function makePage(content: ReviewResponse[], overrides: Partial<ReviewPage> = {}): ReviewPage {
  return {
    content,
    totalPages: 1,
    totalElements: 7,
    averageRating: 3.5,
    distribution: { 5: 3, 4: 1, 3: 0, 2: 2, 1: 1 },
    ...overrides,
  };
}

function signIn() {
  localStorage.setItem('jwt', 'shopper-token');
}

afterEach(() => localStorage.clear());

describe('reviews page', () => {
  it('shows the product summary and the real rating numbers', async () => {
    stubApi(
      route('GET', '/products/5', product),
      route('GET', '/api/products/5/reviews/page', makePage([makeReview()])),
    );
    renderRoute('/reviews/5');

    expect(await screen.findByText('Hardware Andino S.A.S.')).toBeInTheDocument();
    expect(screen.getByText(product.title)).toBeInTheDocument();
    expect(screen.getByTestId('selling-price')).toHaveTextContent('$169.900');
    expect(screen.getByTestId('mrp-price')).toHaveTextContent('$219.900');
    expect(screen.getByTestId('mrp-price').tagName).toBe('S');
    expect(screen.getByText('22% de descuento')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: product.title })).toHaveAttribute('src', product.images[0]);

    expect(await screen.findByTestId('average-rating')).toHaveTextContent('3,5');
    expect(screen.getByTestId('ratings-count')).toHaveTextContent('7 reseñas');
    expect(screen.getByTestId('bar-5')).toHaveTextContent('Excellent3');
    expect(screen.getByTestId('bar-4')).toHaveTextContent('Very Good1');
    expect(screen.getByTestId('bar-3')).toHaveTextContent('Good0');
    expect(screen.getByTestId('bar-2')).toHaveTextContent('Average2');
    expect(screen.getByTestId('bar-1')).toHaveTextContent('Poor1');
    expect(screen.getByRole('link', { name: 'Escribir una reseña' })).toHaveAttribute(
      'href',
      '/reviews/5/create',
    );
  });

  it('shows reviews as plain text, with photos and the verified badge', async () => {
    stubApi(
      route('GET', '/products/5', product),
      route(
        'GET',
        '/api/products/5/reviews/page',
        makePage([
          makeReview({ id: 11, reviewText: '<img src=x onerror=alert(1)>' }),
          makeReview({ id: 12, verifiedPurchase: true, productImages: ['/v1/media/r/foto.webp'] }),
        ]),
      ),
    );
    renderRoute('/reviews/5');

    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getAllByText('Compra verificada')).toHaveLength(1);
    // A thumbnail opens the photo full size.
    await userEvent.click(screen.getByRole('button', { name: 'Ver la foto 1 de la reseña de Carlos Ruiz' }));
    expect(
      await screen.findByRole('img', { name: 'Foto 1 de 1 de la reseña de Carlos Ruiz' }),
    ).toHaveAttribute('src', '/v1/media/r/foto.webp');
  });

  it("shows the seller's reply under the review, as text", async () => {
    stubApi(
      route('GET', '/products/5', product),
      route(
        'GET',
        '/api/products/5/reviews/page',
        makePage([
          makeReview({
            sellerReply: { text: 'Gracias <b>Carlos</b>', date: '2026-02-03T10:00:00.000Z' },
          }),
        ]),
      ),
    );
    renderRoute('/reviews/5');
    const reply = await screen.findByRole('region', { name: 'Respuesta del vendedor' });
    expect(reply).toHaveTextContent('Gracias <b>Carlos</b>');
    expect(reply).toHaveTextContent('3 de febrero de 2026');
  });

  it("lets a signed-in shopper report someone else's review with a reason; a visitor sees no report", async () => {
    signIn();
    const requests = stubApi(
      shopper,
      notSeller,
      route('GET', '/products/5', product),
      route(
        'GET',
        '/api/products/5/reviews/page',
        makePage([makeReview({ id: 20, user: { id: 1, fullName: 'Ana Gómez' } }), makeReview({ id: 21 })]),
      ),
      route('POST', '/api/reviews/21/report', { message: 'Gracias: revisaremos esta reseña.' }, 201),
    );
    const user = userEvent.setup();
    renderRoute('/reviews/5');

    const other = await screen.findByRole('listitem', { name: 'Reseña de Carlos Ruiz' });
    const own = screen.getByRole('listitem', { name: 'Reseña de Ana Gómez' });
    await user.click(await within(other).findByRole('button', { name: 'Denunciar' }));
    expect(within(own).queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar reseña' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(dialog).findByText('El motivo es obligatorio')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Motivo'), 'Lenguaje ofensivo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Gracias: revisaremos esta reseña.');
    const posts = requests.filter((r) => r.url.endsWith('/v1/api/reviews/21/report'));
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.json()).toEqual({ reason: 'Lenguaje ofensivo' });
    // Reported once: the button says so and cannot be used again.
    expect(within(other).getByRole('button', { name: 'Denunciada' })).toBeDisabled();
  });

  it('closes the report form and marks the review reported when it was reported before', async () => {
    signIn();
    stubApi(
      shopper,
      notSeller,
      route('GET', '/products/5', product),
      route('GET', '/api/products/5/reviews/page', makePage([makeReview({ id: 21 })])),
      route(
        'POST',
        '/api/reviews/21/report',
        { message: 'Ya denunciaste esta reseña: la revisaremos pronto.' },
        409,
      ),
    );
    const user = userEvent.setup();
    renderRoute('/reviews/5');

    const review = await screen.findByRole('listitem', { name: 'Reseña de Carlos Ruiz' });
    await user.click(await within(review).findByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar reseña' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Lenguaje ofensivo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ya denunciaste esta reseña');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(review).getByRole('button', { name: 'Denunciada' })).toBeDisabled();
  });

  it('shows a visitor no report or edit buttons', async () => {
    stubApi(
      route('GET', '/products/5', product),
      route('GET', '/api/products/5/reviews/page', makePage([makeReview()])),
    );
    renderRoute('/reviews/5');
    await screen.findByRole('listitem', { name: 'Reseña de Carlos Ruiz' });
    expect(screen.queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar reseña' })).not.toBeInTheDocument();
  });

  it('pages and sorts through its own route, which has the summary (the spec’s `/reviews` is a plain array)', async () => {
    const requests = stubApi(
      route('GET', '/products/5', product),
      route('GET', '/api/products/5/reviews/page', (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return makePage([makeReview({ id: 100 + page, reviewText: `Reseña de la página ${page + 1}` })], {
          totalPages: 2,
          totalElements: 11,
        });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/reviews/5');

    expect(await screen.findByText('Reseña de la página 1')).toBeInTheDocument();
    expect(screen.getByTestId('ratings-count')).toHaveTextContent('11 reseñas');
    const pager = screen.getByRole('navigation', { name: 'Páginas de reseñas' });
    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Reseña de la página 2')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(screen.getByRole('option', { name: 'Mejor calificadas' }));
    expect(await screen.findByText('Reseña de la página 1')).toBeInTheDocument();

    expect(callsTo(requests, '/api/products/5/reviews/page').map((url) => url.search)).toEqual([
      '?sort=newest&page=0',
      '?sort=newest&page=1',
      '?sort=highest&page=0',
    ]);
    expect(callsTo(requests, '/api/products/5/reviews')).toEqual([]);
  });

  it('shows the empty state', async () => {
    stubApi(
      route('GET', '/products/5', product),
      route(
        'GET',
        '/api/products/5/reviews/page',
        makePage([], {
          totalElements: 0,
          averageRating: 0,
          distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
        }),
      ),
    );
    renderRoute('/reviews/5');
    expect(await screen.findByText('Aún no hay reseñas de este producto.')).toBeInTheDocument();
  });

  it('shows the fallback error when the reviews fail', async () => {
    stubApi(route('GET', '/products/5', product), route('GET', '/api/products/5/reviews/page', {}, 500));
    renderRoute('/reviews/5');
    expect(await screen.findByText('Failed to fetch reviews')).toBeInTheDocument();
  });

  it('offers delete only on the shopper’s own review and sends the DELETE', async () => {
    signIn();
    let content = [
      makeReview({ id: 20, user: { id: 1, fullName: 'Ana Gómez' } }),
      makeReview({ id: 21, user: { id: 2, fullName: 'Carlos Ruiz' } }),
    ];
    const requests = stubApi(
      shopper,
      notSeller,
      route('GET', '/products/5', product),
      route('GET', '/api/products/5/reviews/page', () => makePage(content)),
      route('DELETE', '/api/reviews/20', () => {
        content = content.filter((review) => review.id !== 20);
        return { message: 'Reseña eliminada' };
      }),
    );
    const user = userEvent.setup();
    renderRoute('/reviews/5');

    const own = await screen.findByRole('listitem', { name: 'Reseña de Ana Gómez' });
    const other = screen.getByRole('listitem', { name: 'Reseña de Carlos Ruiz' });
    const remove = await within(own).findByRole('button', { name: 'Eliminar reseña' });
    expect(within(own).getByRole('link', { name: 'Editar reseña' })).toHaveAttribute(
      'href',
      '/reviews/5/create?editar=20',
    );
    expect(within(other).queryByRole('link', { name: 'Editar reseña' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Eliminar reseña' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Eliminar reseña' })).toHaveLength(1);

    await user.click(remove);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Reseña de Ana Gómez' })).not.toBeInTheDocument(),
    );
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(callsTo(deletes, '/api/reviews/20')).toHaveLength(1);
  });
});

describe('create review page', () => {
  it('sends a visitor to /login and back to the form after signing in', async () => {
    const requests = stubApi(
      route('GET', '/products/5', product),
      route('POST', '/auth/sent/login-signup-otp', { message: 'Código enviado' }),
      route('POST', '/auth/signin', {
        jwt: 'shopper-token',
        message: 'Login success',
        role: 'ROLE_CUSTOMER',
      }),
      shopper,
      notSeller,
    );
    const user = userEvent.setup();
    const router = renderRoute('/reviews/5/create');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await user.type(await screen.findByLabelText('Ingresa tu correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'ENVIAR OTP' }));
    await user.type(await screen.findByLabelText('Código OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews/5/create'));
    expect(callsTo(requests, '/auth/signin')).toHaveLength(1);
  });

  it("edits the shopper's own review: the form starts from it and saves with PATCH", async () => {
    signIn();
    const mine = makeReview({
      id: 40,
      user: { id: 1, fullName: 'Ana Gómez' },
      reviewText: 'Buen teclado al principio',
      rating: 3,
    });
    const requests = stubApi(
      shopper,
      notSeller,
      route('GET', '/products/5', product),
      route('GET', '/api/reviews/40', mine),
      route('PATCH', '/api/reviews/40', { ...mine, rating: 4 }),
      route('GET', '/api/products/5/reviews/page', makePage([mine])),
    );
    const user = userEvent.setup();
    const router = renderRoute('/reviews/5/create?editar=40');

    const text = await screen.findByLabelText('Tu reseña');
    await waitFor(() => expect(text).toHaveValue('Buen teclado al principio'));
    await user.type(text, ', y sigue bien.');
    fireEvent.click(screen.getByLabelText('4 estrellas'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews/5'));
    const patches = requests.filter((r) => r.method === 'PATCH');
    expect(callsTo(patches, '/api/reviews/40')).toHaveLength(1);
    expect(patches).toHaveLength(1);
    expect(await patches[0]!.json()).toEqual({
      reviewText: 'Buen teclado al principio, y sigue bien.',
      reviewRating: 4,
      productImages: [],
    });
  });

  it('shows the review form messages', async () => {
    signIn();
    const requests = stubApi(shopper, notSeller, route('GET', '/products/5', product));
    const user = userEvent.setup();
    renderRoute('/reviews/5/create');

    expect(
      await screen.findByRole('heading', { name: 'Write Your Review & Give Ratings' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    expect(await screen.findByText('Review text is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Tu reseña'), 'Corto');
    await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    expect(await screen.findByText('Review must be at least 10 characters long')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('posts a valid review and goes back to the reviews', async () => {
    signIn();
    const requests = stubApi(
      shopper,
      notSeller,
      route('GET', '/products/5', product),
      route('POST', '/api/products/5/reviews', makeReview({ id: 30 }), 201),
      route('GET', '/api/products/5/reviews/page', makePage([makeReview({ id: 30 })])),
    );
    const user = userEvent.setup();
    const router = renderRoute('/reviews/5/create');

    await user.type(await screen.findByLabelText('Tu reseña'), 'Excelente teclado, muy cómodo.');
    // A real pointer over the stars reads their size, which jsdom reports as 0: click the radio itself.
    fireEvent.click(screen.getByLabelText('4,5 estrellas'));
    await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews/5'));
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(await posts[0]?.json()).toEqual({
      reviewText: 'Excelente teclado, muy cómodo.',
      reviewRating: 4.5,
      productImages: [],
    });
  });

  it('shows the server’s message in a toast', async () => {
    signIn();
    stubApi(
      shopper,
      notSeller,
      route('GET', '/products/5', product),
      route('POST', '/api/products/5/reviews', { message: 'Ya reseñaste este producto' }, 409),
    );
    const user = userEvent.setup();
    const router = renderRoute('/reviews/5/create');

    await user.type(await screen.findByLabelText('Tu reseña'), 'Excelente teclado, muy cómodo.');
    // A real pointer over the stars reads their size, which jsdom reports as 0: click the radio itself.
    fireEvent.click(screen.getByLabelText('3 estrellas'));
    await user.click(screen.getByRole('button', { name: 'Publicar reseña' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ya reseñaste este producto');
    expect(router.state.location.pathname).toBe('/reviews/5/create');
  });
});
