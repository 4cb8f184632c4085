import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * REDIS_URL's client and what this process knows about it. Redis only holds counters and change notices
 * here, so when it does not answer every user of it carries on in this process (a counter per instance,
 * caches that forget on their own timer) instead of failing the request: the store keeps selling.
 * Logged once when an outage starts and once when it ends, never per request.
 */
export interface SharedRedis {
  client: Redis;
  /** Whether to ask Redis now: its connection is up. A request never waits for a reconnect. */
  usable(): boolean;
  /** A command failed or could not be sent: the outage starts (and is logged) unless it already has. */
  failed(err?: unknown): void;
  /** 'degraded' from a failure until the connection is ready again. */
  state(): 'ok' | 'degraded';
  /** Called when Redis answers again after an outage (a missed change notice may need acting on). */
  onRecovery(listener: () => void): void;
}

export function createSharedRedis(client: Redis, log: FastifyBaseLogger): SharedRedis {
  let down = false;
  let probe: NodeJS.Timeout | undefined;
  const recovered: (() => void)[] = [];
  const recover = () => {
    if (!down) return;
    down = false;
    log.warn('Redis answers again: rate limits and code limits count in Redis again');
    for (const listener of recovered) listener();
  };
  // A command can fail while the connection stays up (it timed out behind a busy event loop, or Redis was
  // slow): no 'ready' will come, so ask Redis itself a little later, and again until it answers.
  const probeLater = () => {
    if (probe || client.status === 'end') return;
    probe = setTimeout(() => {
      probe = undefined;
      if (!down || client.status !== 'ready') return;
      client.ping().then(recover, probeLater);
    }, PROBE_MS).unref();
  };
  const shared: SharedRedis = {
    client,
    usable: () => client.status === 'ready' && !down,
    failed(err) {
      if (client.status === 'ready') probeLater();
      if (down) return;
      down = true;
      log.warn(
        { err },
        'Redis does not answer: rate limits and code limits count in this process until it does',
      );
    },
    state: () => (client.status === 'ready' && !down ? 'ok' : 'degraded'),
    onRecovery: (listener) => void recovered.push(listener),
  };
  // ioredis reconnects by itself; each failed try is an 'error' event, which is the same outage.
  client.on('error', (err: Error) => shared.failed(err));
  client.on('close', () => {
    if (client.status !== 'end') shared.failed(new Error('connection closed'));
  });
  client.on('ready', recover);
  client.on('end', () => clearTimeout(probe));
  return shared;
}

/** How long after a failed command, on a connection still up, Redis is asked whether it answers again. */
const PROBE_MS = 1_000;
