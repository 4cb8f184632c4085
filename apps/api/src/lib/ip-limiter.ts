import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';
import type { SharedRedis } from './shared-redis.ts';

export interface FixedWindowLimit {
  name: string;
  max: number;
  windowMs: number;
}

export type IpLimiter = ReturnType<typeof createIpLimiter>;

/** One more hit on `key` in its current window: the count so far and when the window ends. */
export type WindowCounter = (key: string, windowMs: number) => Promise<{ count: number; resetAt: number }>;

/**
 * Fixed-window counters named `tecnobazar-<name>-<key>`, in Redis when configured so that several API
 * instances share them, else in memory. While Redis does not answer they count in memory (each instance
 * on its own, so up to one limit per instance gets through): a limit that answered 500 instead would
 * close sign-in and checkout with it.
 */
export function createWindowCounter(name: string, shared?: SharedRedis | null): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function inMemory(key: string, windowMs: number) {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
    }
    w.count++;
    return { count: w.count, resetAt: w.resetAt };
  }

  return async function hit(key, windowMs) {
    if (!shared?.usable()) {
      shared?.failed();
      return inMemory(key, windowMs);
    }
    const redis = shared.client;
    const redisKey = `tecnobazar-${name}-${key}`;
    try {
      const now = Date.now();
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.pexpire(redisKey, windowMs);
      return { count, resetAt: now + (ttl < 0 ? windowMs : ttl) };
    } catch (err) {
      shared.failed(err);
      return inMemory(key, windowMs);
    }
  };
}

/**
 * A fixed-window counter per client address, shared by every route that uses the same limit name
 * (the shopper and seller code routes count together): see createWindowCounter for where it counts.
 */
export function createIpLimiter(limit: FixedWindowLimit, shared?: SharedRedis | null) {
  const hit = createWindowCounter(`ip-${limit.name}`, shared);

  return async function checkIpLimit(req: FastifyRequest) {
    if (limit.max === 0) return;
    const { count, resetAt } = await hit(req.ip, limit.windowMs);
    if (count > limit.max) {
      throw tooManyRequests(
        'Demasiadas solicitudes desde tu conexión. Inténtalo de nuevo más tarde.',
        (resetAt - Date.now()) / 1000,
      );
    }
  };
}
export type IpLimit = ReturnType<typeof createIpLimiter>;

/** Per-IP limits on code sends and code tries, shared by every sign-in flow (shopper, seller, two-factor). */
export interface OtpRateLimits {
  send: IpLimit;
  attempt: IpLimit;
}
