import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, sleep } from '#src/test/server-process.ts';

/*
 * Issue 38, parts 1 and 2: `npm start` on the embedded default. It builds only what changed, a rebuild never
 * takes the files from under a server that runs, and the server fits a 1 GB machine: its resident memory
 * stays under a ceiling through the first start (an empty data folder, the demo data) and when idle.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
/** The ceilings of issue 38, in megabytes: the whole process tree `npm start` leaves running. */
const PEAK_CEILING_MB = 600;
const IDLE_CEILING_MB = 400;
/** How long the server is left alone before its idle size is taken. */
const IDLE_MS = 10_000;

/** `npm start` is `node <flags> scripts/start.mjs`: the same flags, without npm's own process around it. */
function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [program, ...args] = pkg.scripts.start.split(' ');
  if (program !== 'node') throw new Error(`npm start no longer runs node: ${pkg.scripts.start}`);
  return args;
}

function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}

/** The resident size of a process and every process under it. */
function treeResidentBytes(pid: number): number {
  let total = residentBytes(pid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) total += treeResidentBytes(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

type Start = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** The largest resident size seen so far, sampled every 100 ms from the start. */
  peakBytes: () => number;
  stop: () => Promise<void>;
};

async function npmStart(dataDir: string): Promise<Start> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  // The embedded default: no database server, the demo data, the log `npm start` prints.
  for (const name of ['DATABASE_URL', 'APP_ENV', 'LOG_FORMAT', 'SEED_DEMO_DATA', 'NODE_ENV'])
    delete env[name];
  const child = spawn(process.execPath, startCommand(), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeResidentBytes(child.pid));
  }, 100);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    clearInterval(sampler);
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  const deadline = Date.now() + 420_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not answer /api/health in 420 s:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(250);
  }
  return { child, url, output: () => output, peakBytes: () => peak, stop };
}

/** Runs `npm run build`'s script for one part, as a second checkout's `npm start` would beside a server. */
function rebuild(part: 'web' | 'server'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('scripts', 'build.mjs'), part], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`build failed:\n${output}`)),
    );
  });
}

/** The first script the shell of /home loads: a hashed asset of the build the server serves. */
async function firstScriptOf(url: string): Promise<string> {
  const shell = await (await fetch(`${url}/home`, { headers: { accept: 'text/html' } })).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
  if (!script) throw new Error(`no script in the shell:\n${shell.slice(0, 2000)}`);
  return script;
}

describe('npm start on the embedded default', () => {
  const dataDirs: string[] = [];
  const running: Start[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sortim-start-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const start of running) await start.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('a rebuild while a server runs leaves it the files of the build it started with', async () => {
    const server = await npmStart(freshDataDir());
    running.push(server);
    const script = await firstScriptOf(server.url);
    const before = await fetch(`${server.url}${script}`);
    expect(before.status).toBe(200);
    const body = await before.text();

    // Asked again and again while the web is rebuilt beside it (before, the build emptied the folder it served).
    const building = rebuild('web');
    let built = false;
    const done = () => {
      built = true;
    };
    building.then(done, done);
    const answers: number[] = [];
    while (!built) {
      const during = await fetch(`${server.url}${script}`);
      answers.push(during.status);
      if ((await during.text()) !== body) answers.push(-1);
      await sleep(200);
    }
    await building;
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const after = await fetch(`${server.url}${script}`);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(body);
    expect(await firstScriptOf(server.url)).toBe(script);
    await server.stop();
  }, 900_000);

  it('starts without building when nothing changed, and stays under the memory ceilings', async () => {
    const dataDir = freshDataDir();
    const first = await npmStart(dataDir);
    running.push(first);
    const steps = first.output();
    expect(steps).toContain('sortim: the build is up to date');
    expect(steps).not.toContain('sortim: building');
    // The first start on an empty data folder: the database made, migrated and filled with the demo.
    // Unpacked from the build's empty database, not made by initdb inside the server (decision 200).
    expect(steps).toContain('installing the database (PGlite in');
    expect(steps).toContain("from the build's empty one)");
    expect(steps).toContain('demo data seeded');
    expect(steps).toMatch(/listening at http:\/\/\S+\/home \(\d+ MB resident\)/);
    await sleep(IDLE_MS);
    const firstIdle = megabytes(treeResidentBytes(first.child.pid ?? 0));
    const firstPeak = megabytes(first.peakBytes());
    await first.stop();

    const second = await npmStart(dataDir);
    running.push(second);
    expect(second.output()).toContain('sortim: the build is up to date');
    expect(second.output()).not.toContain('installing the database');
    await sleep(IDLE_MS);
    const idle = megabytes(treeResidentBytes(second.child.pid ?? 0));
    const peak = megabytes(second.peakBytes());
    await second.stop();

    expect(firstPeak, `first start: peak ${firstPeak} MB resident`).toBeLessThan(PEAK_CEILING_MB);
    expect(firstIdle, `first start: idle ${firstIdle} MB resident`).toBeLessThan(IDLE_CEILING_MB);
    expect(peak, `later start: peak ${peak} MB resident`).toBeLessThan(PEAK_CEILING_MB);
    expect(idle, `later start: idle ${idle} MB resident`).toBeLessThan(IDLE_CEILING_MB);
  }, 900_000);
});
