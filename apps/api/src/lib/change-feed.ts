import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from './shared-redis.ts';

/** What changed: the catalogue's products, or a seller's standing (which shows or hides their products). */
export type ChangeTopic = 'products' | 'sellers';

/**
 * Tells every API instance that some data changed, so each forgets what it cached from it. In process by
 * default; with Redis, over pub/sub, so what instance A changed is forgotten by instance B within
 * milliseconds. Publish after the change is committed: a reader that reloads earlier would cache the old data.
 */
export interface ChangeFeed {
  publish(topic: ChangeTopic): void;
  subscribe(topic: ChangeTopic, listener: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'tecnobazar:changes';
const TOPICS: ChangeTopic[] = ['products', 'sellers'];

/** `shared` is REDIS_URL's client (a bare client in tests); without it, changes stay in this process. */
export function createChangeFeed(
  shared: (Pick<SharedRedis, 'client'> & Partial<SharedRedis>) | null,
  log?: FastifyBaseLogger,
): ChangeFeed {
  const redis = shared?.client;
  const listeners = new Map<ChangeTopic, (() => void)[]>();
  const notify = (topic: ChangeTopic) => {
    for (const listener of listeners.get(topic) ?? []) listener();
  };
  // A subscribed connection can do nothing else, hence the second one. It reconnects by itself (ioredis);
  // the outage is logged once by SharedRedis.
  const subscriber = redis?.duplicate({ autoResubscribe: false });
  subscriber?.on('error', (err: Error) =>
    shared?.failed ? shared.failed(err) : log?.warn({ err }, 'change feed: connection error'),
  );
  subscriber?.on('message', (_channel: string, topic: string) => notify(topic as ChangeTopic));
  // Subscribed here on every (re)connection rather than by ioredis's own resubscribe, whose SUBSCRIBE no one
  // awaits: when Redis took the connection but hung (stopped, overloaded), that SUBSCRIBE's command timeout
  // was an unhandled rejection.
  subscriber?.on('ready', () =>
    subscriber.subscribe(CHANNEL).catch((err: Error) => log?.error({ err }, 'change feed: subscribe failed')),
  );
  // What other instances changed while Redis was down was never heard here: forget it all once it is back.
  shared?.onRecovery?.(() => {
    for (const topic of TOPICS) notify(topic);
  });

  return {
    publish(topic) {
      notify(topic);
      if (!redis) return;
      if (shared?.usable && !shared.usable()) return shared.failed?.();
      redis.publish(CHANNEL, topic).catch((err: Error) => {
        if (shared?.failed) shared.failed(err);
        else log?.error({ err }, 'change feed: publish failed');
      });
    },
    subscribe(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    async close() {
      await subscriber?.quit().catch(() => subscriber.disconnect());
    },
  };
}
