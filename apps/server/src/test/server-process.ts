import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { type DatabaseHandle, openDatabase } from '#src/db/client.ts';
import { startJobQueue } from '#src/lib/job-queue.ts';
import type { QueueName } from '#src/lib/queues.ts';
import { cookieFrom } from './auth.ts';
import { TEST_CARD } from './checkout.ts';
import { databaseUrl, testServerUrl } from './database-target.ts';

/*
 * The process tests' harness: the real server (src/main.ts under tsx) spawned as separate processes on one
 * fresh PostgreSQL database, as a deployment runs it (N web processes and M workers sharing AUTH_SECRET and
 * DATA_DIR). Nothing here is in-process: requests go over real sockets, one new connection each, so a
 * process that stops listening answers with a refused connection, as it would behind a proxy.
 */

const serverDir = path.resolve(import.meta.dirname, '..', '..');

export type Role = 'all' | 'web' | 'worker';
type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };
export type LogLine = Record<string, unknown> & { msg?: string };

/** The PostgreSQL server of TEST_DATABASE_URL; the process tests have no embedded fallback. */
function requireServerUrl(): string {
  const url = testServerUrl();
  if (!url) {
    throw new Error(
      'The process tests run several servers on one PostgreSQL database: set TEST_DATABASE_URL, e.g. ' +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:processes',
    );
  }
  return url;
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A free TCP port on loopback (the kernel picks it; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** One spawned server; its stdout and stderr are kept for assertions and failure messages. */
export class ServerProcess {
  readonly exited: Promise<ExitStatus>;
  private readonly chunks: string[] = [];
  private exit: ExitStatus | null = null;

  constructor(
    readonly name: string,
    readonly role: Role,
    /** http://127.0.0.1:<port>, or null for a worker (it listens for nothing). */
    readonly url: string | null,
    private readonly child: ChildProcess,
  ) {
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => this.chunks.push(chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => this.chunks.push(chunk));
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.exit === null;
  }

  output(): string {
    return this.chunks.join('');
  }

  /** The JSON log lines written so far (LOG_FORMAT=json); other output is skipped. */
  logLines(): LogLine[] {
    return this.output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      });
  }

  /** Its last lines of output, for a failure message. */
  tail(lines = 30): string {
    return `--- ${this.name} (${this.role}) output ---\n${this.output().split('\n').slice(-lines).join('\n')}`;
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** Resolves with the first log line that matches; fails with the process's output otherwise. */
  async waitForLog(match: (line: LogLine) => boolean, timeoutMs: number): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.logLines().find(match);
      if (found) return found;
      if (!this.running)
        throw new Error(`${this.name} exited (${JSON.stringify(this.exit)})\n${this.tail()}`);
      if (Date.now() > deadline)
        throw new Error(`${this.name}: no such log line in ${timeoutMs} ms\n${this.tail()}`);
      await sleep(100);
    }
  }

  /**
   * Web processes: until GET /api/ready answers 200 (database reachable, migrations applied). Workers,
   * which listen for nothing: until they log that they are running.
   */
  async waitUntilReady(timeoutMs = 150_000): Promise<void> {
    if (!this.url) {
      await this.waitForLog((line) => line.msg === 'Sortim worker is running', timeoutMs);
      return;
    }
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running)
        throw new Error(`${this.name} exited (${JSON.stringify(this.exit)})\n${this.tail()}`);
      const res = await request(this.url, '/api/ready').catch(() => null);
      if (res?.status === 200) return;
      if (Date.now() > deadline) throw new Error(`${this.name} not ready in ${timeoutMs} ms\n${this.tail()}`);
      await sleep(200);
    }
  }

  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves with how it exited. */
  async stop(graceMs = 15_000): Promise<ExitStatus> {
    if (!this.running) return this.exited;
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }
}

