import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/*
 * Tests only: a calendar server on 127.0.0.1 (let through by CALENDAR_FETCH_ALLOW_IPS=127.0.0.1), whose
 * answers each test sets: `server.serve('/a.ics', text)`, `server.redirect('/b.ics', 'http://10.0.0.1/')`.
 */

type Answer = { status: number; headers: Record<string, string>; body: string };

export type CalendarStandIn = {
  /** `http://127.0.0.1:<port>` once started. */
  readonly base: string;
  url(path: string): string;
  serve(path: string, body: string, contentType?: string): void;
  redirect(path: string, location: string): void;
  fail(path: string, status: number): void;
};

export function useCalendarStandIn(): CalendarStandIn {
  const answers = new Map<string, Answer>();
  let server: http.Server | null = null;
  let base = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const answer = answers.get(new URL(req.url ?? '/', 'http://stand-in').pathname);
      if (!answer) return void res.writeHead(404).end();
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  return {
    get base() {
      return base;
    },
    url: (path) => `${base}${path}`,
    serve: (path, body, contentType = 'text/calendar; charset=utf-8') =>
      answers.set(path, { status: 200, headers: { 'content-type': contentType }, body }),
    redirect: (path, location) => answers.set(path, { status: 302, headers: { location }, body: '' }),
    fail: (path, status) => answers.set(path, { status, headers: {}, body: 'no calendar here' }),
  };
}
