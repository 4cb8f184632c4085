import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerRegistration, signUpSeller } from './test/seller.ts';
import { adminToken } from './test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext } from './test/test-app.ts';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
};
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A value that passes its own field's checks, for every query parameter and body field the API has. */
const VALID_QUERY: Record<string, string> = {
  category: 'keyboards',
  color: 'Negro',
  brand: 'Logitech',
  minPrice: '1',
  maxPrice: '100',
  price: '1-100',
  minDiscount: '1',
  discount: '1',
  sizes: 'M',
  sort: 'newest',
  pageNumber: '0',
  query: 'teclado',
  apply: 'true',
  code: 'ABC',
  orderValue: '10',
  amount: '10',
  addressId: '1',
  token: 'token',
  status: 'ACTIVE',
  to: 'ana@example.com',
};
const VALID_BODY: Record<string, Json> = {
  ...sellerRegistration('contrato@example.com'),
  businessDetails: {
    businessName: 'Gómez',
    businessEmail: 'tienda@example.com',
    businessMobile: '3001234567',
    businessAddress: 'Calle 1',
  },
  otp: '123456',
  fullName: 'Ana María',
  productId: 1,
  size: 'FREE',
  quantity: 1,
  code: 'ABC123',
  discountPercentage: 10,
  validityStartDate: '2026-01-01',
  validityEndDate: '2099-12-31',
  minimumOrderValue: 10,
  name: 'Lucía',
  address: 'Calle 80 # 12-34',
  city: 'Bogotá',
  state: 'Cundinamarca',
  twoFactorToken: 'a.b.c',
};
/** Tried in place of each query value in turn: NUL bytes, huge numbers, impossible dates, empties. */
const BAD_QUERY = [
  '%00',
  'a%00b',
  `1${'0'.repeat(30)}`,
  `0-${'9'.repeat(27)}`,
  '-1',
  '0x5',
  '2026-02-31',
  '',
  '%20',
];
/** Tried in place of each body field in turn: control characters and values of the wrong type. */
const BAD_JSON: Json[] = ['x\u0000y', 'x\u0007', 1e30, -1, '2026-02-31', '2', true, [1], '0x5', null, {}, ''];

/** Every leaf of a body: its path of keys and its value. */
const leaves = (value: Json, path: string[] = []): [string[], Json][] =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))
    : [[path, value]];
const withValue = (body: Json, [key, ...rest]: string[], value: Json): Json => {
  if (key === undefined) return value;
  const object = body as Record<string, Json>;
  return { ...object, [key]: withValue(object[key] ?? {}, rest, value) };
};

/**
 * Every route in the OpenAPI document, called with bad input by a visitor and by each kind of account,
 * answers with a client error: never a 500, never a 202. Bad values go one at a time into otherwise
 * valid queries and bodies, so each reaches the code behind the checks it passes.
 */
