/*
 * `npm run bench:admin-users`: /admin/users at 100,000 people, against its target (p95 under 100 ms).
 *
 * Fills a fresh PostgreSQL database with 100,000 people (profiles, roles, 10,000 activities of their hosts
 * and about 300,000 bookings over 200 days; admin-users-fill.sql), starts the real app in a process of its
 * own (admin-users-server.ts), signs in as an admin and drives GET /api/admin/users with autocannon over the
 * searches and filters an admin uses (and the page's two other requests, the numbers and the cities),
 * printing requests/s and p50/p95/p99 latency for each, first for one admin at a time (one connection: the
 * latency the target is about), then for ten at once without pause (the load no team of admins makes).
 * `--write` also records the table in docs/performance.md.
 *
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the database
 * `sortim_bench_admin` on it is dropped and recreated. BENCH_DURATION sets the seconds per mix and load
 * (default 15, in 3 turns), BENCH_MIX=word runs only the mixes whose name holds it (never written to the doc).
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type autocannon from 'autocannon';
import { hashPassword } from 'better-auth/crypto';
import pg from 'pg';
import {
  databaseOn,
  freshBenchDatabase,
  type Slice,
  summarise,
  timedRun,
  writeResults,
} from './bench-kit.ts';

const SIZE = { users: 100_000, bookings: 300_000 };
/** One admin at a time, then ten at once. */
const LOADS = [1, 10];
/** Each mix's seconds at each load are split into this many turns (see `main`). */
const ROUNDS = 3;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const TARGET_P95_MS = 100;
const ONLY = process.env.BENCH_MIX;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = databaseOn(serverUrl, 'sortim_bench_admin');
const ADMIN = { email: 'bench-admin@example.test', password: 'BenchAdmin2024' };

type Mix = {
  name: string;
  route?: string;
  query?: Record<string, string>;
  /** A new search on every request, so no two in a row are the same. */
  vary?: () => Record<string, string>;
};

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const NAME_FRAGMENTS = [
  'mart',
  'jordi',
  'puig',
  'ferr',
  'núria',
  'laia',
  'costa',
  'vidal',
  'sofia',
  'ortega',
];
const CITY_FRAGMENTS = ['gràcia', 'sabadell', 'girona', 'sitges', 'hospitalet', 'terrassa'];

const MIXES: Mix[] = [
  { name: 'page 1, no filters' },
  { name: 'deep page (2,500 of 5,000)', query: { page: '2500' } },
  { name: 'search: a name fragment', vary: () => ({ q: pick(NAME_FRAGMENTS) }) },
  // A number and the @ after it: a handful of addresses, as when an admin pastes part of one.
  { name: 'search: an e-mail fragment', vary: () => ({ q: `${Math.floor(Math.random() * 10_000)}@` }) },
  { name: 'search: a city fragment', vary: () => ({ q: pick(CITY_FRAGMENTS) }) },
  { name: 'role: hosts', query: { role: 'host' } },
  { name: 'status: active', query: { status: 'active' } },
  { name: 'status: inactive', query: { status: 'inactive' } },
  { name: 'city: Girona', query: { city: 'Girona' } },
  { name: 'search + role + status', query: { q: 'mart', role: 'user', status: 'inactive' } },
  { name: 'the numbers (stats)', route: '/api/admin/users/stats' },
  { name: 'the cities', route: '/api/admin/users/cities' },
];
const mixes = ONLY ? MIXES.filter((m) => m.name.includes(ONLY)) : MIXES;

async function freshDatabase() {
  const fill = readFileSync(new URL('./admin-users-fill.sql', import.meta.url), 'utf8')
    .replaceAll(':users', String(SIZE.users))
    .replaceAll(':bookings', String(SIZE.bookings));
  const seconds = await freshBenchDatabase(serverUrl, 'sortim_bench_admin', fill, [
    'users',
    'profiles',
    'user_roles',
    'bookings',
    'activities',
  ]);
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  await addAdmin(client);
  const { rows } = await client.query(
    'select (select count(*) from profiles)::int as people, (select count(*) from bookings)::int as bookings',
  );
  await client.end();
  console.log(
    `filled ${rows[0].people.toLocaleString()} people and ${rows[0].bookings.toLocaleString()} bookings in ${seconds.toFixed(1)} s`,
  );
}

