import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createSharedRedis, type SharedRedis } from '../lib/shared-redis.ts';

/** REDIS_URL's client, so several API instances share their rate-limit counters; closed with the app. */
export function connectRedis(app: FastifyInstance, url: string | undefined): SharedRedis | null {
  if (!url) return null;
  const client = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    // A Redis that accepts the connection but never answers must not hold requests either.
    commandTimeout: 1_000,
  });
  app.addHook('onClose', async () => void client.quit().catch(() => client.disconnect()));
  return createSharedRedis(client, app.log);
}
