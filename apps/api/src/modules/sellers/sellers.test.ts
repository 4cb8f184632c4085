import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { sellerRegistration, shopName } from '../../test/seller.ts';
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

const registration = sellerRegistration;
// The per-address limits on sends count real time: tests that send many mails come from an address of their own.
let remoteAddress = '127.0.0.1';
const SIGN_IN_SENT = 'Revisa tu correo: te enviamos un código o, si aún no verificaste tu cuenta, un enlace.';
const LINK_RESENT = 'Revisa tu correo: te escribimos cómo verificar tu tienda o iniciar sesión.';
/** What a registrant who has not opened their link is mailed instead of a code or a new link. */
const OPEN_YOUR_LINK = 'Este correo tiene un registro de tienda sin verificar';
const latestMail = async (email: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${email}` })).json() as {
    subject: string;
    text: string;
    otp: string | null;
    link: string | null;
  };
const resendLink = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/sellers/verify/resend', payload: { email }, remoteAddress });
const renewLink = (code: string) =>
  ctx.app.inject({ method: 'POST', url: `/v1/sellers/verify/${code}/resend`, remoteAddress });
const setStatus = (id: number, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/v1/admin/seller/${id}/status/${status}`,
    headers: bearer(adminJwt),
  });
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const register = (email: string, changes: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/sellers',
    payload: { ...registration(email), ...changes },
    remoteAddress,
  });
