import type { FastifyPluginAsync } from 'fastify';
import { demoImageKeys } from '../../db/seed/demo-catalog.ts';
import { DemoImageNotFoundError, renderDemoImage } from '../../db/seed/demo-image.ts';
import { concurrencyLimit } from '../../lib/concurrency.ts';
import { legacyDemoImageKeys } from './legacy-demo-keys.ts';

// The demo catalogue uses about 600 keys and the first-format ones about 300 more, some 12 kB each, so by
// default every one of them stays cached once rendered (about 11 MB).
export const DEFAULT_CACHE_LIMIT = 1000;
// Each render takes tens of milliseconds of CPU; the rest wait their turn instead of starving other requests.
const MAX_CONCURRENT_RENDERS = 2;
const NOT_FOUND = { message: 'Imagen no encontrada' };

export interface MediaRoutesOptions {
  cacheLimit?: number;
  /** Keys the route may render; defaults to the ones the demo seed writes, now and before (first format). */
  keys?: ReadonlySet<string>;
  /** Renders one key to WebP; tests pass a counting or slow one. */
  render?: (key: string) => Promise<Buffer>;
  maxConcurrentRenders?: number;
}

/**
 * `GET /media/demo/:key` (public URL `/v1/media/demo/{key}.webp`): locally generated demo product images.
 * Only keys the demo catalogue uses (or used, in the first key format) are rendered; anything else is a 404
 * without rendering. Rendered buffers are kept in a bounded in-memory cache (least recently used evicted
 * first); concurrent requests for the same key share one render, and at most `maxConcurrentRenders` renders
 * run at once.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, opts) => {
  const limit = Math.max(1, opts.cacheLimit ?? DEFAULT_CACHE_LIMIT);
  const keys = opts.keys ?? new Set([...demoImageKeys(), ...legacyDemoImageKeys()]);
  const renderImage = opts.render ?? renderDemoImage;
  const throttle = concurrencyLimit(Math.max(1, opts.maxConcurrentRenders ?? MAX_CONCURRENT_RENDERS));
  const cache = new Map<string, Promise<Buffer>>();

  const render = (key: string): Promise<Buffer> => {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const pending = throttle(() => renderImage(key));
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
      // Exempt from the rate limit on purpose: a product grid shows dozens of images per page, and what a
      // request can cost is bounded without it: an unknown key is a set lookup, and the known keys (under a
      // thousand) each render once (throttled) and are then served from the cache.
      config: { rateLimit: false },
      // No params schema on purpose: the key is checked against the known set below, and a JSON schema here
      // would clash with the app's zod validator compiler.
      schema: {
        tags: ['media'],
        summary: 'Demo product image (600×600 WebP, generated locally)',
      },
    },
    async (req, reply) => {
      const raw = req.params.key ?? '';
      const key = raw.endsWith('.webp') ? raw.slice(0, -5) : raw;
      if (!keys.has(key)) {
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
