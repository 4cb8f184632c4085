import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  ADMIN_EMAIL,
  createTestApp,
  latestCode,
  signUpCustomer,
  type TestContext,
  uniqueEmail,
} from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Per-IP limits off: these tests make many tries from one address and check the per-account limit.
  ctx = await createTestApp({ ADMIN_2FA_REQUIRED: 'true', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' });
});
afterAll(() => ctx?.close());

type Area = 'user' | 'seller';
const BASE: Record<Area, string> = { user: '/v1/api/users/two-factor', seller: '/v1/sellers/two-factor' };
const STEP_MS = 30_000;

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const post = (url: string, payload?: object, jwt?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: jwt ? bearer(jwt) : {} });
const get = (url: string, jwt: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(jwt) });

/** The authenticator app: the code of the current 30-second step of the test clock (or a step away). */
const appCode = (secret: string, steps = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: ctx.clock.now().getTime() + steps * STEP_MS,
  });
/** A six-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const nextStep = () => ctx.clock.advance(STEP_MS);

/**
 * Setup and enable with the current code; returns the secret, the recovery codes and the token the session
 * goes on with (enabling ends every session signed before).
 */
async function enrol(area: Area, jwt: string) {
  const setup = await post(`${BASE[area]}/setup`, undefined, jwt);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await post(`${BASE[area]}/enable`, { code: appCode(secret) }, jwt);
  expect(enabled.statusCode).toBe(200);
  return {
    secret,
    recoveryCodes: enabled.json().recoveryCodes as string[],
    jwt: enabled.json().jwt as string,
  };
}

/** E-mail code sign-in of a shopper or admin; answers the raw response (a session or a challenge). */
async function userSignin(email: string) {
  ctx.clock.advance(31_000); // past the resend wait of the previous code
  expect((await post('/v1/auth/sent/login-signup-otp', { email: `signing_${email}` })).statusCode).toBe(200);
  return post('/v1/auth/signin', { email, otp: await latestCode(ctx, email) });
}

async function challengeFor(email: string): Promise<string> {
  const res = await userSignin(email);
  expect(res.statusCode).toBe(200);
  expect(res.json().jwt).toBeUndefined();
  return res.json().twoFactorToken;
}

const answer = (twoFactorToken: string, code: string) =>
  post('/v1/auth/two-factor', { twoFactorToken, code });

/** A shopper with the second factor on. */
async function enrolledShopper() {
  const { email, jwt } = await signUpCustomer(ctx);
  return { email, ...(await enrol('user', jwt)) };
}

async function verifiedSeller() {
  const email = uniqueEmail('tienda');
  const registered = await post('/v1/sellers', {
    sellerName: 'Andrés Gómez',
    email,
    mobile: '3001234567',
    gstin: '900123456-8',
    businessDetails: { businessName: `Gómez Hardware ${email}` },
  });
  expect(registered.statusCode).toBe(201);
  const link = await ctx.app.inject({
    method: 'PATCH',
    url: `/v1/sellers/verify/${await latestCode(ctx, email)}`,
  });
  expect(link.statusCode).toBe(200);
  return email;
}

async function sellerLogin(email: string) {
  ctx.clock.advance(31_000);
  expect((await post('/v1/sellers/sent/login-top', { email })).statusCode).toBe(200);
  return post('/v1/sellers/verify/login-top', { email, otp: await latestCode(ctx, email) });
}

