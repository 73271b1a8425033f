// Starts the built server twice on the same database, the way `npm start` does, and checks that it answers
// /api/health and /home, seeds demo data on the first start only, and keeps the data for the second.
// Usage: node scripts/smoke-start.mjs            (embedded PGlite in a fresh temporary DATA_DIR)
//        DATABASE_URL=postgres://... node scripts/smoke-start.mjs   (an empty PostgreSQL database)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const entry = path.resolve(import.meta.dirname, '..', 'apps', 'server', 'dist', 'main.js');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sortim-smoke-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';

async function start() {
  let log = '';
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server not healthy in 90 s:\n${log}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const health = await (await fetch(`${base}/api/health`)).json();
  const home = await fetch(`${base}/home`, { headers: { accept: 'text/html' } });
  const html = await home.text();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return {
    health,
    homeStatus: home.status,
    isHtml: html.includes('<div id="root">'),
    seeded: log.includes('demo data seeded'),
  };
}

function check(condition, message) {
  if (!condition) {
    console.error(`smoke (${backend}): FAILED: ${message}`);
    process.exit(1);
  }
}

try {
  const first = await start();
  check(
    first.health.status === 'ok' && first.health.backend === backend,
    `health ${JSON.stringify(first.health)}`,
  );
  check(first.homeStatus === 200 && first.isHtml, '/home did not serve the web app');
  check(first.seeded, 'the first start did not seed demo data');
  const second = await start();
  check(second.health.status === 'ok', 'second start unhealthy');
  check(!second.seeded, 'the second start seeded again: the data was not kept');
  console.log(`smoke (${backend}): /api/health 200 and /home served; seeded once, data kept across restarts`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
