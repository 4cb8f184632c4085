import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { isLoopback } from './loopback-only.ts';

const DEV_URLS = [
  '/v1/dev/mailbox',
  '/v1/dev/mailbox/latest?to=admin@tecnobazar.local',
  '/v1/dev/paypal/checkout?token=CUALQUIERA',
];

describe('dev routes answer only this machine unless DEV_ROUTES_PUBLIC=true', () => {
  let closed: TestContext;
  let open: TestContext;
  beforeAll(async () => {
    [closed, open] = await Promise.all([createTestApp(), createTestApp({ DEV_ROUTES_PUBLIC: 'true' })]);
    for (const ctx of [closed, open]) {
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/sent/login-signup-otp',
        payload: { email: 'signing_admin@tecnobazar.local' },
      });
    }
  });
  afterAll(() => Promise.all([closed?.close(), open?.close()]));

  const get = (ctx: TestContext, url: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'GET', url, remoteAddress });

  it("answers 404 to another address, the same as an unknown path, and never shows the admin's code", async () => {
    for (const url of DEV_URLS) {
      for (const remote of ['203.0.113.9', '10.0.0.5', '::ffff:192.0.2.1', '2001:db8::1']) {
        const res = await get(closed, url, remote);
        expect(res.statusCode, `${url} from ${remote}`).toBe(404);
        expect(res.json()).toEqual(errorBody('Ruta no encontrada'));
        expect(res.body).not.toMatch(/\d{6}/);
      }
    }
  });

  it('answers loopback callers', async () => {
    for (const remote of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const latest = await get(closed, DEV_URLS[1]!, remote);
      expect(latest.statusCode, remote).toBe(200);
      expect(latest.json().otp).toMatch(/^\d{6}$/);
      expect((await get(closed, DEV_URLS[0]!, remote)).statusCode).toBe(200);
    }
  });

  it("shows a mail's addresses as links", async () => {
    await closed.app.inject({
      method: 'POST',
      url: '/v1/auth/sent/login-signup-otp',
      payload: { email: 'signing_sin-cuenta@example.com' },
    });
    const page = (await get(closed, DEV_URLS[0]!, '127.0.0.1')).body;
    expect(page).toMatch(/crea tu cuenta en <a href="(http:\/\/localhost:\d+\/login)">\1<\/a>\. Si no/);
  });

  it('answers any address when opened on purpose', async () => {
    const res = await get(open, DEV_URLS[1]!, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(res.json().otp).toMatch(/^\d{6}$/);
  });

  it('knows which addresses are this machine', () => {
    for (const ip of ['127.0.0.1', '127.255.0.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(ip), ip).toBe(true);
    for (const ip of ['128.0.0.1', '10.0.0.1', '::2', '::ffff:10.0.0.1', '1127.0.0.1', '127.0.0.1.evil'])
      expect(isLoopback(ip), ip).toBe(false);
  });
});
