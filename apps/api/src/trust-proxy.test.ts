import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, uniqueEmail } from './test/test-app.ts';

// The shipped deployment (deploy/docker-compose.yml) puts nginx in front of the API; only nginx may say,
// in X-Forwarded-For, who the client is. A client that writes the header itself must still be counted,
// and kept out of the dev routes, by its real address.
const compose = readFileSync(new URL('../../../deploy/docker-compose.yml', import.meta.url), 'utf8');
const TRUST_PROXY = /^\s+TRUST_PROXY: "?([^"\s#]+)/m.exec(compose)?.[1] ?? '';
const NGINX = /ipv4_address: ([\d.]+)/.exec(compose)?.[1] ?? '';
const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY, OTP_SENDS_PER_IP: '3' });
});
afterAll(() => ctx?.close());

const send = (remoteAddress: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/sent/login-signup-otp',
    payload: { email: uniqueEmail('proxy') },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
const mailbox = (remoteAddress: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/v1/dev/mailbox',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('the shipped TRUST_PROXY', () => {
  it("is nginx's own address", () => {
    expect(NGINX).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(TRUST_PROXY).toBe(NGINX);
  });

  it('counts a client that forges X-Forwarded-For by its real address', async () => {
    for (let i = 0; i < 3; i++) expect((await send('203.0.113.9', randomAddress())).statusCode).toBe(200);
    expect((await send('203.0.113.9', randomAddress())).statusCode).toBe(429);
  });

  it('counts each client behind nginx by the address nginx gives', async () => {
    for (let i = 0; i < 3; i++) expect((await send(NGINX, '198.51.100.4')).statusCode).toBe(200);
    expect((await send(NGINX, '198.51.100.4')).statusCode).toBe(429);
    expect((await send(NGINX, '198.51.100.5')).statusCode).toBe(200);
  });

  it('keeps the dev mailbox closed to a client claiming to be this machine', async () => {
    expect((await mailbox('203.0.113.9', '127.0.0.1')).statusCode).toBe(404);
    expect((await mailbox('203.0.113.9', '198.51.100.7, 127.0.0.1')).statusCode).toBe(404);
    expect((await mailbox(NGINX, '198.51.100.7')).statusCode).toBe(404);
    expect((await mailbox(NGINX, '127.0.0.1')).statusCode).toBe(200);
  });
});
