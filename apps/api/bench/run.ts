/**
 * `npm run bench` (docs/benchmarks/api.md): generates the synthetic catalogue (skip with
 * BENCH_SKIP_GENERATE=1), starts the API as users do against it, loads the storefront endpoints with
 * autocannon and checks the targets. Server and load generator share the machine on purpose, so every target
 * is a ratio within one run: each endpoint is compared with a minimal server answering the same JSON
 * (minimal-server.ts: Fastify and one prepared `pg` query, the ceiling the API is held to), with its own
 * SQL run raw through `pg` (ceilings.ts) and with a bare Fastify route. Writes bench/results/latest.{json,md}; with BENCH_SAVE=1 also the committed
 * baseline (docs/benchmarks/api.{json,md}, or api-1m.{json,md} for a million products or more), and prints
 * the change against that baseline.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  bareFastify,
  listingQuery,
  type RawResult,
  type RecordedSql,
  rawLoad,
  recordSql,
  TODAY_BROAD_SEARCH,
} from './ceilings.ts';
import { BENCH_DB, benchUrls, generateCatalog } from './generate-catalog.ts';

const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const BARE_PORT = 3201;
const BARE_BASE = `http://127.0.0.1:${BARE_PORT}`;
const MINIMAL_PORT = 3202;
const MINIMAL_BASE = `http://127.0.0.1:${MINIMAL_PORT}`;
/** The API ÷ the minimal server (bench/minimal-server.ts) each endpoint it answers must reach (issue 35). */
const VS_MINIMAL = 0.85;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 3;
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '10';
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const baselineDir = new URL('../../../docs/benchmarks/', import.meta.url);

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Ids, model numbers and the catalogue size the requests are drawn from. */
async function fixtures(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const visible = `from products p join sellers s on s.id = p.seller_id and s.account_status = 'ACTIVE'`;
  const [count, ids, codes, cpu] = await Promise.all([
    pool.query<{ n: string }>('select count(*) as n from products'),
    pool.query<{ id: string }>(`select p.id ${visible} order by random() limit 1000`),
    pool.query<{ code: string }>(
      `select substring(p.title from '\\m[A-Z][0-9]{3,}\\M') as code ${visible}
       where p.title ~ '\\m[A-Z][0-9]{3,}\\M' order by random() limit 50`,
    ),
    // The build of the fit listing: an AM5 processor, the demo's Ryzen (its data complete) when there.
    pool.query<{ id: string }>(
      `select p.id ${visible} join categories c on c.id = p.category_id join categories l2 on l2.id = c.parent_id
       where l2.category_id = 'processors' and p.specs ->> 'socket' = 'AM5'
       order by p.title = 'Procesador AMD Ryzen 5 7600X 6 núcleos AM5' desc, p.id limit 1`,
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
    am5Cpu: cpu.rows[0]?.id,
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

/** The minimal server (bench/minimal-server.ts) on the same database and pool, once it answers. */
async function startMinimal(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/minimal-server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: url, DATABASE_POOL_SIZE: POOL_SIZE, PORT: String(MINIMAL_PORT) },
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${MINIMAL_BASE}/v1/products?pageNumber=0`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('el servidor mínimo no arrancó');
}

/** The paths whose answers differ between the API and the minimal server (they must answer alike). */
async function differentAnswers(paths: string[]): Promise<string[]> {
  const different: string[] = [];
  for (const path of paths) {
    const [ours, minimal] = await Promise.all(
      [BASE, MINIMAL_BASE].map((base) => fetch(`${base}${path}`).then((r) => r.json())),
    );
    if (JSON.stringify(ours) !== JSON.stringify(minimal)) different.push(path);
  }
  return different;
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
  // Per backend: one that ends between two readings takes its seconds with it, so only differences of the
  // backends alive at the second reading are summed (cpuSince).
  const postgres = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    const title = read(pid, 'cmdline'); // 'postgres: user database host state'
    if (title.startsWith('postgres: ') && title.includes(` ${BENCH_DB} `)) postgres.set(pid, ticks(pid));
  }
  const own = process.cpuUsage();
  return { server: ticks(String(serverPid)), postgres, bench: (own.user + own.system) / 1e6 };
}

/** CPU seconds each part used between two readings of cpuSeconds. */
function cpuSince(before: ReturnType<typeof cpuSeconds>, after: ReturnType<typeof cpuSeconds>) {
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  return { server: after.server - before.server, postgres, bench: after.bench - before.bench };
}

/** 50 connections for DURATION seconds after a warm-up; each request takes a fresh path. */
async function load(serverPid: number, path: () => string, base = BASE) {
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
    });
  await run(WARMUP);
  const before = cpuSeconds(serverPid);
  const r = await run(DURATION);
  const used = cpuSince(before, cpuSeconds(serverPid));
  // To the hundredth of a millisecond: at 10,000 req/s a request costs a few hundredths.
  const msPerRequest = (k: keyof typeof used) =>
    Math.round((used[k] * 1e5) / Math.max(1, r.requests.total)) / 100;
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
async function unloadedP50(path: () => string, { count = 2000, warmup = 200 } = {}) {
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
  for (let i = 0; i < count + warmup; i++) {
    const start = performance.now();
    const status = await get(path());
    if (i >= warmup) times.push(performance.now() - start);
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

  // The endpoints' own SQL, recorded from the services once their caches are warm, for the raw replays.
  const listingQueries = [0, 1, 2, 3, 4].map(
    (page) => `category=keyboards&minPrice=50000&maxPrice=500000&sort=price_low&pageNumber=${page}`,
  );
  // The whole catalogue, no category: the same prepared path, over the catalogue-wide indexes.
  const catalogueQueries = (['newest', 'price_low', 'price_high'] as const).flatMap((sort) =>
    [0, 1, 2].map((page) => `sort=${sort}&pageNumber=${page}`),
  );
  // "Compatible con tu armado": the boards that fit an AM5 processor, by the shared rules (build-fit.ts).
  if (!fx.am5Cpu) throw new Error('el catálogo no tiene un procesador AM5 para el armado');
  const fitQueries = (['newest', 'price_low', 'price_high'] as const).map(
    (sort) => `category=motherboards&build=${fx.am5Cpu}&fit=compatible&sort=${sort}&pageNumber=0`,
  );
  const facetsQuery = 'category=keyboards&spec.connection=Cableada&pageNumber=0';
  // Item 2's listings: every sort, and the filters a shopper combines (brand, a spec facet, a price range).
  const combinedQueries = [
    ...(['newest', 'price_high'] as const).flatMap((sort) =>
      [0, 1, 2].map((page) => `category=keyboards&sort=${sort}&pageNumber=${page}`),
    ),
    'category=keyboards&brand=Logitech&sort=price_low&pageNumber=0',
    'category=keyboards&brand=Logitech&pageNumber=1',
    'category=keyboards&spec.brand=HyperX&spec.connection=Cableada&sort=price_low&pageNumber=0',
    'category=keyboards&spec.connection=Cableada&minPrice=50000&maxPrice=500000&pageNumber=0',
    'category=motherboards&spec.socket=AM5&sort=price_high&pageNumber=0',
    'category=motherboards&spec.socket=AM5&minPrice=300000&pageNumber=1',
  ];
  const someIds = fx.ids.slice(0, 50);
  const someModels = fx.models.slice(0, 20);
  const listingSqlOf = (queries: string[]) =>
    recordSql(
      bench,
      queries.map(
        (q) =>
          ({ catalog }) =>
            catalog.list(listingQuery(q)),
      ),
    );
  const [listingSql, catalogueSql, fitSql, facetsMissSql, byIdSql, modelSql, broadSql, broadMissSql] =
    await Promise.all([
      listingSqlOf(listingQueries),
      listingSqlOf(catalogueQueries),
      listingSqlOf(fitQueries),
      recordSql(bench, [({ catalog }) => catalog.facets(listingQuery(facetsQuery))], { cold: true }),
      recordSql(
        bench,
        someIds.map(
          (id) =>
            ({ catalog }) =>
              catalog.get(Number(id)),
        ),
      ),
      recordSql(
        bench,
        someModels.map(
          (m) =>
            ({ search }) =>
              search.search(m),
        ),
      ),
      recordSql(bench, [({ search }) => search.search('teclado')]),
      recordSql(bench, [({ search }) => search.search('teclado')], { cold: true }),
    ]);
  const raw = (calls: RecordedSql[][]) =>
    rawLoad(bench, calls, {
      connections: CONNECTIONS,
      poolSize: Number(POOL_SIZE),
      seconds: DURATION,
      warmupSeconds: WARMUP,
    });
  /** The raw ceiling of what an endpoint runs once warm; none when a cache answers it without SQL. */
  const rawIfAny = (calls: RecordedSql[][]) => (calls.some((c) => c.length > 0) ? raw(calls) : undefined);

  const server = startServer(bench);
  let bare: ChildProcess | undefined;
  let minimal: ChildProcess | undefined;
  try {
    await waitForHealth(server);
    minimal = await startMinimal(bench);
    const productPath = () => `/v1/products/${pick(someIds)}`;
    const listingPath = () => `/v1/products?${pick(listingQueries)}`;

    const different = await differentAnswers([
      `/v1/products?${listingQueries[0]}`,
      `/v1/products?${catalogueQueries[0]}`,
      ...someIds.slice(0, 5).map((id) => `/v1/products/${id}`),
    ]);
    if (different.length > 0)
      console.warn(`Aviso: el servidor mínimo no responde igual que la API en ${different.join(', ')}.`);

    const rows: Row[] = [];
    const add = (row: Row) => {
      row.pass &&= row.non2xx === 0;
      rows.push(row);
      console.log(format(row));
    };
    const rawRow = (endpoint: string, r: RawResult): Row => ({
      endpoint,
      ...r,
      non2xx: 0,
      target: '-',
      pass: true,
    });
    const ratio = (a: number, b: number) => Math.round((a / Math.max(1, b)) * 100) / 100;
    console.log(header());

    // HTTP alone: a bare Fastify route sending the listing's body.
    const listingBody = await fetch(`${BASE}${listingPath()}`).then((r) => r.text());
    bare = await bareFastify(BARE_PORT, listingBody, apiDir);
    const http = await load(bare.pid!, () => '/', BARE_BASE);
    bare.kill();
    add({ endpoint: 'bare Fastify (listing body)', ...http, target: '-', pass: true });

    /** The endpoint on the minimal server, its row, and the API's share of its req/s. */
    const againstMinimal = async (endpoint: string, path: () => string, ours: { rps: number }) => {
      const floor = await load(minimal!.pid!, path, MINIMAL_BASE);
      add({ endpoint: `minimal server: ${endpoint}`, ...floor, target: '-', pass: true });
      return ratio(ours.rps, floor.rps);
    };
    const minimalTarget = `≥ ${VS_MINIMAL} × minimal server`;

    const listingRaw = await raw(listingSql);
    const listing = await load(server.pid!, listingPath);
    const listingVs = await againstMinimal('listing', listingPath, listing);
    add({
      endpoint: 'listing',
      ...listing,
      raw: listingRaw,
      ratio: ratio(listing.rps, listingRaw.rps),
      vsMinimal: listingVs,
      target: `${minimalTarget}, p99 ≤ 75 ms`,
      pass: listingVs >= VS_MINIMAL && listing.p99 <= 75,
    });
    const combined = await load(server.pid!, () => `/v1/products?${pick(combinedQueries)}`);
    add({
      endpoint: 'listing, other sorts and filters',
      ...combined,
      target: 'p99 ≤ 100 ms, PostgreSQL ≤ 1 ms/req',
      pass: combined.p99 <= 100 && combined.cpuMsPerRequest.postgres <= 1,
    });
    const cataloguePath = () => `/v1/products?${pick(catalogueQueries)}`;
    const catalogueRaw = await raw(catalogueSql);
    const catalogue = await load(server.pid!, cataloguePath);
    const catalogueVs = await againstMinimal('whole catalogue', cataloguePath, catalogue);
    add({
      endpoint: 'listing, whole catalogue',
      ...catalogue,
      raw: catalogueRaw,
      ratio: ratio(catalogue.rps, catalogueRaw.rps),
      vsMinimal: catalogueVs,
      target: minimalTarget,
      pass: catalogueVs >= VS_MINIMAL,
    });
    // The fit of each board to the build is kept per filter set, and the page's query with it
    // (build-fit.ts); the boards that fit are looked up in the specs index. The listing's latency target.
    const fitRaw = await raw(fitSql);
    const fit = await load(server.pid!, () => `/v1/products?${pick(fitQueries)}`);
    add({
      endpoint: 'category listing with build fit',
      ...fit,
      raw: fitRaw,
      ratio: ratio(fit.rps, fitRaw.rps),
      target: 'p99 ≤ 75 ms',
      pass: fit.p99 <= 75,
    });
    // Facets are kept per filter set: the endpoint mostly answers from memory; the raw row is a miss.
    add(rawRow('facets SQL on a miss, raw', await raw(facetsMissSql)));
    // A shopper ticking a combination no one asked for since the catalogue last changed: each request a new
    // price range, so each is a miss, one at a time; keyboards and two of the largest categories.
    const missCategories = ['keyboards&spec.connection=Cableada', 'monitors', 'processors&spec.socket=AM5'];
    let minPrice = 10_000;
    const missPath = () => `/v1/products/facets?category=${pick(missCategories)}&minPrice=${minPrice++}`;
    const miss = await unloadedP50(missPath, {
      count: 200,
      warmup: 0,
    });
    add({
      endpoint: 'facets on a miss, 1 conn',
      rps: null,
      p50: miss.p50,
      p99: null,
      non2xx: miss.non2xx,
      target: 'p50 ≤ 250 ms',
      pass: miss.p50 <= 250,
    });
    const facets = await load(server.pid!, () => `/v1/products/facets?${facetsQuery}`);
    add({ endpoint: 'facets (keyboards)', ...facets, target: '≥ 200 req/s', pass: facets.rps >= 200 });
    const byIdRaw = await raw(byIdSql);
    const byId = await load(server.pid!, productPath);
    const byIdVs = await againstMinimal('product by id', productPath, byId);
    add({
      endpoint: 'product by id',
      ...byId,
      raw: byIdRaw,
      ratio: ratio(byId.rps, byIdRaw.rps),
      vsMinimal: byIdVs,
      target: minimalTarget,
      pass: byIdVs >= VS_MINIMAL,
    });
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
    const modelRaw = await rawIfAny(modelSql);
    const selective = await load(server.pid!, () => `/v1/products/search?query=${pick(someModels)}`);
    add({
      endpoint: 'search (model number)',
      ...selective,
      raw: modelRaw,
      ratio: modelRaw && ratio(selective.rps, modelRaw.rps),
      target: '≥ 1000 req/s',
      pass: selective.rps >= 1000,
    });
    // Broad search against its own SQL and against the query that ranked every match ("today").
    const todayRaw = await raw(TODAY_BROAD_SEARCH('teclado'));
    add(rawRow('ranking every match, raw', todayRaw));
    add(rawRow('search SQL on a miss, raw', await raw(broadMissSql)));
    const broadRaw = await rawIfAny(broadSql);
    const broad = await load(server.pid!, () => '/v1/products/search?query=teclado');
    const speedup = ratio(broad.rps, todayRaw.rps);
    add({
      endpoint: 'search (teclado)',
      ...broad,
      raw: broadRaw,
      ratio: broadRaw && ratio(broad.rps, broadRaw.rps),
      target: `≥ 5 × ranking every match (${speedup} ×), p99 ≤ 100 ms`,
      pass: speedup >= 5 && broad.p99 <= 100,
    });

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
    // A catalogue of a million products or more has its own baseline (docs/benchmarks/api-1m.*).
    const baselineName = fx.products >= 1_000_000 ? 'api-1m' : 'api';
    const baseline = existsSync(new URL(`${baselineName}.json`, baselineDir))
      ? (JSON.parse(readFileSync(new URL(`${baselineName}.json`, baselineDir), 'utf8')) as typeof report)
      : undefined;
    if (baseline) console.log(`\n${compare(rows, baseline.results, baseline.date)}`);
    const json = `${JSON.stringify(report, null, 2)}\n`;
    const markdown = toMarkdown(report);
    mkdirSync(new URL('results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('results/latest.json', import.meta.url), json);
    writeFileSync(new URL('results/latest.md', import.meta.url), markdown);
    if (process.env.BENCH_SAVE === '1') {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(new URL(`${baselineName}.json`, baselineDir), json);
      writeFileSync(new URL(`${baselineName}.md`, baselineDir), markdown);
      console.log(`Línea base guardada en docs/benchmarks/${baselineName}.{json,md}.`);
    }
    const failed = rows.filter((r) => !r.pass).map((r) => r.endpoint);
    console.log(failed.length ? `\nNo cumple: ${failed.join(', ')}` : '\nTodos los objetivos se cumplen.');
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    bare?.kill();
    minimal?.kill();
    server.kill('SIGTERM');
  }
}

interface Row {
  endpoint: string;
  rps: number | null;
  p50: number;
  p99: number | null;
  non2xx: number;
  /** The endpoint's own SQL run raw through pg, and the endpoint's req/s over it. */
  raw?: { rps: number; p50: number; p99: number };
  ratio?: number;
  /** The endpoint's req/s over the minimal server's (bench/minimal-server.ts). */
  vsMinimal?: number;
  target: string;
  pass: boolean;
  cpuMsPerRequest?: { server: number; postgres: number; loadGenerator: number };
}
const COLUMNS: [string, number][] = [
  ['endpoint', 28],
  ['req/s', 7],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['non-2xx', 8],
  ['raw SQL req/s', 14],
  ['÷ raw', 6],
  ['÷ minimal', 10],
  ['target', 46],
  ['', 5],
  ['CPU ms/req: api / pg / autocannon', 0],
];
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(COLUMNS[i]![1])).join(' ');
const header = () => line(COLUMNS.map(([h]) => h));
const cells = (r: Row) => [
  r.endpoint,
  String(r.rps ?? '-'),
  String(r.p50),
  String(r.p99 ?? '-'),
  String(r.non2xx),
  r.raw ? `${r.raw.rps} (p99 ${r.raw.p99})` : '-',
  r.ratio === undefined ? '-' : String(r.ratio),
  r.vsMinimal === undefined ? '-' : String(r.vsMinimal),
  r.target,
  r.pass ? 'ok' : 'FAIL',
  r.cpuMsPerRequest ? Object.values(r.cpuMsPerRequest).join(' / ') : '',
];
const format = (r: Row) => line(cells(r));

function toMarkdown(report: {
  date: string;
  products: number;
  machine: { cpus: number; cpu?: string; loadAverageBefore: number };
  results: Row[];
}) {
  const heads = COLUMNS.map(([h]) => h);
  return [
    `# npm run bench: ${report.date.slice(0, 10)}`,
    '',
    `${report.products.toLocaleString('en')} products; ${report.machine.cpus} × ${report.machine.cpu}; load average ${report.machine.loadAverageBefore.toFixed(2)} before the run. Server, PostgreSQL and load generator share the machine.`,
    '',
    `| ${heads.join(' | ')} |`,
    `|${heads.map(() => '---').join('|')}|`,
    ...report.results.map((r) => `| ${cells(r).join(' | ')} |`),
    '',
  ].join('\n');
}

/** req/s and p99 against the committed baseline, endpoint by endpoint. */
function compare(rows: Row[], before: Row[], date: string) {
  const lines = [`Frente a la línea base (${date.slice(0, 10)}):`];
  for (const r of rows) {
    const b = before.find((x) => x.endpoint === r.endpoint);
    if (!b || r.rps === null || b.rps === null) continue;
    const pct = Math.round((r.rps / Math.max(1, b.rps) - 1) * 100);
    lines.push(`  ${r.endpoint.padEnd(28)} ${b.rps} → ${r.rps} req/s (${pct >= 0 ? '+' : ''}${pct} %)`);
  }
  return lines.join('\n');
}

await main();