export type DeploymentOptions = {
  /** How many ROLE=web processes (each on its own port) and ROLE=worker processes to start. */
  web: number;
  workers: number;
  /** What the web processes run: HTTP only (default), or HTTP and the jobs (one process, ROLE=all). */
  webRole?: 'web' | 'all';
  /**
   * Start every process at once, as systemd starts a deployment's units. Default: the first process
   * alone (it migrates the empty database), then the others together.
   */
  startTogether?: boolean;
  /** Runs on the new, empty database before any process starts (a test's own preparation). */
  beforeStart?: (databaseUrl: string) => Promise<void>;
  /** Settings every process of the deployment shares (RATE_LIMIT_ENABLED, CHECKOUT_HOLD_MINUTES...). */
  env?: Record<string, string>;
  /**
   * Another PostgreSQL server than TEST_DATABASE_URL's for the deployment's database (a test's own, which
   * it may restart: see postgres-cluster.ts).
   */
  serverUrl?: string;
  /** A streaming replica of that server: every process reads the same database there (DATABASE_READ_URL). */
  readServerUrl?: string;
};

/**
 * One deployment: a fresh database `sortim_proc_<random>` on the PostgreSQL server, a shared data folder
 * and auth secret, and its processes, each migrating the database itself. `close()` stops every process
 * and drops the database.
 */
export class Deployment {
  readonly processes: ServerProcess[] = [];
  private handle: DatabaseHandle | null = null;

  private constructor(
    private readonly serverUrl: string,
    readonly databaseName: string,
    readonly dataDir: string,
    /** What every process gets: database, secret, data folder, public URL, trusted origins, logging. */
    readonly env: Record<string, string>,
  ) {}

  static async create(options: DeploymentOptions): Promise<Deployment> {
    const serverUrl = options.serverUrl ?? requireServerUrl();
    const databaseName = `sortim_proc_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}`);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sortim-proc-'));
    const ports: number[] = [];
    for (let i = 0; i < options.web; i++) ports.push(await freePort());
    const origins = ports.map((port) => `http://127.0.0.1:${port}`);
    const deployment = new Deployment(serverUrl, databaseName, dataDir, {
      APP_ENV: 'test',
      DATABASE_URL: databaseUrl(serverUrl, databaseName),
      ...(options.readServerUrl
        ? { DATABASE_READ_URL: databaseUrl(options.readServerUrl, databaseName) }
        : {}),
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      // Links in mail and the test provider's pages name the first web process; the others are trusted.
      PUBLIC_URL: origins[0] ?? 'http://127.0.0.1:9',
      AUTH_TRUSTED_ORIGINS: origins.slice(1).join(','),
      ...options.env,
    });
    try {
      await options.beforeStart?.(deployment.env.DATABASE_URL ?? '');
      const names = [
        ...ports.map((port, i) => ({ name: `web${i + 1}`, role: options.webRole ?? 'web', port })),
        ...Array.from({ length: options.workers }, (_, i) => ({
          name: `worker${i + 1}`,
          role: 'worker' as const,
          port: null,
        })),
      ];
      const first = options.startTogether ? undefined : names[0];
      if (first) await deployment.spawn(first.name, first.role, first.port).waitUntilReady();
      const rest = first ? names.slice(1) : names;
      const others = rest.map(({ name, role, port }) => deployment.spawn(name, role, port));
      await Promise.all(others.map((p) => p.waitUntilReady()));
    } catch (error) {
      await deployment.close();
      throw error;
    }
    return deployment;
  }

  /** Starts one more process of this deployment (not waiting for it to be ready). */
  spawn(
    name: string,
    role: Role,
    port: number | null = null,
    env: Record<string, string> = {},
  ): ServerProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: this.processEnv({ ROLE: role, ...(port === null ? {} : { PORT: String(port) }), ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(name, role, port === null ? null : `http://127.0.0.1:${port}`, child);
    this.processes.push(server);
    return server;
  }

  /** The web processes, in the order they were started. */
  get web(): ServerProcess[] {
    return this.processes.filter((p) => p.role !== 'worker');
  }

  /** The test's own connection to the deployment's database (for factories and checks). */
  async database(): Promise<DatabaseHandle> {
    this.handle ??= await openDatabase({ kind: 'postgres', url: this.env.DATABASE_URL ?? '' });
    return this.handle;
  }

  /**
   * Enqueues a job as the deployment's own clock would (the payments and outbox sweeps run each minute):
   * a worker of the deployment takes it at its next poll. The tests use it not to wait for the minute.
   */
  async sendJob(name: QueueName): Promise<void> {
    const jobs = await startJobQueue(await this.database(), {
      runsWorkers: false,
      logger: pino({ level: 'silent' }),
    });
    try {
      await jobs.send(name, {});
    } finally {
      await jobs.stop();
    }
  }

  /**
   * `npm run reconcile` on the deployment's database, as an operator runs it: the payment provider's
   * records against ours. Exit code 0 means the books balance; the output says what it checked and found.
   */
  reconcile(): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'reconcile'], {
        cwd: serverDir,
        env: this.processEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const chunks: string[] = [];
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code, output: chunks.join('') }));
    });
  }

  /**
   * The environment of a process of this deployment: the deployment's settings and `own`, and only what a
   * process needs besides: nothing of the test runner's own environment leaks into it.
   */
  private processEnv(own: Record<string, string> = {}): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      TMPDIR: os.tmpdir(),
      ...this.env,
      ...own,
    };
  }

  /** Every process's last output, for a failure message. */
  tails(): string {
    return this.processes.map((p) => p.tail()).join('\n');
  }

  async close(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop()));
    await this.handle?.close();
    await adminQuery(this.serverUrl, `DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`);
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

