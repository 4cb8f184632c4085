import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '@/test/downloads';
import { renderRoute, route } from '@/test/render-route';
import { signInAsSeller } from '../products/seller-test-api';

afterEach(() => vi.restoreAllMocks());

/** Answers a statement download with a small file of its month and format. */
const statementFile = (request: Request) => {
  const match = /^\/v1\/sellers\/statements\/(\d{4}-\d{2})\.(pdf|csv)$/.exec(new URL(request.url).pathname);
  if (!match) return undefined;
  return match[1] === '2026-09'
    ? Response.json(
        { message: 'Indica el mes del extracto como AAAA-MM, por ejemplo 2026-03' },
        { status: 400 },
      )
    : new Response(`${match[2]} ${match[1]}`);
};

describe("the seller's statements ('Extractos')", () => {
  it('lists the months newest first, each downloadable as PDF and CSV with the seller token', async () => {
    const downloads = catchDownloads();
    const requests = signInAsSeller(
      route('GET', '/sellers/statements', { months: ['2026-11', '2026-10', '2026-09'] }),
      statementFile,
    );
    renderRoute('/seller/statements');

    expect(await screen.findByRole('heading', { name: 'Extractos', level: 1 })).toBeInTheDocument();
    const months = within(await screen.findByRole('list', { name: 'Meses' })).getAllByRole('listitem');
    expect(months.map((m) => m.getAttribute('aria-label'))).toEqual([
      'Noviembre de 2026',
      'Octubre de 2026',
      'Septiembre de 2026',
    ]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Descargar el extracto de Noviembre de 2026 en PDF' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Descargar el extracto de Octubre de 2026 en CSV' }),
    );
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads.map((d) => d.filename)).toEqual(['extracto-2026-11.pdf', 'extracto-2026-10.csv']);
    expect(await downloads[1]!.blob.text()).toBe('csv 2026-10');
    const call = requests.find((r) => r.url.endsWith('/v1/sellers/statements/2026-11.pdf'));
    expect(call?.headers.get('authorization')).toBe('Bearer seller-token');

    // The server's reason is said next to the month that failed.
    await userEvent.click(
      screen.getByRole('button', { name: 'Descargar el extracto de Septiembre de 2026 en PDF' }),
    );
    const september = within(screen.getByRole('listitem', { name: 'Septiembre de 2026' }));
    expect(await september.findByRole('alert')).toHaveTextContent('Indica el mes del extracto como AAAA-MM');
    expect(downloads).toHaveLength(2);
  });

  it("is reached from the seller menu's 'Extractos'", async () => {
    signInAsSeller(route('GET', '/sellers/statements', { months: ['2026-11'] }));
    renderRoute('/seller/statements');
    const entries = await screen.findAllByRole('link', { name: 'Extractos' });
    expect(entries[0]).toHaveAttribute('href', '/seller/statements');
  });
});
