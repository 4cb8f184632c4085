import type { Config } from '../../config.ts';
import { concurrencyLimit } from '../../lib/concurrency.ts';
import type { FixedWindowLimit, IpLimiter } from '../../lib/ip-limiter.ts';
import { createImageCache } from '../../lib/storage/image-variants.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { createUploadAcceptance } from './uploads-accept.ts';
import { createUploadCleanup } from './uploads-cleanup.ts';
import { createUploadServing } from './uploads-serve.ts';

export { sniffImage, type UploadedImage } from './uploads-accept.ts';
export {
  DAMAGED_IMAGE,
  IMAGE_NOT_FOUND,
  NOT_AN_IMAGE,
  TOO_MANY_UPLOADS,
  tooManyBytes,
  tooManyPixels,
} from './uploads-messages.ts';

// A decode holds width × height × 4 bytes (160 MB at 40 MP); two at a time bounds the memory, the rest wait.
const MAX_CONCURRENT_ENCODES = 2;
// Narrower copies also kept in memory, least recently used evicted first: at most 960 px wide, some
// 10–80 kB each, so about 20 MB at worst.
const WIDTH_CACHE_LIMIT = 300;

/**
 * Image uploads (product.md#images): the content-addressed store behind the media route, one file per
 * use case:
 * - uploads-accept.ts: the per-account count, the rules of what is accepted and the re-encoding to a
 *   WebP we made, stored under the hash of the result;
 * - uploads-serve.ts: a stored upload as stored, or a narrower copy made once;
 * - uploads-cleanup.ts: deleting the uploads nothing uses (the module's hourly job);
 * - uploads-messages.ts: what the uploader is told.
 * Accepting and serving share one encode throttle; serving and the cleanup share the copies in memory.
 */
export function createUploadsService({
  config,
  storage,
  limiter,
}: {
  config: Pick<
    Config,
    'UPLOAD_MAX_BYTES' | 'UPLOAD_MAX_PIXELS' | 'UPLOADS_PER_ACCOUNT' | 'UPLOAD_WINDOW_MINUTES'
  >;
  storage: FileStorage;
  /** Makes the per-account counter: in memory, or shared by every instance on Redis. */
  limiter: (limit: FixedWindowLimit) => IpLimiter;
}) {
  const throttle = concurrencyLimit(MAX_CONCURRENT_ENCODES);
  const narrowCache = createImageCache(WIDTH_CACHE_LIMIT);
  return {
    ...createUploadAcceptance({ config, storage, limiter, throttle }),
    ...createUploadServing({ storage, throttle, narrowCache }),
    ...createUploadCleanup({ storage, narrowCache }),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
