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
import type { MailTransport } from '../lib/mailer/mailer.ts';
import type { PaymentProvider } from '../lib/payments/payment-provider.ts';
import { createUsersService } from '../modules/users/users.service.ts';

export const ADMIN_EMAIL = 'admin@tecnobazar.local';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server at DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const url = testConfig().DATABASE_URL;
  if (!url) {
    const database = createDatabase({ dataDir: 'memory://', template: await pgliteTemplate() });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const fresh = await freshPostgresDatabase(url, 'tb_test', inject('postgresTemplate'));
  const database = createDatabase({ url: fresh.url, poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    async drop() {
      await database.close();
      await fresh.drop();
    },
  };
}

/** The migrated embedded database global-setup.ts wrote, read once per test file. */
let pgliteTemplateBlob: Promise<Blob | undefined> | undefined;
function pgliteTemplate() {
  const file = inject('pgliteTemplate');
  pgliteTemplateBlob ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return pgliteTemplateBlob;
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
  const owned = opts.database ? undefined : await createTestDatabase();
  const database = opts.database ?? owned!;
  const config = testConfig({ ADMIN_EMAIL, ...overrides });
  await createUsersService({ db: database.db }).syncAdmins(config.ADMIN_EMAILS);
  if (opts.seed) await seedDemo(database.db, { adminEmails: config.ADMIN_EMAILS });
  const clock = new ManualClock(new Date());
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
      await owned?.drop();
    },
  };
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
