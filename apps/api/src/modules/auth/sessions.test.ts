import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createJwt } from '../../lib/jwt.ts';
import { signInSeller, signUpSeller } from '../../test/seller.ts';
import { adminToken } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';

// 'Sign out everywhere' and enabling the second factor end every other session (docs/decisions/0020).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const DONE = 'Cerramos tu sesión en todos los demás dispositivos.';
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const get = (url: string, jwt: string) =>
  ctx.app.inject({ method: 'GET', url: `/v1${url}`, headers: bearer(jwt) });
const post = (url: string, jwt: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/v1${url}`, headers: bearer(jwt), payload });
const adminCall = (jwt: string) => get('/api/coupons/admin/all', jwt);
const sellerCall = (jwt: string) => get('/sellers/profile', jwt);

/** Two sessions of one seller, signed in one after the other (past the resend wait). */
async function sellerWithTwoSessions() {
  const email = `tienda-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const first = await signUpSeller(ctx, email);
  ctx.clock.advance(31_000);
  return { email, first, second: await signInSeller(ctx, email) };
}

describe('sign out everywhere', () => {
  it("ends every other session of an administrator, keeps this one with a new token, and leaves other accounts' sessions alone", async () => {
    const here = await adminToken(ctx);
    const elsewhere = await adminToken(ctx);
    const { jwt: shopper } = await signUpCustomer(ctx);
    expect((await adminCall(elsewhere)).statusCode).toBe(200);

    const res = await post('/api/users/sign-out-everywhere', here);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DONE);
    const renewed: string = res.json().jwt;

    const refused = await adminCall(elsewhere);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.');
    // The token that asked is of the old version too: this session goes on with the answer's token.
    expect((await adminCall(here)).statusCode).toBe(401);
    expect((await adminCall(renewed)).statusCode).toBe(200);
    expect((await get('/api/users/profile', shopper)).statusCode).toBe(200);
  });

  it("ends every other session of a seller, and another seller's sessions go on", async () => {
    const { first, second } = await sellerWithTwoSessions();
    const other = await signUpSeller(ctx);

    const res = await post('/sellers/sign-out-everywhere', first);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DONE);
    expect((await sellerCall(second)).statusCode).toBe(401);
    expect((await sellerCall(first)).statusCode).toBe(401);
    expect((await sellerCall(res.json().jwt)).statusCode).toBe(200);
    expect((await sellerCall(other)).statusCode).toBe(200);
    // Uploads take any session: the ended one is refused there too.
    expect((await post('/uploads/image', second)).statusCode).toBe(401);
  });

  it('refuses without a session, and a seller cannot end a user account through the users route', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/sellers/sign-out-everywhere' })).statusCode,
    ).toBe(401);
    const { first } = await sellerWithTwoSessions();
    expect((await post('/api/users/sign-out-everywhere', first)).statusCode).toBe(403);
  });

  it('keeps tokens signed before session versions existed working until the account signs out everywhere', async () => {
    const { jwt } = await signUpCustomer(ctx);
    const { sub } = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    // A token as they were signed before: no `sv` claim.
    const legacy = createJwt(testConfig().JWT_SECRET, 3600).sign({
      sub,
      role: 'ROLE_CUSTOMER',
      typ: 'customer',
    } as never);
    expect(JSON.parse(Buffer.from(legacy.split('.')[1]!, 'base64url').toString()).sv).toBeUndefined();
    expect((await get('/api/users/profile', legacy)).statusCode).toBe(200);
    expect((await post('/api/users/sign-out-everywhere', jwt)).statusCode).toBe(200);
    expect((await get('/api/users/profile', legacy)).statusCode).toBe(401);
  });
});

describe('enabling the second factor', () => {
  const appCode = (secret: string) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ctx.clock.now().getTime() });

  it.each([
    ['seller', '/sellers/two-factor'],
    ['administrator', '/api/users/two-factor'],
  ] as const)('ends the other sessions of the %s and keeps this one with a new token', async (who, base) => {
    const [here, elsewhere, call] =
      who === 'seller'
        ? await sellerWithTwoSessions().then((s) => [s.first, s.second, sellerCall] as const)
        : [await adminToken(ctx), await adminToken(ctx), adminCall];
    const setup = await post(`${base}/setup`, here);
    expect(setup.statusCode).toBe(200);
    const enabled = await post(`${base}/enable`, here, { code: appCode(setup.json().secret) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().recoveryCodes).toHaveLength(10);

    expect((await call(elsewhere)).statusCode).toBe(401);
    expect((await call(here)).statusCode).toBe(401);
    const renewed: string = enabled.json().jwt;
    expect((await call(renewed)).statusCode).toBe(200);
    expect((await get(base, renewed)).json().enabled).toBe(true);
    if (who === 'administrator') {
      // The next tests' administrator signs in without the second factor.
      const off = await post(`${base}/disable`, renewed, { code: enabled.json().recoveryCodes[0] });
      expect(off.statusCode).toBe(200);
    }
  });
});