export type Response = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
};

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the test provider's payment form). */
  form?: Record<string, string>;
};

/**
 * One HTTP request on a connection of its own (no keep-alive agent), so each request's fate is its own:
 * answered, or refused/reset (rejects with the socket error, whose `code` says which).
 */
export function request(baseUrl: string, pathname: string, options: RequestOptions = {}): Promise<Response> {
  const body =
    options.json !== undefined
      ? JSON.stringify(options.json)
      : options.form
        ? new URLSearchParams(options.form).toString()
        : undefined;
  const contentType =
    options.json !== undefined
      ? 'application/json'
      : options.form
        ? 'application/x-www-form-urlencoded'
        : null;
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(pathname, baseUrl),
      {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        agent: false,
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export type Guest = { id: string; email: string; password: string; cookie: string };

/**
 * Signs up and signs in through `server`, as a browser on `origin` would (the CSRF check wants a trusted
 * Origin). Throws with the answer when either step fails.
 */
export async function signUpGuest(server: ServerProcess, origin = server.url ?? ''): Promise<Guest> {
  const email = `guest-${randomBytes(6).toString('hex')}@example.test`;
  const password = 'secret123';
  const headers = { origin };
  const up = await request(server.url ?? '', '/api/auth/sign-up/email', {
    headers,
    json: { name: 'Process Guest', email, password },
  });
  if (up.status !== 200) throw new Error(`sign-up on ${server.name}: ${up.status} ${up.text}`);
  const signIn = await request(server.url ?? '', '/api/auth/sign-in/email', {
    headers,
    json: { email, password },
  });
  if (signIn.status !== 200) throw new Error(`sign-in on ${server.name}: ${signIn.status} ${signIn.text}`);
  const id = signIn.json<{ user: { id: string } }>().user.id;
  return { id, email, password, cookie: cookieFrom(signIn.headers['set-cookie']) };
}

/** `count` guests signed up through `server`, four at a time. */
export async function signUpGuests(server: ServerProcess, count: number): Promise<Guest[]> {
  const guests: Guest[] = [];
  while (guests.length < count) {
    const batch = Math.min(4, count - guests.length);
    guests.push(...(await Promise.all(Array.from({ length: batch }, () => signUpGuest(server)))));
  }
  return guests;
}

/** POST /api/checkout for one spot, as the guest's browser on `server` sends it. */
export function checkoutAs(server: ServerProcess, guest: Guest, activityId: string): Promise<Response> {
  return request(server.url ?? '', '/api/checkout', {
    headers: { cookie: guest.cookie, origin: server.url ?? '' },
    json: { activityId, spots: 1 },
  });
}

/** The built-in provider's payment page submitted with the test card on `server` (303 once paid). */
export function payWithTestCard(server: ServerProcess, sessionId: string): Promise<Response> {
  return request(server.url ?? '', `/pay/${sessionId}`, {
    form: { number: TEST_CARD.number, expiry: TEST_CARD.expiry, cvc: TEST_CARD.cvc },
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
