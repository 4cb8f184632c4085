import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import {
  createDevPaymentProvider,
  type DevPaymentProvider,
} from '../../lib/payments/dev-payment-provider.ts';
import { addAddress, payCart } from '../../test/checkout.ts';
import { asUser, buyableProducts } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';
import { UPLOADS_CLEANUP_JOB } from './uploads.module.ts';

// Issue 29 item 11: uploads nothing used were never deleted (1,000 uploads left 282 MB). The cleanup job
// deletes an upload, and its narrower copies, once it is a day old and no product (archived ones too),
// review, home tile, order item or checkout being paid shows it; on local disk and in S3.

const HOUR = 3_600_000;
const NO_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '0',
  OTP_SENDS_PER_IP: '0',
  OTP_TRIES_PER_IP: '0',
  UPLOADS_PER_ACCOUNT: '0',
};

const png = (r: number) =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: { r, g: 90, b: 160 } } })
    .png()
    .toBuffer();

function uploadImage(ctx: TestContext, jwt: string, image: Buffer) {
  const boundary = '----tecnobazarcleanup';
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

/**
 * Uploads one image per place that keeps an upload alive, plus one nothing uses (with a narrower copy),
 * runs the job before and after the day has passed, and answers which were still served.
 */
async function scenario(
  ctx: TestContext,
  provider: () => DevPaymentProvider,
  stored: () => Promise<string[]>,
) {
  const { jwt } = await signUpCustomer(ctx);
  const kinds = ['product', 'archived', 'review', 'tile', 'ordered', 'paying', 'unused'] as const;
  const url: Record<(typeof kinds)[number], string> = {} as never;
  for (const [i, kind] of kinds.entries()) {
    const res = await uploadImage(ctx, jwt, await png(20 + i * 30));
    expect(res.statusCode, res.body).toBe(200);
    url[kind] = res.json().url;
  }
  const served = async (u: string) => (await ctx.app.inject({ method: 'GET', url: u })).statusCode;
  expect(await served(`${url.unused}?w=320`)).toBe(200); // a narrower copy, stored beside it

  const db = ctx.database.db;
  const [p1, p2, p3, p4] = await buyableProducts(ctx);
  const setImages = (id: number, images: string[]) =>
    db.update(products).set({ images }).where(eq(products.id, id));
  await setImages(p1!.id, [url.product]);
  await setImages(p2!.id, [url.archived]);
  await db.execute(sql`update products set archived_at = now() where id = ${p2!.id}`);
  await db.execute(
    sql`insert into review_images (review_id, url) select id, ${url.review} from reviews order by id limit 1`,
  );
  await db.execute(
    sql`update home_categories set image = ${url.tile} where id = (select min(id) from home_categories)`,
  );
  // Bought while it showed the image: only the order item keeps it once the product changes.
  const buyer = asUser(ctx, jwt);
  const addressId = await addAddress(buyer);
  await setImages(p3!.id, [url.ordered]);
  expect((await buyer.put('/api/cart/add', { productId: p3!.id, quantity: 1 })).statusCode).toBe(200);
  await payCart(buyer, provider(), addressId);
  await setImages(p3!.id, p3!.images);
  // Being paid for: the checkout's snapshot makes the order, image included.
  await setImages(p4!.id, [url.paying]);
  expect((await buyer.put('/api/cart/add', { productId: p4!.id, quantity: 1 })).statusCode).toBe(200);
  const total = (await buyer.get('/api/cart')).json().total as number;
  const start = await buyer.get(
    `/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`,
  );
  expect(start.statusCode, start.body).toBe(200);
  await setImages(p4!.id, p4!.images);

  const before = await stored();
  // Under a day old: nothing goes, used or not (a seller may still be filling the form).
  expect(await ctx.app.runJob(UPLOADS_CLEANUP_JOB)).toMatchObject({ deleted: 0 });
  expect(await stored()).toEqual(before);
  expect(await served(url.unused)).toBe(200);

  ctx.clock.advance(25 * HOUR);
  expect(await ctx.app.runJob(UPLOADS_CLEANUP_JOB)).toMatchObject({ deleted: 1, kept: 6 });
  const unusedName = url.unused.split('/').pop()!.replace('.webp', '');
  expect(before.filter((n) => n.startsWith(unusedName))).toHaveLength(2); // the upload and its copy
  expect(await stored()).toEqual(before.filter((n) => !n.startsWith(unusedName)));
  const status = Object.fromEntries(await Promise.all(kinds.map(async (k) => [k, await served(url[k])])));
  expect(status).toEqual({
    product: 200,
    archived: 200,
    review: 200,
    tile: 200,
    ordered: 200,
    paying: 200,
    unused: 404,
  });
  expect(await served(`${url.unused}?w=320`)).toBe(404);
}

describe('uploads cleanup on local disk', () => {
  let ctx: TestContext;
  let dataDir: string;
  let provider: DevPaymentProvider;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tb-cleanup-'));
    ctx = await createTestApp(
      { ...NO_LIMITS, DATA_DIR: dataDir },
      { seed: true, paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: '', db })) },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('deletes a day-old upload nothing uses, with its copies, and keeps every used one', async () => {
    await scenario(
      ctx,
      () => provider,
      async () => (await readdir(join(dataDir, 'uploads'))).sort(),
    );
  });
});

describe('uploads cleanup in S3', () => {
  const BUCKET = 'tecnobazar-cleanup';
  let server: S3rver;
  let serverDir: string;
  let dataDir: string;
  let ctx: TestContext;
  let provider: DevPaymentProvider;
  let endpoint: string;
  beforeAll(async () => {
    serverDir = await mkdtemp(join(tmpdir(), 'tb-s3rver-cleanup-'));
    dataDir = await mkdtemp(join(tmpdir(), 'tb-cleanup-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: serverDir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    ctx = await createTestApp(
      {
        ...NO_LIMITS,
        DATA_DIR: dataDir,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_PREFIX: 'uploads/',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      { seed: true, paymentProvider: (db) => (provider = createDevPaymentProvider({ publicUrl: '', db })) },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
    for (const dir of [serverDir, dataDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('deletes a day-old upload nothing uses, with its copies, and keeps every used one', async () => {
    // What the bucket holds under the prefix, read through S3 itself.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await scenario(
      ctx,
      () => provider,
      async () => {
        const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }));
        return (page.Contents ?? []).map((o) => o.Key!.slice('uploads/'.length)).sort();
      },
    );
  });
});
