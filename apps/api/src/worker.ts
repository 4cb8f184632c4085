import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeOnSignals, openDatabase, resolveJwtSecret } from './startup.ts';

/**
 * `npm run worker`: runs the timed jobs (mail delivery, refund retries, reconciliation, …) and serves
 * nothing, for API instances started with JOBS=worker. It needs PostgreSQL, where the queue lives.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL)
    throw new Error('The worker needs DATABASE_URL: it shares the queue with the API on PostgreSQL.');
  const database = await openDatabase(config);
  const app = await buildApp({
    config: { ...config, JOBS: 'in-process', JWT_SECRET: resolveJwtSecret(config) },
    database,
  });
  app.addHook('onClose', () => database.close());
  closeOnSignals(app);
  await app.ready();
  console.log(`  TecnoBazar worker: running the jobs on ${new URL(config.DATABASE_URL).host}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
