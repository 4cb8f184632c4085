import { describe, expect, it } from 'vitest';
import { createImageCache } from './image-variants.ts';

describe('the image cache shared by demo pictures and uploads', () => {
  it('makes a key once for callers asking at once, and again after a failure', async () => {
    const cache = createImageCache(10);
    let makes = 0;
    const make = async () => {
      makes++;
      if (makes === 1) throw new Error('decoder failed');
      return Buffer.from('webp');
    };
    const [first, second] = await Promise.allSettled([cache.get('a', make), cache.get('a', make)]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(makes).toBe(1);
    expect(await cache.get('a', make)).toEqual(Buffer.from('webp'));
    expect(await cache.get('a', make)).toEqual(Buffer.from('webp'));
    expect(makes).toBe(2);
  });

  it('keeps at most `limit` images, dropping the least recently used, and forgets a deleted key', async () => {
    const cache = createImageCache(2);
    const made: string[] = [];
    const make = (key: string) => async () => {
      made.push(key);
      return Buffer.from(key);
    };
    await cache.get('a', make('a'));
    await cache.get('b', make('b'));
    await cache.get('a', make('a')); // a is now the most recent
    await cache.get('c', make('c')); // b goes
    await cache.get('a', make('a'));
    await cache.get('b', make('b'));
    expect(made).toEqual(['a', 'b', 'c', 'b']);
    cache.delete('b');
    await cache.get('b', make('b'));
    expect(made).toEqual(['a', 'b', 'c', 'b', 'b']);
  });
});