describe('no route answers 500 or 202 to bad input', () => {
  let ctx: TestContext;
  let accounts: Record<string, string>[];
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' });
    const tokens = [(await signUpCustomer(ctx)).jwt, await adminToken(ctx), await signUpSeller(ctx)];
    accounts = tokens.map((jwt) => ({ authorization: `Bearer ${jwt}` }));
    paths = (await ctx.app.inject({ method: 'GET', url: '/v1/docs/json' })).json().paths;
  });
  afterAll(() => ctx?.close());

  let calls = 0;
  async function expectNoServerError(
    method: string,
    url: string,
    headers: Record<string, string>,
    payload?: string,
  ) {
    const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, headers, payload });
    calls++;
    const where = `${method.toUpperCase()} ${url} ${payload ?? ''}`;
    expect(res.statusCode, where).not.toBe(202);
    expect(res.statusCode, `${where} → ${res.body}`).toBeLessThan(500);
    if (res.statusCode >= 400) expect(res.json().message, where).toBeTruthy();
    // 'Sign out everywhere' ends the session it was called with and answers the token to go on with:
    // the account's later calls use it, or every route after it would only be tried signed out.
    const renewed =
      res.statusCode === 200 && headers.authorization && /json/.test(String(res.headers['content-type']))
        ? (res.json() as { jwt?: unknown }).jwt
        : undefined;
    if (typeof renewed === 'string')
      for (const account of accounts)
        if (account.authorization === headers.authorization) account.authorization = `Bearer ${renewed}`;
    return res;
  }
  const routes = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );

  // Sixty requests per route with a path parameter, thousands in all: a minute on a machine busy with
  // another suite, so its limit is not the 30 s of one request-sized test.
  it('holds for bad path parameters and malformed bodies', async () => {
    const badParams = ['abc', '-1', '99999999999999999999', `1${'0'.repeat(30)}`, '%00', "1'%20or%201=1"];
    const badBodies = [
      undefined,
      '[',
      '{"campo_desconocido": true}',
      '{"email": 12, "otp": null}',
      '"texto"',
    ];
    calls = 0;
    for (const { path, method } of routes()) {
      for (const param of badParams) {
        const url = `${path.replace(/\{[^}]+\}/g, param)}?status=NOPE&to=x&type=zzz&pageNumber=-5`;
        for (const body of badBodies) {
          for (const headers of [{}, accounts[0]!]) {
            const json = body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
            await expectNoServerError(method, url, json, body);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
  }, 180_000);

  // Every route is called dozens of times: minutes when CI's two cores run three lanes at once.
  it('holds for each bad query value, and for every query value left empty', {
    timeout: 180_000,
  }, async () => {
    calls = 0;
    for (const { path, method, op } of routes()) {
      const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (names.length === 0) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const valid = (n: string) => `${n}=${encodeURIComponent(VALID_QUERY[n] ?? '1')}`;
      // Alone, and among valid values (a parameter may only be read when the others are right).
      const queries = names.flatMap((name) =>
        BAD_QUERY.flatMap((bad) => [
          `${name}=${bad}`,
          names.map((n) => (n === name ? `${n}=${bad}` : valid(n))).join('&'),
        ]),
      );
      for (const headers of [{}, ...accounts]) {
        for (const q of queries) await expectNoServerError(method, `${url}?${q}`, headers);
        // Empty values mean "not set": the same answer as no query at all.
        const empty = names.map((n) => `${n}=`).join('&');
        const withEmpty = await expectNoServerError(method, `${url}?${empty}`, headers);
        const without = await expectNoServerError(method, url, headers);
        expect(withEmpty.statusCode, `${method} ${url}?${empty}`).toBe(without.statusCode);
      }
    }
    expect(calls).toBeGreaterThan(100);
  });

  it('serves a body-less call to a route without a body whatever content type it names', async () => {
    for (const { path, method, op } of routes()) {
      if (op.requestBody || method === 'get') continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const headers of accounts) {
        const bare = await expectNoServerError(method, url, headers);
        for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
          const typed = await expectNoServerError(method, url, { ...headers, 'content-type': type });
          expect(typed.statusCode, `${method} ${url} as ${type}: ${typed.body}`).toBe(bare.statusCode);
        }
      }
    }
  });

  it('holds for each bad value in a JSON body, and refuses values of the wrong type', {
    timeout: 180_000,
  }, async () => {
    calls = 0;
    for (const { path, method, op } of routes()) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const fields = Object.keys(schema.properties ?? {}).filter((k) => k in VALID_BODY);
      const valid = Object.fromEntries(fields.map((k) => [k, VALID_BODY[k]!]));
      for (const [leaf, good] of leaves(valid)) {
        for (const bad of BAD_JSON) {
          const body = JSON.stringify(withValue(valid, leaf, bad));
          for (const headers of accounts) {
            const json = { ...headers, 'content-type': 'application/json' };
            const res = await expectNoServerError(method, url, json, body);
            // JSON bodies are never coerced: a value of another type is refused.
            if (typeof bad !== typeof good)
              expect(res.statusCode, `${url} ${body}`).toBeGreaterThanOrEqual(400);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
  });
});
