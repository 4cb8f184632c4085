/** Deleting the uploads nothing uses (the hourly job of uploads.module.ts; decision 0021). */
import type { ImageCache } from '../../lib/storage/image-variants.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';

/** An upload's stored name, or one of its narrower copies' (`<sha256>-w<width>.webp`). */
const STORED_NAME = /^([0-9a-f]{64})(?:-w\d+)?\.webp$/;

export function createUploadCleanup({
  storage,
  narrowCache,
}: {
  storage: FileStorage;
  /** The serving's narrower copies in memory: a deleted copy is forgotten there too. */
  narrowCache: ImageCache;
}) {
  return {
    /**
     * Deletes every upload (and its narrower copies) last uploaded before `olderThan` that `inUse` does not
     * name. The store is listed first and the references read after, so a reference saved before the read
     * keeps its upload; a form still open after `olderThan` has passed loses its unsaved images (a new upload
     * of the same file counts as new). Answers what it deleted and kept.
     */
    async deleteUnused(olderThan: Date, inUse: () => Promise<Iterable<string>>) {
      // By upload: its stored name and its copies' names; its age is the upload's (a copy's if it is gone).
      const byUpload = new Map<
        string,
        { names: string[]; bytes: number; uploadedAt?: Date; copiedAt?: Date }
      >();
      for await (const file of storage.list()) {
        const m = STORED_NAME.exec(file.name);
        if (!m) continue; // not ours: left alone
        const name = `${m[1]}.webp`;
        const entry = byUpload.get(name) ?? { names: [], bytes: 0 };
        entry.names.push(file.name);
        entry.bytes += file.bytes;
        if (file.name === name) entry.uploadedAt = file.modifiedAt;
        else if (!entry.copiedAt || file.modifiedAt < entry.copiedAt) entry.copiedAt = file.modifiedAt;
        byUpload.set(name, entry);
      }
      const old = [...byUpload].filter(([, e]) => (e.uploadedAt ?? e.copiedAt!) < olderThan);
      if (old.length === 0) return { deleted: 0, deletedBytes: 0, kept: byUpload.size };
      const used = new Set(await inUse());
      let deleted = 0;
      let deletedBytes = 0;
      for (const [name, entry] of old) {
        if (used.has(name)) continue;
        // Copies first: the upload itself goes last, so a run stopped half-way is finished by the next.
        for (const stored of entry.names.sort((a, b) => b.length - a.length)) {
          await storage.delete(stored);
          narrowCache.delete(stored);
        }
        deleted++;
        deletedBytes += entry.bytes;
      }
      return { deleted, deletedBytes, kept: byUpload.size - deleted };
    },
  };
}
