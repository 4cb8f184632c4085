import sharp from 'sharp';

// The narrower copies' quality, the same for demo pictures and uploads.
const WEBP_QUALITY = 82;

/** A WebP at most `width` wide; an image already that narrow is answered as it is, never enlarged. */
export async function narrowerWebp(image: Buffer, width: number): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  if ((meta.width ?? 0) <= width) return image;
  return sharp(image).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/**
 * The in-memory cache of images being made or made (the demo pictures and their narrower copies, the
 * uploads' narrower copies), at most `limit` of them, least recently used evicted first. Callers asking for
 * the same key at once share one making; a making that fails is forgotten, so the next ask tries again.
 */
export function createImageCache(limit: number) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = make();
      entries.set(key, pending);
      pending.catch(() => {
        if (entries.get(key) === pending) entries.delete(key);
      });
      while (entries.size > limit) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return pending;
    },
    /** Forgets a key (its file was deleted). */
    delete(key: string): void {
      entries.delete(key);
    },
  };
}
export type ImageCache = ReturnType<typeof createImageCache>;
