import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSafeName, type FileStorage } from './storage.ts';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder (`DATA_DIR/uploads`), created on the first write. */
export function createLocalDiskStorage(dir: string): FileStorage {
  return {
    async put(name, data) {
      assertSafeName(name);
      const path = join(dir, name);
      // Same name, same bytes: an upload of a file we already have writes nothing.
      if (
        await stat(path).then(
          () => true,
          (err) => (isMissing(err) ? false : Promise.reject(err)),
        )
      )
        return;
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
