/*
 * `npm run bench:explore`: the guest list under load, against its ceiling.
 *
 * Fills a fresh PostgreSQL database with 100,000 activities (and ~200,000 bookings), starts the real app
 * (as it runs, and without its reply cache) and, beside it, a bare Fastify route running equivalent
 * hand-written SQL on the same database (all in a process of their own, explore-servers.ts); then drives
 * each with autocannon (50 connections) over several filter mixes and prints requests/s and p50/p95/p99
 * latency. `--write` also records the table
 * in docs/performance.md.
 *
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the
 * database `sortim_bench` on it (BENCH_DATABASE names another) is dropped and recreated. BENCH_ACTIVITIES
 * sets how many activities (default 100,000; hosts, guests and series grow with them); BENCH_FILL=0 reuses
 * the database a previous run filled with the same number.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type autocannon from 'autocannon';
import {
  databaseOn,
  freshBenchDatabase,
  type Slice,
  summarise,
  timedRun,
  writeResults,
} from './bench-kit.ts';
import { appRoute, MIXES, type Mix, mixPath } from './explore-mixes.ts';

const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 100_000);
if (!Number.isInteger(ACTIVITIES) || ACTIVITIES < 1_000 || ACTIVITIES % 1_000 !== 0)
  throw new Error('BENCH_ACTIVITIES must be a whole number of thousands');
/**
 * A host per 50 activities and a guest per 20; a series per 7 or so of the 30% in series. The series and
 * host counts divide evenly, so a series' dates share a host and a subtype (fill-activities.sql).
 */
const SIZE = {
  hosts: ACTIVITIES / 50,
  guests: ACTIVITIES / 20,
  series: (ACTIVITIES * 14) / 100,
  activities: ACTIVITIES,
};
const DATABASE = process.env.BENCH_DATABASE ?? 'sortim_bench';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** `BENCH_MIX=price` runs only the mixes whose name contains it (a quick look; never written to the doc). */
const ONLY = process.env.BENCH_MIX;
const mixes = ONLY ? MIXES.filter((m) => m.name.includes(ONLY)) : MIXES;
/** Each target's seconds per mix are split into this many turns (see `measure`). */
const ROUNDS = 2;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = databaseOn(serverUrl, DATABASE);

async function freshDatabase() {
  const fill = readFileSync(new URL('./fill-activities.sql', import.meta.url), 'utf8')
    .replaceAll(':hosts', String(SIZE.hosts))
    .replaceAll(':guests', String(SIZE.guests))
    .replaceAll(':series', String(SIZE.series))
    .replaceAll(':activities', String(SIZE.activities));
  const seconds = await freshBenchDatabase(serverUrl, DATABASE, fill, [
    'activities',
    'profiles',
    'user_roles',
    'bookings',
  ]);
  console.log(`filled ${SIZE.activities.toLocaleString()} activities in ${seconds.toFixed(1)} s`);
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

/** Drives `origin` + `route` with the mix's query (and, when it has some, new filters on every request). */
async function drive(origin: string, route: string, mix: Mix, seconds: number): Promise<Slice> {
  const { vary, tile } = mix;
  const path = (extra?: Record<string, string>) => mixPath(route, mix, extra);
  const options: autocannon.Options = {
    url: `${origin}${path()}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...((vary || tile) && {
      requests: [{ setupRequest: (request) => ({ ...request, path: path(vary?.()) }) }],
    }),
  };
  return timedRun(options);
}

function summary(mix: Mix, target: string, slices: Slice[]): Result {
  return { mix: mix.name, target, ...summarise(slices) };
}

type Servers = { appUrl: string; uncachedUrl: string; ceilingUrl: string };
type Target = { name: string; origin: (s: Servers) => string; route: (mix: Mix) => string };

/** The app as it runs, the app without its reply cache (decision 51), and the hand-written ceiling. */
const TARGETS: Target[] = [
  { name: 'app', origin: (s) => s.appUrl, route: appRoute },
  { name: 'app, no reply cache', origin: (s) => s.uncachedUrl, route: appRoute },
  { name: 'ceiling', origin: (s) => s.ceilingUrl, route: (mix) => (mix.tile ? '/ceiling/pins' : '/ceiling') },
];

/**
 * The targets take turns, ROUNDS times each, so a change in what else the machine is doing weighs on all
 * alike instead of on whichever ran at that moment.
 */
async function measure(servers: Servers, mix: Mix): Promise<Result[]> {
  const slices = TARGETS.map((): Slice[] => []);
  const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of TARGETS.entries()) {
      slices[i]?.push(await drive(target.origin(servers), target.route(mix), mix, seconds));
    }
  }
  return TARGETS.map((target, i) => summary(mix, target.name, slices[i] ?? []));
}

function table(results: Result[]): string {
  const ceilingRps = (mix: string) => results.find((r) => r.mix === mix && r.target === 'ceiling')?.rps;
  const share = (r: Result) => {
    const ceiling = ceilingRps(r.mix);
    return r.target !== 'ceiling' && ceiling ? `${Math.round((100 * r.rps) / ceiling)}%` : '';
  };
  const lines = [
    '| filter mix | target | req/s | of ceiling | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.mix} | ${r.target} | ${r.rps} | ${share(r)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
    ),
  ];
  return lines.join('\n');
}

/** Starts explore-servers.ts (with this process's tsx loader) and waits for its two addresses. */
async function startServers() {
  const child = fork(new URL('./explore-servers.ts', import.meta.url), [benchUrl]);
  const urls = await new Promise<Servers>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Servers));
    child.once('exit', (code) => reject(new Error(`the servers' process ended (${code}) before starting`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ...urls, stop };
}

async function main() {
  if (process.env.BENCH_FILL !== '0') await freshDatabase();
  const servers = await startServers();
  const loadBefore = os.loadavg()[0] ?? 0;

  // The servers start cold (JIT, pool connections); one in service is warm. Untimed seconds first.
  for (const mix of mixes) {
    for (const target of TARGETS) await drive(target.origin(servers), target.route(mix), mix, 1);
  }

  const results: Result[] = [];
  for (const mix of mixes) {
    const measured = await measure(servers, mix);
    results.push(...measured);
    console.log(
      `${mix.name}: ${measured.map((r) => `${r.target} ${r.rps} req/s p95 ${r.p95.toFixed(1)} ms`).join('; ')}`,
    );
  }
  await servers.stop();
  // Anything else running on the machine takes its share of the same cores: say how busy it was.
  const load = `load average ${loadBefore.toFixed(1)} before the runs, ${(os.loadavg()[0] ?? 0).toFixed(1)} after`;

  const report = table(results);
  console.log(`\n${report}`);
  if (process.argv.includes('--write') && !ONLY) {
    const conditions =
      'PostgreSQL server; ' +
      `${SIZE.activities.toLocaleString()} activities; ${CONNECTIONS} connections, ${DURATION_S} s per target and mix in ${ROUNDS} turns; ${load}.`;
    writeResults('results', conditions, report);
  }
}

await main();
