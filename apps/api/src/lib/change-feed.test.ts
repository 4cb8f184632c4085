import net from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { createChangeFeed } from './change-feed.ts';
import { ManualClock } from './clock.ts';
import { createMemoCache } from './memo-cache.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
/** Redis runs beside PostgreSQL in CI; elsewhere the cross-instance test is skipped when none answers. */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = net.connect(Number(url.port || 6379), url.hostname);
  const answer = (ok: boolean) => {
    socket.destroy();
    resolve(ok);
  };
  socket.once('connect', () => answer(true)).once('error', () => answer(false));
  socket.setTimeout(500, () => answer(false));
});

describe('memo cache', () => {
  it('shares one load per key, keeps it for its time, and forgets everything on clear()', async () => {
    const clock = new ManualClock();
    const cache = createMemoCache<number>({ ttlMs: 1000, maxEntries: 2, clock });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock.advance(999);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
    await cache.get('b', load);
    await cache.get('c', load); // the oldest key ('a') makes room
    expect(cache.size).toBe(2);
    expect(await cache.get('a', load)).toBe(6);
  });

  it('does not keep a failed load', async () => {
    const cache = createMemoCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});

describe('change feed', () => {
  it('tells the listeners of a topic in this process, and not those of another topic', () => {
    const feed = createChangeFeed(null);
    const products = vi.fn();
    const sellers = vi.fn();
    feed.subscribe('products', products);
    feed.subscribe('sellers', sellers);
    feed.publish('products');
    expect(products).toHaveBeenCalledOnce();
    expect(sellers).not.toHaveBeenCalled();
  });

  it.skipIf(!redisAnswers)('with Redis, what one instance publishes reaches another', async () => {
    const [a, b] = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    const [feedA, feedB] = [createChangeFeed({ client: a }), createChangeFeed({ client: b })];
    try {
      const heardByB = new Promise<void>((resolve) => feedB.subscribe('sellers', resolve));
      // Subscribing takes a round trip: publish until B hears it (it must within two seconds).
      const timer = setInterval(() => feedA.publish('sellers'), 50);
      await expect(
        Promise.race([heardByB, new Promise((_, no) => setTimeout(() => no(new Error('not heard')), 2000))]),
      ).resolves.toBeUndefined();
      clearInterval(timer);
    } finally {
      await Promise.all([feedA.close(), feedB.close()]);
      a.disconnect();
      b.disconnect();
    }
  });
});
