/*
 * `npm run bench:soak`: the built server under ten minutes of steady, mixed traffic, for leaks rather than
 * speed.
 *
 * Starts apps/server/dist/main.js (`npm run build` first) as production runs it, on a fresh PostgreSQL
 * database (`sortim_soak`, dropped afterwards) that the server fills with the demo data, with
 * RATE_LIMIT_ENABLED=false (the soak signs in dozens of sessions from one address). Then anonymous visitors,
 * guests it signs up, the demo's verified hosts and its admin (soak-users.ts) make requests at a steady
 * rate (`--rate`, default 60 a second, far under what 2 cores serve), one request at a time each: a warm-up
 * (`--warmup` minutes, default 2) and then the measured `--minutes` (default 10). Every 5 s it reads the
 * server's own figures at GET /metrics (RSS, V8 heap, active handles, open file descriptors, the database
 * pool). It prints throughput, latency per route family, errors and memory and handles at the measured
 * start and end; `--write` records them in docs/performance.md (the Soak section). It exits 1 when any
 * request failed or memory grew by 10 % or more.
 *
 * BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-people.ts';
import {
  builtAt,
  createBenchDatabase,
  dropBenchDatabase,
  removeServerFiles,
  startBuiltServer,
  writeResults,
} from './bench-kit.ts';
import { type Kind, Load, Pace, tally } from './soak-load.ts';
import {
  adminJourney,
  anonymousJourney,
  guestJourney,
  hostJourney,
  live,
  loadWorld,
  newGuest,
  signIn,
} from './soak-users.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    rate: { type: 'string', default: '60' },
    write: { type: 'boolean', default: false },
  },
});
const MINUTES = Number(args.minutes);
const WARMUP_MINUTES = Number(args.warmup);
const RATE = Number(args.rate);
if (!(MINUTES > 0 && WARMUP_MINUTES >= 0 && RATE > 0))
  throw new Error('--minutes, --warmup and --rate take numbers');

/** Each kind's share of the requests, and how many users of it take turns. */
const SHARES: Record<Kind, number> = { anonymous: 45, guest: 35, host: 10, admin: 10 };
const USERS = { anonymous: 16, guest: 20, admin: 4 };
const SAMPLE_EVERY_MS = 5000;
const GROWTH_LIMIT = 0.1;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'sortim_soak';

type Sample = { at: number; rss: number; heapUsed: number; handles: number; fds: number; pool: number };

/** One value of the Prometheus text, e.g. `db_pool_connections{state="total"}`. */
function metric(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

async function sample(baseUrl: string): Promise<Sample> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return {
    at: Date.now(),
    rss: metric(text, 'process_resident_memory_bytes'),
    heapUsed: metric(text, 'nodejs_heap_size_used_bytes'),
    handles: metric(text, 'nodejs_active_handles_total'),
    fds: metric(text, 'process_open_fds'),
    pool: metric(text, 'db_pool_connections{state="total"}'),
  };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's log lines at warn (40) and above, and the 5xx answers it logged. */
function serverTroubles(logFile: string) {
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg?: string; res?: { statusCode?: number } });
  return {
    errors: lines.filter((l) => l.level >= 50),
    warnings: lines.filter((l) => l.level === 40),
    fiveHundreds: lines.filter((l) => (l.res?.statusCode ?? 0) >= 500).length,
  };
}

