import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import S3rver from 's3rver';
import { NGINX, startCluster } from './cluster.ts';

// `npm run cluster`: the store as several instances on this machine, as deploy/docker-compose.yml runs
// it: two API processes on PostgreSQL (DATABASE_URL) and Redis, uploads in an S3-compatible bucket
// (s3rver, under DATA_DIR/cluster/s3), nginx in front on PORT (default 8080). Dev mailbox and payment
// simulator, as with `npm start`. Ctrl-C stops everything.

async function main() {
  const missing = [
    !process.env.DATABASE_URL && 'DATABASE_URL (a PostgreSQL server: the embedded database is one process)',
    !NGINX && 'nginx (apt-get install -y nginx-light)',
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`npm run cluster needs ${missing.join(' and ')}.`);
  const dir = resolve(process.env.DATA_DIR ?? 'data', 'cluster');
  mkdirSync(join(dir, 's3'), { recursive: true });
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'tecnobazar', configs: [] }],
  });
  const s3Port = (await s3.run()).port;
  const cluster = await startCluster(
    {
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      JWT_SECRET: process.env.JWT_SECRET ?? 'cluster-demo-secret-change-me-cluster-demo',
      S3_BUCKET: 'tecnobazar',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    { databaseUrl: process.env.DATABASE_URL, port: Number(process.env.PORT ?? 8080), dir },
  );
  console.log(
    [
      '',
      `  TecnoBazar, dos instancias detrás de nginx: ${cluster.url}`,
      `    instancia A: ${cluster.a.url}   instancia B: ${cluster.b.url}`,
      `    buzón de desarrollo: ${cluster.url}/v1/dev/mailbox   registros: ${dir}`,
      '',
    ].join('\n'),
  );
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      await cluster.close();
      await s3.close();
      process.exit(0);
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
