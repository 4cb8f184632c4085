import type { ProductReviewResponse, SellerReviewPage } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from '../products/seller-test-api';

function makeReview(overrides: Partial<ProductReviewResponse> = {}): ProductReviewResponse {
  const id = overrides.id ?? 1;
  return {
    id,
    productId: 1,
    user: { id: 20 + id, fullName: 'Laura Pérez' },
    reviewText: 'Muy buen teclado.\nLas teclas suenan poco.',
    rating: 4.5,
    productImages: [],
    verifiedPurchase: false,
    createdAt: '2026-03-02T15:00:00.000Z',
    sellerReply: null,
    product: { id: 1, title: 'Teclado mecánico', image: '/v1/media/demo/keyboards-negro-1.webp' },
    ...overrides,
  };
}

const pageOf = (
  content: ProductReviewResponse[],
  totalPages = content.length > 0 ? 1 : 0,
): SellerReviewPage => ({
  content,
  totalPages,
  totalElements: content.length,
});

const answered = makeReview({
  id: 5,
  user: { id: 30, fullName: 'Mateo Ríos' },
  reviewText: 'Llegó rápido y funciona <b>perfecto</b>.',
  rating: 5,
  verifiedPurchase: true,
  productImages: ['/v1/media/reviews/foto-1.webp'],
  sellerReply: { text: '¡Gracias por tu compra, Mateo!', date: '2026-03-04T15:00:00.000Z' },
  product: { id: 2, title: 'Mouse inalámbrico', image: null },
});
const unanswered = makeReview({ id: 4 });

const card = (name: string) => within(screen.getByRole('listitem', { name }));
const LAURA = 'Reseña de Laura Pérez sobre Teclado mecánico';
const MATEO = 'Reseña de Mateo Ríos sobre Mouse inalámbrico';

