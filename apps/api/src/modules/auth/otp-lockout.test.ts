import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestCode,
  signUpCustomer,
  type TestContext,
  uniqueEmail,
} from '../../test/test-app.ts';

// An app of its own: these tests send many codes, which would use up the per-address limits of others.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const send = (email: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/sent/login-signup-otp',
    payload: { email },
    remoteAddress,
  });

describe('nobody elsewhere can lock an owner out of sign-in (issue 29 item 7)', () => {
  const OWNER = '198.51.100.10';
  const sendFrom = (ip: string, email: string) => send(email, ip);
  const signinFrom = (ip: string, email: string, otp: string) =>
    ctx.app.inject({ method: 'POST', url: '/v1/auth/signin', payload: { email, otp }, remoteAddress: ip });
  const sellerSendFrom = (ip: string, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/sellers/sent/login-top',
      payload: { email },
      remoteAddress: ip,
    });
  /** The ten requests from one address: five sends across the three purposes, five wrong tries. */
  async function tenRequests(ip: string, email: string) {
    const sends = [
      () => sendFrom(ip, `signing_${email}`),
      () => sendFrom(ip, email),
      () => sellerSendFrom(ip, email),
      () => sendFrom(ip, `signing_${email}`),
      () => sendFrom(ip, email),
    ];
    for (const sendOne of sends) {
      expect((await sendOne()).statusCode).toBe(200);
      ctx.clock.advance(31_000);
    }
    for (let i = 0; i < 5; i++)
      expect([400, 429]).toContain((await signinFrom(ip, email, '000000')).statusCode);
  }

  it("leaves the code the owner holds working: another address's sends and wrong tries do not replace or kill it", async () => {
    const { email } = await signUpCustomer(ctx, uniqueEmail('duena'));
    ctx.clock.advance(31_000);
    expect((await sendFrom(OWNER, `signing_${email}`)).statusCode).toBe(200);
    const code = await latestCode(ctx, email);
    await tenRequests('203.0.113.66', email);
    const res = await signinFrom(OWNER, email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().jwt).toBeTruthy();
  });

  it('lets the owner get a fresh code at once and sign in after the ten requests from another address', async () => {
    const { email } = await signUpCustomer(ctx, uniqueEmail('bloqueo'));
    ctx.clock.advance(31_000);
    await tenRequests('203.0.113.67', email);
    const fresh = await sendFrom(OWNER, `signing_${email}`);
    expect(fresh.statusCode).toBe(200);
    expect((await signinFrom(OWNER, email, await latestCode(ctx, email))).statusCode).toBe(200);
  });

  it('accepts a code only from the address that asked for it, so guesses elsewhere never reach it', async () => {
    const { email } = await signUpCustomer(ctx, uniqueEmail('ligado'));
    ctx.clock.advance(31_000);
    expect((await sendFrom(OWNER, `signing_${email}`)).statusCode).toBe(200);
    const code = await latestCode(ctx, email);
    const elsewhere = await signinFrom('203.0.113.68', email, code);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('El código no es válido o ha expirado. Solicita uno nuevo.');
    expect((await signinFrom(OWNER, email, code)).statusCode).toBe(200);
  });

  it('holds many addresses together to 20 codes per e-mail in 15 minutes, and lets the owner in minutes later, not an hour', async () => {
    const { email } = await signUpCustomer(ctx, uniqueEmail('techo'));
    ctx.clock.advance(15 * 60_000); // the signup code leaves the window
    // One address uses all it may (5 codes of each purpose group): it cannot reach the ceiling alone.
    const one = '203.0.113.70';
    for (let i = 0; i < 5; i++) {
      for (const sendOne of [
        () => sendFrom(one, `signing_${email}`),
        () => sendFrom(one, email),
        () => sellerSendFrom(one, email),
      ])
        expect((await sendOne()).statusCode).toBe(200);
      ctx.clock.advance(31_000);
    }
    expect((await sendFrom(one, email)).statusCode).toBe(429);
    expect((await sendFrom(OWNER, `signing_${email}`)).statusCode).toBe(200);
    // Four more addresses fill it: 15 + the owner's + 4 make 20.
    for (let i = 1; i <= 4; i++) expect((await sendFrom(`203.0.113.${70 + i}`, email)).statusCode).toBe(200);
    const stopped = await sendFrom('203.0.113.80', `signing_${email}`);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(
      /^Has solicitado demasiados códigos. Inténtalo de nuevo en \d+ minutos?\.$/,
    );
    const minutes = Number(/en (\d+) minuto/.exec(stopped.json().message)?.[1]);
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(15);
    ctx.clock.advance(minutes * 60_000);
    const owner = await sendFrom('198.51.100.11', `signing_${email}`);
    expect(owner.statusCode).toBe(200);
    expect((await signinFrom('198.51.100.11', email, await latestCode(ctx, email))).statusCode).toBe(200);
  });
});
