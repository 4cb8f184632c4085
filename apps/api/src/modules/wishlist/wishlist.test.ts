import type { ProductResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let productIds: number[];
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' }, { seed: true });
  const page = (await ctx.app.inject({ method: 'GET', url: '/v1/products' })).json();
  productIds = page.content.map((p: ProductResponse) => p.id);
});
afterAll(() => ctx?.close());

const wishlist = (jwt: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/api/wishlist', headers: { authorization: `Bearer ${jwt}` } });
const toggle = (jwt: string, productId: number | string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/api/wishlist/add-product/${productId}`,
    headers: { authorization: `Bearer ${jwt}` },
  });
const ids = (body: { products: ProductResponse[] }) => body.products.map((p) => p.id);

describe('wishlist', () => {
  it('starts empty, adds on the first toggle, removes on the second, newest first', async () => {
    const { jwt } = await signUpCustomer(ctx);
    expect((await wishlist(jwt)).json().products).toEqual([]);
    const [a, b] = productIds as [number, number];
    expect(ids((await toggle(jwt, a)).json())).toEqual([a]);
    expect(ids((await toggle(jwt, b)).json())).toEqual([b, a]);
    expect(ids((await toggle(jwt, a)).json())).toEqual([b]);
    expect(ids((await wishlist(jwt)).json())).toEqual([b]);
  });

  it("keeps each shopper's wishlist their own", async () => {
    const ana = await signUpCustomer(ctx);
    const beto = await signUpCustomer(ctx);
    await toggle(ana.jwt, productIds[2]!);
    expect(ids((await wishlist(beto.jwt)).json())).toEqual([]);
    await toggle(beto.jwt, productIds[2]!);
    expect(ids((await wishlist(ana.jwt)).json())).toEqual([productIds[2]]);
    expect(ids((await wishlist(beto.jwt)).json())).toEqual([productIds[2]]);
  });

  it('answers 404 for an unknown product and 400 for a non-number', async () => {
    const { jwt } = await signUpCustomer(ctx);
    const res = await toggle(jwt, 99999999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Producto no encontrado');
    expect((await toggle(jwt, 'abc')).statusCode).toBe(400);
  });

  it('needs a signed-in shopper', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/api/wishlist' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/v1/api/wishlist/add-product/${productIds[0]}` }))
        .statusCode,
    ).toBe(401);
  });
});
