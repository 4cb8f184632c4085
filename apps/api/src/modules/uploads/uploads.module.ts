import type { FastifyInstance } from 'fastify';
import { createFileStorage } from '../../lib/storage/file-storage.ts';
import type { Platform } from '../../platform.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

/**
 * Image uploads for every signed-in account, served as /media/uploads: stored in the S3 bucket when
 * S3_BUCKET is set, else under DATA_DIR/uploads.
 */
export function uploadsModule({ config, limiter }: Platform) {
  const uploads = createUploadsService({ config, storage: createFileStorage(config), limiter });
  return { uploads, register: (api: FastifyInstance) => api.register(uploadsRoutes, { uploads }) };
}
