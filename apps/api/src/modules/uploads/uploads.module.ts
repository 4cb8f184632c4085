import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLocalDiskStorage } from '../../lib/storage/local-disk-storage.ts';
import type { Platform } from '../../platform.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

/** Image uploads for every signed-in account, stored under DATA_DIR/uploads and served as /media/uploads. */
export function uploadsModule({ config }: Platform) {
  const uploads = createUploadsService({
    config,
    storage: createLocalDiskStorage(join(config.DATA_DIR, 'uploads')),
  });
  return { uploads, register: (api: FastifyInstance) => api.register(uploadsRoutes, { uploads }) };
}