describe('seller reviews', () => {
  it('lists each review with its product, reviewer, verified mark and the reply already given', async () => {
    const requests = signInAsSeller(route('GET', '/api/seller/reviews', pageOf([answered, unanswered])));
    renderRoute('/seller/reviews');

    expect(await screen.findByRole('heading', { name: 'Reseñas', level: 1 })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: MATEO });
    expect(callsTo(requests, '/api/seller/reviews')[0]?.search).toBe('?unanswered=false&page=0');
    expect(screen.getByRole('link', { name: 'Reseñas' })).toHaveAttribute('href', '/seller/reviews');

    const mateo = card(MATEO);
    expect(mateo.getByRole('link', { name: 'Mouse inalámbrico' })).toHaveAttribute(
      'href',
      '/product-details/producto/mouse-inalambrico/2',
    );
    expect(mateo.getByText('Mateo Ríos')).toBeInTheDocument();
    expect(mateo.getByText('Compra verificada')).toBeInTheDocument();
    expect(mateo.getByRole('img', { name: '5 estrellas' })).toBeInTheDocument();
    // What the shopper typed is shown as text, tags and all.
    expect(mateo.getByText('Llegó rápido y funciona <b>perfecto</b>.')).toBeInTheDocument();
    expect(
      mateo.getByRole('button', { name: 'Ver la foto 1 de la reseña de Mateo Ríos' }),
    ).toBeInTheDocument();
    const reply = within(mateo.getByRole('region', { name: 'Tu respuesta' }));
    expect(reply.getByText('¡Gracias por tu compra, Mateo!')).toBeInTheDocument();
    expect(mateo.getByRole('button', { name: 'Editar respuesta' })).toBeInTheDocument();
    expect(mateo.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();

    const laura = card(LAURA);
    expect(laura.getByRole('link', { name: 'Teclado mecánico' })).toHaveAttribute(
      'href',
      '/product-details/producto/teclado-mecanico/1',
    );
    expect(laura.queryByText('Compra verificada')).not.toBeInTheDocument();
    expect(laura.getByRole('img', { name: '4,5 estrellas' })).toBeInTheDocument();
    expect(laura.getByText(/Muy buen teclado\.\s+Las teclas suenan poco\./)).toBeInTheDocument();
    expect(laura.queryByRole('region', { name: 'Tu respuesta' })).not.toBeInTheDocument();
    expect(laura.getByRole('button', { name: 'Responder' })).toBeInTheDocument();
  });

  it('publishes a reply and shows it in place', async () => {
    let reviews = [unanswered];
    const requests = signInAsSeller(
      route('GET', '/api/seller/reviews', () => pageOf(reviews)),
      route('PUT', '/api/seller/reviews/4/reply', () => {
        const replied = {
          ...unanswered,
          sellerReply: { text: 'Gracias, Laura.\nLo revisamos.', date: '2026-03-05T15:00:00.000Z' },
        };
        reviews = [replied];
        const { product: _product, ...review } = replied;
        return review;
      }),
    );
    const user = userEvent.setup();
    renderRoute('/seller/reviews');

    await screen.findByRole('listitem', { name: LAURA });
    await user.click(card(LAURA).getByRole('button', { name: 'Responder' }));
    await user.type(
      card(LAURA).getByRole('textbox', { name: 'Respuesta' }),
      '  Gracias, Laura.{Enter}Lo revisamos.  ',
    );
    await user.click(card(LAURA).getByRole('button', { name: 'Publicar respuesta' }));

    expect(await screen.findByText('Respuesta publicada')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put && new URL(put.url).pathname).toBe('/v1/api/seller/reviews/4/reply');
    expect(await put?.json()).toEqual({ reply: 'Gracias, Laura.\nLo revisamos.' });

    const reply = await card(LAURA).findByRole('region', { name: 'Tu respuesta' });
    expect(within(reply).getByText(/Gracias, Laura\.\s+Lo revisamos\./)).toBeInTheDocument();
    expect(card(LAURA).queryByRole('textbox', { name: 'Respuesta' })).not.toBeInTheDocument();
  });

  it('edits a reply, refuses an empty one and shows the server refusal', async () => {
    const requests = signInAsSeller(
      route('GET', '/api/seller/reviews', pageOf([answered])),
      route('PUT', '/api/seller/reviews/5/reply', { message: 'Reseña no encontrada' }, 404),
    );
    const user = userEvent.setup();
    renderRoute('/seller/reviews');

    await screen.findByRole('listitem', { name: MATEO });
    await user.click(card(MATEO).getByRole('button', { name: 'Editar respuesta' }));
    const field = card(MATEO).getByRole('textbox', { name: 'Respuesta' });
    expect(field).toHaveValue('¡Gracias por tu compra, Mateo!');

    await user.clear(field);
    await user.type(field, '   ');
    await user.click(card(MATEO).getByRole('button', { name: 'Publicar respuesta' }));
    expect(await card(MATEO).findByText('La respuesta es obligatoria')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'a');
    await user.click(card(MATEO).getByRole('button', { name: 'Publicar respuesta' }));
    expect(await card(MATEO).findByText('La respuesta debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Te escribimos por correo.');
    await user.click(card(MATEO).getByRole('button', { name: 'Publicar respuesta' }));
    expect(await screen.findByText('Reseña no encontrada')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);

    // Cancelar leaves the published reply as it was.
    await user.click(card(MATEO).getByRole('button', { name: 'Cancelar' }));
    expect(card(MATEO).queryByRole('textbox', { name: 'Respuesta' })).not.toBeInTheDocument();
    expect(card(MATEO).getByText('¡Gracias por tu compra, Mateo!')).toBeInTheDocument();
  });

  it('filters the unanswered reviews through the address', async () => {
    const requests = signInAsSeller(
      route('GET', '/api/seller/reviews', (request: Request) =>
        new URL(request.url).searchParams.get('unanswered') === 'true'
          ? pageOf([unanswered])
          : pageOf([answered, unanswered]),
      ),
    );
    const user = userEvent.setup();
    const router = renderRoute('/seller/reviews');

    await screen.findByRole('listitem', { name: MATEO });
    const toggle = screen.getByRole('switch', { name: 'Solo sin responder' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    await waitFor(() => expect(screen.queryByRole('listitem', { name: MATEO })).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: LAURA })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sin-responder=1');
    expect(callsTo(requests, '/api/seller/reviews').at(-1)?.search).toBe('?unanswered=true&page=0');
    expect(screen.getByRole('switch', { name: 'Solo sin responder' })).toBeChecked();
  });

  it('pages through the address, counting from 1', async () => {
    const requests = signInAsSeller(
      route('GET', '/api/seller/reviews', (request: Request) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? pageOf([unanswered], 2)
          : pageOf([answered], 2),
      ),
    );
    const user = userEvent.setup();
    const router = renderRoute('/seller/reviews?sin-responder=1');

    await screen.findByRole('listitem', { name: MATEO });
    expect(screen.getByRole('switch', { name: 'Solo sin responder' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Ir a la página 2' }));

    expect(await screen.findByRole('listitem', { name: LAURA })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sin-responder=1&page=2');
    expect(callsTo(requests, '/api/seller/reviews').at(-1)?.search).toBe('?unanswered=true&page=1');
  });

  it('says when there are no reviews, or none left to answer', async () => {
    signInAsSeller(route('GET', '/api/seller/reviews', pageOf([])));
    const user = userEvent.setup();
    renderRoute('/seller/reviews');

    expect(await screen.findByText('Todavía no tienes reseñas')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Solo sin responder' }));
    expect(await screen.findByText('No hay reseñas sin responder')).toBeInTheDocument();
  });
});
