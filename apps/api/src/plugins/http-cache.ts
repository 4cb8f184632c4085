import { hash } from 'node:crypto';
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
  // A callback hook, not an async one: no promise per answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!req.routeOptions.config.publicCache || reply.statusCode !== 200 || typeof payload !== 'string')
      return done(null, payload);
    // Encoded once: hashing the text would encode it, and then the socket would encode it again (a
    // listing page is ~15 KiB, its ETag was a fifth of the API's CPU per page).
    const bytes = Buffer.from(payload);
    const etag = `W/"${hash('sha1', bytes, 'base64url')}"`;
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
      return done(null, '');
    }
    done(null, bytes);
  });
}