/** The admin the requests sign in as, with a password better-auth's sign-in accepts. */
async function addAdmin(client: pg.Client) {
  const id = randomUUID();
  await client.query(
    `insert into users (id, name, email, email_verified) values ($1, 'Bench Admin', $2, true)`,
    [id, ADMIN.email],
  );
  await client.query(
    `insert into accounts (id, user_id, account_id, provider_id, password) values ($1, $2, $2, 'credential', $3)`,
    [randomUUID(), id, await hashPassword(ADMIN.password)],
  );
  await client.query(
    `insert into profiles (id, email, display_name, ab_group) values ($1, $2, 'Bench Admin', 'variant_a')`,
    [id, ADMIN.email],
  );
  await client.query(`insert into user_roles (user_id, role) values ($1, 'user'), ($1, 'admin')`, [id]);
}

async function signInCookie({ appUrl, origin }: Server): Promise<string> {
  const res = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

type Result = {
  mix: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

async function drive(
  appUrl: string,
  cookie: string,
  mix: Mix,
  connections: number,
  seconds: number,
): Promise<Slice> {
  const route = mix.route ?? '/api/admin/users';
  const path = (extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...mix.query, ...extra }).toString();
    return query ? `${route}?${query}` : route;
  };
  const { vary } = mix;
  const options: autocannon.Options = {
    url: `${appUrl}${path()}`,
    connections,
    duration: seconds,
    headers: { cookie },
    ...(vary && { requests: [{ setupRequest: (request) => ({ ...request, path: path(vary()) }) }] }),
  };
  return timedRun(options);
}

function summary(mix: Mix, connections: number, slices: Slice[]): Result {
  return { mix: mix.name, connections, ...summarise(slices) };
}

function table(results: Result[]): string {
  return [
    '| mix | connections | req/s | p50 ms | p95 ms | p99 ms | p95 under 100 ms | errors |',
    '|---|---:|---:|---:|---:|---:|:---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.mix} | ${r.connections} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.p95 < TARGET_P95_MS ? 'yes' : 'no'} | ${r.errors} |`,
    ),
  ].join('\n');
}

type Server = { appUrl: string; origin: string };

/** Starts admin-users-server.ts (with this process's tsx loader) and waits for its address. */
async function startServer() {
  const child = fork(new URL('./admin-users-server.ts', import.meta.url), [benchUrl]);
  const started = await new Promise<Server>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Server));
    child.once('exit', (code) => reject(new Error(`the server's process ended (${code}) before starting`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ...started, stop };
}

/** Writes the table between this benchmark's markers in docs/performance.md; the text around it stays. */
function writeDoc(report: string, load: string) {
  const conditions =
    'PostgreSQL server; ' +
    `${SIZE.users.toLocaleString()} people; ${DURATION_S} s per mix and number of connections in ${ROUNDS} turns; ${load}.`;
  writeResults('admin-users-results', conditions, report);
}

async function main() {
  await freshDatabase();
  const server = await startServer();
  try {
    const cookie = await signInCookie(server);
    const loadBefore = os.loadavg()[0] ?? 0;
    // The server starts cold (JIT, pool connections); one in service is warm. An untimed second first.
    for (const mix of mixes) await drive(server.appUrl, cookie, mix, 1, 1);

    // Every mix and load takes ROUNDS turns, one after the other, so a busy moment on the machine weighs
    // on all of them alike instead of on whichever ran then.
    const runs = mixes.flatMap((mix) =>
      LOADS.map((connections) => ({ mix, connections, slices: [] as Slice[] })),
    );
    const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
    for (let round = 0; round < ROUNDS; round++) {
      for (const run of runs)
        run.slices.push(await drive(server.appUrl, cookie, run.mix, run.connections, seconds));
    }
    const results = runs.map((run) => summary(run.mix, run.connections, run.slices));
    for (const r of results)
      console.log(`${r.mix}, ${r.connections} connections: ${r.rps} req/s, p95 ${r.p95.toFixed(1)} ms`);
    const load = `load average ${loadBefore.toFixed(1)} before the runs, ${(os.loadavg()[0] ?? 0).toFixed(1)} after`;
    const report = table(results);
    console.log(`\n${report}`);
    if (process.argv.includes('--write') && !ONLY) writeDoc(report, load);
  } finally {
    await server.stop();
  }
}

await main();
