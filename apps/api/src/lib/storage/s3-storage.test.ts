import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';

// A real S3-compatible server on loopback, its objects in a temporary folder; s3rver's built-in key pair.
const BUCKET = 'tecnobazar-test';
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
let server: S3rver;
let serverDir: string;
let endpoint: string;

beforeAll(async () => {
  serverDir = await mkdtemp(join(tmpdir(), 'tb-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
});
afterAll(async () => {
  await server?.close();
  if (serverDir) await rm(serverDir, { recursive: true, force: true });
});

const storage = (opts: Partial<S3StorageOptions> = {}) =>
  createS3Storage({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
    ...opts,
  });
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('createS3Storage', () => {
  it('gives back the bytes it stored, under its prefix', async () => {
    const data = randomBytes(100_000);
    const name = `${sha256(data)}.webp`;
    const uploads = storage({ prefix: 'uploads/' });
    await uploads.put(name, data);
    await uploads.put(name, data); // the same name again: harmless
    expect((await uploads.get(name))?.equals(data)).toBe(true);
    // The prefix is part of the key: without it the object is not there.
    expect(await storage().get(name)).toBeUndefined();
  });

  it('answers undefined for a name never stored, and throws for a bucket that does not exist', async () => {
    expect(await storage().get(`${'a'.repeat(64)}.webp`)).toBeUndefined();
    // Also a 404, but a misconfiguration rather than a missing image.
    await expect(storage({ bucket: 'no-such-bucket' }).get('a.webp')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });

  it('refuses unsafe names before asking the server', async () => {
    await expect(storage().get('../jwt-secret')).rejects.toThrow(/unsafe storage name/);
    await expect(storage().put('.tmp-1', Buffer.from('x'))).rejects.toThrow(/unsafe storage name/);
  });
});

describe('S3 configuration', () => {
  it('keeps uploads on local disk by default; path-style addresses by default with an endpoint', () => {
    const local = loadConfig({});
    expect([local.S3_BUCKET, local.S3_REGION, local.S3_FORCE_PATH_STYLE]).toEqual([
      undefined,
      'us-east-1',
      false,
    ]);
    const compatible = { S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(loadConfig(compatible).S3_FORCE_PATH_STYLE).toBe(true);
    expect(loadConfig({ ...compatible, S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('refuses one S3 key without the other', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});

/** The upload form the web app posts: one image in the field `file`. */
function uploadImage(ctx: TestContext, jwt: string, image: Buffer) {
  const boundary = `----tecnobazar${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/uploads/image',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${jwt}` },
  });
}

describe('uploads with S3_BUCKET', () => {
  let dirs: string[];
  let first: TestContext;
  let second: TestContext;
  const PREFIX = 'uploads/';

  beforeAll(async () => {
    dirs = [await mkdtemp(join(tmpdir(), 'tb-s3-a-')), await mkdtemp(join(tmpdir(), 'tb-s3-b-'))];
    const s3 = { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_PREFIX: PREFIX, ...KEYS };
    // Two instances of the store on one database and one bucket, each with a DATA_DIR of its own.
    first = await createTestApp({ ...s3, DATA_DIR: dirs[0]! });
    second = await createTestApp({ ...s3, DATA_DIR: dirs[1]! }, { database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const dir of dirs ?? []) await rm(dir, { recursive: true, force: true });
  });

  it('serves an image uploaded through one instance from the other, and writes nothing under DATA_DIR', async () => {
    const png = (r: number) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 120, b: 200 } } })
        .png()
        .toBuffer();
    const { jwt } = await signUpCustomer(first);

    // One upload through each instance (the account is in the shared database), served by the other.
    for (const [via, from, image] of [
      [first, second, await png(10)],
      [second, first, await png(250)],
    ] as const) {
      const res = await uploadImage(via, jwt, image);
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().url;
      const name = url.split('/').pop()!;

      const served = await from.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(`${sha256(served.rawPayload)}.webp`).toBe(name);
      expect((await storage({ prefix: PREFIX }).get(name))?.equals(served.rawPayload)).toBe(true);

      // A narrower copy is made by the instance asked and stored in the bucket beside the upload.
      const narrow = await from.app.inject({ method: 'GET', url: `${url}?w=160` });
      expect(narrow.statusCode).toBe(200);
      expect((await sharp(narrow.rawPayload).metadata()).width).toBe(160);
      const copy = await storage({ prefix: PREFIX }).get(name.replace('.webp', '-w160.webp'));
      expect(copy?.equals(narrow.rawPayload)).toBe(true);
    }

    const missing = await second.app.inject({
      method: 'GET',
      url: `/v1/media/uploads/${'b'.repeat(64)}.webp`,
    });
    expect(missing.statusCode).toBe(404);
    for (const dir of dirs) expect(existsSync(join(dir, 'uploads')), dir).toBe(false);
  });
});
