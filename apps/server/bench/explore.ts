/*
 * `npm run bench:explore`: the guest list under load, against its ceiling.
 *
 * Fills a fresh PostgreSQL database with 100,000 activities (and ~200,000 bookings), starts the real app
 * and, beside it, a bare Fastify route running equivalent hand-written SQL on the same database; then
 * drives both with autocannon (50 connections) over several filter mixes and prints requests/s and
 * p50/p95/p99 latency. `--write` also records the table in docs/performance.md.
 *
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the
 * database `sortim_bench` on it is dropped and recreated.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { migrateDatabase } from '#src/db/migrate.ts';
import { ceilingQuery, MIXES } from './explore-mixes.ts';

const SIZE = { hosts: 2_000, guests: 5_000, activities: 100_000 };
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: '/sortim_bench' }).toString();

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS sortim_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE sortim_bench');
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: benchUrl });
  await migrateDatabase(handle);
  const fill = readFileSync(new URL('./fill-activities.sql', import.meta.url), 'utf8')
    .replaceAll(':hosts', String(SIZE.hosts))
    .replaceAll(':guests', String(SIZE.guests))
    .replaceAll(':activities', String(SIZE.activities));
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const started = Date.now();
  await client.query(fill);
  await client.end();
  console.log(
    `filled ${SIZE.activities.toLocaleString()} activities in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return handle;
}

/** The bare route: one pool, hand-written SQL, no validation, no serialization schema. */
async function startCeiling() {
  const pool = new pg.Pool({ connectionString: benchUrl, max: 10 });
  const app = Fastify();
  app.get('/ceiling', async (request) => {
    const { text, values } = ceilingQuery(request.query as Record<string, string>);
    const { rows } = await pool.query(text, values);
    return { items: rows, total: rows[0]?.total ?? 0 };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const close = async () => {
    await app.close();
    await pool.end();
  };
  return { url: `http://127.0.0.1:${port}`, close };
}

type Result = {
  mix: string;
  target: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(url: string, mix: string, target: string): Promise<Result> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    mix,
    target,
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx,
  };
}

function table(results: Result[]): string {
  const lines = [
    '| filter mix | target | req/s | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.mix} | ${r.target} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const handle = await freshDatabase();
  const config = loadConfig({
    DATABASE_URL: benchUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    APP_ENV: 'test',
    ROLE: 'web',
  });
  const app = await buildApp({ config, database: handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const appUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const ceiling = await startCeiling();

  const results: Result[] = [];
  for (const mix of MIXES) {
    const query = new URLSearchParams(mix.query).toString();
    results.push(await measure(`${appUrl}/api/activities?${query}`, mix.name, 'app'));
    results.push(await measure(`${ceiling.url}/ceiling?${query}`, mix.name, 'ceiling'));
    const [appResult, ceilingResult] = results.slice(-2);
    console.log(
      `${mix.name}: app ${appResult?.rps} req/s p95 ${appResult?.p95} ms; ceiling ${ceilingResult?.rps} req/s`,
    );
  }
  await app.close();
  await ceiling.close();
  await handle.close();

  const report = table(results);
  console.log(`\n${report}`);
  if (process.argv.includes('--write')) {
    const doc = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'performance.md');
    const header = readFileSync(doc, 'utf8').split('<!-- results -->')[0];
    const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    writeFileSync(
      doc,
      `${header}<!-- results -->\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine}; PostgreSQL server; ` +
        `${SIZE.activities.toLocaleString()} activities; ${CONNECTIONS} connections, ${DURATION_S} s per run.\n\n${report}\n`,
    );
  }
}

await main();
