#!/usr/bin/env node
// `npm test`: typecheck, lint, import rules, API tests (PGlite, and PostgreSQL when DATABASE_URL is set), web tests and
// the browser journeys, then one summary. Exits non-zero when any step fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const { DATABASE_URL, ...envWithoutDb } = process.env;
const steps = [];
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** Each failed test's file, name and first lines of its error, repeated at the very end of the output. */
const failures = [];

/**
 * Runs one step. `quiet`: its output is kept and printed whole when it ends, so a step running beside
 * another does not interleave its lines with the other's.
 */
async function run(name, cmd, args, { env = process.env, report, quiet = false } = {}) {
  if (!quiet) console.log(`\n▶ ${name}`);
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (quiet) console.log(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
  const ok = status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  if (report && existsSync(report)) count(report);
  return ok;
}

/** Runs steps at the same time, each one's output printed when it ends. */
async function together(...runs) {
  const started = Date.now();
  await Promise.all(runs.map((start) => start({ quiet: true })));
  console.log(`\n(${runs.length} lanes together: ${Math.round((Date.now() - started) / 100) / 10}s)`);
}

/** Adds the test counts of a Vitest or Playwright JSON report to the totals. */
function count(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if (r.stats && 'expected' in r.stats) {
    collectPlaywrightFailures(r.suites ?? []);
    totals.passed += r.stats.expected + r.stats.flaky;
    totals.flaky += r.stats.flaky;
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped;
  } else {
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? []) {
      const where = file.name.slice(root.length);
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`${where} > ${t.fullName}\n${firstLines(t.failureMessages)}`);
      // A file that failed outside its tests (an import, a hook, an unhandled error) has no failed test.
      if (file.status === 'failed' && failed.length === 0)
        failures.push(`${where}\n${firstLines([file.message])}`);
    }
  }
}

function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const errors = (test.results ?? []).flatMap((res) => (res.errors ?? []).map((e) => e.message));
          failures.push(`${spec.file} > ${spec.title}\n${firstLines(errors)}`);
        }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

const firstLines = (messages) =>
  stripVTControlCharacters((messages ?? []).join('\n')) // without the colour codes
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');

const vitest = (workspace, report, ...extra) => [
  'exec',
  '-w',
  workspace,
  '--',
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${report}`,
];

const started = Date.now();
await run('typecheck', 'npm', ['run', 'typecheck']);
await run('lint (biome)', 'npx', ['biome', 'check', '.']);
await run('import rules (no loops, features apart)', process.execPath, ['scripts/check-imports.mjs']);
const shared = join(reports, 'shared.json');
await run('shared unit tests (specifications, compatibility)', 'npm', vitest('packages/shared', shared), {
  report: shared,
});
const apiPglite = join(reports, 'api-pglite.json');
await run('API tests on PGlite', 'npm', vitest('apps/api', apiPglite), {
  env: envWithoutDb,
  report: apiPglite,
});

// The rest runs as three lanes at once, which keep both cores busy: the API on PostgreSQL then the web
// tests (each leaves room: the database server's half of the work, jsdom's waits), the several-instances
// tests (mostly waiting on restarts and retries) and the browser journeys.
const last = [];
const web = join(reports, 'web.json');
last.push(async (o) => {
  if (DATABASE_URL) {
    const apiPg = join(reports, 'api-postgres.json');
    await run('API tests on PostgreSQL', 'npm', vitest('apps/api', apiPg), { ...o, report: apiPg });
  } else {
    console.log('\n(API tests on PostgreSQL skipped: set DATABASE_URL to run them; .ci/run does.)');
  }
  await run('web tests', 'npm', vitest('apps/web', web), { ...o, report: web });
});
// Two API server processes on PostgreSQL and Redis behind nginx (deploy/): races, a kill -9, a restart.
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (DATABASE_URL && nginx) {
  const cluster = join(reports, 'cluster.json');
  last.push((o) =>
    run(
      'several instances behind nginx',
      'npm',
      vitest('apps/api', cluster, '--config', 'cluster/vitest.config.ts'),
      {
        ...o,
        report: cluster,
      },
    ),
  );
} else {
  console.log(
    `\n⚠ The several-instances tests did NOT run: they need ${DATABASE_URL ? '' : 'DATABASE_URL (PostgreSQL) and '}nginx\n` +
      '  (`apt-get install -y nginx-light`) and Redis on 127.0.0.1:6379 (or REDIS_URL). .ci/run provides all three.',
  );
  steps.push({ name: 'several instances (not run: see above)', ok: true, seconds: 0 });
}
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (chromium) {
  const e2e = join(reports, 'e2e.json');
  last.push(async (o) => {
    await run(
      'browser journeys (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--reporter=list,json'],
      {
        ...o,
        env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2e },
        report: e2e,
      },
    );
    // The journeys' server built the web app: its home page's first-load JS must stay within budget.
    await run("home page's JS budget (npm run size)", 'npm', ['run', 'size', '-w', 'apps/web'], o);
  });
} else {
  console.log(
    '\n⚠ The browser journeys did NOT run: no Chromium found. Install it with `apt-get install -y chromium`\n' +
      '  (or set CHROMIUM_PATH), then run `npm test` again. .ci/run installs it, so CI always runs them.',
  );
  steps.push({ name: 'browser journeys (not run: no Chromium)', ok: true, seconds: 0 });
}
await together(...last);

console.log(`\nSummary (${Math.round((Date.now() - started) / 1000)}s in all; steps run together overlap)`);
for (const s of steps) console.log(`  ${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds}s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
// A journey that failed and then passed on its CI retry counts as passed, but is named here: a retry must
// not hide a test that fails now and then.
if (totals.flaky > 0)
  console.log(
    `\n⚠ ${totals.flaky} browser journey(s) passed only on their retry (flaky): see the list above.`,
  );
// Printed last, so that the end of a long CI log says what failed.
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed + failedSteps} failed, ${totals.skipped} skipped`,
);
process.exit(failedSteps > 0 ? 1 : 0);
