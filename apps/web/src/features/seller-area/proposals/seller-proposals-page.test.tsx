import type { RevisionPage, RevisionResponse } from '@tecnobazar/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from '../products/seller-test-api';

const VARIANT: RevisionResponse = {
  id: 43,
  kind: 'VARIANT',
  state: 'REJECTED',
  product: { id: 9, title: 'Memoria RAM Kingston Fury Beast', image: null, status: 'APPROVED' },
  seller: { id: 7, businessName: 'Pixel Store' },
  changes: { axes: { capacityGb: 8 }, modelNumber: null },
  base: {},
  reason: 'Ese módulo no existe en 8 GB',
  autoApproved: false,
  createdAt: '2026-11-20T15:00:00.000Z',
  decidedAt: '2026-11-21T15:00:00.000Z',
};
const CHANGE: RevisionResponse = {
  ...VARIANT,
  id: 44,
  kind: 'CHANGE',
  state: 'PENDING',
  product: { id: 3, title: 'Teclado mecánico RGB', image: null, status: 'APPROVED' },
  changes: { title: 'Teclado mecánico RGB Pro' },
  base: { title: 'Teclado mecánico RGB' },
  reason: null,
  decidedAt: null,
};
const page = (content: RevisionResponse[], totalPages = 1): RevisionPage => ({
  content,
  totalPages,
  totalElements: content.length,
});

describe("the seller's 'Mis propuestas'", () => {
  it('shows each proposal with its kind, its state and the reason it was turned down', async () => {
    signInAsSeller(route('GET', '/sellers/catalog/revisions', page([CHANGE, VARIANT])));
    renderRoute('/seller/proposals');
    expect(await screen.findByRole('heading', { name: 'Mis propuestas', level: 1 })).toBeInTheDocument();

    const variant = within(await screen.findByRole('listitem', { name: 'Memoria RAM Kingston Fury Beast' }));
    expect(variant.getByText('Nueva variante')).toBeInTheDocument();
    expect(variant.getByText('Rechazada')).toBeInTheDocument();
    expect(variant.getByRole('alert')).toHaveTextContent('Rechazada: Ese módulo no existe en 8 GB');
    expect(variant.getByRole('table')).toHaveTextContent('Capacidad total: 8 GB');
    expect(variant.queryByText('Número de modelo')).toBeNull(); // none given: no empty row

    const change = within(screen.getByRole('listitem', { name: 'Teclado mecánico RGB' }));
    expect(change.getByText('Por revisar')).toBeInTheDocument();
    expect(change.getByText('Espera la revisión de TecnoBazar')).toBeInTheDocument();
    expect(change.getByRole('table')).toHaveTextContent('TítuloTeclado mecánico RGBTeclado mecánico RGB Pro');
    expect(
      screen.getByRole('navigation', { name: /Menú/ }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Mis propuestas');
  });

  it('pages with the page in the address', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/catalog/revisions', (request: Request) =>
        new URL(request.url).searchParams.get('page') === '1' ? page([VARIANT], 2) : page([CHANGE], 2),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/seller/proposals');
    await screen.findByRole('listitem', { name: 'Teclado mecánico RGB' });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(
      await screen.findByRole('listitem', { name: 'Memoria RAM Kingston Fury Beast' }),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/sellers/catalog/revisions').map((url) => url.search)).toEqual([
      '?page=0',
      '?page=1',
    ]);
  });

  it('says when the shop has proposed nothing', async () => {
    signInAsSeller(route('GET', '/sellers/catalog/revisions', page([], 0)));
    renderRoute('/seller/proposals');
    expect(
      await screen.findByText('Aún no has propuesto productos, cambios ni variantes'),
    ).toBeInTheDocument();
  });
});
