import { defineConfig } from 'vitest/config';

/*
 * The process-level suite: real server processes, scripts and databases on a PostgreSQL server
 * (TEST_DATABASE_URL, required). Not part of the default `vitest run`, whose files end in .test.ts.
 */
export default defineConfig({
  test: {
    include: ['src/processes/**/*.process-test.ts'],
    setupFiles: ['src/test/fail-on-console.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
