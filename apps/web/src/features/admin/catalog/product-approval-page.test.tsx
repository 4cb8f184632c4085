import type { RevisionPage, RevisionResponse } from '@tecnobazar/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';

const CHANGE: RevisionResponse = {
  id: 41,
  kind: 'CHANGE',
  state: 'PENDING',
  product: { id: 3, title: 'Teclado mecánico RGB', image: '/v1/media/demo/teclado.webp', status: 'APPROVED' },
  seller: { id: 7, businessName: 'Pixel Store' },
  changes: {
    title: 'Teclado mecánico RGB Pro',
    images: ['/v1/media/demo/teclado-1.webp', '/v1/media/demo/teclado-2.webp'],
    vatPercent: 5,
    specs: { brand: 'Redragon', microphone: true },
  },
  base: {
    title: 'Teclado mecánico RGB',
    images: ['/v1/media/demo/teclado-1.webp'],
    vatPercent: 19,
    specs: { brand: 'Redragon' },
  },
  reason: null,
  autoApproved: false,
  createdAt: '2026-03-14T15:00:00.000Z',
  decidedAt: null,
};
const NEW: RevisionResponse = {
  ...CHANGE,
  id: 42,
  kind: 'NEW',
  product: { id: 4, title: 'Mouse inalámbrico', image: null, status: 'PENDING' },
  changes: { title: 'Mouse inalámbrico', description: 'Un mouse liviano', images: [] },
  base: {},
};
const VARIANT: RevisionResponse = {
  ...CHANGE,
  id: 43,
  kind: 'VARIANT',
  product: { id: 9, title: 'Memoria RAM Kingston Fury Beast', image: null, status: 'APPROVED' },
  changes: { axes: { capacityGb: 64 }, modelNumber: 'KF432C16BB-64' },
  base: {},
};
const EMPTY: RevisionPage = { content: [], totalPages: 0, totalElements: 0 };

/** The queue until the administrator decides, then empty. */
function queueServer(revisions: RevisionResponse[] = [CHANGE, NEW]) {
  const decided = new Set<number>();
  const decide = (id: number, kind: string, message: string) =>
    route('POST', `/admin/catalog/revisions/${id}/${kind}`, () => {
      decided.add(id);
      return { message };
    });
  return [
    route('GET', '/admin/catalog/revisions', (): RevisionPage => {
      const content = revisions.filter((r) => !decided.has(r.id));
      return { content, totalPages: content.length > 0 ? 1 : 0, totalElements: content.length };
    }),
    ...revisions.flatMap((r) => [
      decide(r.id, 'approve', 'Propuesta aprobada'),
      decide(r.id, 'reject', 'Propuesta rechazada'),
      decide(r.id, 'request-changes', 'Cambios solicitados'),
    ]),
  ];
}

const card = async (title: string) => within(await screen.findByRole('listitem', { name: title }));

