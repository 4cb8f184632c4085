import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';

/** What the API server and the job worker both do before they build the app. */

/** JWT_SECRET, or a random one generated once and kept under DATA_DIR (never in the code). */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * PostgreSQL at DATABASE_URL, or PGlite under DATA_DIR, migrated and then `prepare`d (admins, demo
 * data) under the start-up lock: instances started together do this one at a time.
 */
export async function openDatabase(config: Config, prepare?: (database: Database) => Promise<void>) {
  const database = createDatabase({
    url: config.DATABASE_URL,
    dataDir: resolve(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.exclusive(async () => {
    await database.migrate();
    await prepare?.(database);
  });
  return database;
}

/** SIGINT/SIGTERM close the app (in-flight requests and jobs finish), or exit after 10 s. */
export function closeOnSignals(app: FastifyInstance) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      await app.close();
      clearTimeout(force);
      process.exit(0);
    });
  }
}
