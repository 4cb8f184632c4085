import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeName, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, …); unset means AWS for the region. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's default chain (environment, profile, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key`, which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Put before every name, e.g. `uploads/`, so the bucket can hold other things too. */
  prefix?: string;
}

/** Objects in one bucket, so every API instance reads what any of them stored. */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // The SDK waits forever by default: a stalled store would hold every image request open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const key = (name: string) => {
    assertSafeName(name);
    return `${opts.prefix ?? ''}${name}`;
  };

  return {
    async put(name, data) {
      // One PUT is atomic (readers see the whole object or none), and a name always means the same bytes,
      // so writing an object that already exists again is harmless: no existence check first.
      await client.send(new PutObjectCommand({ Bucket: opts.bucket, Key: key(name), Body: data }));
    },
    async *list() {
      const prefix = opts.prefix ?? '';
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: opts.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length);
          // Only our own names: a bucket without a prefix may hold other things, and those stay unseen.
          if (!name || name.includes('/') || !object.LastModified) continue;
          yield { name, modifiedAt: object.LastModified, bytes: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key(name) }));
    },
    async get(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key(name) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        // Only a missing object is "none": a missing bucket or refused credentials are errors.
        if (err instanceof NoSuchKey) return undefined;
        throw err;
      }
    },
  };
}