const otherName = (email: string) => ({ businessDetails: { businessName: `Otra ${shopName(email)}` } });
const verifyLink = (code: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/v1/sellers/verify/${code}`, remoteAddress });
const sendLogin = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/sellers/sent/login-top', payload: { email }, remoteAddress });
const verifyLogin = (email: string, otp: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/sellers/verify/login-top',
    payload: { email, otp },
    remoteAddress,
  });

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
    expect(res.json()).toEqual({ message: 'Te enviamos un enlace para verificar tu correo electrónico.' });
    const mail = await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${email}` });
    expect(mail.json().link).toMatch(/^\/verify-seller\/[1-9]\d{14}$/);
    expect(mail.json().text).toContain('http://localhost:3000/verify-seller/');
  });

  it('answers a second registration like the first, but mails the owner instead of creating a shop', async () => {
    const { email, id } = await verifiedSeller(uniqueEmail('doble'));
    const again = await register(email.toUpperCase(), otherName(email));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: 'Te enviamos un enlace para verificar tu correo electrónico.' });
    const mail = await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${email}` });
    expect(mail.json().subject).toBe('Ya tienes una cuenta de vendedor en TecnoBazar');
    expect(mail.json().link).toBeNull();
    const sellers = await ctx.app.inject({ method: 'GET', url: '/v1/sellers', headers: bearer(adminJwt) });
    const same = sellers.json().filter((s: { email: string }) => s.email === email);
    expect(same).toEqual([expect.objectContaining({ id, emailVerified: true })]);
  });

  it('mails an existing shop at most OTP_PER_EMAIL_PER_HOUR notices an hour, however often it is registered', async () => {
    const email = uniqueEmail('inundar');
    // From an address of its own, so the per-address limit on sends is not what stops the mails.
    const registerFrom = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/sellers',
        payload: registration(email),
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 9; i++) expect((await registerFrom()).statusCode).toBe(201);
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from outbound_mail where to_address = ${email}`,
    );
    expect(row!.n).toBe(5);
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

  it('answers a registrant who has not verified like any other, mailing which link to open instead of a code', async () => {
    const email = uniqueEmail('sinverificar');
    await register(email);
    const firstLink = await latestCode(ctx, email);
    ctx.clock.advance(31_000);
    const res = await sendLogin(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SIGN_IN_SENT);
    const mail = await latestMail(email);
    expect(mail.otp).toBeNull();
    expect(mail.link).toBeNull();
    expect(mail.text).toContain(OPEN_YOUR_LINK);
    expect((await verifyLink(firstLink)).statusCode).toBe(200);
  });

  it('keeps every link valid until it expires, then refuses it with a message that offers a new one', async () => {
    const email = uniqueEmail('vence');
    await register(email);
    const first = await latestCode(ctx, email);
    ctx.clock.advance(23 * 3_600_000);
    expect((await renewLink(first)).statusCode).toBe(200);
    const second = await latestCode(ctx, email);
    ctx.clock.advance(3_600_000 + 1000);
    const late = await verifyLink(first);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Este enlace de verificación venció o no es válido.');
    expect((await verifyLink(second)).statusCode).toBe(200);
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

describe('a registration of someone else’s address (issue 29 item 6)', () => {
  // Many sends: from an address of their own, under the per-address limit of the rest of the file.
  beforeEach(() => {
    remoteAddress = '192.0.2.210';
  });
  afterEach(() => {
    remoteAddress = '127.0.0.1';
  });
  const strangersBank = { accountHolderName: 'Intruso', accountNumber: '999999999', ifscCode: 'Davivienda' };
  const bankOf = async (email: string) => {
    const [row] = await queryRows<{ seller_name: string; bank_account_number: string }>(
      ctx.database.db,
      sql`select seller_name, bank_account_number from sellers where email = ${email}`,
    );
    return row;
  };

  it("gives the owner who verifies the shop of their own registration, never the stranger's", async () => {
    const victim = uniqueEmail('victima');
    // A stranger registers the victim's address with their own bank account: nothing is a shop yet.
    const byStranger = await register(victim, {
      sellerName: 'Intruso',
      businessDetails: { businessName: `Intruso ${shopName(victim)}` },
      bankDetails: strangersBank,
    });
    expect(byStranger.statusCode).toBe(201);
    expect(byStranger.json()).toEqual({
      message: 'Te enviamos un enlace para verificar tu correo electrónico.',
    });
    expect(await bankOf(victim)).toBeUndefined();
    // Its link went to the victim's mailbox, not to the stranger.
    const strangersLink = await latestCode(ctx, victim);
    expect((await latestMail(victim)).text).toContain(`Intruso ${shopName(victim)}`);

    // The victim registers with their own details and opens the link of their registration.
    expect((await register(victim)).statusCode).toBe(201);
    const victimsLink = await latestCode(ctx, victim);
    expect(victimsLink).not.toBe(strangersLink);
    expect((await verifyLink(victimsLink)).statusCode).toBe(200);
    ctx.clock.advance(31_000);
    expect((await sendLogin(victim)).statusCode).toBe(200);
    const signedIn = await verifyLogin(victim, await latestCode(ctx, victim));
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/v1/sellers/profile',
      headers: bearer(signedIn.json().jwt),
    });
    expect(profile.json()).toMatchObject({
      sellerName: 'Andrés Gómez',
      businessDetails: { businessName: shopName(victim) },
      bankDetails: { accountHolderName: 'Andrés Gómez', accountNumber: '123456789', ifscCode: '1007' },
    });

    // The stranger's link no longer makes or changes anything.
    const late = await verifyLink(strangersLink);
    expect(late.statusCode).toBe(409);
    expect(await bankOf(victim)).toEqual({ seller_name: 'Andrés Gómez', bank_account_number: '123456789' });
  });

  it("does not hand the owner who signs in a link to the stranger's registration", async () => {
    const victim = uniqueEmail('victima2');
    await register(victim, {
      businessDetails: { businessName: `Intruso ${shopName(victim)}` },
      bankDetails: strangersBank,
    });
    ctx.clock.advance(31_000);
    expect((await sendLogin(victim)).statusCode).toBe(200);
    expect((await resendLink(victim)).statusCode).toBe(429);
    ctx.clock.advance(31_000);
    expect((await resendLink(victim)).statusCode).toBe(200);
    const mail = await latestMail(victim);
    expect(mail.link).toBeNull();
    expect(mail.text).toContain(OPEN_YOUR_LINK);
    expect(await bankOf(victim)).toBeUndefined();
  });
});

