import type { FastifyInstance } from 'fastify';
import { createFileStorage } from '../../lib/storage/file-storage.ts';
import type { Platform } from '../../platform.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

export const UPLOADS_CLEANUP_JOB = 'uploads-cleanup';

/**
 * Image uploads for every signed-in account, served as /media/uploads: stored in the S3 bucket when
 * S3_BUCKET is set, else under DATA_DIR/uploads. `inUse` are the modules that show uploads, each naming
 * the ones its tables mention: the cleanup job deletes the others once they are UPLOAD_UNUSED_HOURS old.
 */
export function uploadsModule(
  { config, limiter, clock, log }: Platform,
  { inUse }: { inUse: (() => Promise<string[]>)[] },
) {
  const uploads = createUploadsService({ config, storage: createFileStorage(config), limiter });
  const cleanup = async () => {
    const olderThan = new Date(clock.now().getTime() - config.UPLOAD_UNUSED_HOURS * 3_600_000);
    const result = await uploads.deleteUnused(olderThan, async () =>
      (await Promise.all(inUse.map((names) => names()))).flat(),
    );
    if (result.deleted > 0) log.info(result, 'uploads-cleanup: deleted uploads nothing uses');
    return result;
  };
  return {
    uploads,
    register: (api: FastifyInstance) => api.register(uploadsRoutes, { uploads }),
    jobs: [{ name: UPLOADS_CLEANUP_JOB, everyMs: 60 * 60_000, run: cleanup }],
  };
}
