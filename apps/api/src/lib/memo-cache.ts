import { type Clock, systemClock } from './clock.ts';

/**
 * Answers remembered per key for `ttlMs`, at most `maxEntries` of them (the oldest go first), until
 * `clear()`. Concurrent misses of one key share one load; a failed load is not kept.
 */
export function createMemoCache<T>(opts: { ttlMs: number; maxEntries: number; clock?: Clock }) {
  const clock = opts.clock ?? systemClock;
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + opts.ttlMs });
      if (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
