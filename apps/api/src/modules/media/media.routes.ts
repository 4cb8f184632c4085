import type { FastifyPluginAsync } from 'fastify';
import { DemoImageNotFoundError, isValidDemoImageKey, renderDemoImage } from './demo-image.ts';

const CACHE_LIMIT = 500;
const NOT_FOUND = { message: 'Imagen no encontrada' };

/**
 * `GET /media/demo/:key` (public URL `/v1/media/demo/{key}.webp`): locally generated demo product images.
 * Rendered buffers are kept in a bounded in-memory cache (least recently used evicted first); concurrent
 * requests for the same key share one render.
 */
export const mediaRoutes: FastifyPluginAsync<{ cacheLimit?: number }> = async (app, opts) => {
  const limit = Math.max(1, opts.cacheLimit ?? CACHE_LIMIT);
  const cache = new Map<string, Promise<Buffer>>();

  const render = (key: string): Promise<Buffer> => {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const pending = renderDemoImage(key);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    while (cache.size > limit) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return pending;
  };

  app.get<{ Params: { key: string } }>(
    '/media/demo/:key',
    {
      // Pages load many images; they are cheap (cached in memory), so they do not count toward the limit.
      config: { rateLimit: false },
      // No params schema on purpose: the key is checked by regex below, and a JSON schema here would clash
      // with the app's zod validator compiler.
      schema: {
        tags: ['media'],
        summary: 'Demo product image (600×600 WebP, generated locally)',
      },
    },
    async (req, reply) => {
      const raw = req.params.key ?? '';
      const key = raw.length > 100 ? '' : raw.endsWith('.webp') ? raw.slice(0, -5) : raw;
      if (!isValidDemoImageKey(key)) {
        return reply.code(404).send(NOT_FOUND);
      }
      let image: Buffer;
      try {
        image = await render(key);
      } catch (err) {
        if (err instanceof DemoImageNotFoundError) return reply.code(404).send(NOT_FOUND);
        throw err;
      }
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
};
