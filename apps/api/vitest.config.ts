import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated database, copied for each test file's fresh one.
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite starts in a few seconds; PostgreSQL race tests hold locks on purpose.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after another in one process, so the app's modules (and PGlite's
    // WebAssembly) load once per worker instead of once per file: 1.5 s a file. Tests share no module
    // state: each file builds its own app and database.
    isolate: false,
    // One file per core (Vitest's default leaves one core free: half the speed on CI's two). A file's
    // time is mostly its own process or the database server working, not the runner.
    maxWorkers: availableParallelism(),
  },
});
