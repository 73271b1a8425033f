// npm run bench:start: the built server's resident memory through a first start on an empty data folder (the
// demo data) and a second start on the same folder, and how long each took to answer /api/health. Runs the
// server with the Node flags `npm start` uses (package.json), or NODE_FLAGS="..." to compare others.
// docs/performance.md, "Start-up and memory (embedded default)".
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { START_NODE_FLAGS } from './lib/start-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'apps', 'server', 'dist', 'main.js');
const flags = process.env.NODE_FLAGS ? process.env.NODE_FLAGS.split(' ').filter(Boolean) : START_NODE_FLAGS;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sortim-measure-'));
const megabytes = (bytes) => Math.round(bytes / 1024 / 1024);

const resident = (pid) => {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
};
const treeResident = (pid) => {
  let total = resident(pid);
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid)
        total += treeResident(Number(entry));
    } catch {
      // gone
    }
  }
  return total;
};

async function start(label) {
  const port = 4700 + Math.floor(Math.random() * 200);
  const began = Date.now();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_FORMAT: 'json',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...flags, entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let peak = 0;
  const steps = [];
  child.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) {
      const message = /"msg":"([^"]+)"/.exec(line)?.[1];
      if (message && !message.includes('request')) {
        steps.push(
          `  ${((Date.now() - began) / 1000).toFixed(1)} s, ${megabytes(treeResident(child.pid))} MB: ${message}`,
        );
      }
    }
  });
  child.stderr.pipe(process.stderr);
  let healthyAfter = null;
  while (healthyAfter === null) {
    peak = Math.max(peak, treeResident(child.pid));
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      healthyAfter = Date.now() - began;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const page of ['/home', '/api/activities', '/api/health'])
    await fetch(`http://127.0.0.1:${port}${page}`);
  const idleUntil = Date.now() + 10_000;
  while (Date.now() < idleUntil) {
    peak = Math.max(peak, treeResident(child.pid));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const idle = treeResident(child.pid);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  console.log(
    `${label}: /api/health after ${(healthyAfter / 1000).toFixed(1)} s, peak ${megabytes(peak)} MB, idle ${megabytes(idle)} MB`,
  );
  console.log(steps.join('\n'));
}

console.log(
  `node ${flags.join(' ')} apps/server/dist/main.js, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
try {
  await start('first start (empty data folder, demo data)');
  await start('second start (same data)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
