import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function health(port: number): Promise<number | null> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/v1/health`)).status;
  } catch {
    return null;
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

// Once, on PGlite: it starts the real `npm start` (which builds the web app when it is missing).
describe.runIf(!process.env.DATABASE_URL)('npm start', () => {
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const p of started) {
      try {
        process.kill(-p.pid!, 'SIGKILL');
      } catch {
        // Already gone, as it should be.
      }
    }
  });

  // SIGTERM to npm alone, as a process supervisor sends it; Ctrl-C, which the terminal sends to the group.
  it.each([
    ['SIGTERM to npm', 'SIGTERM', false],
    ['Ctrl-C', 'SIGINT', true],
  ] as const)(
    'stops the server on %s',
    async (_name, signal, group) => {
      const port = await freePort();
      const npm = spawn('npm', ['start'], {
        cwd: root,
        // A process group of its own, like a terminal's job, so the test can signal it and clean up.
        detached: true,
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'tb-start-')),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        },
      });
      started.push(npm);
      expect(await waitFor(async () => (await health(port)) === 200, 150_000)).toBe(true);

      if (group) process.kill(-npm.pid!, signal);
      else npm.kill(signal);
      expect(await waitFor(async () => (await health(port)) === null, 15_000)).toBe(true);
    },
    200_000,
  );
});
