import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCustomer, type TestContext } from './test/test-app.ts';

/**
 * Every route in the OpenAPI document, called with bad input by a signed-in shopper and by a visitor,
 * answers with a client error: never a 500, never a 202.
 */
describe('no route answers 500 or 202 to bad input', () => {
  let ctx: TestContext;
  let jwt: string;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' });
    jwt = (await signUpCustomer(ctx)).jwt;
  });
  afterAll(() => ctx?.close());

  it('holds for every documented route', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const badParams = ['abc', '-1', '99999999999999999999', '%00', "1'%20or%201=1"];
    const badBodies = [
      undefined,
      '[',
      '{"campo_desconocido": true}',
      '{"email": 12, "otp": null}',
      '"texto"',
    ];
    let calls = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        for (const param of badParams) {
          const url = path.replace(/\{[^}]+\}/g, param);
          for (const body of badBodies) {
            for (const headers of [{}, { authorization: `Bearer ${jwt}` }]) {
              const res = await ctx.app.inject({
                method: method.toUpperCase() as 'GET',
                url: `${url}?status=NOPE&to=x&type=zzz&pageNumber=-5`,
                headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
                payload: body,
              });
              calls++;
              const where = `${method.toUpperCase()} ${url} ${body ?? ''}`;
              expect(res.statusCode, where).not.toBe(202);
              expect(res.statusCode, `${where} → ${res.body}`).toBeLessThan(500);
              if (res.statusCode >= 400) expect(res.json().message, where).toBeTruthy();
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
  });
});
