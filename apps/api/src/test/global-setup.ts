import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from 'graphile-worker';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testConfig } from '../config.ts';
import { createDatabase, type Db, migratedPgliteTemplate } from '../db/client.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { ADMIN_EMAIL, freshPostgresDatabase } from './test-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding a migrated embedded database, empty and with the demo store (tests on PGlite). */
    pgliteTemplates?: { empty: string; seeded: string };
    /**
     * Migrated databases on the server at DATABASE_URL, empty and with the demo store, copied for each
     * test file (`CREATE DATABASE … TEMPLATE`).
     */
    postgresTemplates?: { empty: string; seeded: string };
    /** When the demo store of the seeded templates was made (its dates count from it). */
    seededAt: string;
  }
}

/**
 * Migrates one database before the test files run, and seeds a copy of it with the demo store; each
 * file's fresh database starts as a copy of one of them: a new embedded cluster costs about 2.5 s
 * (initdb), the migrations 0.4 s more and the demo store up to a second; a copy, about 0.4 s.
 */
export default async function setup(project: TestProject) {
  const seededAt = new Date();
  const seed = (db: Db) => seedDemo(db, { adminEmails: [ADMIN_EMAIL], now: seededAt });
  project.provide('seededAt', seededAt.toISOString());
  // The same choice createTestDatabase makes: PostgreSQL when DATABASE_URL is set, else PGlite.
  const serverUrl = testConfig().DATABASE_URL;
  if (!serverUrl) {
    const files = {
      empty: join(tmpdir(), `tecnobazar-pglite-template-${process.pid}.tar`),
      seeded: join(tmpdir(), `tecnobazar-pglite-seeded-${process.pid}.tar`),
    };
    const [empty, seeded] = await Promise.all([migratedPgliteTemplate(), migratedPgliteTemplate(seed)]);
    writeFileSync(files.empty, Buffer.from(await empty.arrayBuffer()));
    writeFileSync(files.seeded, Buffer.from(await seeded.arrayBuffer()));
    project.provide('pgliteTemplates', files);
    return () => {
      for (const file of Object.values(files)) rmSync(file, { force: true });
    };
  }
  const empty = await freshPostgresDatabase(serverUrl, 'tb_template');
  const database = createDatabase({ url: empty.url, poolSize: 1 });
  await database.migrate();
  await database.close();
  // The job queue's own tables too, which each app on PostgreSQL would otherwise install on start.
  const pgPool = new pg.Pool({ connectionString: empty.url, max: 1 });
  await runMigrations({ pgPool });
  await pgPool.end();
  const seeded = await freshPostgresDatabase(serverUrl, 'tb_template_seeded', empty.name);
  const seededDatabase = createDatabase({ url: seeded.url, poolSize: 1 });
  await seed(seededDatabase.db);
  await seededDatabase.close();
  project.provide('postgresTemplates', { empty: empty.name, seeded: seeded.name });
  return async () => {
    await seeded.drop();
    await empty.drop();
  };
}
