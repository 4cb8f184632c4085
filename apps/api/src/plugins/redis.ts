import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** REDIS_URL's client, so several API instances share their rate-limit counters; closed with the app. */
export function connectRedis(app: FastifyInstance, url: string | undefined): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  app.addHook('onClose', async () => void redis.quit());
  return redis;
}
