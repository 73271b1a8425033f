import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Deployment, request, type ServerProcess } from '#src/test/server-process.ts';

/*
 * Issue 13, item 7: SIGTERM (systemd stopping the unit, a deploy) stops a server gracefully. It stops
 * accepting connections at once, lets the requests it is working on finish, stops the job queue and
 * closes the database, and exits 0 within SHUTDOWN_GRACE_SECONDS.
 */

const GRACE_SECONDS = 10;

type Answer = { status: number; setCookie: string[] };

/**
 * A sign-in whose body arrives in two parts: the server has the request (and is reading it) from the
 * first write until `finish()` sends the rest. The request a slow client keeps in flight.
 */
function slowSignIn(baseUrl: string, body: string) {
  const cut = Math.floor(body.length / 2);
  let answered: (answer: Answer) => void = () => {};
  let failed: (error: Error) => void = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const req = http.request(new URL('/api/auth/sign-in/email', baseUrl), {
    method: 'POST',
    agent: false,
    headers: {
      origin: baseUrl,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
  });
  req.on('response', (res) => {
    res.resume();
    res.on('end', () =>
      answered({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [] }),
    );
  });
  req.on('error', failed);
  req.write(body.slice(0, cut));
  return { answer, finish: () => req.end(body.slice(cut)) };
}

describe('SIGTERM', () => {
  let deployment: Deployment;
  let server: ServerProcess;

  beforeAll(async () => {
    // One process that does everything, so its job queue runs workers and schedules too.
    deployment = await Deployment.create({
      web: 1,
      workers: 0,
      webRole: 'all',
      env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS), RATE_LIMIT_ENABLED: 'false' },
    });
    server = deployment.web[0] as ServerProcess;
  }, 300_000);
  afterAll(async () => {
    await deployment?.close();
  }, 60_000);

  it('finishes the request in flight, refuses new connections, stops the jobs and the database, and exits 0', async () => {
    const url = server.url ?? '';
    const email = `slow-${randomBytes(6).toString('hex')}@example.test`;
    const password = 'secret123';
    const up = await request(url, '/api/auth/sign-up/email', {
      headers: { origin: url },
      json: { name: 'Slow Guest', email, password },
    });
    expect(up.status).toBe(200);

    const slow = slowSignIn(url, JSON.stringify({ email, password }));
    // The server has taken the request in (it logs each one as it arrives) before the signal comes.
    await server.waitForLog(
      (line) => line.msg === 'incoming request' && JSON.stringify(line).includes('/api/auth/sign-in/email'),
      30_000,
    );
    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await server.waitForLog((line) => line.msg === 'shutting down', 30_000);

    // New connections are refused (within moments of the log line) while the slow request is still open.
    let refused: string | undefined;
    for (const deadline = Date.now() + 3000; refused !== 'ECONNREFUSED' && Date.now() < deadline; ) {
      refused = await request(url, '/api/health').then(
        (res) => `answered ${res.status}`,
        (err: NodeJS.ErrnoException) => err.code,
      );
    }
    expect(refused).toBe('ECONNREFUSED');
    expect(server.running).toBe(true);

    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(answer.setCookie.join(';')).toContain('session_token');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_SECONDS * 1000);
    // shutdown.ts says 'shutdown complete' once the app (and with it pg-boss, in its onClose hook) and
    // then the database are closed; nothing at warn or above (no timeout, no failure, no second signal).
    // Where Fastify's own 'request completed' line for the slow request falls is not asserted: Fastify
    // writes it after the response's onResponse hooks, and a clean-clone CI run saw it after 'shutdown
    // complete'. What matters is proven above: the answer reached the client whole, and the exit was 0.
    const messages = server.logLines().map((line) => line.msg);
    const after = messages.slice(messages.indexOf('shutting down'));
    expect(after[0]).toBe('shutting down');
    expect(after).toContain('shutdown complete');
    expect(server.logLines().filter((line) => Number(line.level) >= 40)).toEqual([]);
  }, 60_000);
});