describe('business names (issue 29 item 13)', () => {
  // Many sends: from an address of their own, under the per-address limit of the rest of the file.
  beforeEach(() => {
    remoteAddress = '192.0.2.211';
  });
  afterEach(() => {
    remoteAddress = '127.0.0.1';
  });
  const TAKEN = 'Ese nombre de empresa ya está en uso. Elige otro.';

  it('refuses at registration a name another shop has, whatever the case or accents, with the same answer for any address', async () => {
    const first = await verifiedSeller(uniqueEmail('nombre'));
    const sameName = { businessDetails: { businessName: 'Electrónica Ñandú' } };
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/v1/sellers',
          headers: bearer(first.jwt),
          payload: sameName,
        })
      ).statusCode,
    ).toBe(200);
    for (const email of [uniqueEmail('copia'), first.email]) {
      const res = await register(email, { businessDetails: { businessName: '  ELECTRONICA  nandu ' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TAKEN);
    }
  });

  it('refuses a rename to a taken name, and lets a shop change the case or accents of its own', async () => {
    const a = await verifiedSeller(uniqueEmail('renombrar-a'));
    const b = await verifiedSeller(uniqueEmail('renombrar-b'));
    const rename = (jwt: string, businessName: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/v1/sellers',
        headers: bearer(jwt),
        payload: { businessDetails: { businessName } },
      });
    expect((await rename(a.jwt, 'Cómputo Rápido')).statusCode).toBe(200);
    const taken = await rename(b.jwt, 'computo rapido');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TAKEN);
    expect((await rename(a.jwt, 'CÓMPUTO RÁPIDO')).statusCode).toBe(200);
  });

  it('lets only the first of two registrations with one name become a shop', async () => {
    const one = uniqueEmail('primera');
    const two = uniqueEmail('segunda');
    const name = { businessDetails: { businessName: `Duplicada ${shopName(one)}` } };
    await register(one, name);
    const oneLink = await latestCode(ctx, one);
    await register(two, name);
    const twoLink = await latestCode(ctx, two);
    expect((await verifyLink(oneLink)).statusCode).toBe(200);
    const second = await verifyLink(twoLink);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Otra tienda tomó ese nombre de empresa/);
  });
});

