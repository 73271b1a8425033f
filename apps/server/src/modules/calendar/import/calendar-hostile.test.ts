import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { icsTime } from '#src/test/calendar-files.ts';
import { useCalendarStandIn } from '#src/test/calendar-stand-in.ts';

/*
 * Issue 23: no calendar can stall the server. Each hostile calendar is connected through the real route
 * on an app listening on a port while a poller on its own thread asks /api/health every 20 ms over HTTP:
 * the poller is answered throughout, the event loop is never held 50 ms of CPU, and memory stays bounded
 * (answer times are printed: on a quiet machine within 100 ms).
 * (Before the fix, the 250-byte calendar alone held the loop for seconds and took over 1 GB.)
 */

const ctx = useTestApp({ CALENDAR_FETCH_ALLOW_IPS: '127.0.0.1' });
const calendars = useCalendarStandIn();

/** The loop's longest hold in CPU time: what a 100 ms answer would owe to the server's own doing. */
const BUSY_UNDER_MS = 50;
/** The main thread's heap; the import's own memory is the worker's, capped by its resource limits. */
const MAIN_HEAP_GROWTH_UNDER_MB = 100;
/** The whole process (both threads): well under the 1.2 GB the unbounded expansion took. */
const RSS_GROWTH_UNDER_MB = 320;

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

/** Tomorrow at 09:00 UTC: every occurrence lies ahead whenever the test runs. */
const firstStart = () => {
  const at = new Date(Date.now() + 24 * HOUR);
  at.setUTCHours(9, 0, 0, 0);
  return at;
};

const calendarOf = (events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hostile//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');

const hourlyEvent = (uid: string, rrule = 'RRULE:FREQ=HOURLY', summary = 'Every hour') =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART:${icsTime(firstStart())}`,
    `DTEND:${icsTime(new Date(firstStart().getTime() + HOUR))}`,
    rrule,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');

/** 250 bytes that expand to 525,600 occurrences a year. */
const everyMinute = () =>
  calendarOf([
    hourlyEvent(
      'minutes@hostile',
      `RRULE:FREQ=HOURLY;BYMINUTE=${Array.from({ length: 60 }, (_, i) => i).join(',')}`,
    ),
  ]);

const twentyHourly = () =>
  calendarOf(Array.from({ length: 20 }, (_, i) => hourlyEvent(`hourly-${i}@hostile`)));

/** Just under the 2 MB fetch limit, of hourly events with long descriptions. */
function twoMegabytes(): string {
  const events: string[] = [];
  let size = 0;
  for (let i = 0; size < 2 * MB - 8 * 1024; i++) {
    const event = hourlyEvent(
      `bulk-${i}@hostile`,
      'RRULE:FREQ=HOURLY',
      `Bulk event ${i} ${'with a long title '.repeat(10)}`,
    );
    events.push(event);
    size += event.length + 2;
  }
  return calendarOf(events);
}

/**
 * Asks /api/health every 20 ms from a thread of its own, so a blocked server shows as a late answer
 * whatever the main thread is doing. One keep-alive connection: the probe costs the server little.
 */
function startHealthPoller(url: string) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let stopping = false;
    const latencies = [];
    parentPort.on('message', () => { stopping = true; });
    const ask = () => new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(workerData.url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : Infinity));
      });
      req.on('error', () => resolve(Infinity));
    });
    (async () => {
      parentPort.postMessage({ ready: await ask() });
      while (!stopping) {
        const started = performance.now();
        latencies.push(await ask());
        const wait = 20 - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      agent.destroy();
      parentPort.postMessage({ latencies });
    })();
    `,
    { eval: true, workerData: { url } },
  );
  const ready = new Promise<void>((resolve) => worker.once('message', () => resolve()));
  return {
    ready,
    async stop(): Promise<number[]> {
      const done = new Promise<number[]>((resolve) =>
        worker.on('message', (message: { latencies?: number[] }) => {
          if (message.latencies) resolve(message.latencies);
        }),
      );
      worker.postMessage('stop');
      const latencies = await done;
      await worker.terminate();
      return latencies;
    },
  };
}

const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/**
 * The longest this thread ran between two turns of a 5 ms timer, in CPU time: what a synchronous task
 * holds the loop for, whatever else the machine runs (a busy machine makes every wall-clock delay longer;
 * it cannot make this thread use more CPU).
 */
function startBusyMeter() {
  let last = threadCpuMs();
  let longest = 0;
  const timer = setInterval(() => {
    const now = threadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, threadCpuMs() - last);
    },
  };
}

type Measured = {
  status: number;
  imported: number;
  elapsedMs: number;
  polls: number;
  maxHealthMs: number;
  maxLoopDelayMs: number;
  maxBusyMs: number;
  heapGrowthMb: number;
  rssGrowthMb: number;
};

