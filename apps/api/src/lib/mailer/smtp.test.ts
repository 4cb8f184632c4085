import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeIn, startSmtpServer } from '../../test/smtp-server.ts';
import { createTestApp, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { MAIL_DELIVERY_JOB, MAIL_MAX_ATTEMPTS, mailRetryDelay } from './mailer.ts';

describe('SMTP transport', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it('delivers the sign-in code over SMTP and records it as sent', async () => {
    const email = uniqueEmail('smtp');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/sent/login-signup-otp',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    // The answer does not wait for SMTP: the outbox's job delivers the message right after.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@tecnobazar.local');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);

    await vi.waitFor(async () => expect((await mailTo(ctx, email))?.status).toBe('SENT'));

    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { email, otp: code, fullName: 'Correo Real' },
    });
    expect(signup.statusCode).toBe(200);
  });

  it('has no dev mailbox when mail goes out over SMTP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/dev/mailbox/latest?to=a@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ruta no encontrada');
  });

  it('keeps a mail through an SMTP outage and sends it once the server is back', async () => {
    // A port nothing listens on until the server comes back up on it.
    const probe = await startSmtpServer();
    const { port } = probe;
    await probe.close();
    const down = await createTestApp({ MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
    let back: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const email = uniqueEmail('caido');
      const res = await down.app.inject({
        method: 'POST',
        url: '/v1/auth/sent/login-signup-otp',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await mailTo(down, email))?.error).toBeTruthy()); // the first try failed
      const failed = (await mailTo(down, email))!;
      expect(failed.status).toBe('PENDING');
      expect(failed.error).toMatch(/ECONNREFUSED/);

      back = await startSmtpServer(port);
      await down.app.runJob(MAIL_DELIVERY_JOB); // the retry is not due yet: nothing goes out
      expect(back.received).toHaveLength(0);
      down.clock.advance(mailRetryDelay(1));
      await down.app.runJob(MAIL_DELIVERY_JOB);
      expect(back.received.map((m) => m.to)).toEqual([[email]]);
      const sent = (await mailTo(down, email))!;
      expect(sent).toMatchObject({ status: 'SENT', attempts: 2, error: null });
    } finally {
      await down.close();
      await back?.close();
    }
  });

  it('gives a mail up as FAILED only after its last try', async () => {
    const down = await createTestApp({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const email = uniqueEmail('sin-servidor');
      await down.app.inject({ method: 'POST', url: '/v1/auth/sent/login-signup-otp', payload: { email } });
      await vi.waitFor(async () => expect((await mailTo(down, email))?.error).toBeTruthy()); // the first try failed
      for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
        expect((await mailTo(down, email))?.status).toBe('PENDING');
        down.clock.advance(mailRetryDelay(attempt - 1));
        await down.app.runJob(MAIL_DELIVERY_JOB);
      }
      expect(await mailTo(down, email)).toMatchObject({ status: 'FAILED', attempts: MAIL_MAX_ATTEMPTS });
    } finally {
      await down.close();
    }
  });
});

function mailTo(ctx: TestContext, email: string) {
  return ctx.database.db.query.outboundMail.findFirst({ where: (t, { eq }) => eq(t.to, email) });
}
