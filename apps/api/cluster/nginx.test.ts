import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startNginx, until } from './cluster.ts';

// deploy/nginx.conf.template in front of a server that trusts nginx alone, as `npm run cluster` and
// deploy/docker-compose.yml do: the address the API sees must be the one nginx saw, whatever the client
// wrote in X-Forwarded-For (each per-address limit and the dev routes' loopback check use it).

let api: FastifyInstance;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let dir: string;
let url: string;
let upstream: string;
/** The requests /hold keeps waiting, each let go by calling it. */
const held: (() => void)[] = [];

beforeAll(async () => {
  api = Fastify({ trustProxy: '127.0.0.1' });
  api.get('/v1/health', async () => ({ status: 'UP' }));
  api.get('/whoami', async (req) => ({ ip: req.ip, realIp: req.headers['x-real-ip'] }));
  // Answers once the test lets it: a request that stays under way for as long as the test needs.
  api.get('/hold', async () => {
    await new Promise<void>((resolve) => held.push(resolve));
    return { held: true };
  });
  upstream = `127.0.0.1:${(await api.listen({ host: '127.0.0.1', port: 0 })).split(':').pop()}`;
  dir = await mkdtemp(join(tmpdir(), 'tb-nginx-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  nginx = await startNginx(dir, port, [upstream, upstream]);
  await until('nginx to answer', async () => (await fetch(`${url}/v1/health`)).ok, 20_000);
});
afterAll(async () => {
  nginx?.kill('SIGTERM');
  await api?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('nginx in front of the API', () => {
  it('passes on the address it saw, never one the client wrote', async () => {
    for (const forged of ['203.0.113.9', '127.0.0.2', '10.1.2.3, 127.0.0.1']) {
      const res = await fetch(`${url}/whoami`, { headers: { 'x-forwarded-for': forged } });
      expect(await res.json(), forged).toEqual({ ip: '127.0.0.1', realIp: '127.0.0.1' });
    }
  });
});

// Issue 29 item 4: slow clients. The shipped values are checked as written; their behaviour on a copy of the
// template whose timeouts are 1 s and whose per-address limit is 3, so the test waits a second, not ten.
const template = readFileSync(new URL('../../../deploy/nginx.conf.template', import.meta.url), 'utf8');
const shorter = (t: string) =>
  t
    .replace(/client_header_timeout \S+;/, 'client_header_timeout 1s;')
    .replace(/client_body_timeout \S+;/, 'client_body_timeout 1s;')
    .replace(/(limit_conn tecnobazar_per_address) \d+;/, '$1 3;');

describe('nginx and slow clients', () => {
  let strict: Awaited<ReturnType<typeof startNginx>>;
  let strictDir: string;
  let strictPort: number;
  const open: Socket[] = [];
  beforeAll(async () => {
    strictDir = await mkdtemp(join(tmpdir(), 'tb-nginx-strict-'));
    strictPort = await freePort();
    strict = await startNginx(strictDir, strictPort, [upstream, upstream], shorter);
    await until('nginx to answer', async () => (await fetch(`http://127.0.0.1:${strictPort}/v1/health`)).ok);
  });
  afterAll(async () => {
    for (const s of open) s.destroy();
    strict?.kill('SIGTERM');
    if (strictDir) await rm(strictDir, { recursive: true, force: true });
  });

  /** A socket to the strict nginx that has sent `head` and then nothing more. */
  async function stalled(head: string) {
    const socket = connect(strictPort, '127.0.0.1');
    open.push(socket);
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(head);
    return socket;
  }
  /** Seconds from now until `socket` closes; 'still open' after 8 s. */
  async function secondsToClose(socket: Socket) {
    const started = Date.now();
    let giveUp: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      new Promise<number>((resolve) => socket.once('close', () => resolve((Date.now() - started) / 1000))),
      new Promise<string>((resolve) => {
        giveUp = setTimeout(() => resolve('still open'), 8_000);
      }),
    ]);
    clearTimeout(giveUp);
    return outcome;
  }
  const slowBody = 'POST /whoami HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n{';

  it('ships header and body timeouts, a send timeout and a per-address connection limit', () => {
    expect(template).toMatch(/^\s*client_header_timeout 10s;/m);
    expect(template).toMatch(/^\s*client_body_timeout 10s;/m);
    expect(template).toMatch(/^\s*send_timeout 30s;/m);
    expect(template).toMatch(/^limit_conn_zone \$binary_remote_addr zone=tecnobazar_per_address:/m);
    expect(template).toMatch(/^\s*limit_conn tecnobazar_per_address 100;/m);
  });

  it('refuses an address more requests at once than the limit, with 429, and takes it back after', async () => {
    // Three requests under way (the API holds them), so the fourth from the same address is over the limit.
    const under = [1, 2, 3].map(() => fetch(`http://127.0.0.1:${strictPort}/hold`));
    await until('the API to hold three requests', async () => held.length === 3, 5_000);
    const whoami = () => fetch(`http://127.0.0.1:${strictPort}/whoami`).then((r) => r.status);
    expect(await whoami()).toBe(429);
    for (const release of held.splice(0)) release();
    expect((await Promise.all(under)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await whoami()).toBe(200);
  });

  it('drops a client whose body stops coming once the body timeout passes', async () => {
    const closed = await secondsToClose(await stalled(slowBody));
    expect(closed).toBeGreaterThanOrEqual(0.9);
    expect(closed).toBeLessThan(4);
  });

  it('drops a client whose headers never end once the header timeout passes', async () => {
    const closed = await secondsToClose(await stalled('GET /whoami HTTP/1.1\r\nHost: localhost\r\n'));
    expect(closed).toBeGreaterThanOrEqual(0.9);
    expect(closed).toBeLessThan(4);
  });
});
