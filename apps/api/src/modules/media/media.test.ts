import { setTimeout as sleep } from 'node:timers/promises';
import { COLORS } from '@tecnobazar/shared/constants/catalog';
import { CATEGORIES } from '@tecnobazar/shared/constants/categories';
import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { homeCategories, products } from '../../db/schema/index.ts';
import { demoImageKeys } from '../../db/seed/demo-catalog.ts';
import {
  buildDemoSvg,
  colorSlug,
  DemoImageNotFoundError,
  demoImageUrl,
  isValidDemoImageKey,
  renderDemoImage,
} from '../../db/seed/demo-image.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { type MediaRoutesOptions, mediaRoutes } from './media.routes.ts';

async function buildApp(opts: MediaRoutesOptions = {}) {
  const app = Fastify();
  await app.register(mediaRoutes, { prefix: '/v1', ...opts });
  await app.ready();
  return app;
}

/** A renderer that counts its calls and returns a placeholder instead of drawing. */
function countingRender() {
  const rendered: string[] = [];
  const render = async (key: string) => {
    rendered.push(key);
    return Buffer.from(key);
  };
  return { rendered, render };
}

describe('demo media', () => {
  it('serves a 600x600 webp for a valid key, with or without .webp', { timeout: 30_000 }, async () => {
    const app = await buildApp();
    try {
      for (const url of ['/v1/media/demo/keyboards-negro-1.webp', '/v1/media/demo/keyboards-negro-1']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(600);
        expect(meta.height).toBe(600);
      }
    } finally {
      await app.close();
    }
  });

  it('renders different images for different variants', { timeout: 30_000 }, async () => {
    const app = await buildApp();
    try {
      const a = await app.inject({ method: 'GET', url: '/v1/media/demo/graphics_cards-negro-1.webp' });
      const b = await app.inject({ method: 'GET', url: '/v1/media/demo/graphics_cards-negro-2.webp' });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
      // Served twice from the cache: same bytes.
      const again = await app.inject({ method: 'GET', url: '/v1/media/demo/graphics_cards-negro-1.webp' });
      expect(again.rawPayload.equals(a.rawPayload)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('answers 404 for unknown or malformed keys', { timeout: 30_000 }, async () => {
    const app = await buildApp();
    try {
      for (const key of [
        'spaceships-negro-1.webp',
        'keyboards-fucsia_neon-1.webp',
        'keyboards-negro-12.webp',
        'keyboards-negro.webp',
        '..%2F..%2Fetc%2Fpasswd',
        'KEYBOARDS-negro-1.webp',
        `${'a'.repeat(60)}-negro-1.webp`,
      ]) {
        const res = await app.inject({ method: 'GET', url: `/v1/media/demo/${key}` });
        expect(res.statusCode, key).toBe(404);
        expect(res.json()).toEqual({ message: 'Imagen no encontrada' });
      }
    } finally {
      await app.close();
    }
  });

  it('answers 404 without rendering for well-formed keys the catalogue does not use', async () => {
    // The security finding: 600 distinct drawable names, each of which used to cost a render.
    const used = demoImageKeys();
    const unused: string[] = [];
    for (const c of CATEGORIES.filter((x) => x.level === 2))
      for (const colour of COLORS)
        for (let v = 0; v <= 9; v++) {
          const key = `${c.categoryId}-${colorSlug(colour.name)}-${v}`;
          if (!used.has(key) && !unused.includes(key)) unused.push(key);
        }
    expect(unused.length).toBeGreaterThanOrEqual(600);
    const { rendered, render } = countingRender();
    const app = await buildApp({ render });
    try {
      for (const key of unused.slice(0, 600)) {
        expect(isValidDemoImageKey(key), key).toBe(true);
        const res = await app.inject({ method: 'GET', url: `/v1/media/demo/${key}.webp` });
        expect(res.statusCode, key).toBe(404);
        expect(res.json()).toEqual({ message: 'Imagen no encontrada' });
      }
      expect(rendered).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('serves every image key the seed writes, each rendered once', { timeout: 60_000 }, async () => {
    // What the seed actually stores, read back from a seeded database.
    const database = createDatabase({});
    let stored: Set<string>;
    try {
      await database.migrate();
      await seedDemo(database.db, { adminEmails: ['admin@tecnobazar.local'] });
      const productImages = await database.db.select({ images: products.images }).from(products);
      const homeImages = await database.db.select({ image: homeCategories.image }).from(homeCategories);
      const urls = [...productImages.flatMap((p) => p.images), ...homeImages.map((h) => h.image)];
      stored = new Set(
        urls.map((u) => {
          const key = /^\/v1\/media\/demo\/([a-z0-9_-]+)\.webp$/.exec(u)?.[1];
          expect(key, String(u)).toBeDefined();
          return key!;
        }),
      );
    } finally {
      await database.close();
    }
    expect([...stored].sort()).toEqual([...demoImageKeys()].sort());
    // The default cache holds them all, so each renders at most once per process.
    expect(stored.size).toBeLessThanOrEqual(500);

    const { rendered, render } = countingRender();
    const app = await buildApp({ render });
    try {
      for (const key of [...stored, ...stored]) {
        const res = await app.inject({ method: 'GET', url: `/v1/media/demo/${key}.webp` });
        expect(res.statusCode, key).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(buildDemoSvg(key)).toContain('<svg');
      }
      expect(rendered.sort()).toEqual([...stored].sort());
    } finally {
      await app.close();
    }

    // A sample through the real renderer (about 50 ms of CPU each).
    const real = await buildApp();
    try {
      const keys = [...stored];
      for (let i = 0; i < keys.length; i += Math.ceil(keys.length / 6)) {
        const res = await real.inject({ method: 'GET', url: `/v1/media/demo/${keys[i]}.webp` });
        expect(res.statusCode, keys[i]).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
      }
    } finally {
      await real.close();
    }
  });

  it('runs at most two renders at a time; the others wait', async () => {
    let active = 0;
    let peak = 0;
    const started: string[] = [];
    const render = async (key: string) => {
      started.push(key);
      active++;
      peak = Math.max(peak, active);
      await sleep(40);
      active--;
      return Buffer.from(key);
    };
    const app = await buildApp({ render });
    try {
      const keys = [...demoImageKeys()].slice(0, 8);
      const responses = await Promise.all(
        keys.map((key) => app.inject({ method: 'GET', url: `/v1/media/demo/${key}.webp` })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(keys.map(() => 200));
      expect(started.sort()).toEqual([...keys].sort());
      expect(peak).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('draws every level-2 category and level-3 slug, and rejects bad keys with a typed error', async () => {
    expect(demoImageUrl('ssd_drives', 'Azul Marino', 2)).toBe('/v1/media/demo/ssd_drives-azul_marino-2.webp');
    expect(demoImageUrl('mice', 'Marrón', 1)).toBe('/v1/media/demo/mice-marron-1.webp');
    expect(buildDemoSvg('ssd_nvme-blanco-3')).toContain('<svg');
    expect(buildDemoSvg('men-rojo-1')).toContain('<svg');
    expect(() => buildDemoSvg('nope-negro-1')).toThrow(DemoImageNotFoundError);
    await expect(renderDemoImage('keyboards-nope-1')).rejects.toBeInstanceOf(DemoImageNotFoundError);
  });
});
