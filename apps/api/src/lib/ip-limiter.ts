import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors.ts';

export interface FixedWindowLimit {
  name: string;
  max: number;
  windowMs: number;
}

export type IpLimiter = ReturnType<typeof createIpLimiter>;

/**
 * A fixed-window counter per client address, shared by every route that uses the same limit name
 * (the shopper and seller code routes count together). In memory, or in Redis when configured so
 * that several API instances share it.
 */
export function createIpLimiter(limit: FixedWindowLimit, redis?: Redis | null) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  async function hit(key: string): Promise<{ count: number; resetAt: number }> {
    const now = Date.now();
    if (redis) {
      const redisKey = `tecnobazar-ip-${limit.name}-${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.pexpire(redisKey, limit.windowMs);
      return { count, resetAt: now + (ttl < 0 ? limit.windowMs : ttl) };
    }
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      w = { count: 0, resetAt: now + limit.windowMs };
      windows.set(key, w);
    }
    w.count++;
    return w;
  }

  return async function checkIpLimit(req: FastifyRequest) {
    if (limit.max === 0) return;
    const { count, resetAt } = await hit(req.ip);
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
