import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freshPostgresDatabase } from '../src/test/test-app.ts';

// Starts what deploy/docker-compose.yml describes, on loopback: two API instances and the job worker on
// one PostgreSQL and Redis, behind nginx with deploy/nginx.conf.template. They are real `server.ts` and
// `worker.ts` processes, so a test can kill one with SIGKILL and start it again.

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const logDir = join(root, 'test-results', 'cluster');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `check` until it answers true; throws with `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const healthy = (url: string) => async () => (await fetch(`${url}/v1/health`)).status === 200;

/** An API server process, or with `port` 0 the job worker (`npm run worker`). */
export class Instance {
  proc?: ChildProcess;
  readonly url: string;
  private readonly logFile: string;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    logDir: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.logFile = join(logDir, `${name}.log`);
  }

  private ready(logFrom: number): Promise<boolean> {
    if (this.port) return healthy(this.url)();
    // The worker serves nothing; it says on stdout once its jobs run (in what this start logged).
    return Promise.resolve(readFileSync(this.logFile).subarray(logFrom).includes('TecnoBazar worker'));
  }

  async start() {
    const logFrom = existsSync(this.logFile) ? statSync(this.logFile).size : 0;
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const entry = this.port ? 'apps/api/src/server.ts' : 'apps/api/src/worker.ts';
    const proc = spawn(process.execPath, ['--import', 'tsx', join(root, entry)], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout!.pipe(log);
    proc.stderr!.pipe(log);
    this.proc = proc;
    let exited = false;
    proc.once('exit', () => {
      exited = true;
    });
    // Two minutes: on CI three processes start at once (each compiling the app) beside the journeys'
    // build and the PostgreSQL lane, on two cores; a minute was sometimes not enough.
    await until(
      `${this.name} to be ready`,
      async () => {
        if (exited) throw new Error(`${this.name} exited; see ${this.logFile}`);
        return this.ready(logFrom);
      },
      120_000,
    );
  }

  /** A crash: SIGKILL, no shutdown of any kind. */
  async kill9() {
    const proc = this.proc!;
    if (proc.exitCode !== null) return;
    const gone = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await gone;
  }

  async stop() {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const gone = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await gone;
  }
}

export interface Cluster {
  /** The load balancer's address: what shoppers use. */
  url: string;
  /** Where nginx's files and each instance's DATA_DIR are. */
  dir: string;
  a: Instance;
  b: Instance;
  /** Runs the jobs (mail, refunds, reconciliation, expiry); the API instances only queue them. */
  worker: Instance;
  db: pg.Pool;
  /** The upstream each request went to, from nginx's access log (`addr status request`). */
  upstreams(): string[];
  close(): Promise<void>;
}

/** nginx in the foreground with the deploy template, its files under `dir`. */
export async function startNginx(
  dir: string,
  listenPort: number,
  upstreams: string[],
  /** Changes the template before use (a test shortens a timeout instead of waiting for it). */
  edit: (template: string) => string = (t) => t,
) {
  const template = edit(readFileSync(join(root, 'deploy/nginx.conf.template'), 'utf8'));
  const vars: Record<string, string> = {
    LISTEN_PORT: `127.0.0.1:${listenPort}`,
    API_1: upstreams[0]!,
    API_2: upstreams[1]!,
  };
  writeFileSync(
    join(dir, 'tecnobazar.conf'),
    template.replace(/\$\{(\w+)\}/g, (_, name: string) => vars[name] ?? `\${${name}}`),
  );
  // nginx's workers drop to `nobody` when started as root: they must be able to write large bodies here.
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, temp), { recursive: true });
    chmodSync(join(dir, temp), 0o777);
  }
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$upstream_addr $status $request $request_time';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/tecnobazar.conf;
}
`,
  );
  const proc = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  return proc;
}

/**
 * Two instances and nginx. By default on a fresh database on the server at DATABASE_URL (dropped on
 * close) with files under test-results/cluster; `npm run cluster` passes its own database, port and folder.
 */
export async function startCluster(
  env: Record<string, string>,
  opts: { databaseUrl?: string; port?: number; dir?: string } = {},
): Promise<Cluster> {
  const database = opts.databaseUrl
    ? { url: opts.databaseUrl, drop: async () => {} }
    : await freshPostgresDatabase(process.env.DATABASE_URL!, 'tb_cluster');
  const db = new pg.Pool({ connectionString: database.url, max: 4 });
  // Dropping the database (WITH FORCE) may reach a client the pool is still closing, after the pool took its
  // own listener off: without one of ours, that client's 'terminating connection' would be uncaught.
  db.on('connect', (client) => client.on('error', () => {}));
  const [lbPort, portA, portB] = [opts.port ?? (await freePort()), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${lbPort}`;
  const dir = opts.dir ?? join(logDir, `nginx-${lbPort}`);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const common = {
    ...env,
    DATABASE_URL: database.url,
    PUBLIC_URL: url,
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  // Each instance has its own DATA_DIR: nothing they share may live on one machine's disk.
  const api = { ...common, JOBS: 'worker' };
  const a = new Instance('api-a', portA, { ...api, DATA_DIR: join(dir, 'data-a') }, dir);
  const b = new Instance('api-b', portB, { ...api, DATA_DIR: join(dir, 'data-b') }, dir);
  const worker = new Instance('worker', 0, { ...common, DATA_DIR: join(dir, 'data-worker') }, dir);
  // All at once, as a deployment starts them: the start-up lock has them migrate and seed in turn.
  await Promise.all([a.start(), b.start(), worker.start()]);
  const nginx = await startNginx(dir, lbPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
  await until('nginx to answer', healthy(url));
  return {
    url,
    dir,
    a,
    b,
    worker,
    db,
    upstreams: () =>
      readFileSync(join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')[0]!),
    async close() {
      nginx.kill('SIGTERM');
      await Promise.all([a.stop(), b.stop(), worker.stop()]);
      await db.end();
      await database.drop();
    },
  };
}
