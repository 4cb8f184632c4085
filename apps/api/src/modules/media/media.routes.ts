import { IMAGE_WIDTH_MESSAGE, IMAGE_WIDTHS } from '@tecnobazar/shared/constants/media';
import type { FastifyPluginAsync } from 'fastify';
import { demoImageKeys } from '../../db/seed/demo-catalog.ts';
import { concurrencyLimit } from '../../lib/concurrency.ts';
import { errorBody } from '../../lib/errors.ts';
import { createImageCache, narrowerWebp } from '../../lib/storage/image-variants.ts';
import { DemoImageNotFoundError, renderDemoImage } from './demo-image.ts';
import { legacyDemoImageKeys } from './legacy-demo-keys.ts';

// The demo catalogue uses about 600 keys and the first-format ones about 300 more, some 12 kB each, and each
// has up to five narrower copies (about 20 kB more per key: 640 and 960 are the 600-px buffer itself), so
// by default every one of them stays cached once made (about 30 MB), and each renders at most once.
export const DEFAULT_CACHE_LIMIT = 6000;
// Each render takes tens of milliseconds of CPU; the rest wait their turn instead of starving other requests.
const MAX_CONCURRENT_RENDERS = 2;
const NOT_FOUND = errorBody('Imagen no encontrada');

// `?w=` takes one of IMAGE_WIDTHS (shared with the uploads route and the web app). Any other width is
// refused rather than rounded, so the cache holds at most this many copies of an image and a URL always
// means the same bytes.
// WebP only, whatever the Accept header: AVIF (sharp, effort 2) took 2.5–3× the CPU of WebP for these
// pictures (46 vs 18 ms at 320 px) to save 1–3 kB each, and a cold grid's first paint waits on that CPU.

/** The width a `w` query asks for; undefined for the full image, null for a width we do not make. */
function parseWidth(w: unknown): number | undefined | null {
  if (w === undefined || w === '') return undefined;
  const width = typeof w === 'string' && /^\d{1,4}$/.test(w) ? Number(w) : Number.NaN;
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? width : null;
}

export interface MediaRoutesOptions {
  cacheLimit?: number;
  /** Keys the route may render; defaults to the ones the demo seed writes, now and before (first format). */
  keys?: ReadonlySet<string>;
  /** Renders one key to WebP; tests pass a counting or slow one. */
  render?: (key: string) => Promise<Buffer>;
  /** Makes a rendered image at most `width` wide; tests pass a counting one. */
  resize?: (image: Buffer, width: number) => Promise<Buffer>;
  maxConcurrentRenders?: number;
}

/**
 * `GET /media/demo/:key` (public URL `/v1/media/demo/{key}.webp`): locally generated demo product images,
 * 600 px square, or `?w=` one of IMAGE_WIDTHS wide (made from the 600-px render; never wider than it).
 * Only keys the demo catalogue uses (or used, in the first key format) are rendered; anything else is a 404
 * without rendering. Rendered buffers, full and narrower, are kept in one bounded in-memory cache (least
 * recently used evicted first); concurrent requests for the same image share one render, and at most
 * `maxConcurrentRenders` renders or resizes run at once.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, opts) => {
  const limit = Math.max(1, opts.cacheLimit ?? DEFAULT_CACHE_LIMIT);
  const keys = opts.keys ?? new Set([...demoImageKeys(), ...legacyDemoImageKeys()]);
  const renderImage = opts.render ?? renderDemoImage;
  const resize = opts.resize ?? narrowerWebp;
  const throttle = concurrencyLimit(Math.max(1, opts.maxConcurrentRenders ?? MAX_CONCURRENT_RENDERS));
  const cache = createImageCache(limit);

  const render = (key: string) => cache.get(key, () => throttle(() => renderImage(key)));
  // The full image is awaited outside the throttle: a resize holding a slot while its render waits for
  // one would deadlock once every slot did.
  const renderWidth = (key: string, width: number) =>
    cache.get(`${key}?w=${width}`, async () => {
      const full = await render(key);
      return throttle(() => resize(full, width));
    });

  app.get<{ Params: { key: string }; Querystring: { w?: unknown } }>(
    '/media/demo/:key',
    {
      // Exempt from the rate limit on purpose: a product grid shows dozens of images per page, and what a
      // request can cost is bounded without it: an unknown key is a set lookup, and the known keys (under a
      // thousand, times the few widths) each render once (throttled) and are then served from the cache.
      config: { rateLimit: false },
      // No params schema on purpose: the key is checked against the known set below, and a JSON schema here
      // would clash with the app's zod validator compiler.
      schema: {
        tags: ['media'],
        summary:
          'Demo product image (600×600 WebP, generated locally), or `?w=160|320|480|640|960` wide at most',
      },
    },
    async (req, reply) => {
      const width = parseWidth(req.query.w);
      if (width === null) return reply.code(400).send(errorBody(IMAGE_WIDTH_MESSAGE));
      const raw = req.params.key ?? '';
      const key = raw.endsWith('.webp') ? raw.slice(0, -5) : raw;
      if (!keys.has(key)) {
        return reply.code(404).send(NOT_FOUND);
      }
      let image: Buffer;
      try {
        image = await (width === undefined ? render(key) : renderWidth(key, width));
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
