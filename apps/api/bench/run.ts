/**
 * `npm run bench` (DESIGN §9): generates the synthetic catalogue (skip with BENCH_SKIP_GENERATE=1), starts
 * the API as users do against it, loads four storefront endpoints with autocannon and checks the targets.
 * Server and load generator share the machine on purpose. Writes bench/results/latest.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_DB, benchUrls, generateCatalog } from './generate-catalog.ts';

const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 3;
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '10';
const apiDir = fileURLToPath(new URL('..', import.meta.url));

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Ids, model numbers and the catalogue size the requests are drawn from. */
async function fixtures(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const visible = `from products p join sellers s on s.id = p.seller_id and s.account_status = 'ACTIVE'`;
  const [count, ids, codes] = await Promise.all([
    pool.query<{ n: string }>('select count(*) as n from products'),
    pool.query<{ id: string }>(`select p.id ${visible} order by random() limit 1000`),
    pool.query<{ code: string }>(
      `select substring(p.title from '\\m[A-Z][0-9]{3,}\\M') as code ${visible}
       where p.title ~ '\\m[A-Z][0-9]{3,}\\M' order by random() limit 50`,
    ),
  ]);
  const models = codes.rows.map((r) => r.code.toLowerCase());
  const { rows: matches } = await pool.query<{ n: string }>(
    `select count(*)::float / ${models.length} as n ${visible}
     join unnest($1::text[]) q(code) on p.search_vector @@ to_tsquery('es_unaccent', q.code)`,
    [models],
  );
  await pool.end();
  return {
    products: Number(count.rows[0]!.n),
    ids: ids.rows.map((r) => r.id),
    models,
    rowsPerModel: Number(matches[0]!.n),
  };
}

function startServer(url: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: POOL_SIZE,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    },
  });
}

async function waitForHealth(server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó con el código ${server.exitCode}`);
    const ok = await fetch(`${BASE}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('el servidor no respondió /v1/health en 60 s');
}

/**
 * CPU seconds used so far by the API server, by the PostgreSQL backends serving the bench database and by
 * this process (the load generator), from Linux's /proc; zeros elsewhere. Shows where a request's CPU goes.
 */
function cpuSeconds(serverPid: number) {
  const read = (pid: string, file: string) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return '';
    }
  };
  const ticks = (pid: string) => {
    const stat = read(pid, 'stat');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields[11], [12]: utime, stime
    return stat ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
  };
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    const title = read(pid, 'cmdline'); // 'postgres: user database host state'
    if (title.startsWith('postgres: ') && title.includes(` ${BENCH_DB} `)) postgres += ticks(pid);
  }
  const own = process.cpuUsage();
  return { server: ticks(String(serverPid)), postgres, bench: (own.user + own.system) / 1e6 };
}

/** 50 connections for DURATION seconds after a warm-up; each request takes a fresh path. */
async function load(serverPid: number, path: () => string) {
  const run = (duration: number) =>
    autocannon({
      url: BASE,
      connections: CONNECTIONS,
      duration,
      requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
    });
  await run(WARMUP);
  const before = cpuSeconds(serverPid);
  const r = await run(DURATION);
  const after = cpuSeconds(serverPid);
  const msPerRequest = (k: keyof typeof before) =>
    Math.round(((after[k] - before[k]) * 1e4) / Math.max(1, r.requests.total)) / 10;
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors + r.timeouts,
    cpuMsPerRequest: {
      server: msPerRequest('server'),
      postgres: msPerRequest('postgres'),
      loadGenerator: msPerRequest('bench'),
    },
  };
}

