import { defineConfig } from 'vitest/config';

// The several-instances tests (deploy/): real server processes behind nginx, PostgreSQL and Redis.
// `npm test` runs them when DATABASE_URL is set and nginx is installed (.ci/run installs it).
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
