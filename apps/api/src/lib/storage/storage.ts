/**
 * Where uploaded files are kept. Names are content hashes, so a name always means the same bytes: `put`
 * of a name already stored may skip the write, and readers may cache forever. Local disk
 * (local-disk-storage.ts) or an S3 bucket (s3-storage.ts), chosen by file-storage.ts.
 */
export interface FileStorage {
  /** Stores the bytes under the name; a reader never sees a partly written file. */
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes stored under the name, or undefined when there are none. */
  get(name: string): Promise<Buffer | undefined>;
  /** Every stored name with when it was last written (`put` of a name already stored counts as a write). */
  list(): AsyncIterable<StoredFile>;
  /** Removes the name; one already gone is no error. */
  delete(name: string): Promise<void>;
}

export interface StoredFile {
  name: string;
  modifiedAt: Date;
  bytes: number;
}

/** A storage name: one path segment, no dot files, no `..`; anything else is a bug in the caller. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

export function assertSafeName(name: string): void {
  if (name.length > 200 || !SAFE_NAME.test(name))
    throw new Error(`unsafe storage name: ${JSON.stringify(name)}`);
}
