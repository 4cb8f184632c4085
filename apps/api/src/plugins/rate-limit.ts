import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { createWindowCounter } from '../lib/ip-limiter.ts';
import type { SharedRedis } from '../lib/shared-redis.ts';

type StoreCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * The plugin's counters, on our window counter: in Redis when it answers, in this process while it does
 * not. The plugin's own Redis store fails the request when Redis is down, which made every route a 500.
 */
function counterStore(shared: SharedRedis | null) {
  return class CounterStore {
    private readonly hit;
    constructor(_params: unknown, name = 'rl') {
      this.hit = createWindowCounter(name, shared);
    }
    incr(key: string, cb: StoreCallback, timeWindow: number) {
      this.hit(key, timeWindow).then(
        ({ count, resetAt }) => cb(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (err: Error) => cb(err),
      );
    }
    /** A route with its own limit counts apart from the others (the plugin passes routeInfo at run time). */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method: string; url: string } }).routeInfo;
      return new CounterStore(undefined, `rl-${route?.method ?? ''}${route?.url ?? ''}`);
    }
  };
}

/**
 * At most `perMinute` calls per client address to any API route (0: no limit), counted in Redis if any.
 * The single-page app's files are not counted: they are static and cached, and a refused script chunk
 * would break the page the shopper is on ('Algo salió mal') instead of failing one call.
 */
export async function rateLimit(
  app: FastifyInstance,
  perMinute: number,
  shared: SharedRedis | null,
  apiPrefix: string,
) {
  await app.register(fastifyRateLimit, {
    global: perMinute > 0,
    max: perMinute || 1,
    timeWindow: 60_000,
    allowList: (req) =>
      (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith(`${apiPrefix}/`),
    store: counterStore(shared),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Demasiadas solicitudes. Inténtalo de nuevo en ${Math.ceil(ctx.ttl / 1000)} segundos.`,
    }),
  });
}
