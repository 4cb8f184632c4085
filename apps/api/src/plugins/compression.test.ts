import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { demoImageKeys } from '../db/seed/demo-catalog.ts';
import { errorBody } from '../lib/errors.ts';
import { createTestDatabase } from '../test/test-app.ts';

const INDEX = '<!doctype html><title>TecnoBazar</title>';
// Long enough to be worth compressing, as every built chunk is.
const SCRIPT = `export const items = [${Array.from({ length: 200 }, (_, i) => `'item-${i}'`).join(', ')}];`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const precompressed = {
  br: brotliCompressSync(SCRIPT),
  gzip: gzipSync(SCRIPT, { level: 9 }),
  htmlBr: brotliCompressSync(INDEX),
};

/** A built SPA as `npm run build` leaves it: each text file with its `.br` and `.gz` beside it. */
function builtSpa() {
  const dist = mkdtempSync(join(tmpdir(), 'tb-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.br'), precompressed.htmlBr);
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-abc123.js.br'), precompressed.br);
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), precompressed.gzip);
  return dist;
}

describe('compression', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    app = await buildApp({ config: testConfig(), database, webDist: builtSpa() });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset precompressed in the encoding the browser accepts, cached for good', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The build's file itself, byte for byte: not compressed again, nor compressed anew on each request.
    expect(br.rawPayload.equals(precompressed.br)).toBe(true);
    expect(br.headers['content-length']).toBe(String(precompressed.br.length));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gzip.rawPayload.equals(precompressed.gzip)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html, and the history fallback, compressed and never cached unchecked', async () => {
    for (const url of ['/', '/products/keyboards']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.rawPayload.equals(precompressed.htmlBr), url).toBe(true);
    }
    const plain = await get('/products/keyboards');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('compresses a large API answer, brotli or gzip, and leaves small ones and errors as they are', async () => {
    const plain = await get('/v1/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json();

    const br = await get('/v1/docs/json', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(document);

    const gzip = await get('/v1/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(document);

    // Under 1 KiB: not worth the CPU.
    const small = await get('/v1/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', db: 'ok' });

    const error = await get('/v1/nada', 'br');
    expect(error.statusCode).toBe(404);
    expect(error.headers['content-encoding']).toBeUndefined();
    expect(error.json()).toEqual(errorBody('Ruta no encontrada'));
  });

  it('sends images as they are: they are compressed already', { timeout: 30_000 }, async () => {
    const [key] = demoImageKeys();
    const res = await get(`/v1/media/demo/${key}.webp`, 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});
