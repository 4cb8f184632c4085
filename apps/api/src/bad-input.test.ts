import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerRegistration, signUpSeller } from './test/seller.ts';
import { countRows, createTestApp, latestCode, type TestContext, uniqueEmail } from './test/test-app.ts';

/** Control characters in the sign-up and seller forms and the dev mailbox: refused before any work. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' });
});
afterAll(() => ctx?.close());

const NOT_ALLOWED = 'El texto contiene caracteres no permitidos';
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/v1${url}`, payload });

describe('control characters', () => {
  it('refuses a NUL byte in the sign-up name before spending the code', async () => {
    const email = uniqueEmail('nul');
    expect((await post('/auth/sent/login-signup-otp', { email })).statusCode).toBe(200);
    const otp = await latestCode(ctx, email);
    const bad = await post('/auth/signup', { email, otp, fullName: 'Ana\u0000María' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toBe(NOT_ALLOWED);
    const good = await post('/auth/signup', { email, otp, fullName: 'Ana María' });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('refuses control characters anywhere in the seller registration, and stores nothing', async () => {
    const before = await countRows(ctx, 'sellers');
    const email = uniqueEmail('nul-tienda');
    const valid = sellerRegistration(email);
    const bodies = [
      { ...valid, sellerName: 'Andrés\u0000' },
      { ...valid, gstin: '900\u0000123' },
      { ...valid, businessDetails: { businessName: 'Gómez', businessAddress: 'Calle\u00001' } },
      { ...valid, pickupAddress: { ...valid.pickupAddress, city: 'Mede\u0007llín' } },
      { ...valid, bankDetails: { ...valid.bankDetails, ifscCode: 'BAN\u0000COL' } },
    ];
    for (const body of bodies) {
      const res = await post('/sellers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(NOT_ALLOWED);
    }
    expect(await countRows(ctx, 'sellers')).toBe(before);
  });

  it("refuses a NUL byte in a seller's profile update", async () => {
    const headers = { authorization: `Bearer ${await signUpSeller(ctx)}` };
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: '/v1/sellers', headers, payload });
    for (const body of [
      { sellerName: 'Tienda\u0000' },
      { pickupAddress: { address: 'Calle\u00001', city: 'Cali', state: 'Valle', mobile: '3001234567' } },
    ]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(NOT_ALLOWED);
    }
    expect((await patch({ sellerName: 'Tienda nueva' })).statusCode).toBe(200);
  });

  it('refuses a NUL byte in the dev mailbox address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/dev/mailbox/latest?to=a%00b@example.com' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(NOT_ALLOWED);
  });
});