/**
 * Wall-clock figures on a shared machine: a load spike from other processes can delay any thread, so a
 * test may run again; the CPU-time figure (maxBusyMs) is the one no load can fake. The unbounded
 * expansion this guards against fails every attempt (it held the loop for seconds).
 */
const ATTEMPTS = { retry: 4, timeout: 60_000 } as const;

describe('connecting a hostile calendar on a listening server', () => {
  let base = '';

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    // Node loads its fetch on first use: load it before anything is measured.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  async function connectWhileProbing(host: TestAccount, path: string, body: string): Promise<Measured> {
    calendars.serve(path, body);
    const poller = startHealthPoller(`${base}/api/health`);
    await poller.ready;
    const before = process.memoryUsage();
    let peak = { heapUsed: before.heapUsed, rss: before.rss };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = { heapUsed: Math.max(peak.heapUsed, now.heapUsed), rss: Math.max(peak.rss, now.rss) };
    }, 20);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const busy = startBusyMeter();
    const started = performance.now();
    const res = await fetch(`${base}/api/host/calendar`, {
      method: 'PUT',
      headers: { cookie: host.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ icsUrl: calendars.url(path) }),
    });
    const answer = (await res.json()) as { imported?: number };
    const elapsedMs = performance.now() - started;
    const maxBusyMs = busy.stop();
    loop.disable();
    clearInterval(sampler);
    const latencies = await poller.stop();
    const measured: Measured = {
      status: res.status,
      imported: answer.imported ?? -1,
      elapsedMs: Math.round(elapsedMs),
      polls: latencies.length,
      maxHealthMs: Math.round(Math.max(...latencies)),
      maxLoopDelayMs: Math.round(loop.max / 1e6),
      maxBusyMs: Math.round(maxBusyMs),
      heapGrowthMb: Math.round((peak.heapUsed - before.heapUsed) / MB),
      rssGrowthMb: Math.round((peak.rss - before.rss) / MB),
    };
    // The figures for the issue note.
    process.stdout.write(`hostile calendar ${path} (${body.length} bytes): ${JSON.stringify(measured)}\n`);
    return measured;
  }

  const draftsOf = async (host: TestAccount) =>
    ctx.app.db
      .select({ externalUid: activities.externalUid, startTime: activities.startTime })
      .from(activities)
      .where(and(eq(activities.hostId, host.id), isNotNull(activities.externalUid)))
      .orderBy(activities.startTime, activities.externalUid);

  function expectNoStall(measured: Measured) {
    expect(measured.polls, 'the poller kept asking throughout').toBeGreaterThan(0);
    expect(measured.maxBusyMs, 'longest time the loop was held, in CPU (ms)').toBeLessThan(BUSY_UNDER_MS);
    // The slowest /api/health answer and the longest loop delay are wall-clock times: on a busy machine (CI
    // beside other work, load 10 on 2 cores) they measure the machine, not the server, so they are printed
    // above for the issue note and not asserted. The loop's CPU time (maxBusyMs) is the server's own doing.
    expect(measured.heapGrowthMb, 'main heap growth (MB)').toBeLessThan(MAIN_HEAP_GROWTH_UNDER_MB);
    expect(measured.rssGrowthMb, 'process memory growth (MB)').toBeLessThan(RSS_GROWTH_UNDER_MB);
  }

  it(
    'imports the first 500 minutes of a 250-byte every-minute event without stalling',
    ATTEMPTS,
    async () => {
      const host = await signUp(ctx.app, { roles: ['host'] });
      const measured = await connectWhileProbing(host, '/every-minute.ics', everyMinute());
      expect(measured).toMatchObject({ status: 200, imported: 500 });
      expectNoStall(measured);
      const drafts = await draftsOf(host);
      expect(drafts).toHaveLength(500);
      // The earliest 500: one a minute from the first.
      expect(drafts[0]?.startTime).toEqual(firstStart());
      expect(drafts[499]?.startTime).toEqual(new Date(firstStart().getTime() + 499 * 60_000));
    },
  );

  it('imports the first 500 occurrences of twenty hourly events without stalling', ATTEMPTS, async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const measured = await connectWhileProbing(host, '/twenty-hourly.ics', twentyHourly());
    expect(measured).toMatchObject({ status: 200, imported: 500 });
    expectNoStall(measured);
    // The earliest 500: the twenty events' first 25 hours.
    const drafts = await draftsOf(host);
    expect(drafts.at(-1)?.startTime).toEqual(new Date(firstStart().getTime() + 24 * HOUR));
  });

  it('reads a 2 MB calendar of many events without stalling', ATTEMPTS, async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const body = twoMegabytes();
    expect(body.length).toBeGreaterThan(1.9 * MB);
    const measured = await connectWhileProbing(host, '/two-megabytes.ics', body);
    expect(measured).toMatchObject({ status: 200, imported: 500 });
    expectNoStall(measured);
  });
});
