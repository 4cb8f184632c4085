import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { createDatabase, type Database, type Db, queryRows } from '../db/client.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { ManualClock } from '../lib/clock.ts';
import { calendarDate } from '../lib/dates.ts';
import type { MailTransport } from '../lib/mailer/mailer.ts';
import type { PaymentProvider } from '../lib/payments/payment-provider.ts';
import { createUsersService } from '../modules/users/users.service.ts';

export const ADMIN_EMAIL = 'admin@tecnobazar.local';
/** seedDemo's calendar, by which it dates coupon validity. */
const SEED_TIME_ZONE = 'America/Bogota';

export type TestDatabase = Database & {
  /** Closes it for good (and drops it on PostgreSQL): an app still holding it finds it gone. */
  drop(): Promise<void>;
  /** Done with it: an embedded one is emptied and kept for this worker's next file, else dropped. */
  recycle(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server at DATABASE_URL (dropped again on close). It starts as a copy of a template
 * global-setup.ts made once (`seeded`: the one holding the demo store), so it is not migrated again.
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const url = testConfig().DATABASE_URL;
  if (!url) {
    const database = (!seeded && emptiedPglite.pop()) || (await startPglite(seeded));
    return {
      ...database,
      drop: () => database.close(),
      async recycle() {
        try {
          await emptyTables(database.db);
          emptiedPglite.push(database);
        } catch {
          await database.close().catch(() => {}); // closed by its test already
        }
      },
    };
  }
  const template = inject('postgresTemplates')?.[seeded ? 'seeded' : 'empty'];
  const fresh = await freshPostgresDatabase(url, 'tb_test', template);
  const database = createDatabase({ url: fresh.url, poolSize: 20 });
  if (!template) await database.migrate();
  const drop = async () => {
    await database.close();
    await fresh.drop();
  };
  return { ...database, drop, recycle: drop };
}

/**
 * Embedded databases this worker's earlier test files were done with, emptied: the next file takes one
 * of these before starting another copy of the template (emptying one takes a tenth of a second;
 * starting a copy, about a second).
 */
const emptiedPglite: Database[] = [];

/** The templates global-setup.ts wrote, each read once per worker. */
const pgliteTemplateBlobs = new Map<string, Promise<Blob>>();

async function startPglite(seeded: boolean): Promise<Database> {
  const file = inject('pgliteTemplates')?.[seeded ? 'seeded' : 'empty'];
  if (!file) {
    const database = createDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  if (!pgliteTemplateBlobs.has(file))
    pgliteTemplateBlobs.set(
      file,
      readFile(file).then((bytes) => new Blob([bytes])),
    );
  return createDatabase({ dataDir: 'memory://', template: await pgliteTemplateBlobs.get(file) });
}

/**
 * Every row of every table gone and every sequence counting from 1 again: as migrated, since migrations
 * insert no rows. Deleting (with no triggers: nothing is left to check or index) is faster than a
 * truncate on tables of a few rows.
 */
async function emptyTables(db: Db) {
  await db.execute(sql`do $$ declare t record; begin
    set local session_replication_role = replica;
    for t in select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' loop
      execute 'delete from ' || t.name;
    end loop;
    for t in select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public' loop
      execute 'alter sequence ' || t.name || ' restart';
    end loop;
  end $$`);
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, empty or a copy of `template`: its URL, name,
 * and how to drop it.
 */
export async function freshPostgresDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => run(`drop database if exists ${name} with (force)`) };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  close(): Promise<void>;
}

/**
 * The real app on a real database (optionally with the demo catalogue), with a clock the test moves.
 * With `database` (another test app's), a second instance on the same data; its owner drops it.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  opts: {
    mailTransport?: MailTransport;
    seed?: boolean;
    /** Made on the test's database (the dev simulator keeps its orders there). */
    paymentProvider?: (db: Db) => PaymentProvider;
    database?: Database;
    /** Receives the app's log lines (set LOG_LEVEL too: tests default to silent). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestContext> {
  const clock = new ManualClock(new Date());
  const config = testConfig({ ADMIN_EMAIL, ...overrides });
  const seededCopy = Boolean(opts.seed && !opts.database && seedStillTodays(config, clock.now()));
  const owned = opts.database ? undefined : await createTestDatabase({ seeded: seededCopy });
  const database = opts.database ?? owned!;
  await createUsersService({ db: database.db }).syncAdmins(config.ADMIN_EMAILS);
  if (opts.seed && !seededCopy) await seedDemo(database.db, { adminEmails: config.ADMIN_EMAILS });
  const app = await buildApp({
    config,
    database,
    clock,
    mailTransport: opts.mailTransport,
    paymentProvider: opts.paymentProvider?.(database.db),
    webDist: '/nonexistent',
    logStream: opts.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await owned?.recycle();
    },
  };
}

/**
 * Whether the seeded template's demo store is the one seeding now would make: the same administrators
 * and the same calendar day in Bogotá (coupon validity is seeded by the day).
 */
function seedStillTodays(config: { ADMIN_EMAILS: string[] }, now: Date): boolean {
  const seededAt = new Date(inject('seededAt') ?? 0);
  return (
    config.ADMIN_EMAILS.join() === ADMIN_EMAIL &&
    calendarDate(seededAt, SEED_TIME_ZONE) === calendarDate(now, SEED_TIME_ZONE)
  );
}

/** The code in the newest mail to `to`, read from the database the dev mailbox shows. */
export async function latestCode(ctx: TestContext, to: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/v1/dev/mailbox/latest?to=${encodeURIComponent(to)}`,
  });
  if (res.statusCode !== 200) throw new Error(`no mail to ${to}: ${res.body}`);
  const body = res.json() as { otp: string | null; link: string | null };
  const code = body.otp ?? body.link?.split('/').pop();
  if (!code) throw new Error(`mail to ${to} has no code`);
  return code;
}

export async function countRows(ctx: TestContext, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row!.n;
}

let counter = 0;
/** A unique e-mail per call, so tests never share rate-limit counters by accident. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** Signs a new shopper up through the real flow and returns the token. */
export async function signUpCustomer(ctx: TestContext, email = uniqueEmail(), fullName = 'Ana María Pérez') {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/sent/login-signup-otp',
    payload: { email },
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const otp = await latestCode(ctx, email);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/signup',
    payload: { email, otp, fullName },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  return { email, jwt: (res.json() as { jwt: string }).jwt };
}
