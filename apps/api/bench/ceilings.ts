/**
 * The ceilings `npm run bench` holds each endpoint against, measured in the same run on the same machine:
 * the endpoint's own SQL replayed raw through `pg` (what the database can answer), and a bare Fastify route
 * sending a body of the same size (what HTTP alone costs).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { ListProductsQuery } from '@tecnobazar/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { createCatalogService } from '../src/modules/catalog/catalog.service.ts';
import { createSearchService } from '../src/modules/search/search.service.ts';

export interface RecordedSql {
  text: string;
  values: unknown[];
}

type Services = {
  catalog: ReturnType<typeof createCatalogService>;
  search: ReturnType<typeof createSearchService>;
};

/** A listing query as the route parses it, from its query string. */
export const listingQuery = (query: string) =>
  ListProductsQuery.parse(Object.fromEntries(new URLSearchParams(query)));

/**
 * The statements each call makes once warm: every call runs twice through the real services and the
 * second run's SQL is kept, so what a cache spares the endpoint is spared the raw replay too. With `cold`,
 * the first run's: what a cache miss costs.
 */
export async function recordSql(
  url: string,
  calls: ((s: Services) => Promise<unknown>)[],
  { cold = false } = {},
): Promise<RecordedSql[][]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  let current: RecordedSql[] | null = null;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, values) => current?.push({ text, values }) },
  }) as unknown as Db;
  const catalog = createCatalogService({ db });
  const services = { catalog, search: createSearchService({ db, catalog }) };
  const recorded: RecordedSql[][] = [];
  try {
    for (const call of calls) {
      if (!cold) await call(services);
      current = [];
      await call(services);
      recorded.push(current);
      current = null;
    }
  } finally {
    await pool.end();
  }
  return recorded;
}

const nameOf = (text: string) => `raw_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

export interface RawResult {
  rps: number;
  p50: number;
  p99: number;
}

/**
 * `connections` workers run the recorded calls' statements (each call's in order, as the endpoint does)
 * through a pool of `poolSize`, for `seconds` after a warm-up. Every statement is prepared (named), the
 * fastest way `pg` can run it, so the ceiling is the highest the endpoint could reach.
 */
export async function rawLoad(
  url: string,
  calls: RecordedSql[][],
  opts: { connections: number; poolSize: number; seconds: number; warmupSeconds: number },
): Promise<RawResult> {
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize });
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const until = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        const call = calls[Math.floor(Math.random() * calls.length)]!;
        const start = performance.now();
        for (const { text, values } of call) await pool.query({ name: nameOf(text), text, values });
        latencies.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: opts.connections }, worker));
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.floor(latencies.length * q)]! * 10) / 10;
    return { rps: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) };
  };
  try {
    await run(opts.warmupSeconds);
    return await run(opts.seconds);
  } finally {
    await pool.end();
  }
}

/**
 * The broad search as it was before ranking a bounded candidate set: every match ranked (issue 14's
 * "today"). The new endpoint must answer at least 5× what this query alone can, in the same run.
 */
export const TODAY_BROAD_SEARCH = (word: string): RecordedSql[][] => [
  [
    {
      text: `select p.id from products p
             join sellers s on s.id = p.seller_id and s.account_status = 'ACTIVE'
             where p.archived_at is null and p.search_vector @@ to_tsquery('es_unaccent', $1)
             order by ts_rank(p.search_vector, to_tsquery('es_unaccent', $1)) desc, p.id desc
             limit 50`,
      values: [word],
    },
  ],
];

/** A bare Fastify server answering every GET with `body` as JSON: the HTTP ceiling of one Node process. */
export async function bareFastify(port: number, body: string, cwd: string): Promise<ChildProcess> {
  const code = `
    import Fastify from 'fastify';
    const app = Fastify();
    const body = process.env.BARE_BODY;
    app.get('/*', (_req, reply) => reply.type('application/json').send(body));
    await app.listen({ host: '127.0.0.1', port: ${port} });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BARE_BODY: body },
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('el servidor Fastify de referencia no arrancó');
}
