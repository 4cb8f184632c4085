import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

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

export function createChangeFeed(redis: Redis | null, log?: FastifyBaseLogger): ChangeFeed {
  const listeners = new Map<ChangeTopic, (() => void)[]>();
  const notify = (topic: ChangeTopic) => {
    for (const listener of listeners.get(topic) ?? []) listener();
  };
  // A subscribed connection can do nothing else, hence the second one.
  const subscriber = redis?.duplicate();
  // It reconnects and subscribes again by itself (ioredis); the listener keeps its failures in the log.
  subscriber?.on('error', (err: Error) => log?.warn({ err }, 'change feed: connection error'));
  subscriber?.on('message', (_channel: string, topic: string) => notify(topic as ChangeTopic));
  subscriber?.subscribe(CHANNEL).catch((err: Error) => log?.error({ err }, 'change feed: subscribe failed'));

  return {
    publish(topic) {
      notify(topic);
      redis
        ?.publish(CHANNEL, topic)
        .catch((err: Error) => log?.error({ err }, 'change feed: publish failed'));
    },
    subscribe(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    async close() {
      await subscriber?.quit();
    },
  };
}
