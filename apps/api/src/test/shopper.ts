import type { ProductResponse } from '@tecnobazar/shared';
import { ADMIN_EMAIL, latestCode, type TestContext } from './test-app.ts';

/** Calls the API as one shopper (or as a visitor when jwt is undefined). */
export function asUser(ctx: TestContext, jwt?: string) {
  const headers = jwt ? { authorization: `Bearer ${jwt}` } : {};
  return {
    get: (url: string) => ctx.app.inject({ method: 'GET', url: `/v1${url}`, headers }),
    post: (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url: `/v1${url}`, headers, payload }),
    put: (url: string, payload?: object) =>
      ctx.app.inject({ method: 'PUT', url: `/v1${url}`, headers, payload }),
    patch: (url: string, payload?: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/v1${url}`, headers, payload }),
    delete: (url: string) => ctx.app.inject({ method: 'DELETE', url: `/v1${url}`, headers }),
  };
}

/** Signs the seeded administrator in and returns the token. */
export async function adminToken(ctx: TestContext): Promise<string> {
  ctx.clock.advance(31_000); // past the resend wait of any earlier admin sign-in
  await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/sent/login-signup-otp',
    payload: { email: `signing_${ADMIN_EMAIL}` },
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    payload: { email: ADMIN_EMAIL, otp: await latestCode(ctx, ADMIN_EMAIL) },
  });
  return res.json().jwt;
}

/** Visible products of the demo catalogue that can be bought, cheapest first. */
export async function buyableProducts(
  ctx: TestContext,
  query = 'sort=price_low',
): Promise<ProductResponse[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/v1/products?${query}` });
  return (res.json().content as ProductResponse[]).filter((p) => p.in_stock && p.quantity >= 10);
}
