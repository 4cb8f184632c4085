import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database as services see it: the same API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** A service may run on the database or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (the job queue connects with it); none for PGlite. */
  url?: string;
  migrate(): Promise<void>;
  /**
   * Runs `fn` holding the database's start-up lock (a PostgreSQL advisory lock), so instances starting
   * at once migrate and seed one after the other.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const STARTUP_LOCK = 7_347_101;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `url` set: a node-postgres pool. Otherwise embedded PGlite, in memory when `dataDir` is
 * 'memory://' (tests) or persisted under the given folder; `template` (a `dumpDataDir` tarball) starts it
 * from that copy instead of an empty cluster.
 */
export function createDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  template?: Blob;
}): Database {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // A connection the server closes (restart, failover, a dropped test database) emits 'error';
    // unhandled, that crashes the process. The pool listens on idle connections only; one checked out
    // (a transaction) gets its listener in releaseWhenLost. Its request fails (503, plugins/error-handler.ts)
    // and the pool opens a new connection on next use.
    const lost = (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error(`PostgreSQL connection lost: ${err.message}`);
    };
    pool.on('error', lost);
    releaseWhenLost(pool, lost);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: opts.url,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async exclusive(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { extensions: { pg_trgm, unaccent }, loadDataDir: opts.template });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusive: (fn) => fn(), // one process owns an embedded database
    close: () => client.close(),
  };
}

/**
 * Listens for the loss of every connection checked out with `pool.connect()`, and gives it back to the
 * pool at once, to be discarded; the holder's own release afterwards does nothing. Drizzle's
 * transaction() sends BEGIN before the try/finally that releases its client, so a connection lost during
 * BEGIN would otherwise hold its pool slot forever (and `pool.end()` would wait for it).
 */
function releaseWhenLost(pool: pg.Pool, onLost: (err: Error) => void) {
  const connect = pool.connect.bind(pool);
  // pool.query() checks out with a callback and handles a lost connection itself.
  pool.connect = ((callback?: never) => (callback ? connect(callback) : checkOut())) as typeof pool.connect;
  async function checkOut() {
    const client = await connect();
    const release = client.release;
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.off('error', dropped);
      release(err);
    };
    const dropped = (err: Error) => {
      onLost(err);
      releaseOnce(err);
    };
    client.on('error', dropped);
    client.release = releaseOnce;
    return client;
  }
}

/**
 * An embedded database with every migration applied (and then `fill`, when given), as a tarball
 * `createDatabase({ template })` starts from.
 */
export async function migratedPgliteTemplate(fill?: (db: Db) => Promise<unknown>): Promise<Blob> {
  const client = new PGlite('memory://', { extensions: { pg_trgm, unaccent } });
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await fill?.(db as unknown as Db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer `{rows}`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
