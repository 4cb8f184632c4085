import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startCluster } from './cluster.ts';

// `npm run bench:cluster`: the listing and a product page through nginx, first with both API instances,
// then with one (B stopped), on the demo catalogue. Prints req/s, p99 and the CPU each process spent per
// request, which is what docs/scaling.md divides by. Needs DATABASE_URL, Redis and nginx, as the
// cluster test does. Everything shares this machine's cores, so compare the rows of one run.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main() {
  const cluster = await startCluster({
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'cluster-bench-secret-cluster-bench-secret',
    RATE_LIMIT_PER_MINUTE: '0',
  });
  try {
    const ids = (await cluster.db.query('select id from products where listed')).rows.map((r) =>
      Number(r.id),
    );
    // The shape `npm run bench` loads: a category's listing, sorted, a few pages deep.
    const endpoints = {
      listing: () =>
        `/v1/products?category=keyboards&sort=price_low&pageNumber=${Math.floor(Math.random() * 3)}`,
      product: () => `/v1/products/${ids[Math.floor(Math.random() * ids.length)]}`,
    };
    const rows: string[] = [];
    for (const instances of [2, 1]) {
      if (instances === 1) await cluster.b.stop();
      const running = instances === 2 ? [cluster.a, cluster.b] : [cluster.a];
      for (const [name, path] of Object.entries(endpoints)) {
        const load = (duration: number) =>
          autocannon({
            url: cluster.url,
            connections: CONNECTIONS,
            duration,
            requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
          });
        await load(2); // warm-up
        const before = running.map((i) => cpuSeconds(i.proc!.pid!));
        const r = await load(SECONDS);
        const used = running.map((i, k) => cpuSeconds(i.proc!.pid!) - before[k]!);
        const apiMs = (used.reduce((a, b) => a + b, 0) * 1000) / Math.max(1, r.requests.total);
        rows.push(
          `| ${instances} | ${name} | ${Math.round(r.requests.average)} | ${r.latency.p99} | ${r.non2xx + r.errors + r.timeouts} | ${apiMs.toFixed(2)} | ${Math.round(1000 / apiMs)} |`,
        );
      }
    }
    console.log(
      [
        '',
        `${ids.length} listed products; ${os.cpus().length} × ${os.cpus()[0]?.model}; load average ${os.loadavg()[0]!.toFixed(2)} after the run; ${CONNECTIONS} connections, ${SECONDS} s each, through nginx.`,
        '',
        '| API instances | endpoint | req/s | p99 ms | errors | API CPU ms/req | req/s per API core |',
        '|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await cluster.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
