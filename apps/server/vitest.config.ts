import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console.ts'],
    // Each file opens its own database; PGlite is single-threaded WASM, so a few workers are plenty.
    pool: 'forks',
    maxWorkers: 2,
    // Each file still gets its own database, app and setup files; what it shares with the files before it
    // in its worker is the loaded modules. Loading the app's module graph once per file took ~340 s of the
    // workers' time per run, more than half of it, on the 2-core CI machine.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
