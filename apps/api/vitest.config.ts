import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite starts in a few seconds; PostgreSQL race tests hold locks on purpose.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
