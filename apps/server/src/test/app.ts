import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '#src/app.ts';
import { type Config, loadConfig } from '#src/config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/** What a test can choose that no environment variable can. */
export type TestOptions = {
  /**
   * The tests hash passwords cheaply (decision 88): they sign up hundreds of people. 'scrypt' is
   * better-auth's real hash, for the tests that prove how passwords are stored.
   */
  passwordHashing?: Config['auth']['passwordHashing'];
  /**
   * Every line the app logs (trace and up, as pino writes it) is pushed here, for the tests of what the logs
   * say. The logger has no serializers of its own: what it writes is what the app makes of it.
   */
  logLines?: string[];
  /** The database is also its own read replica (never behind), so the app serves the replica's metrics. */
  selfReplica?: boolean;
};

/**
 * The least a production configuration needs, for the tests of what production hides or refuses:
 * `useTestApp(PRODUCTION_ENV)`. Test payments stay allowed (the tests have no Stripe keys).
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  APP_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://sortim.example',
  ALLOW_TEST_PAYMENTS: 'true',
};

export function testConfig(env: Record<string, string> = {}, options: TestOptions = {}): Config {
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'sortim-test-data'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'sortim-test-no-web'),
    // Every test file signs up people from one address; the tests of the limits turn them on.
    RATE_LIMIT_ENABLED: 'false',
    // Tests change activities and read the list straight after; the cache's own test turns it on.
    GUEST_LIST_CACHE_MS: '0',
    ...env,
  });
  return { ...config, auth: { ...config.auth, passwordHashing: options.passwordHashing ?? 'test' } };
}

/**
 * One app on one fresh database for a test file:
 * `const ctx = useTestApp(); it('...', async () => { await ctx.app.inject(...) })`.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestOptions = {}) {
  const ctx = {} as { app: App; database: TestDatabase; config: Config };
  beforeAll(async () => {
    ctx.config = testConfig(env, options);
    ctx.database = await createTestDatabase();
    const replica = { db: ctx.database.db, lagBytes: async () => 0, close: async () => {} };
    ctx.app = await buildApp(
      { config: ctx.config, database: options.selfReplica ? { ...ctx.database, replica } : ctx.database },
      options.logLines && capturingLogger(options.logLines),
    );
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

/** A logger that pushes every line it writes (trace and up) to `lines`. */
export function capturingLogger(lines: string[]) {
  return pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}
