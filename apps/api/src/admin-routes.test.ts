import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSeller } from './test/seller.ts';
import { createTestApp, signUpCustomer, type TestContext, uniqueEmail } from './test/test-app.ts';

const modulesDir = fileURLToPath(new URL('./modules', import.meta.url));
const ROUTE = /\bapp\.(get|post|put|patch|delete)\(\s*'([^']+)'/g;

/** Every route declared in a `*.admin.routes.ts` file: the route table this test is driven from. */
function adminRoutes(): { method: string; url: string; file: string }[] {
  const routes = [];
  for (const module of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    for (const file of readdirSync(join(modulesDir, module.name))) {
      if (!file.endsWith('.admin.routes.ts')) continue;
      const source = readFileSync(join(modulesDir, module.name, file), 'utf8');
      expect(source, `${file} declares the admin guard`).toContain(
        "app.addHook('onRequest', app.guards.admin)",
      );
      for (const [, method, url] of source.matchAll(ROUTE))
        routes.push({ method: method!.toUpperCase(), url: url!, file });
    }
  }
  return routes;
}

let ctx: TestContext;
let shopper: string;
let seller: string;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' });
  shopper = (await signUpCustomer(ctx, uniqueEmail('curioso'))).jwt;
  seller = await signUpSeller(ctx, uniqueEmail('tienda'));
});
afterAll(() => ctx?.close());

describe('admin routes', () => {
  const routes = adminRoutes();

  it('finds the admin route table, and every /admin path of the API is in it', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const documented = Object.entries(
      (await ctx.app.inject({ method: 'GET', url: '/v1/docs/json' })).json().paths as Record<string, object>,
    );
    const declared = new Set(routes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
    for (const [path, methods] of documented) {
      if (!/\/admin(\/|$)/.test(path)) continue;
      for (const method of Object.keys(methods)) {
        expect(declared, `${method.toUpperCase()} ${path} must live in an *.admin.routes.ts file`).toContain(
          `${method.toUpperCase()} ${path.replace(/^\/v1/, '')}`,
        );
      }
    }
  });

  it('answers 401 without a token and 403 to a shopper and to a seller, on every admin route', async () => {
    for (const { method, url, file } of routes) {
      const request = (token?: string): InjectOptions => ({
        method: method as InjectOptions['method'],
        url: `/v1${url.replace(/:\w+/g, '1')}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const answers = [
        (await ctx.app.inject(request())).statusCode,
        (await ctx.app.inject(request(shopper))).statusCode,
        (await ctx.app.inject(request(seller))).statusCode,
      ];
      expect(answers, `${method} ${url} (${file})`).toEqual([401, 403, 403]);
    }
  });
});
