import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for answers of 1 KiB or more, by what the browser accepts. Register it before the routes:
 * it hooks every route added after it. Images (WebP) are not compressible types and go out as they are;
 * the SPA's files come precompressed from the build (spa.ts), and an answer that already carries a
 * Content-Encoding is never compressed again.
 */
export async function compression(app: FastifyInstance) {
  // Answers only: no client of ours compresses what it sends, and decompressing bodies put a hook before
  // every request's parsing, bodiless GETs included. Set before the plugin's own onRoute hook reads it.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 of 11: most of brotli's gain over gzip for a small part of the CPU each answer costs.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