describe('enrolment', () => {
  it('shows a QR code and the secret, refuses a wrong code, enables with the right one and gives 10 recovery codes', async () => {
    const { jwt } = await signUpCustomer(ctx);
    expect((await get(BASE.user, jwt)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const setup = await post(`${BASE.user}/setup`, undefined, jwt);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/TecnoBazar:user-.*%40example\.com\?issuer=TecnoBazar&secret=/,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await post(`${BASE.user}/enable`, { code: otherCode(appCode(secret)) }, jwt);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('El código es incorrecto.');
    expect((await get(BASE.user, jwt)).json().enabled).toBe(false);

    const enabled = await post(`${BASE.user}/enable`, { code: appCode(secret) }, jwt);
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const renewed: string = enabled.json().jwt;
    expect((await get(BASE.user, renewed)).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });

    // Stored hashed: no table holds a recovery code or shows it again.
    const stored = await queryRows<{ code_hash: string }>(
      ctx.database.db,
      sql`select code_hash from two_factor_recovery_codes`,
    );
    for (const code of codes) expect(stored.map((row) => row.code_hash)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toMatch(/[a-z0-9]{5}-[a-z0-9]{5}/);

    const again = await post(`${BASE.user}/setup`, undefined, renewed);
    expect(again.statusCode).toBe(409);
  });

  it('a new setup replaces a pending secret: the old one no longer enables', async () => {
    const { jwt } = await signUpCustomer(ctx);
    const first = (await post(`${BASE.user}/setup`, undefined, jwt)).json().secret;
    const second = (await post(`${BASE.user}/setup`, undefined, jwt)).json().secret;
    expect(second).not.toBe(first);
    expect((await post(`${BASE.user}/enable`, { code: appCode(first) }, jwt)).statusCode).toBe(400);
    expect((await post(`${BASE.user}/enable`, { code: appCode(second) }, jwt)).statusCode).toBe(200);
  });

  it('says the admin must have it when ADMIN_2FA_REQUIRED; shoppers and sellers need not', async () => {
    const admin = (await userSignin(ADMIN_EMAIL)).json().jwt;
    expect((await get(BASE.user, admin)).json()).toMatchObject({ enabled: false, required: true });
    const { jwt } = await signUpCustomer(ctx);
    expect((await get(BASE.user, jwt)).json().required).toBe(false);
    const seller = (await sellerLogin(await verifiedSeller())).json().jwt;
    expect((await get(BASE.seller, seller)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
  });

  it("keeps each area to its own accounts: a shopper's token cannot use the sellers' routes and back", async () => {
    const { jwt } = await signUpCustomer(ctx);
    expect((await post(`${BASE.seller}/setup`, undefined, jwt)).statusCode).toBe(403);
    const seller = (await sellerLogin(await verifiedSeller())).json().jwt;
    expect((await post(`${BASE.user}/setup`, undefined, seller)).statusCode).toBe(403);
    expect((await get(BASE.user, 'no-es-un-token')).statusCode).toBe(401);
  });
});

describe('sign-in with the second factor', () => {
  it('an admin gives the e-mail code, then the app code, and gets a session that opens admin routes', async () => {
    const admin = (await userSignin(ADMIN_EMAIL)).json().jwt;
    // ADMIN_2FA_REQUIRED: the admin area stays closed until the second factor is on; enrolling is open.
    const closed = await get('/v1/sellers', admin);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(
      'Activa la verificación en dos pasos para usar el panel de administración.',
    );
    const { secret, jwt: renewed } = await enrol('user', admin);
    expect((await get('/v1/sellers', renewed)).statusCode).toBe(200);
    nextStep();

    const first = await userSignin(ADMIN_EMAIL);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      twoFactorRequired: true,
      twoFactorToken: expect.any(String),
      message: 'Ingresa el código de tu aplicación de autenticación',
      role: 'ROLE_ADMIN',
    });
    const token = first.json().twoFactorToken;
    // The challenge is no session.
    expect((await get('/v1/api/users/profile', token)).statusCode).toBe(401);
    expect((await get('/v1/sellers', token)).statusCode).toBe(401);

    expect((await answer(token, otherCode(appCode(secret)))).statusCode).toBe(400);
    const second = await answer(token, appCode(secret));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ role: 'ROLE_ADMIN', message: 'Inicio de sesión exitoso' });
    expect((await get('/v1/sellers', second.json().jwt)).statusCode).toBe(200);
    expect((await get(BASE.user, second.json().jwt)).json()).toMatchObject({ enabled: true, required: true });
  });

  it('a seller gives the e-mail code, then the app code', async () => {
    const email = await verifiedSeller();
    const { secret } = await enrol('seller', (await sellerLogin(email)).json().jwt);
    nextStep();

    const first = await sellerLogin(email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRequired: true, role: 'ROLE_SELLER' });
    expect(first.json().jwt).toBeUndefined();
    const token = first.json().twoFactorToken;
    expect((await get('/v1/sellers/profile', token)).statusCode).toBe(401);

    const second = await answer(token, appCode(secret));
    expect(second.statusCode).toBe(200);
    expect(second.json().role).toBe('ROLE_SELLER');
    const profile = await get('/v1/sellers/profile', second.json().jwt);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(email);
  });

  it('signing an existing account in with a signup code asks for the second factor too', async () => {
    const { email, secret } = await enrolledShopper();
    nextStep();
    ctx.clock.advance(1_000); // past the resend wait of the signup code
    expect((await post('/v1/auth/sent/login-signup-otp', { email })).statusCode).toBe(200);
    const res = await post('/v1/auth/signup', {
      email,
      otp: await latestCode(ctx, email),
      fullName: 'Otro Nombre',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().jwt).toBeUndefined();
    expect(res.json().twoFactorRequired).toBe(true);
    expect((await answer(res.json().twoFactorToken, appCode(secret))).statusCode).toBe(200);
  });

  it('an account without the second factor still gets its session from the e-mail code alone', async () => {
    const { email } = await signUpCustomer(ctx);
    const res = await userSignin(email);
    expect(res.json()).toMatchObject({ jwt: expect.any(String), role: 'ROLE_CUSTOMER' });
    expect(res.json().twoFactorRequired).toBeUndefined();
  });

  it('refuses a session token as the challenge, an expired challenge and another account’s code', async () => {
    const a = await enrolledShopper();
    const b = await enrolledShopper();
    nextStep();
    const token = await challengeFor(a.email);

    // Signed with the session key, not the challenge key.
    const asSession = await answer(a.jwt, appCode(a.secret));
    expect(asSession.statusCode).toBe(401);
    expect(asSession.json().message).toBe('Tu verificación expiró. Vuelve a iniciar sesión.');
    // B's app and recovery codes do nothing for A's challenge.
    expect((await answer(token, appCode(b.secret))).statusCode).toBe(400);
    expect((await answer(token, b.recoveryCodes[0]!)).statusCode).toBe(400);
    // B's own sign-in is untouched by A's wrong tries.
    expect((await answer(await challengeFor(b.email), appCode(b.secret))).statusCode).toBe(200);

    ctx.clock.advance(5 * 60_000);
    expect((await answer(token, appCode(a.secret))).statusCode).toBe(401);
  });
});

