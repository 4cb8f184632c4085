import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createSharedRedis, type SharedRedis } from '../lib/shared-redis.ts';

/**
 * REDIS_URL's client, so several API instances share their rate-limit counters; closed with the app.
 * Waits up to FIRST_CONNECTION_MS for the connection, so an instance does not start out counting in its
 * own process (and saying 'degraded') only because its first requests came before Redis's handshake.
 */
export async function connectRedis(
  app: FastifyInstance,
  url: string | undefined,
): Promise<SharedRedis | null> {
  if (!url) return null;
  const client = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    // A Redis that accepts the connection but never answers must not hold requests either.
    commandTimeout: 1_000,
  });
  app.addHook('onClose', async () => void client.quit().catch(() => client.disconnect()));
  const shared = createSharedRedis(client, app.log);
  // Given up after the wait (an AbortError): the instance starts degraded and recovers on 'ready'.
  await once(client, 'ready', { signal: AbortSignal.timeout(FIRST_CONNECTION_MS) }).catch(() => {});
  return shared;
}

const FIRST_CONNECTION_MS = 2_000;
