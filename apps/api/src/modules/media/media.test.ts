import { setTimeout as sleep } from 'node:timers/promises';
import { COLORS } from '@tecnobazar/shared/constants/catalog';
import { CATEGORIES } from '@tecnobazar/shared/constants/categories';
import { IMAGE_WIDTH_MESSAGE, IMAGE_WIDTHS } from '@tecnobazar/shared/constants/media';
import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { homeCategories, products } from '../../db/schema/index.ts';
import { buildDemoProducts, demoHomeImageUrls, demoImageKeys } from '../../db/seed/demo-catalog.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { errorBody } from '../../lib/errors.ts';
import {
  buildDemoSvg,
  colorSlug,
  DEMO_IMAGE_KEY_RE,
  DemoImageNotFoundError,
  demoImageKey,
  demoImageUrl,
  demoModelCode,
  isValidDemoImageKey,
  LEGACY_DEMO_IMAGE_KEY_RE,
  legacyDemoImageKey,
  renderDemoImage,
} from './demo-image.ts';
import { legacyDemoImageKeys } from './legacy-demo-keys.ts';
import { DEFAULT_CACHE_LIMIT, type MediaRoutesOptions, mediaRoutes } from './media.routes.ts';

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1).replace(/\.webp$/, '');
/** What the route serves by default: today's keys and the first-format ones older databases hold. */
const servedKeys = () => new Set([...demoImageKeys(), ...legacyDemoImageKeys()]);

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
      const model = keyOf(buildDemoProducts()[0]!.images[0]!);
      for (const url of [
        `/v1/media/demo/${model}.webp`,
        `/v1/media/demo/${model}`,
        // The first key format, which databases seeded before still point at.
        '/v1/media/demo/keyboards-negro-1.webp',
      ]) {
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
      const gpu = buildDemoProducts().find((p) => p.level2 === 'graphics_cards')!;
      const [first, second] = gpu.images;
      const a = await app.inject({ method: 'GET', url: first! });
      const b = await app.inject({ method: 'GET', url: second! });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
      // Served twice from the cache: same bytes.
      const again = await app.inject({ method: 'GET', url: first! });
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
        'gpu_nvidia-asus-rtx4070-0962c1-blanco-0.webp',
        'gpu_nvidia-asus-rtx4070-0962C1-blanco-1.webp',
        'gpu_nvidia-asus-rtx4070-0962c-blanco-1.webp',
        'gpu_nvidia-asus-rtx_4070-0962c1-blanco-1.webp',
        'gpu_nvidia-asus-rtx4070-0962c1-fucsia_neon-1.webp',
        'spaceships-asus-rtx4070-0962c1-blanco-1.webp',
        'gpu_nvidia-asus-rtx4070-0962c1-blanco-1-1.webp',
        '..%2F..%2Fetc%2Fpasswd',
        'KEYBOARDS-negro-1.webp',
        `${'a'.repeat(60)}-negro-1.webp`,
      ]) {
        const res = await app.inject({ method: 'GET', url: `/v1/media/demo/${key}` });
        expect(res.statusCode, key).toBe(404);
        expect(res.json()).toEqual(errorBody('Imagen no encontrada'));
      }
    } finally {
      await app.close();
    }
  });

  // Generous timeouts: these render many pictures, and CI's two cores run three lanes of tests at once.
  it('answers 404 without rendering for well-formed keys the catalogue does not use', {
    timeout: 180_000,
  }, async () => {
    // The security finding: 600 distinct drawable names, each of which used to cost a render. Both key
    // formats: first-format names, and real models in colours and variants the catalogue does not use.
    const used = servedKeys();
    const unused: string[] = [];
    for (const c of CATEGORIES.filter((x) => x.level === 2))
      for (const colour of COLORS)
        for (let v = 0; v <= 9; v++) {
          const key = `${c.categoryId}-${colorSlug(colour.name)}-${v}`;
          if (!used.has(key) && !unused.includes(key)) unused.push(key);
        }
    for (const p of buildDemoProducts().slice(0, 40))
      for (const colour of COLORS.slice(0, 8))
        for (const v of [4, 9]) {
          const key = demoImageKey(
            { categoryId: p.categoryId, brand: p.specs.brand, title: p.title },
            colour.name,
            v,
          );
          if (!used.has(key) && !unused.includes(key)) unused.push(key);
        }
    expect(unused.length).toBeGreaterThanOrEqual(1200);
    const { rendered, render } = countingRender();
    const app = await buildApp({ render });
    try {
      for (const key of unused) {
        expect(isValidDemoImageKey(key), key).toBe(true);
        const res = await app.inject({ method: 'GET', url: `/v1/media/demo/${key}.webp` });
        expect(res.statusCode, key).toBe(404);
        expect(res.json()).toEqual(errorBody('Imagen no encontrada'));
      }
      expect(rendered).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('serves every image key the seed writes, each rendered once', { timeout: 180_000 }, async () => {
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
    // The default cache holds them all (and the first-format ones) at every width, so each renders at most
    // once per process.
    expect(servedKeys().size * (1 + IMAGE_WIDTHS.length)).toBeLessThanOrEqual(DEFAULT_CACHE_LIMIT);

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

  it('serves each allowed width, never wider than the 600-px render', { timeout: 30_000 }, async () => {
    const app = await buildApp();
    try {
      const url = buildDemoProducts()[0]!.images[0]!;
      const full = await app.inject({ method: 'GET', url });
      for (const w of IMAGE_WIDTHS) {
        const res = await app.inject({ method: 'GET', url: `${url}?w=${w}` });
        expect(res.statusCode, String(w)).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        // Square like the render, and never enlarged: 640 and 960 are the 600-px image itself.
        expect([meta.width, meta.height], String(w)).toEqual([Math.min(w, 600), Math.min(w, 600)]);
        if (w >= 600) expect(res.rawPayload.equals(full.rawPayload)).toBe(true);
        else expect(res.rawPayload.length).toBeLessThan(full.rawPayload.length);
      }
    } finally {
      await app.close();
    }
  });

  it('refuses a width it does not make, in Spanish, without rendering', async () => {
    const { rendered, render } = countingRender();
    const app = await buildApp({ render });
    try {
      const key = [...demoImageKeys()][0]!;
      for (const w of ['100', '0', '-320', '320.0', '3e2', 'abc', '1280', '9999999', '320&w=480']) {
        const res = await app.inject({ method: 'GET', url: `/v1/media/demo/${key}.webp?w=${w}` });
        expect(res.statusCode, w).toBe(400);
        expect(res.json()).toEqual(errorBody(IMAGE_WIDTH_MESSAGE));
      }
      expect(IMAGE_WIDTH_MESSAGE).toBe('Ancho de imagen no admitido: usa 160, 320, 480, 640 o 960.');
      expect(rendered).toEqual([]);
      // An empty `w` (as a form would send it) is no width: the full image.
      expect((await app.inject({ method: 'GET', url: `/v1/media/demo/${key}.webp?w=` })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });

  it('caches each width apart, made once from one render', async () => {
    const { rendered, render } = countingRender();
    const resized: string[] = [];
    const resize = async (image: Buffer, width: number) => {
      resized.push(`${image.toString()}@${width}`);
      return Buffer.from(`${image.toString()}@${width}`);
    };
    const app = await buildApp({ render, resize });
    try {
      const key = [...demoImageKeys()][0]!;
      const get = async (query: string) =>
        (await app.inject({ method: 'GET', url: `/v1/media/demo/${key}.webp${query}` })).body;
      for (let round = 0; round < 2; round++) {
        expect(await get('')).toBe(key);
        expect(await get('?w=160')).toBe(`${key}@160`);
        expect(await get('?w=320')).toBe(`${key}@320`);
      }
      // Concurrent first requests for one width share its resize.
      const together = await Promise.all([get('?w=480'), get('?w=480'), get('?w=480')]);
      expect(together).toEqual([`${key}@480`, `${key}@480`, `${key}@480`]);
      expect(rendered).toEqual([key]);
      expect(resized).toEqual([`${key}@160`, `${key}@320`, `${key}@480`]);
    } finally {
      await app.close();
    }
  });

  it('keeps widths within the cache limit, evicting the least recently used', async () => {
    const { rendered, render } = countingRender();
    const resized: number[] = [];
    const resize = async (image: Buffer, width: number) => {
      resized.push(width);
      return Buffer.from(`${image.toString()}@${width}`);
    };
    const app = await buildApp({ render, resize, cacheLimit: 3 });
    try {
      const key = [...demoImageKeys()][0]!;
      const get = (query: string) => app.inject({ method: 'GET', url: `/v1/media/demo/${key}.webp${query}` });
      await get('?w=160'); // cached: the 160 copy and the full render
      await get('?w=320'); // and the 320 copy: three
      await get('?w=480'); // a fourth: the 160 copy, least recently used, goes
      await get('?w=320');
      expect(resized).toEqual([160, 320, 480]);
      await get('?w=160');
      expect(resized).toEqual([160, 320, 480, 160]);
      expect(rendered).toEqual([key]);
    } finally {
      await app.close();
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
    const ssd = {
      categoryId: 'ssd_nvme',
      brand: 'Samsung',
      title: 'Unidad SSD NVMe Samsung 990 PRO 2TB PCIe 4.0',
    };
    expect(demoImageUrl(ssd, 'Azul Marino', 2)).toMatch(
      /^\/v1\/media\/demo\/ssd_nvme-samsung-990-[0-9a-f]{6}-azul_marino-2\.webp$/,
    );
    expect(demoImageKey(ssd, 'Azul Marino', 2)).toBe(demoImageKey({ ...ssd }, 'Azul Marino', 2));
    expect(legacyDemoImageKey('mice', 'Marrón', 1)).toBe('mice-marron-1');
    for (const c of CATEGORIES) {
      expect(buildDemoSvg(`${c.categoryId}-generico-x1-abcdef-negro-1`), c.categoryId).toContain('<svg');
      if (c.level > 1) expect(buildDemoSvg(`${c.categoryId}-rojo-1`), c.categoryId).toContain('<svg');
    }
    expect(buildDemoSvg('ssd_nvme-blanco-3')).toContain('<svg');
    expect(buildDemoSvg('men-rojo-1')).toContain('<svg');
    expect(() => buildDemoSvg('nope-negro-1')).toThrow(DemoImageNotFoundError);
    await expect(renderDemoImage('keyboards-nope-1')).rejects.toBeInstanceOf(DemoImageNotFoundError);
  });

  it('reads a model code from the title', () => {
    expect(demoModelCode('Mouse gamer Logitech G502 HERO 25K DPI', 'Logitech')).toBe('g502');
    expect(demoModelCode('Tarjeta gráfica NVIDIA GeForce RTX 4060 8GB', 'NVIDIA')).toBe('rtx4060');
    expect(demoModelCode('Procesador Intel Core i5-14600K 14 núcleos LGA1700', 'Intel')).toBe('14600k');
    expect(demoModelCode('Procesador AMD Ryzen 5 5600G 6 núcleos con gráficos Radeon AM4', 'AMD')).toBe(
      '5600g',
    );
    expect(demoModelCode('Mouse gamer Razer DeathAdder Essential 6400 DPI', 'Razer')).toBe('deathadder');
    expect(demoModelCode('Sistema HOTAS Logitech G X56 RGB para PC', 'Logitech')).toBe('x56');
    expect(demoModelCode('Procesadores AMD')).toBe('amd');
    expect(demoModelCode('Teclados')).toMatch(/^tb\d{3}$/);
  });

  it('gives every demo product and home tile a picture of its own', () => {
    const products = buildDemoProducts();
    const firsts = products.map((p) => keyOf(p.images[0]!));
    expect(new Set(firsts).size).toBe(products.length);
    for (const p of products) expect(new Set(p.images).size, p.title).toBe(p.images.length);
    const tiles = demoHomeImageUrls().map(keyOf);
    expect(new Set(tiles).size).toBe(tiles.length);
    // Not only different names: different drawings (the SVG without its colours still differs per model).
    const shapes = firsts.map((k) => buildDemoSvg(k).replace(/#[0-9a-f]{6}/g, ''));
    expect(new Set(shapes).size).toBe(products.length);
    for (const key of demoImageKeys()) {
      expect(DEMO_IMAGE_KEY_RE.test(key), key).toBe(true);
      expect(isValidDemoImageKey(key), key).toBe(true);
    }
    for (const key of legacyDemoImageKeys()) {
      expect(LEGACY_DEMO_IMAGE_KEY_RE.test(key), key).toBe(true);
      expect(isValidDemoImageKey(key), key).toBe(true);
    }
  });

  it('renders distinct pictures for the models of one category', { timeout: 30_000 }, async () => {
    const consoles = buildDemoProducts().filter((p) => p.level2 === 'consoles' || p.level2 === 'processors');
    const images = await Promise.all(consoles.map((p) => renderDemoImage(keyOf(p.images[0]!))));
    expect(new Set(images.map((b) => b.toString('base64'))).size).toBe(consoles.length);
  });
});
