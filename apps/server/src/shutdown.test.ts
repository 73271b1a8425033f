import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '#src/app.ts';
import { handleShutdownSignals } from '#src/shutdown.ts';
import { testConfig } from '#src/test/app.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';

/** A listening app with a route that answers when the test says so, its log lines and a fake process. */
async function startServer(graceMs: number) {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(), database }, logger);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered = () => {};
  const inFlight = new Promise<void>((resolve) => {
    entered = resolve;
  });
  app.get('/slow', async () => {
    entered();
    await released;
    return { finished: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const signals = new EventEmitter();
  const exits: number[] = [];
  const exited = new Promise<number>((resolve) => {
    handleShutdownSignals({
      app,
      database,
      logger,
      graceMs,
      exit: (code) => {
        exits.push(code);
        resolve(code);
      },
      signals,
    });
  });
  return { app, database, port, signals, exits, exited, lines, release, inFlight };
}

function get(port: number, path: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

// Each test builds and listens its own app, which takes seconds on a busy machine.
describe('graceful shutdown', { timeout: 60_000 }, () => {
  const opened: { app: App; database: TestDatabase; release: () => void }[] = [];
  afterEach(async () => {
    for (const server of opened.splice(0)) {
      server.release();
      await server.app.close().catch(() => {});
      await server.database.close().catch(() => {});
    }
  });

  it('on SIGTERM finishes the request in flight, refuses new work, closes everything and exits 0', async () => {
    const server = await startServer(10_000);
    opened.push(server);
    const slow = get(server.port, '/slow');
    await server.inFlight;

    server.signals.emit('SIGTERM', 'SIGTERM');
    // No new connection is accepted while the request in flight finishes: a proxy's probe (of /api/ready
    // or anything else) fails at once, so it sends the next requests to another process.
    await expect(get(server.port, '/api/ready')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    expect(server.exits).toEqual([]);

    server.release();
    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
    expect(await server.exited).toBe(0);
    expect(server.exits).toEqual([0]);
    expect(await server.database.ping()).toBe(false);
    expect(server.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['shutting down', 'shutdown complete']),
    );
  });

  it('is not held open by an idle keep-alive connection', async () => {
    const server = await startServer(10_000);
    opened.push(server);
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(server.port, '/api/health', agent)).status).toBe(200);
    const started = Date.now();
    server.signals.emit('SIGINT', 'SIGINT');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    agent.destroy();
  });

  it('exits 1 when the grace period passes with a request still running', async () => {
    const server = await startServer(300);
    opened.push(server);
    const slow = get(server.port, '/slow');
    await server.inFlight;
    server.signals.emit('SIGTERM', 'SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'shutdown timed out; exiting with work unfinished' }),
    );
    server.release();
    await slow;
  });

  it('exits at once on a second signal', async () => {
    const server = await startServer(10_000);
    opened.push(server);
    const slow = get(server.port, '/slow');
    await server.inFlight;
    server.signals.emit('SIGTERM', 'SIGTERM');
    server.signals.emit('SIGINT', 'SIGINT');
    expect(await server.exited).toBe(1);
    expect(server.lines).toContainEqual(
      expect.objectContaining({ msg: 'second signal during shutdown; exiting now' }),
    );
    server.release();
    await slow;
  });
});
