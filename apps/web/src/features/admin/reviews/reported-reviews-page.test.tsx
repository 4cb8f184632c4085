import type { ProductReviewResponse, ReportedReviewPage } from '@tecnobazar/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';

const review = (overrides: Partial<ProductReviewResponse> = {}): ProductReviewResponse => ({
  id: 5,
  productId: 3,
  user: { id: 9, fullName: 'Laura Pérez' },
  reviewText: '<b>hola</b>\nNo compren aquí',
  rating: 3.5,
  productImages: ['/v1/media/reviews/foto-1.webp', '/v1/media/reviews/foto-2.webp'],
  verifiedPurchase: true,
  createdAt: '2026-03-14T15:00:00.000Z',
  sellerReply: null,
  product: { id: 3, title: 'Teclado mecánico RGB', image: '/v1/media/demo/teclado.webp' },
  ...overrides,
});

const REPORTED: ReportedReviewPage['content'][number] = {
  review: review(),
  reports: [
    { id: 11, reason: 'Lenguaje ofensivo', reporter: 'Carlos Ruiz', date: '2026-03-15T10:00:00.000Z' },
    { id: 12, reason: 'Es publicidad', reporter: 'Ana Gómez', date: '2026-03-16T10:00:00.000Z' },
  ],
};
const EMPTY: ReportedReviewPage = { content: [], totalPages: 0, totalElements: 0 };

/** The reported list until the administrator decides on the review, then empty. */
function reviewsServer() {
  let decided = false;
  return [
    route(
      'GET',
      '/admin/reviews',
      (): ReportedReviewPage => (decided ? EMPTY : { content: [REPORTED], totalPages: 1, totalElements: 1 }),
    ),
    route('POST', '/admin/reviews/5/hide', () => {
      decided = true;
      return { message: 'Reseña ocultada' };
    }),
    route('POST', '/admin/reviews/5/dismiss', () => {
      decided = true;
      return { message: 'Denuncia descartada' };
    }),
  ];
}

const card = async () => within(await screen.findByRole('listitem', { name: 'Teclado mecánico RGB' }));

