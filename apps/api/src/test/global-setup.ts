import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from 'graphile-worker';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testConfig } from '../config.ts';
import { createDatabase, migratedPgliteTemplate } from '../db/client.ts';
import { freshPostgresDatabase } from './test-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated embedded database (tests on PGlite). */
    pgliteTemplate?: string;
    /** A migrated database on the server at DATABASE_URL, copied for each test file (`CREATE DATABASE … TEMPLATE`). */
    postgresTemplate?: string;
  }
}

/**
 * Migrates one database before the test files run, and each file's fresh database starts as a copy of it:
 * a new embedded cluster costs about 2.5 s (initdb) and the migrations 0.4 s more; a copy, about 0.4 s.
 */
export default async function setup(project: TestProject) {
  // The same choice createTestDatabase makes: PostgreSQL when DATABASE_URL is set, else PGlite.
  const serverUrl = testConfig().DATABASE_URL;
  if (!serverUrl) {
    const file = join(tmpdir(), `tecnobazar-pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await (await migratedPgliteTemplate()).arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rmSync(file, { force: true });
  }
  const template = await freshPostgresDatabase(serverUrl, 'tb_template');
  const database = createDatabase({ url: template.url, poolSize: 1 });
  await database.migrate();
  await database.close();
  // The job queue's own tables too, which each app on PostgreSQL would otherwise install on start.
  const pgPool = new pg.Pool({ connectionString: template.url, max: 1 });
  await runMigrations({ pgPool });
  await pgPool.end();
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
