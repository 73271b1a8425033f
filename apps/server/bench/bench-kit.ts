import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '#src/db/client.ts';
import { migrateDatabase } from '#src/db/migrate.ts';
import { freePort } from '#src/test/server-process.ts';

/*
 * What the benchmarks share: a fresh database on the PostgreSQL server, filled by SQL and vacuumed; the
 * built server started as production runs it; one timed autocannon run keeping every response time; the
 * summary of several such runs; and the results written into docs/performance.md.
 */

/** The URL of database `name` on the server `serverUrl` names. */
export const databaseOn = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/**
 * Drops and recreates database `name`, migrates it, runs `fill` (one multi-statement SQL text) and vacuums
 * `tables`. Returns the seconds the fill and vacuum took.
 */
export async function freshBenchDatabase(serverUrl: string, name: string, fill: string, tables: string[]) {
  const url = await createBenchDatabase(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  await migrateDatabase(handle);
  await handle.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query(fill);
  // A table in service has been vacuumed (its visibility map lets index-only scans skip the heap); one
  // filled a moment ago has not, and autovacuum would catch up in the middle of a run. (Not in the fill's
  // SQL: VACUUM cannot run inside the one implicit transaction of a multi-statement query.)
  await client.query(`VACUUM ${tables.join(', ')}`);
  await client.end();
  return (Date.now() - started) / 1000;
}

/** Drops database `name` (one an earlier run left behind too) and creates it empty; returns its URL. */
export async function createBenchDatabase(serverUrl: string, name: string): Promise<string> {
  await dropBenchDatabase(serverUrl, name);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return databaseOn(serverUrl, name);
}

export async function dropBenchDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const serverDir = path.resolve(import.meta.dirname, '..');
/** What `npm run build` makes: the server's bundle and the SPA it serves. */
export const BUILT_SERVER = path.join(serverDir, 'dist', 'main.js');
const BUILT_WEB = path.resolve(serverDir, '..', 'web', 'dist');

export type BuiltServer = {
  url: string;
  pid: number;
  /** Its stdout and stderr (JSON log lines). */
  logFile: string;
  /** SIGTERM, and the exit code once it has stopped (SIGKILL after 20 s). */
  stop: () => Promise<number | null>;
};

/**
 * Starts the built server (`npm run build` first) on `databaseUrl` as production runs it: APP_ENV=production,
 * its own AUTH_SECRET, the built-in test payment provider (ALLOW_TEST_PAYMENTS), a data folder of its own,
 * JSON logs at info into `logFile`; `env` adds to or overrides that. Resolves once /api/ready answers 200
 * (migrations applied and, on an empty database with SEED_DEMO_DATA, the demo data seeded).
 */
export async function startBuiltServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  if (!existsSync(BUILT_SERVER) || !existsSync(path.join(BUILT_WEB, 'index.html'))) {
    throw new Error(`no build at ${BUILT_SERVER} (or the web app's): run \`npm run build\` first`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sortim-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The SPA is served from a copy: a build started meanwhile (the tree is shared) would swap its files
  // in the middle of a run. (The server's bundle is read once, at start.)
  const webDir = path.join(dataDir, 'web');
  cpSync(BUILT_WEB, webDir, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      TMPDIR: os.tmpdir(),
      APP_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      ALLOW_TEST_PAYMENTS: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (!running) throw new Error(`the built server exited before it was ready; see ${logFile}`);
    const ready = await fetch(`${url}/api/ready`).catch(() => null);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the built server was not ready in 300 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, pid: child.pid ?? 0, logFile, stop };
}

/** When `npm run build` last made the server's bundle (to say which build a run measured). */
export const builtAt = () => statSync(BUILT_SERVER).mtime;

/** Removes what startBuiltServer left in the temporary folder (its data folder and log). */
export const removeServerFiles = (server: BuiltServer) =>
  rmSync(path.dirname(server.logFile), { recursive: true, force: true });

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One autocannon run: every response time, and its totals. */
export type Slice = { times: number[]; requests: number; seconds: number; errors: number };

export async function timedRun(options: autocannon.Options): Promise<Slice> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    times,
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.non2xx,
  };
}

/** Requests/s and p50/p95/p99 over every response of the runs, and their errors (non-2xx included). */
export function summarise(slices: Slice[]) {
  const times = slices.flatMap((s) => s.times).sort((a, b) => a - b);
  const sum = (pick: (s: Slice) => number) => slices.reduce((total, s) => total + pick(s), 0);
  return {
    rps: Math.round(sum((s) => s.requests) / sum((s) => s.seconds)),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: sum((s) => s.errors),
  };
}

/**
 * Writes a benchmark's results between its markers in docs/performance.md (`<!-- name -->` and
 * `<!-- /name -->`): a line saying when and on what machine they were measured, then `conditions`, then
 * `report`. The text around the markers (the method, the analysis) stays.
 */
export function writeResults(name: string, conditions: string, report: string): void {
  const doc = path.resolve(serverDir, '..', '..', 'docs', 'performance.md');
  const [start, end] = [`<!-- ${name} -->`, `<!-- /${name} -->`];
  const text = readFileSync(doc, 'utf8');
  if (!text.includes(start) || !text.includes(end))
    throw new Error(`docs/performance.md has no ${start} block`);
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const measured = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; ${conditions}`;
  const [before] = text.split(start);
  const after = text.split(end)[1] ?? '\n';
  writeFileSync(doc, `${before}${start}\n\n${measured}\n\n${report}\n\n${end}${after}`);
}
