import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sellerRegistration } from '../../test/seller.ts';
import { createTestApp, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { MAIL_DELIVERY_JOB, MAIL_SECRET_PURGE_JOB } from './mailer.ts';

/** Every row the outbox holds for an address, oldest first. */
const rowsTo = (ctx: TestContext, email: string) =>
  ctx.database.db.query.outboundMail.findMany({
    where: (t, { eq }) => eq(t.to, email),
    orderBy: (t, { asc }) => asc(t.id),
  });

const askCode = (ctx: TestContext, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/auth/sent/login-signup-otp', payload: { email } });

// Issue 29 item 8: the outbox keeps no live sign-in code or verification link (docs/decisions/0018).
describe('mail that carries a code or a link', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('stays readable in the dev mailbox until it expires, then its subject and body are emptied', async () => {
    const shopper = uniqueEmail('codigo');
    const seller = uniqueEmail('enlace');
    expect((await askCode(ctx, shopper)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/sellers', payload: sellerRegistration(seller) }))
        .statusCode,
    ).toBe(201);
    const latest = async (to: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/v1/dev/mailbox/latest?to=${to}` })).json();
    const code = (await latest(shopper)).otp as string;
    const link = (await latest(seller)).link as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(link).toMatch(/^\/verify-seller\/\d{15}$/);

    // Before the code expires the job leaves it: the dev mailbox and the tests read it.
    ctx.clock.advance(9 * 60_000);
    await ctx.app.runJob(MAIL_SECRET_PURGE_JOB);
    expect((await latest(shopper)).otp).toBe(code);

    // Past the code's 10 minutes it is gone; the link works for 24 hours and stays until then.
    ctx.clock.advance(2 * 60_000);
    await ctx.app.runJob(MAIL_SECRET_PURGE_JOB);
    const [codeRow] = await rowsTo(ctx, shopper);
    expect(codeRow).toMatchObject({ subject: '', text: '', html: null, status: 'STORED' });
    expect(JSON.stringify(codeRow)).not.toContain(code);
    expect((await latest(shopper)).otp).toBeNull();
    expect((await latest(seller)).link).toBe(link);

    ctx.clock.advance(24 * 3_600_000);
    await ctx.app.runJob(MAIL_SECRET_PURGE_JOB);
    const [linkRow] = await rowsTo(ctx, seller);
    expect(linkRow).toMatchObject({ subject: '', text: '' });
    expect(JSON.stringify(linkRow)).not.toContain(link.split('/').pop());

    // The mailbox page says what happened to them, and shows no code.
    const page = await ctx.app.inject({ method: 'GET', url: '/v1/dev/mailbox' });
    expect(page.body).not.toContain(code);
    expect(page.body).toContain('Llevaba un código o un enlace que ya venció: su contenido se borró.');
  });

  it('keeps mail without a secret as it was', async () => {
    const nobody = uniqueEmail('sincuenta');
    // An unknown seller address is told by mail that it has no shop: no code in it.
    await ctx.app.inject({ method: 'POST', url: '/v1/sellers/sent/login-top', payload: { email: nobody } });
    ctx.clock.advance(48 * 3_600_000);
    await ctx.app.runJob(MAIL_SECRET_PURGE_JOB);
    const [row] = await rowsTo(ctx, nobody);
    expect(row!.secretUntil).toBeNull();
    expect(row!.text).toContain('No hay una cuenta de vendedor con este correo');
  });
});

describe('mail that carries a code, sent by a transport', () => {
  let ctx: TestContext;
  let up = true;
  const delivered: { to: string; text: string }[] = [];
  const deliveredTo = (email: string) => delivered.filter((m) => m.to === email);
  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        mailTransport: {
          async deliver(message) {
            if (!up) throw new Error('SMTP caído');
            delivered.push({ to: message.to, text: message.text });
          },
        },
      },
    );
  });
  afterAll(() => ctx?.close());

  it('is emptied as soon as it is sent: the mailbox has the code, the outbox does not', async () => {
    const email = uniqueEmail('enviado');
    expect((await askCode(ctx, email)).statusCode).toBe(200);
    await ctx.app.runJob(MAIL_DELIVERY_JOB);
    // The outbox may also have started sending it right after the request: wait for whichever sends it.
    await vi.waitFor(async () => expect((await rowsTo(ctx, email))[0]).toMatchObject({ status: 'SENT' }));
    const code = /\b(\d{6})\b/.exec(deliveredTo(email)[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await rowsTo(ctx, email);
    expect(row).toMatchObject({ status: 'SENT', subject: '', text: '' });
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('is not sent once its code expired, and is emptied', async () => {
    up = false;
    const email = uniqueEmail('vencido');
    expect((await askCode(ctx, email)).statusCode).toBe(200);
    await ctx.app.runJob(MAIL_DELIVERY_JOB);
    ctx.clock.advance(11 * 60_000);
    await ctx.app.runJob(MAIL_SECRET_PURGE_JOB);
    up = true;
    ctx.clock.advance(3_600_000);
    await ctx.app.runJob(MAIL_DELIVERY_JOB);
    expect(deliveredTo(email)).toEqual([]);
    const [row] = await rowsTo(ctx, email);
    expect(row).toMatchObject({ status: 'FAILED', subject: '', text: '' });
  });
});