async function main() {
  const loadBefore = os.loadavg()[0] ?? 0;
  const build = builtAt();
  const databaseUrl = await createBenchDatabase(serverUrl, DATABASE);
  const server = await startBuiltServer(databaseUrl, { SEED_DEMO_DATA: 'true', RATE_LIMIT_ENABLED: 'false' });
  console.log(
    `built server (${build.toISOString()}) pid ${server.pid} at ${server.url}; log ${server.logFile}`,
  );
  const load = new Load(server.url, server.url);
  let troubles: ReturnType<typeof serverTroubles> | null = null;
  let exitCode: number | null = null;
  const samples: Sample[] = [];
  let idle: Sample | null = null;
  let timeline = { started: 0, warmedUp: 0, end: 0 };
  let pace: Pace | null = null;
  try {
    const world = await loadWorld(databaseUrl, load);
    const guests: { id: string; cookie: string }[] = [];
    for (let i = 0; i < USERS.guest; i++) guests.push(await newGuest(load));
    const hosts = [];
    for (const host of world.hosts)
      hosts.push({ host, cookie: await signIn(load, host.email, host.password) });
    const admins = [];
    for (let i = 0; i < USERS.admin; i++)
      admins.push(await signIn(load, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password));
    console.log(
      `signed up ${guests.length} guests; signed in ${hosts.length} hosts and ${admins.length} admin sessions`,
    );

    // The admin opens the soak's guests and the demo's hosts (whose pages carry audit entries).
    const people = [...guests.map((g) => g.id), ...world.hosts.map((h) => h.id)];
    const turns = new Pace(RATE, SHARES);
    pace = turns;
    const users = [
      ...Array.from({ length: USERS.anonymous }, () =>
        live('anonymous', turns, load, anonymousJourney(world)),
      ),
      ...guests.map((g) => live('guest', turns, load, guestJourney(world, g.cookie))),
      ...hosts.map((h) => live('host', turns, load, hostJourney(h.host, h.cookie))),
      ...admins.map((cookie) => live('admin', turns, load, adminJourney(people, cookie))),
    ];
    const started = Date.now();
    timeline = {
      started,
      warmedUp: started + WARMUP_MINUTES * 60_000,
      end: started + (WARMUP_MINUTES + MINUTES) * 60_000,
    };
    turns.start();
    console.log(
      `${RATE} requests/s: warm-up ${WARMUP_MINUTES} min, then ${MINUTES} min measured (until ${new Date(timeline.end).toISOString()})`,
    );
    while (Date.now() < timeline.end) {
      samples.push(await sample(server.url));
      const last = samples.at(-1) as Sample;
      const minute = load.records.filter((r) => r.at > Date.now() - 60_000);
      // Every sample is kept; one in six (30 s) is shown.
      if (samples.length % 6 === 1)
        console.log(
          `${((Date.now() - started) / 60_000).toFixed(1)} min: ${minute.length} requests in the last minute, ` +
            `${minute.filter((r) => r.failed).length} failed; RSS ${mb(last.rss)} MB, heap ${mb(last.heapUsed)} MB, ` +
            `${last.handles} handles, ${last.fds} fds, pool ${last.pool}`,
        );
      await sleep(Math.min(SAMPLE_EVERY_MS, Math.max(0, timeline.end - Date.now())));
    }
    samples.push(await sample(server.url));
    turns.stop();
    await Promise.all(users);
    // The soak's kept-alive connections closed, the server's handles are its own again.
    load.close();
    await sleep(5000);
    idle = await sample(server.url);
  } finally {
    exitCode = await server.stop();
    troubles = serverTroubles(server.logFile);
    await dropBenchDatabase(serverUrl, DATABASE);
  }
  const loadAfter = os.loadavg()[0] ?? 0;

  const { warmedUp, end } = timeline;
  const measured = tally(load.records, warmedUp, end);
  const seconds = (end - warmedUp) / 1000;
  // Start and end each stand for a quarter of the measured run (2.5 min of 10), not one sample: RSS as the
  // mean of its samples; the heap as the lowest, the floor its collect-and-grow saw comes back to after a
  // full collection (every 1 to 3 min here), which is what a leak raises.
  const windowMs = (end - warmedUp) / 4;
  const first = samples.filter((s) => s.at >= warmedUp && s.at < warmedUp + windowMs);
  const last = samples.filter((s) => s.at > end - windowMs);
  const steady = samples.filter((s) => s.at >= warmedUp);
  const memory = (['rss', 'heapUsed'] as const).map((key) => {
    const of = (list: Sample[]) =>
      (key === 'rss' ? mean : (l: number[]) => Math.min(...l))(list.map((s) => s[key]));
    const start = of(first);
    const finish = of(last);
    return {
      key,
      start,
      finish,
      growth: (finish - start) / start,
      max: Math.max(...steady.map((s) => s[key])),
    };
  });
  const atStart = first[0];
  const atEnd = samples.at(-1);

  const lines: string[] = [];
  lines.push(
    `${measured.all.requests.toLocaleString('en')} requests in ${(seconds / 60).toFixed(1)} min measured: ` +
      `${(measured.all.requests / seconds).toFixed(1)} requests/s (target ${RATE}), p50 ${measured.all.p50.toFixed(1)} ms, ` +
      `p95 ${measured.all.p95.toFixed(1)} ms, p99 ${measured.all.p99.toFixed(1)} ms; ` +
      `**${measured.all.errors} errors**; ${pace?.missed.filter((at) => at >= warmedUp).length ?? 0} turns missed (no user of that kind free).`,
    '',
    '| route family | requests | req/s | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...measured.families.map(
      (f) =>
        `| ${f.family} | ${f.requests.toLocaleString('en')} | ${(f.requests / seconds).toFixed(1)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.errors} |`,
    ),
    '',
    `| server process | start (first ${(windowMs / 60_000).toFixed(2).replace(/\.?0+$/, '')} min after warm-up) | end (last ${(windowMs / 60_000).toFixed(2).replace(/\.?0+$/, '')} min) | growth | highest sample |`,
    '|---|---:|---:|---:|---:|',
    ...memory.map(
      (m) =>
        `| ${m.key === 'rss' ? 'RSS (mean of the samples)' : 'V8 heap used (lowest sample)'} | ${mb(m.start)} MB | ${mb(m.finish)} MB | ${(100 * m.growth).toFixed(1)} % | ${mb(m.max)} MB |`,
    ),
    `| active handles (mostly sockets) | ${atStart?.handles} | ${atEnd?.handles} | | ${idle?.handles} when idle after |`,
    `| open file descriptors | ${atStart?.fds} | ${atEnd?.fds} | | ${idle?.fds} when idle after |`,
    `| database pool connections | ${atStart?.pool} | ${atEnd?.pool} | | ${idle?.pool} when idle after |`,
    '',
    '| minute | req/s | p95 ms | errors | RSS MB (mean) | heap MB (lowest) | handles |',
    '|---:|---:|---:|---:|---:|---:|---:|',
  );
  // Minute by minute, the warm-up's too.
  const rows: Array<[string, number, number]> = [];
  for (let from = timeline.started, minute = 1; from < warmedUp; from += 60_000, minute++)
    rows.push([`warm-up ${minute}`, from, Math.min(from + 60_000, warmedUp)]);
  for (let from = warmedUp, minute = 1; from < end; from += 60_000, minute++)
    rows.push([String(minute), from, Math.min(from + 60_000, end)]);
  for (const [name, from, to] of rows) {
    const t = tally(load.records, from, to).all;
    const inMinute = samples.filter((s) => s.at >= from && s.at < to);
    lines.push(
      `| ${name} | ${(t.requests / ((to - from) / 1000)).toFixed(1)} | ${t.p95.toFixed(1)} | ${t.errors} | ${mb(mean(inMinute.map((s) => s.rss)))} | ${mb(Math.min(...inMinute.map((s) => s.heapUsed)))} | ${inMinute.at(-1)?.handles ?? ''} |`,
    );
  }
  const report = lines.join('\n');
  console.log(`\n${report}`);
  const logged = troubles;
  console.log(
    `\nserver log: ${logged?.errors.length} error lines, ${logged?.warnings.length} warnings, ${logged?.fiveHundreds} 5xx answers; stopped with exit code ${exitCode}`,
  );
  for (const line of [...(logged?.errors ?? []), ...(logged?.warnings ?? [])].slice(0, 10))
    console.log(`  ${JSON.stringify(line).slice(0, 300)}`);
  if (load.failures.length)
    console.log(`\nfailed requests (first ${load.failures.length}):\n${load.failures.join('\n')}`);

  const failed =
    measured.all.errors > 0 ||
    memory.some((m) => m.growth >= GROWTH_LIMIT) ||
    (logged?.errors.length ?? 0) > 0;
  const loadAverage = `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`;
  if (args.write) writeDoc(report, loadAverage, logged, exitCode);
  if (!failed) removeServerFiles(server);
  else console.log(`\nthe server's log is kept: ${server.logFile}`);
  process.exitCode = failed ? 1 : 0;
}

/** Writes the results between the Soak section's markers in docs/performance.md; the text around stays. */
function writeDoc(
  report: string,
  load: string,
  logged: ReturnType<typeof serverTroubles> | null,
  exitCode: number | null,
) {
  const conditions =
    'the built server on the PostgreSQL server, ' +
    `demo data; ${RATE} requests/s, ${WARMUP_MINUTES} min warm-up then ${MINUTES} min measured; ${load}. ` +
    `Server log: ${logged?.errors.length} error lines, ${logged?.warnings.length} warnings, ` +
    `${logged?.fiveHundreds} 5xx answers; it stopped on SIGTERM with exit code ${exitCode}.`;
  writeResults('soak-results', conditions, report);
}

await main();
