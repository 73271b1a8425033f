import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '#src/app.ts';
import { testConfig } from '#src/test/app.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import { HTTP_TIMEOUTS, type HttpTimeouts } from './http-timeouts.ts';

/*
 * The server's timeouts on real sockets: a client that drips its headers or its body, sends nothing, or sits
 * on a keep-alive connection is let go on time, and others are answered meanwhile. The limits are shortened
 * here (the production values are checked on the server the app builds); what is proved is who closes
 * what, and when.
 */

const SHORT: HttpTimeouts = {
  headersMs: 600,
  requestMs: 1_200,
  idleMs: 5_000,
  keepAliveMs: 500,
  checkIntervalMs: 100,
};

/** Node enforces the limits at its checking interval: allow that, and a loaded machine's scheduling. */
const SLACK_MS = SHORT.checkIntervalMs + 1_500;

/** Closed by the limit: not before it, and within the slack after it. */
function expectClosedAt(afterMs: number, limitMs: number): void {
  expect(afterMs).toBeGreaterThanOrEqual(limitMs);
  expect(afterMs).toBeLessThan(limitMs + SLACK_MS);
}

let app: App;
let database: TestDatabase;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: { ...testConfig(), http: SHORT }, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  port = address.port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Closed = { afterMs: number; received: string };

/** A raw connection: what the server sent, and when it closed the socket, from the moment it opened. */
function rawConnection(): { socket: Socket; closed: Promise<Closed> } {
  const opened = Date.now();
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  // The server's reset of a socket we are still writing to is one way of closing it.
  socket.on('error', () => {});
  const closed = new Promise<Closed>((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - opened, received }));
  });
  return { socket, closed };
}

/** Writes a line now and then until the socket closes, as a slow or hostile client does. */
function drip(socket: Socket, line: string, everyMs = 100): void {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) clearInterval(timer);
    else socket.write(line);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

async function health(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
  await response.arrayBuffer();
  return response.status;
}

describe('the HTTP server timeouts', () => {
  it('answers 408 and closes a connection whose headers drip in past the headers limit', async () => {
    const { socket, closed } = rawConnection();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    drip(socket, 'X-Slow: a\r\n');

    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expectClosedAt(afterMs, SHORT.headersMs);
  });

  it('closes a connection that never sends a byte', async () => {
    const { closed } = rawConnection();

    const { afterMs } = await closed;
    expectClosedAt(afterMs, SHORT.headersMs);
  });

  it('answers 408 and closes a request whose body drips in past the request limit', async () => {
    const { socket, closed } = rawConnection();
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4096\r\n\r\n{',
    );
    drip(socket, ' ');

    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expectClosedAt(afterMs, SHORT.requestMs);
  });

  it('closes a keep-alive connection left idle after its answer', async () => {
    const { socket, closed } = rawConnection();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');

    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expectClosedAt(afterMs, SHORT.keepAliveMs);
  });

  it('answers others while a hundred slow clients hold connections, then lets the slow ones go', async () => {
    const slow = Array.from({ length: 100 }, () => {
      const connection = rawConnection();
      connection.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      drip(connection.socket, 'X-Slow: a\r\n', 200);
      return connection;
    });

    expect(await health()).toBe(200);
    expect(await health()).toBe(200);

    const closings = await Promise.all(slow.map((connection) => connection.closed));
    for (const { received, afterMs } of closings) {
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(afterMs).toBeLessThan(SHORT.headersMs + SLACK_MS);
    }
    expect(await health()).toBe(200);
  });

  it('gives the server the app builds the production limits', async () => {
    const fresh = await createTestDatabase();
    const built = await buildApp({ config: testConfig(), database: fresh });
    try {
      expect(built.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(built.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
      expect(built.server.timeout).toBe(HTTP_TIMEOUTS.idleMs);
      expect(built.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
      expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(HTTP_TIMEOUTS.requestMs);
    } finally {
      await built.close();
      await fresh.close();
    }
  });
});
