import http from 'node:http';
import zlib from 'node:zlib';
import { percentile } from './bench-kit.ts';

/*
 * The soak's load: virtual users who each make one request at a time, and a pace that hands out turns at a
 * steady rate (open loop: the rate does not slow down when the server does). Every request is timed and
 * filed under its route family; a status other than the one the step expects, an answer its check refuses,
 * a socket error or no answer in 10 s is an error, kept with its path and what was wrong.
 */

export const FAMILIES = [
  'pages',
  'assets',
  'browse',
  'events',
  'guest reads',
  'checkout',
  'pay',
  'refunds',
  'waitlist',
  'profile',
  'host reads',
  'host writes',
  'admin',
  'sign-in',
] as const;
export type Family = (typeof FAMILIES)[number];

export type Call = {
  family: Family;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The status the step expects (200 unless said). */
  expect?: number;
  cookie?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** What is wrong with an answer of the right status (a payment verified as unpaid), or null. */
  check?: (answer: Answer) => string | null;
};

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, decompressed when it came compressed (only when a step reads it). */
  text(): string;
  json<T>(): T;
};

function decoded(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

const TIMEOUT_MS = 10_000;

/** A request that failed its step: it is counted as an error and the journey goes back to its start. */
export class StepFailed extends Error {}

/** One request's record: when it ended, how long it took, its family and whether it failed. */
type Entry = { at: number; ms: number; family: Family; failed: boolean };

export class Load {
  readonly records: Entry[] = [];
  readonly failures: string[] = [];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(
    readonly baseUrl: string,
    /** Sent as Origin on every write, as a browser on the site does (the CSRF check wants it). */
    private readonly origin: string,
  ) {}

  /** Makes the call; throws StepFailed (after recording it) when the answer is not the expected one. */
  async call(call: Call): Promise<Answer> {
    const started = performance.now();
    let answer: Answer | null = null;
    let problem: string | null = null;
    try {
      answer = await this.send(call);
      const expected = call.expect ?? 200;
      if (answer.status !== expected)
        problem = `${answer.status} (expected ${expected}): ${answer.text().slice(0, 200)}`;
      else problem = call.check?.(answer) ?? null;
    } catch (error) {
      problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    this.records.push({
      at: Date.now(),
      ms: performance.now() - started,
      family: call.family,
      failed: problem !== null,
    });
    if (problem !== null || !answer) {
      this.fail(`${call.method ?? 'GET'} ${call.path}: ${problem}`);
      throw new StepFailed(problem ?? 'no answer');
    }
    return answer;
  }

  private fail(line: string) {
    // The first ones tell the story; a run with thousands would otherwise hold them all.
    if (this.failures.length < 50) this.failures.push(`${new Date().toISOString()} ${line}`);
  }

  private send(call: Call): Promise<Answer> {
    const body =
      call.json !== undefined
        ? JSON.stringify(call.json)
        : call.form
          ? new URLSearchParams(call.form).toString()
          : undefined;
    const method = call.method ?? (body === undefined ? 'GET' : 'POST');
    const headers: http.OutgoingHttpHeaders = { 'accept-encoding': 'gzip, br' };
    if (call.cookie) headers.cookie = call.cookie;
    if (method !== 'GET') headers.origin = this.origin;
    if (body !== undefined) {
      headers['content-type'] =
        call.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
      headers['content-length'] = Buffer.byteLength(body);
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        new URL(call.path, this.baseUrl),
        { method, headers, agent: this.agent, signal: AbortSignal.timeout(TIMEOUT_MS) },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            // Decompressed only when a step reads it: the load's own CPU is the server's too (2 cores).
            const raw = Buffer.concat(chunks);
            const text = () => decoded(raw, res.headers['content-encoding']);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              json: <T>() => JSON.parse(text()) as T,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Closes the kept-alive connections (so the server's idle handles can be read without them). */
  close() {
    this.agent.destroy();
  }
}

/** Requests, errors and latency percentiles of the records in [from, to), per family and in all. */
export function tally(records: Entry[], from: number, to: number) {
  const within = records.filter((r) => r.at >= from && r.at < to);
  const summary = (list: Entry[]) => {
    const times = list.map((r) => r.ms).sort((a, b) => a - b);
    return {
      requests: list.length,
      errors: list.filter((r) => r.failed).length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    };
  };
  return {
    all: summary(within),
    families: FAMILIES.map((family) => ({
      family,
      ...summary(within.filter((r) => r.family === family)),
    })).filter((f) => f.requests > 0),
  };
}

/** The kinds of virtual user and their shares of the requests. */
export type Kind = 'anonymous' | 'guest' | 'host' | 'admin';

/**
 * Hands out turns at `rate` per second, split over the kinds by `shares`: each turn goes to the virtual user
 * of that kind who has waited longest. A turn with nobody of its kind waiting (every one of them still busy
 * with its last request) is counted as missed: the load fell behind its rate, which the report says.
 */
export class Pace {
  private readonly waiting = new Map<Kind, Array<(go: boolean) => void>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly cumulative: Array<[Kind, number]>;
  /** When each missed turn fell due. */
  readonly missed: number[] = [];

  constructor(
    private readonly rate: number,
    shares: Record<Kind, number>,
  ) {
    const total = Object.values(shares).reduce((a, b) => a + b, 0);
    let sum = 0;
    this.cumulative = Object.entries(shares).map(([kind, share]) => {
      sum += share / total;
      return [kind as Kind, sum];
    });
  }

  /** Resolves true when it is this user's turn, false once the run is over. */
  turn(kind: Kind): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const queue = this.waiting.get(kind) ?? [];
      queue.push(resolve);
      this.waiting.set(kind, queue);
    });
  }

  start() {
    const started = performance.now();
    let due = 0;
    // A timer every 10 ms hands out the turns that fell due since the last one: the rate holds on
    // average however late a timer fires.
    this.timer = setInterval(() => {
      const target = Math.floor(((performance.now() - started) / 1000) * this.rate);
      for (; due < target; due++) this.give();
    }, 10);
  }

  private give() {
    const roll = Math.random();
    const kind = this.cumulative.find(([, upTo]) => roll < upTo)?.[0] ?? this.cumulative.at(-1)?.[0];
    const next = kind ? this.waiting.get(kind)?.shift() : undefined;
    if (!next) {
      this.missed.push(Date.now());
      return;
    }
    next(true);
  }

  /** No more turns: every waiting user is told the run is over. */
  stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const queue of this.waiting.values()) for (const resolve of queue.splice(0)) resolve(false);
  }
}
