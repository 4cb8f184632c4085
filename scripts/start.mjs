#!/usr/bin/env node
// `npm start`: build the web app when it is missing or older than its sources, then run the server
// (which migrates the database and seeds the demo catalogue on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
// The server's drawing of the first screen (apps/web/src/entry-server.tsx), built beside the app.
const builtDrawing = join(root, 'apps/web/dist-server/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'].map((p) =>
  join(root, p),
);
const sourcesTime = Math.max(
  ...sources
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(builtIndex) || !existsSync(builtDrawing) || statSync(builtIndex).mtimeMs < sourcesTime) {
  console.log('Construyendo la aplicación web…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `--cluster` (npm run cluster): two instances behind nginx instead of one server (apps/api/cluster/run.ts).
const entry = process.argv.includes('--cluster') ? 'apps/api/cluster/run.ts' : 'apps/api/src/server.ts';
const server = spawn(process.execPath, ['--import', 'tsx', join(root, entry)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// `npm start` runs this script under `sh -c`, and a SIGTERM to npm does not reach it: npm and sh go away
// and this process is left to init. Losing the parent means "stop", so the server never outlives npm.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
