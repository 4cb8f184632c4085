import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_ADDRESS } from '../src/test/checkout.ts';
import { type FakePayPal, startFakePayPal } from '../src/test/fake-paypal-server.ts';
import { codeIn, startSmtpServer } from '../src/test/smtp-server.ts';
import { type Cluster, startCluster, until } from './cluster.ts';

// Two API instances and the job worker on one PostgreSQL and Redis, behind nginx, all on loopback
// (deploy/): what must hold when any request may reach any instance, and when one dies mid-payment. PayPal is the loopback
// fake of its REST API (src/test/fake-paypal-server.ts), so a capture can be made and its answer held.

let cluster: Cluster;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let smtpPort: number;
let paypal: FakePayPal;
let s3: S3rver;
let s3Dir: string;

const CLAIM = 'tecnobazar:cluster-test-run';
let REDIS_URL = '';

/**
 * A Redis database of this run's own, emptied first: counters from an earlier run (the same user ids in a
 * fresh PostgreSQL database) would count against this one, and so would those of a second suite running
 * on the same machine at the same time. The first of databases 11–15 that no live run has claimed is
 * claimed and emptied in one step; the claim lapses after an hour if a run dies.
 */
async function claimRedisDatabase(): Promise<string> {
  if (process.env.CLUSTER_REDIS_URL) return process.env.CLUSTER_REDIS_URL;
  for (let index = 11; index <= 15; index++) {
    const url = `redis://127.0.0.1:6379/${index}`;
    const redis = new Redis(url);
    try {
      const claimed = await redis.set(CLAIM, String(process.pid), 'EX', 3600, 'NX');
      if (claimed) {
        await redis.multi().flushdb().set(CLAIM, String(process.pid), 'EX', 3600).exec();
        return url;
      }
    } finally {
      redis.disconnect();
    }
  }
  throw new Error('Redis databases 11–15 are all claimed by other cluster test runs');
}

