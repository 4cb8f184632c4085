import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, uniqueEmail } from '../../test/test-app.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@tecnobazar.local');
    // The body is quoted-printable; the code itself is plain digits.
    const code = /acceso es (\d{6})\./.exec(mail.data.replace(/=\r?\n/g, ''))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const row = await ctx.database.db.query.outboundMail.findFirst({ where: (t, { eq }) => eq(t.to, email) });
    expect(row?.status).toBe('SENT');

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

  it('answers 503 and records the failure when the SMTP server is down', async () => {
    const down = await createTestApp({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const email = uniqueEmail('caido');
      const res = await down.app.inject({
        method: 'POST',
        url: '/v1/auth/sent/login-signup-otp',
        payload: { email },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/No pudimos enviar el correo/);
      const row = await down.database.db.query.outboundMail.findFirst({
        where: (t, { eq }) => eq(t.to, email),
      });
      expect(row?.status).toBe('FAILED');
    } finally {
      await down.close();
    }
  });
});
