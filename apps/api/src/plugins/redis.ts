import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** REDIS_URL's client, so several API instances share their rate-limit counters; closed with the app. */
export function connectRedis(app: FastifyInstance, url: string | undefined): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself and never crashes on a lost connection, but without a listener it
  // prints each failure to the console instead of the log.
  redis.on('error', (err: Error) => app.log.warn({ err }, 'redis connection error'));
  app.addHook('onClose', async () => void redis.quit());
  return redis;
}
