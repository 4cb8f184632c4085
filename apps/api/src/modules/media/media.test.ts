import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildDemoSvg, DemoImageNotFoundError, demoImageUrl, renderDemoImage } from './demo-image.ts';
import { mediaRoutes } from './media.routes.ts';

async function buildApp() {
  const app = Fastify();
  await app.register(mediaRoutes, { prefix: '/v1' });
  await app.ready();
  return app;
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
      const a = await app.inject({ method: 'GET', url: '/v1/media/demo/graphics_cards-azul-1.webp' });
      const b = await app.inject({ method: 'GET', url: '/v1/media/demo/graphics_cards-azul-2.webp' });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
      // Served twice from the cache: same bytes.
      const again = await app.inject({ method: 'GET', url: '/v1/media/demo/graphics_cards-azul-1.webp' });
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

  it('draws every level-2 category and level-3 slug, and rejects bad keys with a typed error', async () => {
    expect(demoImageUrl('ssd_drives', 'Azul Marino', 2)).toBe('/v1/media/demo/ssd_drives-azul_marino-2.webp');
    expect(demoImageUrl('mice', 'Marrón', 1)).toBe('/v1/media/demo/mice-marron-1.webp');
    expect(buildDemoSvg('ssd_nvme-blanco-3')).toContain('<svg');
    expect(buildDemoSvg('men-rojo-1')).toContain('<svg');
    expect(() => buildDemoSvg('nope-negro-1')).toThrow(DemoImageNotFoundError);
    await expect(renderDemoImage('keyboards-nope-1')).rejects.toBeInstanceOf(DemoImageNotFoundError);
  });
});