describe('the product approval queue', () => {
  it('shows each proposal with its shop, its date and, for a change, what it changes', async () => {
    const requests = signInAsAdmin(...queueServer());
    renderAdminRoute('/admin/product-approval');

    expect(await screen.findByRole('heading', { name: 'Aprobación de productos' })).toBeInTheDocument();
    const change = await card('Teclado mecánico RGB');
    expect(change.getByText('Cambio')).toBeInTheDocument();
    expect(change.getByText(/Pixel Store/)).toBeInTheDocument();
    expect(change.getByText('14 de marzo de 2026')).toBeInTheDocument();
    expect(change.getByRole('link', { name: 'Teclado mecánico RGB' })).toHaveAttribute(
      'href',
      '/product-details/producto/teclado-mecanico-rgb/3',
    );
    const diff = within(change.getByRole('table', { name: 'Cambios propuestos en Teclado mecánico RGB' }));
    expect(diff.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Campo',
      'Antes',
      'Propuesto',
    ]);
    const rows = diff.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Título',
      'Fotos',
      'Especificaciones',
      'IVA',
    ]);
    expect(rows[0]).toHaveTextContent('TítuloTeclado mecánico RGBTeclado mecánico RGB Pro');
    expect(within(rows[1]!).getByRole('list', { name: 'Fotos: propuesto' }).children).toHaveLength(2);
    expect(rows[2]).toHaveTextContent('Marca: RedragonMarca: RedragonMicrófono: Sí');
    expect(rows[3]).toHaveTextContent('IVA19 %5 %');

    const fresh = await card('Mouse inalámbrico');
    expect(fresh.getByText('Producto nuevo')).toBeInTheDocument();
    // Not listed yet: no link to a page shoppers cannot see.
    expect(fresh.queryByRole('link')).toBeNull();
    const proposed = within(fresh.getByRole('table', { name: 'Producto propuesto: Mouse inalámbrico' }));
    expect(proposed.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Campo',
      'Propuesto',
    ]);
    expect(proposed.getByText('Un mouse liviano')).toBeInTheDocument();
    expect(screen.getByText('2 propuestas')).toBeInTheDocument();
    expect(callsTo(requests, '/admin/catalog/revisions').map((url) => url.search)).toEqual(['?page=0']);
    expect(
      screen
        .getByRole('navigation', { name: 'Menú de administrador' })
        .querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Aprobación de productos');
  });

  it('approves a proposal, says so and drops it from the queue', async () => {
    const requests = signInAsAdmin(...queueServer([NEW]));
    const user = userEvent.setup();
    renderAdminRoute('/admin/product-approval');

    await user.click((await card('Mouse inalámbrico')).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Producto aprobado');
    expect(await screen.findByText('No hay productos por aprobar')).toBeInTheDocument();
    const [approve, ...more] = requests.filter((r) => r.url.endsWith('/admin/catalog/revisions/42/approve'));
    expect(more).toHaveLength(0);
    expect(approve!.method).toBe('POST');
  });

  it('shows a proposed variant with its values, and approves it', async () => {
    signInAsAdmin(...queueServer([VARIANT]));
    const user = userEvent.setup();
    renderAdminRoute('/admin/product-approval');

    const variant = await card('Memoria RAM Kingston Fury Beast');
    expect(variant.getByText('Nueva variante')).toBeInTheDocument();
    const proposed = within(
      variant.getByRole('table', { name: 'Variante propuesta de Memoria RAM Kingston Fury Beast' }),
    );
    const rows = proposed.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'VarianteCapacidad total: 64 GB',
      'Número de modeloKF432C16BB-64',
    ]);
    await user.click(variant.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Variante aprobada');
  });

  it('rejects only with a reason, and sends it', async () => {
    const requests = signInAsAdmin(...queueServer([NEW]));
    const user = userEvent.setup();
    renderAdminRoute('/admin/product-approval');

    await user.click((await card('Mouse inalámbrico')).getByRole('button', { name: 'Rechazar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar propuesta' }));
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByText('El motivo debe tener al menos 5 caracteres')).toBeInTheDocument();
    expect(callsTo(requests, '/admin/catalog/revisions/42/reject')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Las fotos no son del producto');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Propuesta rechazada');
    expect(await screen.findByText('No hay productos por aprobar')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [reject] = requests.filter((r) => r.url.endsWith('/admin/catalog/revisions/42/reject'));
    expect(await reject!.json()).toEqual({ reason: 'Las fotos no son del producto' });
  });

  it('asks for changes with a reason', async () => {
    const requests = signInAsAdmin(...queueServer([CHANGE]));
    const user = userEvent.setup();
    renderAdminRoute('/admin/product-approval');

    await user.click((await card('Teclado mecánico RGB')).getByRole('button', { name: 'Solicitar cambios' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Solicitar cambios' }));
    await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Agrega una foto de frente');
    await user.click(dialog.getByRole('button', { name: 'Solicitar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cambios solicitados');
    const [ask] = requests.filter((r) => r.url.endsWith('/admin/catalog/revisions/41/request-changes'));
    expect(await ask!.json()).toEqual({ reason: 'Agrega una foto de frente' });
  });

  it('shows the server’s message when another administrator decided first, and reloads the queue', async () => {
    let gone = false;
    const requests = signInAsAdmin(
      route(
        'POST',
        '/admin/catalog/revisions/42/approve',
        () => {
          gone = true;
          return { message: 'Esta propuesta ya fue decidida' };
        },
        409,
      ),
      route(
        'GET',
        '/admin/catalog/revisions',
        (): RevisionPage => (gone ? EMPTY : { content: [NEW], totalPages: 1, totalElements: 1 }),
      ),
    );
    const user = userEvent.setup();
    renderAdminRoute('/admin/product-approval');

    await user.click((await card('Mouse inalámbrico')).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta propuesta ya fue decidida');
    expect(await screen.findByText('No hay productos por aprobar')).toBeInTheDocument();
    expect(callsTo(requests, '/admin/catalog/revisions')).toHaveLength(2);
  });

  it('lists the trusted shops’ proposals and the decided ones, keeping the filter in the address', async () => {
    const requests = signInAsAdmin(
      route('GET', '/admin/catalog/revisions', (request: Request): RevisionPage => {
        const state = new URL(request.url).searchParams.get('state');
        const revision: RevisionResponse =
          state === 'REJECTED'
            ? { ...NEW, state: 'REJECTED', reason: 'Fotos borrosas', decidedAt: '2026-03-15T10:00:00.000Z' }
            : { ...CHANGE, state: 'APPROVED', autoApproved: true };
        return { content: [revision], totalPages: 1, totalElements: 1 };
      }),
    );
    const user = userEvent.setup();
    const router = renderAdminRoute('/admin/product-approval?ver=auto');

    const auto = await card('Teclado mecánico RGB');
    expect(auto.getByText('Publicada automáticamente')).toBeInTheDocument();
    expect(auto.queryByRole('button', { name: 'Aprobar' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await user.click(await screen.findByRole('option', { name: 'Rechazadas' }));
    const rejected = await card('Mouse inalámbrico');
    expect(rejected.getByText('Rechazada')).toBeInTheDocument();
    expect(rejected.getByText('Motivo: Fotos borrosas')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ver=rejected');
    expect(callsTo(requests, '/admin/catalog/revisions').map((url) => url.search)).toEqual([
      '?auto=true&page=0',
      '?state=REJECTED&page=0',
    ]);
  });

  it('pages with the page in the address, keeping the filter', async () => {
    const requests = signInAsAdmin(
      route('GET', '/admin/catalog/revisions', (request: Request): RevisionPage => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const title = `Producto de la página ${page + 1}`;
        return {
          content: [{ ...NEW, product: { ...NEW.product, title } }],
          totalPages: 2,
          totalElements: 21,
        };
      }),
    );
    const user = userEvent.setup();
    const router = renderAdminRoute('/admin/product-approval?ver=rejected&page=2');

    expect(await screen.findByText('Producto de la página 2')).toBeInTheDocument();
    expect(screen.getByText('21 propuestas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Producto de la página 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ver=rejected');
    expect(callsTo(requests, '/admin/catalog/revisions').map((url) => url.search)).toEqual([
      '?state=REJECTED&page=1',
      '?state=REJECTED&page=0',
    ]);
  });

  it('shows the server’s message when the queue cannot be loaded', async () => {
    signInAsAdmin(route('GET', '/admin/catalog/revisions', { message: 'Demasiadas solicitudes' }, 429));
    renderAdminRoute('/admin/product-approval');
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes');
  });

  it('says when there is nothing to approve', async () => {
    signInAsAdmin(route('GET', '/admin/catalog/revisions', EMPTY));
    renderAdminRoute('/admin/product-approval');
    expect(await screen.findByText('No hay productos por aprobar')).toBeInTheDocument();
  });
});
