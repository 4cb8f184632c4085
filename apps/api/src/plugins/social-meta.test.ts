import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductResponse } from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';

const PUBLIC_URL = 'https://tienda.example.com';
let app: Awaited<ReturnType<typeof buildApp>>;
let database: TestDatabase;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'tb-web-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="El marketplace"><title>TecnoBazar</title></head><body><div id="root"></div></body></html>',
  );
  database = await createTestDatabase({ seeded: true });
  app = await buildApp({ config: testConfig({ PUBLIC_URL }), database, webDist: dist });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const first = async (category: string) =>
  (await app.inject({ method: 'GET', url: `/v1/products?category=${category}` })).json()
    .content[0] as ProductResponse;

describe("a shared build's page", () => {
  it('carries its own title, description and picture for link previews', async () => {
    const cpu = await first('processors');
    const kase = await first('cases');
    const saved = await app.inject({
      method: 'POST',
      url: '/v1/builds',
      payload: {
        name: 'Gamer <económico>',
        parts: [
          { slot: 'cpu', productId: cpu.id, quantity: 1 },
          { slot: 'case', productId: kase.id, quantity: 1 },
        ],
      },
    });
    const { id } = saved.json();
    const page = await app.inject({ method: 'GET', url: `/armados/${id}` });
    expect(page.statusCode).toBe(200);
    const total = Math.round(cpu.sellingPrice + kase.sellingPrice).toLocaleString('es-CO');
    expect(page.body).toContain('<title>Gamer &lt;económico&gt; · Arma tu PC · TecnoBazar</title>');
    expect(page.body).toContain(
      '<meta property="og:title" content="Gamer &lt;económico&gt; · Arma tu PC · TecnoBazar">',
    );
    expect(page.body).toContain(`2 partes por $${total} con IVA`);
    // The case's picture, at the store's public address.
    expect(page.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}${kase.images[0]}">`);
    expect(page.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/armados/${id}">`);
    expect(page.body.match(/name="description"/g)).toHaveLength(1);
  });

  it('is a 404 for a build that does not exist, without a preview', async () => {
    const page = await app.inject({ method: 'GET', url: '/armados/AAAAAAAAAAA' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('og:title');
  });
});
