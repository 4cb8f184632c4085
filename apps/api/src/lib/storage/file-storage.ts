import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { FileStorage } from './storage.ts';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/**
 * The uploads' storage: the S3 bucket when S3_BUCKET is set (shared by every instance), else the folder
 * DATA_DIR/uploads (one machine's disk).
 */
export function createFileStorage(config: StorageConfig): FileStorage {
  const bucket = config.S3_BUCKET;
  if (!bucket) return createLocalDiskStorage(join(config.DATA_DIR, 'uploads'));
  // Loaded on first use: the AWS SDK takes some 0.2 s to import, which an app on local disk never needs.
  let s3: Promise<FileStorage> | undefined;
  const storage = () =>
    (s3 ??= import('./s3-storage.ts').then(({ createS3Storage }) =>
      createS3Storage({
        bucket,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        prefix: config.S3_PREFIX,
      }),
    ));
  return {
    put: async (name, data) => (await storage()).put(name, data),
    get: async (name) => (await storage()).get(name),
    async *list() {
      yield* (await storage()).list();
    },
    delete: async (name) => (await storage()).delete(name),
  };
}
