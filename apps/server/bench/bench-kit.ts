import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '#src/db/client.ts';
import { migrateDatabase } from '#src/db/migrate.ts';

/*
 * What the benchmarks share: a fresh database on the PostgreSQL server, filled by SQL and vacuumed; one
 * timed autocannon run keeping every response time; and the summary of several such runs.
 */

/** The URL of database `name` on the server `serverUrl` names. */
export const databaseOn = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/**
 * Drops and recreates database `name`, migrates it, runs `fill` (one multi-statement SQL text) and vacuums
 * `tables`. Returns the seconds the fill and vacuum took.
 */
export async function freshBenchDatabase(serverUrl: string, name: string, fill: string, tables: string[]) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseOn(serverUrl, name);
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
