import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous catalogue answer: the same for everyone, so a CDN may keep it briefly (http-cache.ts). */
    publicCache?: boolean;
  }
}

/** How long a shared cache (a CDN) may answer a catalogue GET without asking us again. */
const SHARED_MAX_AGE_SECONDS = 30;

/**
 * HTTP caching for the catalogue's public GETs: an ETag from the answer's bytes, `304 Not Modified` when
 * the browser already has them, and `Cache-Control` that lets a CDN keep the answer 30 s while browsers
 * always revalidate (max-age=0), so a shopper who just wrote a review sees it on their next request.
 * A request with a token is not shared (private). Register before compression: the ETag is of the JSON.
 */
export function httpCache(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.routeOptions.config.publicCache || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag);
    reply.header(
      'Cache-Control',
      req.headers.authorization
        ? 'private, no-cache'
        : `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${SHARED_MAX_AGE_SECONDS}`,
    );
    const known = req.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    if (known?.includes(etag) || known?.includes('*')) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
