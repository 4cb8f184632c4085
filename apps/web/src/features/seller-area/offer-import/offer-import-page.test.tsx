import type { OfferImportResponse } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from '../products/seller-test-api';

afterEach(() => vi.restoreAllMocks());

const report = (overrides: Partial<OfferImportResponse> = {}): OfferImportResponse => ({
  id: 5,
  fileName: 'precios.csv',
  format: 'csv',
  state: 'VALIDATED',
  totalLines: 250,
  okLines: 120,
  badLines: 130,
  appliedLines: 0,
  createdAt: '2026-11-28T15:00:00.000Z',
  finishedAt: null,
  errors: [{ line: 14, message: 'línea 14: el precio de venta supera el precio sugerido' }],
  errorPages: 2,
  ...overrides,
});
const secondPage = [{ line: 140, message: 'línea 140: repetida con la línea 8' }];
const csv = () => new File(['producto_id;precio_sugerido;precio_venta;cantidad\n1;10;20;1\n'], 'precios.csv');

describe("the seller's 'Importar publicaciones'", () => {
  it('checks a file, shows the counts and each refused line, and pages the errors', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/offers/imports', { content: [] }),
      route('POST', '/sellers/offers/import', report()),
      route('GET', '/sellers/offers/imports/5', (request: Request) =>
        new URL(request.url).searchParams.get('page') === '1' ? report({ errors: secondPage }) : report(),
      ),
    );
    renderRoute('/seller/import-offers');
    expect(
      await screen.findByRole('heading', { name: 'Importar publicaciones', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar archivo' })).toBeDisabled();

    await userEvent.upload(screen.getByLabelText('Archivo de publicaciones'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));

    const result = within(await screen.findByRole('region', { name: 'Resultado de la revisión' }));
    expect(result.getByText(/líneas correctas/)).toHaveTextContent(
      '120 líneas correctas, 130 con errores, de 250',
    );
    expect(
      result.getByRole('cell', { name: 'línea 14: el precio de venta supera el precio sugerido' }),
    ).toBeVisible();
    await userEvent.click(result.getByRole('button', { name: 'Siguiente' }));
    expect(await result.findByRole('cell', { name: 'línea 140: repetida con la línea 8' })).toBeVisible();
    expect(result.getByRole('button', { name: 'Aplicar 120 líneas' })).toBeEnabled();

    const upload = requests.find((r) => r.method === 'POST' && r.url.endsWith('/sellers/offers/import'))!;
    expect(upload.headers.get('authorization')).toBe('Bearer seller-token');
    expect(await ((await upload.formData()).get('file') as File).text()).toMatch(
      /^producto_id;precio_sugerido/,
    );
  });

  it('applies the good lines and follows the progress until it is done', async () => {
    const states = [
      report({ state: 'APPLYING', appliedLines: 0 }),
      report({ state: 'APPLYING', appliedLines: 60 }),
      report({ state: 'DONE', appliedLines: 120, finishedAt: '2026-11-28T15:01:00.000Z' }),
    ];
    let polls = 0;
    const requests = signInAsSeller(
      route('GET', '/sellers/offers/imports', { content: [] }),
      route('POST', '/sellers/offers/import', report()),
      route('POST', '/sellers/offers/imports/5/apply', report({ state: 'QUEUED' })),
      route('GET', '/sellers/offers/imports/5', () =>
        callsTo(requests, '/sellers/offers/imports/5/apply').length === 0
          ? report()
          : states[Math.min(polls++, states.length - 1)],
      ),
    );
    renderRoute('/seller/import-offers');
    await userEvent.upload(await screen.findByLabelText('Archivo de publicaciones'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar 120 líneas' }));

    expect(await screen.findByText('Aplicando… 60 de 120', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la importación' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      await screen.findByText(/Importación terminada: 120 publicaciones actualizadas/, {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver mis productos' })).toHaveAttribute(
      'href',
      '/seller/products',
    );
  }, 10_000);

  it('refuses a file over 5 MB without sending it, and says the server’s reason for one it refuses', async () => {
    const requests = signInAsSeller(
      route('GET', '/sellers/offers/imports', { content: [] }),
      route('POST', '/sellers/offers/import', { message: 'Faltan columnas: precio_venta' }, 400),
    );
    renderRoute('/seller/import-offers');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.csv');
    await userEvent.upload(await screen.findByLabelText('Archivo de publicaciones'), big);
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByText('El archivo supera el máximo de 5 MB')).toBeVisible();
    expect(callsTo(requests, '/sellers/offers/import')).toHaveLength(0);

    await userEvent.upload(screen.getByLabelText('Archivo de publicaciones'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByText('Faltan columnas: precio_venta')).toBeVisible();
  });

  it("is reached from the seller menu, and lists the latest imports to open one's report", async () => {
    signInAsSeller(
      route('GET', '/sellers/offers/imports', { content: [report({ state: 'FAILED', appliedLines: 60 })] }),
      route(
        'GET',
        '/sellers/offers/imports/5',
        report({ state: 'FAILED', appliedLines: 60, badLines: 0, errors: [], errorPages: 0 }),
      ),
    );
    renderRoute('/seller/import-offers');
    const entries = await screen.findAllByRole('link', { name: 'Importar publicaciones' });
    expect(entries[0]).toHaveAttribute('href', '/seller/import-offers');
    const table = within(await screen.findByRole('table', { name: 'Importaciones recientes' }));
    expect(table.getByRole('cell', { name: 'Falló' })).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Ver la importación de precios.csv' }));
    expect(
      await screen.findByText('La importación no terminó. Vuelve a aplicarla: continuará donde se detuvo.'),
    ).toBeVisible();
    expect(screen.getByText('Todas las líneas son correctas.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aplicar 120 líneas' })).toBeEnabled());
  });
});