/** One request at a time, timed to the microsecond (autocannon's histogram is whole milliseconds). */
async function unloadedP50(path: () => string, count = 2000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (p: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`${BASE}${p}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
  const times: number[] = [];
  let non2xx = 0;
  for (let i = 0; i < count + 200; i++) {
    const start = performance.now();
    const status = await get(path());
    if (i >= 200) times.push(performance.now() - start); // the first 200 warm up
    if (status < 200 || status > 299) non2xx++;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: Math.round(times[Math.floor(times.length / 2)]! * 100) / 100, non2xx };
}

async function main() {
  const n = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const generationSeconds =
    process.env.BENCH_SKIP_GENERATE === '1' ? null : (await generateCatalog({ n })).seconds;
  const { bench } = benchUrls();
  const fx = await fixtures(bench).catch((err: Error) => {
    throw new Error(`${err.message}. ¿Existe ${BENCH_DB}? Ejecuta sin BENCH_SKIP_GENERATE=1 para generarla.`);
  });
  console.log(
    `Catálogo: ${fx.products} productos; un número de modelo coincide en promedio con ${fx.rowsPerModel.toFixed(1)} productos.`,
  );

  const loadAverage = os.loadavg()[0]!;
  if (loadAverage > 0.5)
    console.warn(`Aviso: la máquina no está en reposo (carga ${loadAverage.toFixed(2)}).`);
  const server = startServer(bench);
  try {
    await waitForHealth(server);
    const productPath = () => `/v1/products/${pick(fx.ids)}`;
    const listingPath = () =>
      `/v1/products?category=keyboards&minPrice=50000&maxPrice=500000&sort=price_low&pageNumber=${Math.floor(Math.random() * 5)}`;

    const rows: Row[] = [];
    const add = (row: Row) => {
      row.pass &&= row.non2xx === 0;
      rows.push(row);
      console.log(format(row));
    };
    console.log(header());
    const listing = await load(server.pid!, listingPath);
    add({
      endpoint: 'listing',
      ...listing,
      target: '≥ 1000 req/s, p99 ≤ 75 ms',
      pass: listing.rps >= 1000 && listing.p99 <= 75,
    });
    // Filters with counts for a level-2 category, one chosen facet value (the counts query and the bounds).
    const facets = await load(
      server.pid!,
      () => `/v1/products/facets?category=keyboards&spec.connection=Cableada&pageNumber=0`,
    );
    add({ endpoint: 'facets (keyboards)', ...facets, target: '≥ 200 req/s', pass: facets.rps >= 200 });
    const byId = await load(server.pid!, productPath);
    add({ endpoint: 'product by id', ...byId, target: '-', pass: true });
    const unloaded = await unloadedP50(productPath);
    add({
      endpoint: 'product by id, 1 conn',
      rps: null,
      p50: unloaded.p50,
      p99: null,
      non2xx: unloaded.non2xx,
      target: 'p50 ≤ 3 ms',
      pass: unloaded.p50 <= 3,
    });
    const selective = await load(server.pid!, () => `/v1/products/search?query=${pick(fx.models)}`);
    add({
      endpoint: 'search (model number)',
      ...selective,
      target: '≥ 1000 req/s',
      pass: selective.rps >= 1000,
    });
    const broad = await load(server.pid!, () => '/v1/products/search?query=teclado');
    add({ endpoint: 'search (teclado)', ...broad, target: '≥ 300 req/s', pass: broad.rps >= 300 });

    const report = {
      date: new Date().toISOString(),
      products: fx.products,
      generationSeconds,
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        node: process.version,
        os: `${os.type()} ${os.release()}`,
        loadAverageBefore: loadAverage,
      },
      databasePoolSize: Number(POOL_SIZE),
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      results: rows,
    };
    mkdirSync(new URL('results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('results/latest.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
    const failed = rows.filter((r) => !r.pass).map((r) => r.endpoint);
    console.log(failed.length ? `\nNo cumple: ${failed.join(', ')}` : '\nTodos los objetivos se cumplen.');
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
  }
}

interface Row {
  endpoint: string;
  rps: number | null;
  p50: number;
  p99: number | null;
  non2xx: number;
  target: string;
  pass: boolean;
  cpuMsPerRequest?: { server: number; postgres: number; loadGenerator: number };
}
const COLUMNS: [string, number][] = [
  ['endpoint', 24],
  ['req/s', 8],
  ['p50 ms', 8],
  ['p99 ms', 8],
  ['non-2xx', 8],
  ['target', 26],
  ['', 5],
  ['CPU ms/req: api / pg / autocannon', 0],
];
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(COLUMNS[i]![1])).join(' ');
const header = () => line(COLUMNS.map(([h]) => h));
const format = (r: Row) =>
  line([
    r.endpoint,
    String(r.rps ?? '-'),
    String(r.p50),
    String(r.p99 ?? '-'),
    String(r.non2xx),
    r.target,
    r.pass ? 'ok' : 'FAIL',
    r.cpuMsPerRequest ? Object.values(r.cpuMsPerRequest).join(' / ') : '',
  ]);

await main();
