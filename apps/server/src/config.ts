import path from 'node:path';
import { z } from 'zod';

/*
 * The only place that reads process.env. Every setting is parsed once, here, with zod; a bad value stops
 * the process at start with the variable's name. `.env.example` documents each of them.
 */

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO_DATA: bool.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Human-readable logs (pino-pretty, a dev dependency) instead of JSON lines. */
  logPretty: boolean;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  /** Where uploaded files live on local disk. */
  uploadsDir: string;
  /** Seed demo data into an empty database at start. */
  seedDemoData: boolean;
  /** The built SPA, served with history fallback when the folder exists. */
  webDistDir: string;
};

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.APP_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    logPretty: (e.LOG_FORMAT ?? (e.APP_ENV === 'development' ? 'pretty' : 'json')) === 'pretty',
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    uploadsDir: path.join(dataDir, 'uploads'),
    seedDemoData: e.SEED_DEMO_DATA ?? e.APP_ENV !== 'production',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist')),
  };
}
