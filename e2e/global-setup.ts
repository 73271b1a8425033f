import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '..', 'apps', 'server', 'dist', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within 90 s:\n${output()}`);
}

/**
 * The map's style for the journeys (fixtures/map-style.json: Barcelona's sea, parks and main streets drawn
 * by hand, needing no tiles, glyphs or sprites), on its own origin as a real style server is: nothing a
 * journey draws comes from the internet.
 */
async function startMapStyleServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const style = readFileSync(path.resolve(import.meta.dirname, 'fixtures', 'map-style.json'));
  const server = http.createServer((req, res) => {
    if (req.url !== '/map-style.json') {
      res.writeHead(404).end();
      return;
    }
    // Fetched cross-origin by the page, as a real style is.
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(style);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/map-style.json`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts the built server on a free port with a fresh embedded database (seeded with demo data). */
export default async function globalSetup() {
  const mapStyle = await startMapStyleServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sortim-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  // The server runs on the Node that runs the journeys: the project's own, through npm.
  console.log(`browser journeys: the built server on Node ${process.version}`);
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Always the embedded database, even where the shell has DATABASE_URL set.
      DATABASE_URL: '',
      // Abuse limits are proven by the server tests; journeys from one IP would trip them.
      RATE_LIMIT_ENABLED: 'false',
      MAP_STYLE_URL: mapStyle.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(baseUrl, server, () => log);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAP_STYLE_URL = mapStyle.url;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    await mapStyle.close();
  };
}
