import { describe, expect, it } from 'vitest';
import { type ApiCall, pageExists } from './page-status.ts';

/** Answers each product address with its status, and records what was asked. */
function products(statuses: Record<string, number>) {
  const asked: string[] = [];
  const call: ApiCall = async (url) => {
    asked.push(url);
    return { status: statuses[url] ?? 200, body: '{}' };
  };
  return { asked, call };
}
const PRODUCT = (id: string) => `/product-details/keyboards/teclado/${id}`;

describe('whether a page address leads somewhere', () => {
  it('knows a listing by its category, without asking the API', async () => {
    const { asked, call } = products({});
    expect(await pageExists('/products/keyboards_mechanical', '/v1', call)).toBe(true);
    expect(await pageExists('/products/no_such_cat', '/v1', call)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('asks the API for a product, and only its "no such product" makes the page missing', async () => {
    const { asked, call } = products({ '/v1/products/404': 404, '/v1/products/503': 503 });
    expect(await pageExists(PRODUCT('7'), '/v1', call)).toBe(true);
    expect(await pageExists(PRODUCT('404'), '/v1', call)).toBe(false);
    expect(await pageExists(PRODUCT('503'), '/v1', call)).toBe(true);
    expect(await pageExists(PRODUCT('siete'), '/v1', call)).toBe(false);
    expect(asked).toEqual(['/v1/products/7', '/v1/products/404', '/v1/products/503']);
  });

  it("leaves other pages to the app's own list, and takes them as found without one", async () => {
    const { call } = products({});
    const knowsPage = async (pathname: string) => pathname !== '/zzz';
    expect(await pageExists('/zzz', '/v1', call, knowsPage)).toBe(false);
    expect(await pageExists('/cart', '/v1', call, knowsPage)).toBe(true);
    expect(await pageExists('/zzz', '/v1', call)).toBe(true);
  });
});