describe('replay', () => {
  it('refuses a code of a step already accepted, and the step before it', async () => {
    const { email, secret } = await enrolledShopper();
    // The enrolment used this step's code.
    const token = await challengeFor(email);
    ctx.clock.advance(-31_000); // back into the step of the enrolment (userSignin moved on)
    const replay = await answer(token, appCode(secret));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Este código ya se usó. Espera el siguiente.');

    nextStep();
    const fresh = appCode(secret);
    expect((await answer(token, fresh)).statusCode).toBe(200);
    // The same code again, still inside its window, and the previous step's code (also in the ±1 window).
    const again = await answer(token, fresh);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Este código ya se usó. Espera el siguiente.');
    expect((await answer(token, appCode(secret, -1))).json().message).toBe(
      'Este código ya se usó. Espera el siguiente.',
    );

    nextStep();
    expect((await answer(token, appCode(secret))).statusCode).toBe(200);
  });

  it('of two requests with the same code, only one signs in', async () => {
    const { email, secret } = await enrolledShopper();
    nextStep();
    const token = await challengeFor(email);
    const code = appCode(secret);
    const results = await Promise.all([answer(token, code), answer(token, code), answer(token, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });
});

describe('recovery codes', () => {
  it('signs in once with each code, then refuses it', async () => {
    const { email, jwt, recoveryCodes } = await enrolledShopper();
    const token = await challengeFor(email);
    const [first, second] = recoveryCodes as [string, string];

    // Typed as people do: upper case, spaces around.
    const used = await answer(token, ` ${first.toUpperCase()} `);
    expect(used.statusCode).toBe(200);
    expect((await get('/v1/api/users/profile', used.json().jwt)).statusCode).toBe(200);
    expect((await get(BASE.user, jwt)).json().recoveryCodesLeft).toBe(9);

    const again = await answer(token, first);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('El código es incorrecto.');
    expect((await answer(token, second)).statusCode).toBe(200);
    expect((await get(BASE.user, jwt)).json().recoveryCodesLeft).toBe(8);
  });
});

describe('wrong tries', () => {
  it('after 5 wrong codes even the right one is refused with 429 until the window passes', async () => {
    const { email, secret } = await enrolledShopper();
    nextStep();
    const token = await challengeFor(email);
    const wrong = () => answer(token, otherCode(appCode(secret)));

    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(400);
    const fifth = await wrong();
    expect(fifth.statusCode).toBe(429);
    const sixth = await answer(token, appCode(secret));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Demasiados intentos fallidos/);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // A recovery code is a try like any other.
    expect((await answer(token, 'aaaaa-aaaaa')).statusCode).toBe(429);
    // The limit is the account's: another one signs in meanwhile.
    const other = await enrolledShopper();
    nextStep();
    expect((await answer(await challengeFor(other.email), appCode(other.secret))).statusCode).toBe(200);
    expect((await answer(token, appCode(secret))).statusCode).toBe(429);

    ctx.clock.advance(15 * 60_000);
    // The challenge lasts 5 minutes: sign in again; the window is over, so the right code works.
    expect((await answer(await challengeFor(email), appCode(secret))).statusCode).toBe(200);
  });

  it('a success starts the count again', async () => {
    const { email, secret } = await enrolledShopper();
    nextStep();
    const token = await challengeFor(email);
    const wrong = () => answer(token, otherCode(appCode(secret)));
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(400);
    expect((await answer(token, appCode(secret))).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(400);
  });

  it('limits the tries to turn it off as well', async () => {
    const { jwt, secret } = await enrolledShopper();
    nextStep();
    for (let i = 0; i < 5; i++) await post(`${BASE.user}/disable`, { code: otherCode(appCode(secret)) }, jwt);
    expect((await post(`${BASE.user}/disable`, { code: appCode(secret) }, jwt)).statusCode).toBe(429);
    expect((await get(BASE.user, jwt)).json().enabled).toBe(true);
  });
});

describe('turning it off', () => {
  it('needs a current code: a wrong or replayed one leaves it on', async () => {
    const { email, jwt, secret } = await enrolledShopper();
    expect((await post(`${BASE.user}/disable`, undefined, jwt)).statusCode).toBe(400);
    expect((await post(`${BASE.user}/disable`, { code: otherCode(appCode(secret)) }, jwt)).statusCode).toBe(
      400,
    );
    // The enrolment's own code.
    expect((await post(`${BASE.user}/disable`, { code: appCode(secret) }, jwt)).json().message).toBe(
      'Este código ya se usó. Espera el siguiente.',
    );
    expect((await get(BASE.user, jwt)).json().enabled).toBe(true);

    nextStep();
    const off = await post(`${BASE.user}/disable`, { code: appCode(secret) }, jwt);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Verificación en dos pasos desactivada');
    expect((await get(BASE.user, jwt)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect((await userSignin(email)).json().jwt).toEqual(expect.any(String));
    expect((await post(`${BASE.user}/disable`, { code: appCode(secret) }, jwt)).statusCode).toBe(409);
  });

  it('takes a recovery code instead, and removes the secret and every code', async () => {
    const email = await verifiedSeller();
    const { recoveryCodes, jwt } = await enrol('seller', (await sellerLogin(email)).json().jwt);
    const off = await post(`${BASE.seller}/disable`, { code: recoveryCodes[3] }, jwt);
    expect(off.statusCode).toBe(200);
    const [left] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select (select count(*) from two_factor_secrets s join sellers on s.owner_id = sellers.id
                  where s.owner_kind = 'seller' and sellers.email = ${email})::int
           + (select count(*) from two_factor_recovery_codes c join sellers on c.owner_id = sellers.id
                  where c.owner_kind = 'seller' and sellers.email = ${email})::int as n`,
    );
    expect(left?.n).toBe(0);
  });
});
