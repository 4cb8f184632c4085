/** Serving the stored uploads behind the media route: as stored, or a narrower copy made once. */
import type { IMAGE_WIDTHS } from '@tecnobazar/shared/constants/media';
import type { concurrencyLimit } from '../../lib/concurrency.ts';
import { notFound } from '../../lib/errors.ts';
import { UPLOAD_NAME } from '../../lib/storage/image-urls.ts';
import { type ImageCache, narrowerWebp } from '../../lib/storage/image-variants.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { IMAGE_NOT_FOUND } from './uploads-messages.ts';

export function createUploadServing({
  storage,
  throttle,
  narrowCache,
}: {
  storage: FileStorage;
  /** The encode throttle, shared with the uploads being accepted. */
  throttle: ReturnType<typeof concurrencyLimit>;
  /** The latest narrower copies, which the cleanup forgets as it deletes them. */
  narrowCache: ImageCache;
}) {
  /** A stored upload by its served name; anything not shaped like one is not looked up at all. */
  async function read(name: string): Promise<Buffer> {
    const file = UPLOAD_NAME.test(name) ? await storage.get(name) : undefined;
    if (!file) throw notFound(IMAGE_NOT_FOUND);
    return file;
  }

  return {
    read,

    /**
     * A stored upload at most `width` (one of UPLOAD_WIDTHS) wide, as WebP; one already that narrow is served
     * as stored. Each copy is made once (in the encode throttle) and stored beside the upload, so what a
     * visitor can make the server encode is bounded by the uploads, which are limited per account; the
     * latest copies are also kept in memory.
     */
    async readWidth(name: string, width: (typeof IMAGE_WIDTHS)[number]): Promise<Buffer> {
      if (!UPLOAD_NAME.test(name)) throw notFound(IMAGE_NOT_FOUND);
      const copyName = name.replace(/\.webp$/, `-w${width}.webp`);
      return narrowCache.get(copyName, async () => {
        const stored = await storage.get(copyName);
        if (stored) return stored;
        const file = await read(name);
        const copy = await throttle(() => narrowerWebp(file, width));
        await storage.put(copyName, copy);
        return copy;
      });
    },
  };
}
