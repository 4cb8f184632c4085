import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSafeName, type FileStorage } from './storage.ts';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder (`DATA_DIR/uploads`), created on the first write. */
export function createLocalDiskStorage(dir: string): FileStorage {
  return {
    async put(name, data) {
      assertSafeName(name);
      const path = join(dir, name);
      // Same name, same bytes: an upload of a file we already have writes nothing, but counts as new for
      // the uploads-cleanup job, which deletes what nothing uses a day after its last upload.
      if (
        await stat(path).then(
          () => true,
          (err) => (isMissing(err) ? false : Promise.reject(err)),
        )
      ) {
        const now = new Date();
        await utimes(path, now, now).catch((err) => (isMissing(err) ? undefined : Promise.reject(err)));
        return;
      }
      await mkdir(dir, { recursive: true });
      // Written under a temporary name, then renamed: a crash leaves no half file under the real name,
      // and rename is atomic on one file system, so two uploads of the same bytes cannot interleave.
      const tmp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(tmp, data, { flag: 'wx' });
        await rename(tmp, path);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const name of names) {
        if (name.startsWith('.')) continue; // a write in progress
        const info = await stat(join(dir, name)).catch((err) =>
          isMissing(err) ? undefined : Promise.reject(err),
        );
        if (info?.isFile()) yield { name, modifiedAt: info.mtime, bytes: info.size };
      }
    },
    async delete(name) {
      assertSafeName(name);
      await rm(join(dir, name), { force: true });
    },
    async get(name) {
      assertSafeName(name);
      try {
        return await readFile(join(dir, name));
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
  };
}
