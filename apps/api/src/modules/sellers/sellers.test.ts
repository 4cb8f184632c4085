import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  createTestApp,
  latestCode,
  signUpCustomer,
  type TestContext,
  uniqueEmail,
} from '../../test/test-app.ts';

let ctx: TestContext;
let adminJwt: string;

beforeAll(async () => {
  ctx = await createTestApp();
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
  adminJwt = res.json().jwt;
});
afterAll(() => ctx?.close());

const registration = (email: string) => ({
  sellerName: 'Andrés Gómez',
  email,
  mobile: '3001234567',
  gstin: '900123456-7',
  businessDetails: { businessName: 'Gómez Hardware' },
  pickupAddress: { address: 'Calle 10 # 20-30', city: 'Medellín', state: 'Antioquia', mobile: '3001234567' },
  bankDetails: { accountHolderName: 'Andrés Gómez', accountNumber: '123456789', ifscCode: 'BANCOL01' },
});
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const register = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/sellers', payload: registration(email) });
const verifyLink = (code: string) => ctx.app.inject({ method: 'PATCH', url: `/v1/sellers/verify/${code}` });
const sendLogin = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/sellers/sent/login-top', payload: { email } });
const verifyLogin = (email: string, otp: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/sellers/verify/login-top', payload: { email, otp } });

/** Registers, verifies the e-mail through the mailed link, and signs in. */
async function verifiedSeller(email = uniqueEmail('tienda')) {
  expect((await register(email)).statusCode).toBe(201);
  expect((await verifyLink(await latestCode(ctx, email))).statusCode).toBe(200);
  expect((await sendLogin(email)).statusCode).toBe(200);
  const res = await verifyLogin(email, await latestCode(ctx, email));
  expect(res.statusCode).toBe(200);
  const jwt: string = res.json().jwt;
  const profile = await ctx.app.inject({ method: 'GET', url: '/v1/sellers/profile', headers: bearer(jwt) });
  return { email, jwt, id: profile.json().id as number };
}

describe('seller registration and e-mail verification', () => {
  it('registers a seller pending verification and mails a 15-digit link', async () => {
    const email = uniqueEmail('registro');
    const res = await register(email);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('verification email sent to you');
    expect(res.json().seller).toMatchObject({
      email,
      accountStatus: 'PENDING_VERIFICATION',
      emailVerified: false,
    });
    const mail = await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${email}` });
    expect(mail.json().link).toMatch(/^\/verify-seller\/[1-9]\d{14}$/);
    expect(mail.json().text).toContain('http://localhost:3000/verify-seller/');
  });

  it('refuses a second registration with the same e-mail', async () => {
    const email = uniqueEmail('doble');
    await register(email);
    const again = await register(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Ya existe/);
  });

  it('validates the registration with the spec messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sellers',
      payload: { ...registration(uniqueEmail()), gstin: '', businessDetails: { businessName: '' } },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toContain('Se requiere el Nip');
    expect(messages).toContain('Se requiere el nombre de la empresa');
  });

  it('refuses sign-in before the e-mail is verified, and tells why', async () => {
    const email = uniqueEmail('sinverificar');
    await register(email);
    const res = await sendLogin(email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/verificar tu correo/);
  });

  it('verifies with the link once; a reused, wrong or expired link is refused', async () => {
    const email = uniqueEmail('enlace');
    await register(email);
    const code = await latestCode(ctx, email);
    expect((await verifyLink('123456789012345')).statusCode).toBe(400);
    const ok = await verifyLink(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Su correo electrónico se verificó correctamente');
    const reused = await verifyLink(code);
    expect(reused.statusCode).toBe(409);

    const late = uniqueEmail('tarde');
    await register(late);
    const lateCode = await latestCode(ctx, late);
    ctx.clock.advance(24 * 3_600_000 + 1000);
    expect((await verifyLink(lateCode)).statusCode).toBe(400);
    expect((await verifyLink('abc')).statusCode).toBe(400);
  });
});

describe('seller sign-in and profile', () => {
  it('signs a verified seller in and shows the whole profile to that seller', async () => {
    const { jwt, email } = await verifiedSeller();
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/sellers/profile', headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      emailVerified: true,
      accountStatus: 'PENDING_VERIFICATION',
      businessDetails: { businessName: 'Gómez Hardware' },
      bankDetails: { accountNumber: '123456789' },
    });
  });

  it('refuses an unknown seller e-mail', async () => {
    const res = await sendLogin(uniqueEmail('nadie'));
    expect(res.statusCode).toBe(404);
  });

  it("updates only the seller's own sections, and never the status", async () => {
    const a = await verifiedSeller();
    const b = await verifiedSeller();
    const update = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/sellers',
      headers: bearer(a.jwt),
      payload: {
        pickupAddress: {
          address: 'Carrera 7 # 1-2',
          city: 'Bogotá',
          state: 'Cundinamarca',
          mobile: '3100000000',
        },
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().pickupAddress.city).toBe('Bogotá');
    expect(update.json().bankDetails.accountNumber).toBe('123456789');

    const other = await ctx.app.inject({ method: 'GET', url: '/v1/sellers/profile', headers: bearer(b.jwt) });
    expect(other.json().pickupAddress.city).toBe('Medellín');

    for (const payload of [
      { accountStatus: 'ACTIVE' },
      { emailVerified: true },
      { id: b.id, sellerName: 'Robo' },
    ]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/v1/sellers',
        headers: bearer(a.jwt),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/sellers',
      headers: bearer(a.jwt),
      payload: { bankDetails: { accountHolderName: '', accountNumber: '', ifscCode: '' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Se requiere el nombre del titular de la cuenta');
  });

  it("refuses a seller's token on shopper and admin routes", async () => {
    const { jwt } = await verifiedSeller();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/api/users/profile', headers: bearer(jwt) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/sellers', headers: bearer(jwt) })).statusCode,
    ).toBe(403);
  });
});

describe('admin moderation', () => {
  it('lists sellers by status and a suspended seller can neither sign in nor use an old token', async () => {
    const seller = await verifiedSeller();
    const activate = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/admin/seller/${seller.id}/status/ACTIVE`,
      headers: bearer(adminJwt),
    });
    expect(activate.json().accountStatus).toBe('ACTIVE');
    const active = await ctx.app.inject({
      method: 'GET',
      url: '/v1/sellers?status=ACTIVE',
      headers: bearer(adminJwt),
    });
    expect(active.json().map((s: { id: number }) => s.id)).toContain(seller.id);

    await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/admin/seller/${seller.id}/status/SUSPENDED`,
      headers: bearer(adminJwt),
    });
    const login = await sendLogin(seller.email);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/suspendida/);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/v1/sellers/profile',
      headers: bearer(seller.jwt),
    });
    expect(profile.statusCode).toBe(403);

    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/v1/admin/seller/${seller.id}/status/NOPE`,
          headers: bearer(adminJwt),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/v1/admin/seller/999999/status/ACTIVE',
          headers: bearer(adminJwt),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a shopper cannot change a seller status', async () => {
    const { jwt } = await signUpCustomer(ctx);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/admin/seller/1/status/ACTIVE',
      headers: bearer(jwt),
    });
    expect(res.statusCode).toBe(403);
  });
});