describe('resending the verification link', () => {
  let tests = 0;
  beforeEach(() => {
    remoteAddress = `192.0.2.${++tests}`;
  });
  afterEach(() => {
    remoteAddress = '127.0.0.1';
  });

  it('answers every address the same, and mails each why no link came', async () => {
    const unverified = uniqueEmail('reenvio');
    await register(unverified);
    const { email: verified } = await verifiedSeller(uniqueEmail('yaverificado'));
    const nobody = uniqueEmail('nadie');
    ctx.clock.advance(31_000);
    for (const email of [unverified, verified, nobody]) {
      const res = await resendLink(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: LINK_RESENT });
    }
    // The address alone does not say whose registration a new link would verify.
    const toUnverified = await latestMail(unverified);
    expect(toUnverified.link).toBeNull();
    expect(toUnverified.text).toContain(OPEN_YOUR_LINK);
    const toVerified = await latestMail(verified);
    expect(toVerified.link).toBeNull();
    expect(toVerified.otp).toBeNull();
    expect(toVerified.text).toContain('Tu correo electrónico ya está verificado');
    expect((await latestMail(nobody)).text).toContain('No hay una cuenta de vendedor con este correo');
  });

  it('keeps the limits, saying the wait in Spanish, and they cannot tell a new address from a shop', async () => {
    const fresh = uniqueEmail('limite');
    const { email: shop } = await verifiedSeller(uniqueEmail('tiendalimite'));
    ctx.clock.advance(31_000);
    // A registration, of a new address or of one that has a shop, is followed by the same answers: its
    // link holds nobody back (docs/decisions/0020), and the first resend makes the next request wait.
    for (const email of [fresh, shop]) {
      expect((await register(email, otherName(email))).statusCode).toBe(201);
      expect((await resendLink(email)).statusCode).toBe(200);
      for (const again of [await resendLink(email), await sendLogin(email)]) {
        expect(again.statusCode).toBe(429);
        expect(again.json().message).toMatch(/^Espera \d+ segundos antes de solicitar un nuevo código\.$/);
      }
    }

    const email = uniqueEmail('hora');
    await register(email);
    for (let sent = 0; sent < 5; sent++) {
      ctx.clock.advance(31_000);
      expect((await resendLink(email)).statusCode).toBe(200);
    }
    ctx.clock.advance(31_000);
    const sixth = await resendLink(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Has solicitado demasiados códigos. Inténtalo de nuevo en 58 minutos.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3400);
  });

  it('mails a new link from an expired one, and says so when the e-mail is already verified or the link unknown', async () => {
    const email = uniqueEmail('renovar');
    await register(email);
    const stale = await latestCode(ctx, email);
    ctx.clock.advance(24 * 3_600_000 + 1000);
    const renewed = await renewLink(stale);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe('Te enviamos un enlace nuevo a tu correo electrónico.');
    const fresh = await latestCode(ctx, email);
    expect(fresh).not.toBe(stale);
    expect((await verifyLink(fresh)).statusCode).toBe(200);

    ctx.clock.advance(31_000);
    const verified = await renewLink(stale);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(
      'Tu correo electrónico ya está verificado. Inicia sesión como vendedor.',
    );
    const unknown = await renewLink('123456789012345');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^No reconocemos este enlace/);
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
      businessDetails: { businessName: shopName(email) },
      bankDetails: { accountNumber: '123456789' },
    });
  });

  it('answers an unknown seller e-mail like a known one; the address is told by mail and gets no code', async () => {
    const email = uniqueEmail('nadie');
    const res = await sendLogin(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SIGN_IN_SENT);
    const mail = await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${email}` });
    expect(mail.json().text).toContain('No hay una cuenta de vendedor con este correo');
    expect(mail.json().otp).toBeNull();
    // The same 30-second wait as for a real seller, so timing the limits tells nothing either.
    expect((await sendLogin(email)).statusCode).toBe(429);
    expect((await verifyLogin(email, '123456')).json().message).toBe('El código es incorrecto.');
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

    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: '/v1/sellers', headers: bearer(a.jwt), payload });
    // Keys the body does not take are dropped: alone they leave nothing to change.
    for (const payload of [{ accountStatus: 'ACTIVE' }, { emailVerified: true }]) {
      const res = await patch(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('No hay cambios que guardar');
    }
    const renamed = await patch({ id: b.id, sellerName: 'Robo' });
    expect(renamed.json()).toMatchObject({
      id: a.id,
      sellerName: 'Robo',
      accountStatus: 'PENDING_VERIFICATION',
    });
    const untouched = await ctx.app.inject({
      method: 'GET',
      url: '/v1/sellers/profile',
      headers: bearer(b.jwt),
    });
    expect(untouched.json().sellerName).toBe('Andrés Gómez');
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

describe("the spec's client's seller forms", () => {
  // Sign-ups send codes: from an address of their own, under the per-address limit of the rest of the file.
  beforeEach(() => {
    remoteAddress = '192.0.2.200';
  });
  afterEach(() => {
    remoteAddress = '127.0.0.1';
  });

  it('registers a seller with its registration body, its extra fields dropped', async () => {
    const email = uniqueEmail('cliente');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sellers',
      remoteAddress,
      payload: {
        mobile: '3001234567',
        otp: '',
        gstin: '900123456-8',
        pickupAddress: {
          name: 'Andrés Gómez',
          mobile: '3001234567',
          pincode: '050021',
          address: 'Calle 10 # 20-30',
          locality: 'Laureles',
          city: 'Medellín',
          state: 'Antioquia',
        },
        bankDetails: {
          accountNumber: '123456789',
          ifscCode: 'BANCOLOMBIA',
          accountHolderName: 'Andrés Gómez',
        },
        sellerName: 'Andrés Gómez',
        email,
        businessDetails: {
          businessName: shopName(email),
          businessEmail: '',
          businessMobile: '',
          logo: '',
          banner: '',
          businessAddress: '',
        },
        password: 'secreto123',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await verifyLink(await latestCode(ctx, email))).statusCode).toBe(200);
    const sellers = await ctx.app.inject({ method: 'GET', url: '/v1/sellers', headers: bearer(adminJwt) });
    expect(sellers.json().find((s: { email: string }) => s.email === email)).toMatchObject({
      accountStatus: 'PENDING_VERIFICATION',
      businessDetails: { businessName: shopName(email), businessEmail: null, businessMobile: null },
      pickupAddress: {
        address: 'Calle 10 # 20-30',
        city: 'Medellín',
        state: 'Antioquia',
        mobile: '3001234567',
      },
    });
  });

  it('saves its business details form, and nothing else the form sends', async () => {
    const { jwt, email } = await verifiedSeller();
    const name = shopName(email);
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: '/v1/sellers', headers: bearer(jwt), payload });
    const contact = {
      businessEmail: 'ventas@gomez.co',
      businessMobile: '6041234567',
      businessAddress: 'Calle 1',
    };
    await patch({ businessDetails: { businessName: name, ...contact } });

    // Its form holds the name, the NIP and the status, and sends them beside the section.
    const values = { businessName: `${name} SAS`, gstin: '900123456-8', accountStatus: 'ACTIVE' };
    const res = await patch({ ...values, businessDetails: { businessName: values.businessName } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      gstin: '900123456-8',
      accountStatus: 'PENDING_VERIFICATION',
      businessDetails: { businessName: `${name} SAS`, ...contact },
    });
    // Our own form sends every field: an empty one clears it.
    const cleared = await patch({
      businessDetails: { ...contact, businessName: `${name} 2`, businessEmail: '' },
    });
    expect(cleared.json().businessDetails).toMatchObject({ businessName: `${name} 2`, businessEmail: null });
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
    ctx.clock.advance(31_000);
    const login = await sendLogin(seller.email);
    expect(login.statusCode).toBe(200);
    const mail = await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${seller.email}` });
    expect(mail.json().text).toMatch(/suspendida/);
    expect(mail.json().otp).toBeNull();
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

  it('mails the seller what each status change means, once per change', async () => {
    const seller = await verifiedSeller(uniqueEmail('estado'));
    const mailsTo = async (email: string) =>
      (
        await queryRows<{ subject: string }>(
          ctx.database.db,
          sql`select subject from outbound_mail where to_address = ${email} order by id`,
        )
      ).map((m) => m.subject);
    const before = (await mailsTo(seller.email)).length;

    expect((await setStatus(seller.id, 'ACTIVE')).statusCode).toBe(200);
    const approved = await latestMail(seller.email);
    expect(approved.subject).toBe('Tu tienda en TecnoBazar fue aprobada');
    expect(approved.text).toContain('tus productos ya se muestran en TecnoBazar');
    expect((await setStatus(seller.id, 'ACTIVE')).statusCode).toBe(200);
    expect((await setStatus(seller.id, 'SUSPENDED')).statusCode).toBe(200);
    const suspended = await latestMail(seller.email);
    expect(suspended.text).toContain('Tus productos no se muestran en la tienda y no puedes iniciar sesión');
    expect((await setStatus(seller.id, 'ACTIVE')).statusCode).toBe(200);
    expect((await mailsTo(seller.email)).slice(before)).toEqual([
      'Tu tienda en TecnoBazar fue aprobada',
      'Tu tienda en TecnoBazar fue suspendida',
      'Tu tienda en TecnoBazar fue reactivada',
    ]);

    // A shop refused before it was ever active.
    const refused = await verifiedSeller(uniqueEmail('rechazada'));
    expect((await setStatus(refused.id, 'DEACTIVATED')).statusCode).toBe(200);
    expect((await latestMail(refused.email)).subject).toBe('Tu tienda en TecnoBazar no fue aprobada');
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
