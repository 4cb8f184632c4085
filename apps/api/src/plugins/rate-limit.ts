import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** At most `perMinute` calls per client address to any route (0: no limit), counted in Redis if any. */
export async function rateLimit(app: FastifyInstance, perMinute: number, redis: Redis | null) {
  await app.register(fastifyRateLimit, {
    global: perMinute > 0,
    max: perMinute || 1,
    timeWindow: 60_000,
    ...(redis && { redis, nameSpace: 'tecnobazar-rl-' }),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Demasiadas solicitudes. Inténtalo de nuevo en ${Math.ceil(ctx.ttl / 1000)} segundos.`,
    }),
  });
}