beforeAll(async () => {
  REDIS_URL = await claimRedisDatabase();
  smtp = await startSmtpServer();
  smtpPort = smtp.port;
  paypal = await startFakePayPal();
  // The uploads' bucket: an S3-compatible server on loopback (s3rver's built-in key pair).
  s3Dir = await mkdtemp(join(tmpdir(), 'tb-cluster-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'tecnobazar', configs: [] }],
  });
  const s3Port = (await s3.run()).port;
  cluster = await startCluster({
    S3_BUCKET: 'tecnobazar',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    REDIS_URL: REDIS_URL,
    JWT_SECRET: 'cluster-test-secret-cluster-test-secret-0',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    RATE_LIMIT_PER_MINUTE: '0',
    OTP_SENDS_PER_IP: '0',
    OTP_TRIES_PER_IP: '0',
    CHECKOUT_RECONCILE_AFTER_SECONDS: '3',
    UPLOADS_PER_ACCOUNT: '3',
  });
}, 180_000);
afterAll(async () => {
  await cluster?.close();
  if (REDIS_URL && !process.env.CLUSTER_REDIS_URL) {
    const redis = new Redis(REDIS_URL);
    await redis.del(CLAIM);
    redis.disconnect();
  }
  await smtp?.close();
  await paypal?.close();
  await s3?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
});

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** Calls the API at `base` (the balancer unless told) as the holder of `jwt`. */
function client(jwt?: string, base = () => cluster.url) {
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = jwt ? { authorization: `Bearer ${jwt}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const res = await fetch(`${base()}/v1${path}`, { method, headers, body: payload });
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) };
  };
  return {
    jwt,
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
  };
}

/** Uploads a fresh PNG `width` pixels wide to the instance at `base`, as the web app's form does. */
async function upload(base: string, jwt: string, width: number) {
  const png = await sharp({ create: { width, height: 240, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
  const boundary = `----tecnobazar${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return fetch(`${base}/v1/uploads/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

/** The sign-in code in the newest mail to `to`, once it has arrived over SMTP. */
async function codeFor(to: string): Promise<string> {
  let code: string | undefined;
  await until(`a code mailed to ${to}`, async () => {
    const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
    code = mail && codeIn(mail);
    return Boolean(code);
  });
  return code!;
}

/** A new shopper signed up through the balancer: the code goes out by SMTP from the outbox. */
async function newShopper(prefix = 'cliente') {
  const email = uniqueEmail(prefix);
  const anon = client();
  expect((await anon.post('/auth/sent/login-signup-otp', { email })).status).toBe(200);
  const res = await anon.post('/auth/signup', {
    email,
    otp: await codeFor(email),
    fullName: 'Cliente Prueba',
  });
  expect(res.status, res.text).toBe(200);
  return { email, api: client(res.json().jwt) };
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size)
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))),
    );
  return out;
}

/** A shopper with `productId` in the cart who started paying and approved the payment at PayPal. */
async function approvedBuyer(productId: number, coupon?: string) {
  const { api } = await newShopper('compra');
  expect((await api.put('/api/cart/add', { productId, quantity: 1 })).status).toBe(200);
  if (coupon) expect((await api.post(`/api/coupons/apply?apply=true&code=${coupon}`)).status).toBe(200);
  const addressId = (await api.post('/api/users/addresses', DELIVERY_ADDRESS)).json().id;
  return { api, ...(await approvedPayment(api, addressId)) };
}

async function approvedPayment(api: ReturnType<typeof client>, addressId: number) {
  const total = (await api.get('/api/cart')).json().total as number;
  const start = await api.get(`/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`);
  expect(start.status, start.text).toBe(200);
  const token = new URL(start.json().redirect_url).searchParams.get('token')!;
  paypal.approve(token);
  return { token, addressId };
}

const one = async <T>(sql: string, params: unknown[] = []) =>
  (await cluster.db.query(sql, params)).rows[0] as T;
/** A product of the demo catalogue, with its stock set to `quantity`. */
async function productWithStock(quantity: number, skip: number) {
  const { id } = await one<{ id: number }>(
    'select id from products where listed order by id limit 1 offset $1',
    [skip],
  );
  // The stock is its offer's (decision 0028); the product keeps the buy box's copy.
  await cluster.db.query('update offers set quantity = $1 where product_id = $2', [quantity, id]);
  await cluster.db.query('select refresh_buy_box(array[$1]::bigint[])', [id]);
  return Number(id);
}
/** What PayPal did with these orders' money: captures, refunds, and anything done twice or by half. */
function atPayPal(tokens: string[]) {
  const captures = paypal.captures.filter((c) => tokens.includes(c.orderId));
  const ids = new Set(captures.map((c) => c.id));
  const refunds = paypal.refunds.filter((r) => ids.has(r.captureId));
  const refundedIds = new Set(refunds.map((r) => r.captureId));
  return {
    captured: new Set(captures.map((c) => c.orderId)).size,
    chargedTwice: captures.length - new Set(captures.map((c) => c.orderId)).size,
    refunded: refundedIds.size,
    refundedTwice: refunds.length - refundedIds.size,
    partly: captures.filter((c) => refundedIds.has(c.id) && c.status !== 'REFUNDED').length,
  };
}
const stockOf = async (id: number) =>
  (await one<{ quantity: number }>('select quantity from products where id = $1', [id])).quantity;

describe('two instances behind nginx', () => {
  it('spreads requests over both instances', async () => {
    for (let i = 0; i < 10; i++) expect((await client().get('/health')).status).toBe(200);
    expect(new Set(cluster.upstreams()).size).toBe(2);
  });

  it("counts one code's wrong tries across both instances", async () => {
    const email = uniqueEmail('intentos');
    expect((await client().post('/auth/sent/login-signup-otp', { email })).status).toBe(200);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const atA = client(undefined, () => cluster.a.url);
    const atB = client(undefined, () => cluster.b.url);
    const tries = [];
    for (const api of [atA, atB, atA, atB, atA]) {
      tries.push((await api.post('/auth/signup', { email, otp: wrong, fullName: 'Intruso' })).status);
    }
    expect(tries).toEqual([400, 400, 400, 400, 429]);
    // Five tries in all, whichever instance counted them: the right code no longer opens the account.
    expect((await atB.post('/auth/signup', { email, otp: code, fullName: 'Dueño' })).status).toBe(429);
  });

  it('serves through instance B an image uploaded through instance A', async () => {
    const { api } = await newShopper('foto');
    const uploaded = await upload(cluster.a.url, api.jwt!, 320);
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(new URL(new URL(url, cluster.url).pathname, cluster.b.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
    for (const instance of ['data-a', 'data-b'])
      expect(existsSync(join(cluster.dir, instance, 'uploads'))).toBe(false); // nothing on one machine's disk
  });

  it("counts one account's uploads across both instances (UPLOADS_PER_ACCOUNT=3)", async () => {
    const { api } = await newShopper('fotos');
    const statuses = [];
    for (const [base, width] of [
      [cluster.a.url, 100],
      [cluster.b.url, 101],
      [cluster.a.url, 102],
      [cluster.b.url, 103],
    ] as const) {
      statuses.push((await upload(base, api.jwt!, width)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('sells the last 5 units exactly 5 times among 50 buyers paying at once; the other 45 are refunded', async () => {
    const productId = await productWithStock(5, 0);
    const buyers = await inBatches(50, 10, () => approvedBuyer(productId));
    const results = await Promise.all(buyers.map((b) => b.api.post(`/api/orders/create?token=${b.token}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await stockOf(productId)).toBe(0);
    const sold = await one<{ n: number }>(
      'select count(*)::int as n, sum(quantity)::int as units from order_items where product_id = $1',
      [productId],
    );
    expect(sold.n).toBe(5);
    const money = atPayPal(buyers.map((b) => b.token));
    expect(money).toEqual({ captured: 50, chargedTwice: 0, refunded: 45, refundedTwice: 0, partly: 0 });
    console.log(`cluster race: 50 buyers, stock 5 → 0, orders 5, refunds 45`);
  });

  it('uses a coupon once across both instances', async () => {
    const productId = await productWithStock(50, 1);
    const code = `UNAVEZ${Date.now() % 100000}`;
    await cluster.db.query(
      `insert into coupons (code, discount_percentage, validity_start_date, validity_end_date, minimum_order_value_cents, active)
       values ($1, 10, '2020-01-01', '2099-12-31', 100, true)`,
      [code],
    );
    const { api } = await newShopper('cupon');
    expect((await api.put('/api/cart/add', { productId, quantity: 1 })).status).toBe(200);
    expect((await api.post(`/api/coupons/apply?apply=true&code=${code}`)).status).toBe(200);
    const addressId = (await api.post('/api/users/addresses', DELIVERY_ADDRESS)).json().id;
    // Ten payments of the same cart and coupon, started at once (a later start settles the earlier ones
    // first: decision 0012), then all approved, before any is completed.
    const total = (await api.get('/api/cart')).json().total as number;
    const starts = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.get(`/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`),
      ),
    );
    const payments = starts.map((start) => {
      expect(start.status, start.text).toBe(200);
      const token = new URL(start.json().redirect_url).searchParams.get('token')!;
      paypal.approve(token);
      return { token };
    });
    const results = await Promise.all(payments.map((p) => api.post(`/api/orders/create?token=${p.token}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const uses = await one<{ n: number }>(
      'select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = $1',
      [code],
    );
    expect(uses.n).toBe(1);
  });

  it('after a kill -9 during 100 checkouts between capture and commit, every captured payment ends with orders or a refund, once', async () => {
    const productId = await productWithStock(60, 2);
    const buyers = await inBatches(100, 10, () => approvedBuyer(productId));
    const tokens = buyers.map((b) => b.token);
    const stockBefore = await stockOf(productId);

    // PayPal takes every payment but its answers are held: instance A dies knowing of none of them.
    paypal.holdCaptureAnswers();
    for (const b of buyers) {
      client(b.api.jwt, () => cluster.a.url)
        .post(`/api/orders/create?token=${b.token}`)
        .catch(() => null);
    }
    await until('100 captures at PayPal', async () => atPayPal(tokens).captured === 100);
    const recorded = await one<{ n: number }>(
      'select count(*)::int as n from checkouts where provider_order_id = any($1) and provider_capture_id is not null',
      [tokens],
    );
    await cluster.a.kill9();
    paypal.releaseCaptures();
    await cluster.a.start();

    await until(
      'every captured checkout settled',
      async () => {
        const { open } = await one<{ open: number }>(
          `select count(*)::int as open from checkouts where provider_order_id = any($1) and status not in ('COMPLETED', 'REFUNDED')`,
          [tokens],
        );
        return open === 0;
      },
      120_000,
    );
    const settled = await one<{ completed: number; refunded: number }>(
      `select count(*) filter (where status = 'COMPLETED')::int as completed,
              count(*) filter (where status = 'REFUNDED')::int as refunded
         from checkouts where provider_order_id = any($1)`,
      [tokens],
    );
    const orders = await one<{ n: number }>(
      `select count(*)::int as n from orders o join checkouts c on c.id = o.checkout_id
        where c.provider_order_id = any($1)`,
      [tokens],
    );
    expect(recorded.n).toBe(0); // nothing of the 100 captures reached our database before the kill
    expect(settled).toEqual({ completed: 60, refunded: 40 });
    expect(atPayPal(tokens)).toEqual({
      captured: 100,
      chargedTwice: 0,
      refunded: 40,
      refundedTwice: 0,
      partly: 0,
    });
    expect(orders.n).toBe(60);
    expect(await stockOf(productId)).toBe(stockBefore - 60);
    console.log(
      `cluster crash: 100 captured, ${recorded.n} recorded at the kill; stock ${stockBefore} → ${await stockOf(productId)}, orders ${orders.n}, refunds 40`,
    );
  }, 300_000);

  it('sends after a restart a mail that was queued when every process was killed', async () => {
    await smtp.close(); // SMTP is down: the mail waits in the outbox
    const email = uniqueEmail('tras-caida');
    expect((await client().post('/auth/sent/login-signup-otp', { email })).status).toBe(200);
    await until('the first delivery try to fail', async () => {
      const row = await one<{ attempts: number; status: string; error: string | null }>(
        'select attempts, status, error from outbound_mail where to_address = $1',
        [email],
      );
      return row?.status === 'PENDING' && row.error !== null;
    });
    await Promise.all([cluster.a.kill9(), cluster.b.kill9(), cluster.worker.kill9()]);
    smtp = await startSmtpServer(smtpPort);
    await Promise.all([cluster.a.start(), cluster.b.start(), cluster.worker.start()]);
    await codeFor(email);
    // The mail server has it; the worker marks it sent just after, in its own write.
    const row = () =>
      one<{ status: string; attempts: number }>(
        'select status, attempts from outbound_mail where to_address = $1',
        [email],
      );
    await until('the mail marked sent', async () => (await row())?.status === 'SENT');
    expect(await row()).toEqual({ status: 'SENT', attempts: 2 });
  }, 120_000);
});
