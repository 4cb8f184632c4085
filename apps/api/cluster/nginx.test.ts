import { mkdtemp, rm } from 'node:fs/promises';
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

beforeAll(async () => {
  api = Fastify({ trustProxy: '127.0.0.1' });
  api.get('/v1/health', async () => ({ status: 'UP' }));
  api.get('/whoami', async (req) => ({ ip: req.ip, realIp: req.headers['x-real-ip'] }));
  const upstream = `127.0.0.1:${(await api.listen({ host: '127.0.0.1', port: 0 })).split(':').pop()}`;
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
