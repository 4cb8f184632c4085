import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const EMBEDDED = { '/v1/home-page': { categories: [], deals: [] }, '/v1/products/7': { id: 7 } };

describe('page data', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML = `<script type="application/json" id="tb-page-data">${JSON.stringify(EMBEDDED)}</script>`;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('answers the first GET of an embedded address from the page, and later ones from the network', async () => {
    const network = vi.fn(async () => Response.json({ id: 7, fresh: true }));
    vi.stubGlobal('fetch', network);
    const { pageDataFetch } = await import('./page-data');

    const first = await pageDataFetch(new Request('http://localhost/v1/products/7'));
    expect(await first.json()).toEqual({ id: 7 });
    expect(network).not.toHaveBeenCalled();

    const again = await pageDataFetch(new Request('http://localhost/v1/products/7'));
    expect(await again.json()).toEqual({ id: 7, fresh: true });
    expect(network).toHaveBeenCalledOnce();
  });

  it('sends other addresses, other methods and a page without data to the network', async () => {
    const network = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', network);
    const { pageDataFetch } = await import('./page-data');
    await pageDataFetch(new Request('http://localhost/v1/products/8'));
    await pageDataFetch(new Request('http://localhost/v1/home-page', { method: 'POST', body: '{}' }));
    expect(network).toHaveBeenCalledTimes(2);

    vi.resetModules();
    document.head.innerHTML = '<script type="application/json" id="tb-page-data">{no es json</script>';
    const broken = await import('./page-data');
    await broken.pageDataFetch(new Request('http://localhost/v1/home-page'));
    expect(network).toHaveBeenCalledTimes(3);
  });
});
