import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const EMBEDDED = { '/v1/home-page': { categories: [], deals: [] }, '/v1/products/7': { id: 7 } };

/** A JSON block in the page's head, as the server writes it (beside the page's styles, which stay). */
function embed(id: string, text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.head.append(script);
}

describe('page data', () => {
  beforeEach(() => {
    vi.resetModules();
    embed('tb-page-data', JSON.stringify(EMBEDDED));
  });
  afterEach(() => {
    for (const script of document.head.querySelectorAll('script[type="application/json"]')) script.remove();
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
    document.getElementById('tb-page-data')?.remove();
    embed('tb-page-data', '{no es json');
    const broken = await import('./page-data');
    await broken.pageDataFetch(new Request('http://localhost/v1/home-page'));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('takes the answer of a signed-in call started before the app, once, and only with the same token', async () => {
    const network = vi.fn(async () => Response.json({ fresh: true }));
    vi.stubGlobal('fetch', network);
    const early = Response.json({ cartItems: [], early: true });
    vi.stubGlobal(
      'tbSignedInCalls',
      new Map([['/v1/api/cart', { jwt: 'token-a', answer: Promise.resolve(early) }]]),
    );
    const { pageDataFetch } = await import('./page-data');
    const asB = await pageDataFetch(
      new Request('http://localhost/v1/api/cart', { headers: { Authorization: 'Bearer token-b' } }),
    );
    expect(await asB.json()).toEqual({ fresh: true });
    const asA = () =>
      pageDataFetch(
        new Request('http://localhost/v1/api/cart', { headers: { Authorization: 'Bearer token-a' } }),
      );
    expect(await (await asA()).json()).toEqual({ cartItems: [], early: true });
    expect(await (await asA()).json()).toEqual({ fresh: true });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('starts the store from the cache the server drew the page with: the data is there, nothing is fetched', async () => {
    const network = vi.fn(async () => Response.json({ id: 7, fresh: true }));
    vi.stubGlobal('fetch', network);
    const product = { id: 7, title: 'Teclado' };
    const { makeStore } = await import('@/lib/store/store');
    const { catalogApi } = await import('./catalog');
    // The server's store, as entry-server.tsx makes it: its queries answered in process.
    const server = makeStore({ baseQuery: async () => ({ data: product }) });
    await server.dispatch(catalogApi.endpoints.getProduct.initiate(7));
    embed('tb-first-screen', JSON.stringify(server.getState().api));

    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => catalogApi.useGetProductQuery(7), { wrapper });
    // The very first render has the product: the app's first drawing matches the server's.
    expect(result.current.data).toEqual(product);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network).not.toHaveBeenCalled();
  });
});