describe('the reported reviews', () => {
  it('shows the product, the review as plain text, and its reports', async () => {
    const requests = signInAsAdmin(...reviewsServer());
    renderAdminRoute('/admin/reviews');

    expect(await screen.findByRole('heading', { name: 'Reseñas denunciadas' })).toBeInTheDocument();
    const item = await card();
    expect(item.getByRole('link', { name: 'Teclado mecánico RGB' })).toHaveAttribute(
      'href',
      '/product-details/producto/teclado-mecanico-rgb/3',
    );
    expect(item.getByText('Laura Pérez')).toBeInTheDocument();
    expect(item.getByText('Compra verificada')).toBeInTheDocument();
    expect(item.getByRole('img', { name: '3,5 estrellas' })).toBeInTheDocument();
    expect(item.getByText('14 de marzo de 2026')).toBeInTheDocument();
    // The markup a shopper typed is shown as typed, never rendered.
    const text = item.getByText(/<b>hola<\/b>/);
    expect(text).toHaveTextContent('<b>hola</b> No compren aquí');
    expect(text.querySelector('b')).toBeNull();
    expect(
      item.getByRole('button', { name: 'Ver la foto 2 de la reseña de Laura Pérez' }),
    ).toBeInTheDocument();

    const reports = within(item.getByRole('list', { name: '2 denuncias' })).getAllByRole('listitem');
    expect(reports.map((report) => report.textContent)).toEqual([
      'Lenguaje ofensivoCarlos Ruiz · 15 de marzo de 2026',
      'Es publicidadAna Gómez · 16 de marzo de 2026',
    ]);
    expect(screen.getByText('1 reseña denunciada')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de reseñas denunciadas' })).toBeNull();
    expect(callsTo(requests, '/admin/reviews').map((url) => url.search)).toEqual(['?page=0']);
    expect(
      screen
        .getByRole('navigation', { name: 'Menú de administrador' })
        .querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Reseñas');
  });

  it('hides a review with the typed reason, says so and drops it from the list', async () => {
    const requests = signInAsAdmin(...reviewsServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/reviews');

    await user.click((await card()).getByRole('button', { name: 'Ocultar reseña' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ocultar reseña' }));
    await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Insultos al vendedor');
    await user.click(dialog.getByRole('button', { name: 'Ocultar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Reseña ocultada');
    expect(await screen.findByText('No hay reseñas denunciadas')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [hide, ...more] = requests.filter((request) => request.url.endsWith('/admin/reviews/5/hide'));
    expect(more).toHaveLength(0);
    expect(hide!.method).toBe('POST');
    expect(await hide!.json()).toEqual({ reason: 'Insultos al vendedor' });
    expect(callsTo(requests, '/admin/reviews/5/dismiss')).toHaveLength(0);
  });

  it('asks for the reason and sends nothing without it', async () => {
    const requests = signInAsAdmin(...reviewsServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/reviews');

    await user.click((await card()).getByRole('button', { name: 'Ocultar reseña' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ocultar reseña' }));
    await user.click(dialog.getByRole('button', { name: 'Ocultar' }));
    expect(await dialog.findByText('El motivo es obligatorio')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'No');
    await user.click(dialog.getByRole('button', { name: 'Ocultar' }));
    expect(await dialog.findByText('El motivo debe tener al menos 5 caracteres')).toBeInTheDocument();
    expect(callsTo(requests, '/admin/reviews/5/hide')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Teclado mecánico RGB' })).toBeInTheDocument();
  });

  it('shows the server’s message in the dialog when the review cannot be hidden', async () => {
    signInAsAdmin(
      route('POST', '/admin/reviews/5/hide', { message: 'Demasiadas solicitudes' }, 429),
      ...reviewsServer(),
    );
    const user = userEvent.setup();
    renderAdminRoute('/admin/reviews');

    await user.click((await card()).getByRole('button', { name: 'Ocultar reseña' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ocultar reseña' }));
    await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Insultos al vendedor');
    await user.click(dialog.getByRole('button', { name: 'Ocultar' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes');
    expect(screen.getByRole('dialog', { name: 'Ocultar reseña' })).toBeInTheDocument();
  });

  it('dismisses the reports, says so and drops the review from the list', async () => {
    const requests = signInAsAdmin(...reviewsServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/reviews');

    await user.click((await card()).getByRole('button', { name: 'Descartar denuncia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Denuncia descartada');
    expect(await screen.findByText('No hay reseñas denunciadas')).toBeInTheDocument();
    expect(callsTo(requests, '/admin/reviews/5/dismiss')).toHaveLength(1);
    expect(callsTo(requests, '/admin/reviews/5/hide')).toHaveLength(0);
    expect(callsTo(requests, '/admin/reviews')).toHaveLength(2);
  });

  it('shows the server’s message when the review is already gone, and reloads the list', async () => {
    let gone = false;
    const requests = signInAsAdmin(
      route(
        'POST',
        '/admin/reviews/5/dismiss',
        () => {
          gone = true;
          return { message: 'Reseña no encontrada' };
        },
        404,
      ),
      route(
        'GET',
        '/admin/reviews',
        (): ReportedReviewPage => (gone ? EMPTY : { content: [REPORTED], totalPages: 1, totalElements: 1 }),
      ),
    );
    const user = userEvent.setup();
    renderAdminRoute('/admin/reviews');

    await user.click((await card()).getByRole('button', { name: 'Descartar denuncia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reseña no encontrada');
    expect(await screen.findByText('No hay reseñas denunciadas')).toBeInTheDocument();
    expect(callsTo(requests, '/admin/reviews')).toHaveLength(2);
  });

  it('says when there is nothing to review', async () => {
    signInAsAdmin(route('GET', '/admin/reviews', EMPTY));
    renderAdminRoute('/admin/reviews');
    expect(await screen.findByText('No hay reseñas denunciadas')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reseñas denunciadas' })).not.toBeInTheDocument();
  });

  it('pages with the page in the address', async () => {
    const requests = signInAsAdmin(
      route('GET', '/admin/reviews', (request: Request): ReportedReviewPage => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const title = `Producto de la página ${page + 1}`;
        return {
          content: [{ ...REPORTED, review: review({ product: { id: 3, title, image: null } }) }],
          totalPages: 2,
          totalElements: 21,
        };
      }),
    );
    const user = userEvent.setup();
    const router = renderAdminRoute('/admin/reviews?page=2');

    expect(await screen.findByText('Producto de la página 2')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByText('21 reseñas denunciadas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Producto de la página 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Producto de la página 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(callsTo(requests, '/admin/reviews').map((url) => url.search)).toEqual(['?page=1', '?page=0']);
  });

  it('shows the server’s message when the list cannot be loaded', async () => {
    signInAsAdmin(route('GET', '/admin/reviews', { message: 'Demasiadas solicitudes' }, 429));
    renderAdminRoute('/admin/reviews');
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes');
  });
});
