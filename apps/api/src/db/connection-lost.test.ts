import type { ProductResponse } from '@tecnobazar/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../config.ts';
import { DATABASE_UNAVAILABLE } from '../plugins/error-handler.ts';
import { signInSeller } from '../test/seller.ts';
import { asUser } from '../test/shopper.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { queryRows } from './client.ts';
import { offers, products } from './schema/catalog.ts';
import { DEMO_SELLERS } from './seed/demo-catalog.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// What a PostgreSQL restart or failover does to the API: every connection ends, some in the middle of a
// query or of a transaction. Only on real PostgreSQL, and only this file's own database.
describe.runIf(testConfig().DATABASE_URL)('the database dropping every connection under load', () => {
  let ctx: TestContext;
  let seller: ReturnType<typeof asUser>;
  let owned: ProductResponse[];
  let dbName: string;

  beforeAll(async () => {
    ctx = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP: '0', OTP_TRIES_PER_IP: '0' },
      { seed: true },
    );
    seller = asUser(ctx, await signInSeller(ctx, DEMO_SELLERS[0]!.email));
    // Its oldest offers: each the only offer of its own product (the newest are the seed's variant offers).
    owned = (await seller.get('/sellers/product'))
      .json()
      .sort((a: ProductResponse, b: ProductResponse) => a.id - b.id);
    const [row] = await queryRows<{ name: string }>(ctx.database.db, sql`select current_database() as name`);
    dbName = row!.name;
  });
  let closed = false;
  afterAll(() => (closed ? undefined : ctx?.close()));

  it('fails the requests in flight with 503, lives on, and serves again at once', async () => {
    const crashes: unknown[] = [];
    const crash = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', crash);
    process.on('unhandledRejection', crash);

    const answers: { status: number; body: string; at: number }[] = [];
    const record = (res: { statusCode: number; body: string }) =>
      answers.push({ status: res.statusCode, body: res.body, at: Date.now() });
    let stop = false;
    // Readers, and per product one writer whose edit is a transaction (SELECT … FOR UPDATE, then UPDATE):
    // its title and quantity carry the same number, so a half-done write would show.
    const reader = async () => {
      while (!stop) record(await seller.get('/sellers/product'));
    };
    const attempts = owned.slice(0, 4).map(() => [] as { k: number; status: number }[]);
    let next = 0;
    const writer = async (i: number) => {
      while (!stop) {
        const k = ++next;
        const res = await seller.patch(`/sellers/product/${owned[i]!.id}`, {
          title: `Producto reinicio ${k}`,
          quantity: k,
        });
        record(res);
        attempts[i]!.push({ k, status: res.statusCode });
      }
    };
    const load = [...Array.from({ length: 4 }, reader), ...attempts.map((_, i) => writer(i))];

    // The "restart": every backend of this database terminated, again and again for a second.
    const admin = new pg.Client({ connectionString: testConfig().DATABASE_URL });
    await admin.connect();
    // The load is under way: every reader and writer has had an answer.
    await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(8), {
      timeout: 10_000,
      interval: 20,
    });
    let terminated = 0;
    const restartEnds = Date.now() + 1000;
    while (Date.now() < restartEnds) {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      terminated += rowCount ?? 0;
      await sleep(50); // the restart's rhythm: connections reopened meanwhile are ended again
    }
    const restartDone = Date.now();
    await admin.end();
    // Served again: readers and writers alike answered after the last termination.
    await vi.waitFor(
      () =>
        expect(answers.filter((a) => a.at > restartDone && a.status === 200).length).toBeGreaterThanOrEqual(
          8,
        ),
      { timeout: 10_000, interval: 20 },
    );
    stop = true;
    await Promise.all(load);
    process.off('uncaughtException', crash);
    process.off('unhandledRejection', crash);

    expect(crashes).toEqual([]);
    const failed = answers.filter((a) => a.status !== 200);
    for (const a of failed) {
      expect(a.status, a.body).toBe(503);
      expect(JSON.parse(a.body)).toEqual({ message: DATABASE_UNAVAILABLE, error: DATABASE_UNAVAILABLE });
    }
    expect(failed.length).toBeGreaterThan(0); // the restart did hit requests in flight
    const backAt = answers.find((a) => a.at >= restartDone && a.status === 200)?.at;
    expect(backAt).toBeDefined();
    const lastFailure = Math.max(...failed.map((a) => a.at));
    expect(answers.filter((a) => a.at > lastFailure).length).toBeGreaterThan(0);
    console.log(
      `restart: ${terminated} backends terminated; ${failed.length} of ${answers.length} requests answered 503; ` +
        `first success ${backAt! - restartDone} ms after the last termination, last failure ${lastFailure - restartDone} ms after it`,
    );

    // Each product holds one whole edit: the last one acknowledged, or a later one whose answer was lost.
    for (const [i, tries] of attempts.entries()) {
      const [row] = await ctx.database.db
        .select({ title: products.title, quantity: offers.quantity })
        .from(offers)
        .innerJoin(products, eq(products.id, offers.productId))
        .where(eq(offers.id, owned[i]!.id));
      const k = row!.quantity;
      expect(row!.title).toBe(`Producto reinicio ${k}`);
      const lastOk = tries.findLast((t) => t.status === 200)!;
      expect(tries.filter((t) => t.k >= lastOk.k).map((t) => t.k)).toContain(k);
    }

    // No connection lost its way back to the pool: closing waits for every one.
    closed = true;
    const closing = ctx.close().then(() => 'closed');
    expect(await Promise.race([closing, sleep(10_000).then(() => 'a connection never came back')])).toBe(
      'closed',
    );
  }, 30_000);
});
