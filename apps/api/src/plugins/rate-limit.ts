import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * At most `perMinute` calls per client address to any API route (0: no limit), counted in Redis if any.
 * The single-page app's files are not counted: they are static and cached, and a refused script chunk
 * would break the page the shopper is on ('Algo salió mal') instead of failing one call.
 */
export async function rateLimit(
  app: FastifyInstance,
  perMinute: number,
  redis: Redis | null,
  apiPrefix: string,
) {
  await app.register(fastifyRateLimit, {
    global: perMinute > 0,
    max: perMinute || 1,
    timeWindow: 60_000,
    allowList: (req) =>
      (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith(`${apiPrefix}/`),
    ...(redis && { redis, nameSpace: 'tecnobazar-rl-' }),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Demasiadas solicitudes. Inténtalo de nuevo en ${Math.ceil(ctx.ttl / 1000)} segundos.`,
    }),
  });
}
