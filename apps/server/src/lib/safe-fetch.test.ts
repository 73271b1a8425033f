import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetchError, safeFetch } from './safe-fetch.ts';

/** A stand-in web server on loopback: each path answers as its handler says. */
const routes: Record<string, http.RequestListener> = {
  '/calendar.ics': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR'),
  '/to-metadata': (_req, res) =>
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end(),
  '/to-private': (_req, res) => res.writeHead(301, { location: 'http://10.0.0.1/calendar.ics' }).end(),
  '/to-file': (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/to-calendar': (_req, res) => res.writeHead(307, { location: '/calendar.ics' }).end(),
  '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
  '/big': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    // No content-length: the limit has to be enforced while reading.
    for (let i = 0; i < 40; i++) res.write('x'.repeat(1024));
    res.end();
  },
  '/big-declared': (_req, res) =>
    res.writeHead(200, { 'content-length': String(3 * 1024 * 1024) }).end('x'.repeat(3 * 1024 * 1024)),
  '/slow': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.write('BEGIN:VCALENDAR\r\n');
    // Never ends: only the time limit stops it.
  },
  '/missing': (_req, res) => res.writeHead(404).end('not here'),
};

let server: http.Server;
let base: string;
const allowIps = ['127.0.0.1'];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const handler = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SafeFetchError);
  return err as SafeFetchError;
}

describe('safeFetch', () => {
  it('reads an allowed server and follows a relative redirect on it', async () => {
    const direct = await safeFetch(`${base}/calendar.ics`, { allowIps });
    expect(direct.body.toString()).toBe('BEGIN:VCALENDAR');
    expect(direct.contentType).toBe('text/calendar');

    const redirected = await safeFetch(`${base}/to-calendar`, { allowIps });
    expect(redirected.url).toBe(`${base}/calendar.ics`);
    expect(redirected.body.toString()).toBe('BEGIN:VCALENDAR');
  });

  it('refuses loopback when no allow-list lets it through', async () => {
    expect((await failure(safeFetch(`${base}/calendar.ics`))).reason).toBe('refused-address');
    expect((await failure(safeFetch('http://localhost:9/calendar.ics'))).reason).toBe('refused-address');
  });

  it('refuses private, link-local and unspecified addresses', async () => {
    for (const url of [
      'http://10.0.0.1/calendar.ics',
      'http://192.168.1.1/calendar.ics',
      'http://169.254.169.254/latest/meta-data',
      'https://[::1]/calendar.ics',
      'http://0.0.0.0/calendar.ics',
    ]) {
      expect((await failure(safeFetch(url, { allowIps }))).reason, url).toBe('refused-address');
    }
  });

  it('re-checks every redirect: an allowed server cannot send the request to a refused address', async () => {
    expect((await failure(safeFetch(`${base}/to-metadata`, { allowIps }))).reason).toBe('refused-address');
    expect((await failure(safeFetch(`${base}/to-private`, { allowIps }))).reason).toBe('refused-address');
  });

  it('refuses schemes other than http and https, also as a redirect target', async () => {
    expect((await failure(safeFetch('file:///etc/passwd'))).reason).toBe('scheme');
    expect((await failure(safeFetch('ftp://example.com/calendar.ics'))).reason).toBe('scheme');
    expect((await failure(safeFetch('not a url'))).reason).toBe('scheme');
    expect((await failure(safeFetch(`${base}/to-file`, { allowIps }))).reason).toBe('scheme');
  });

  it('stops after the redirect limit', async () => {
    expect((await failure(safeFetch(`${base}/loop`, { allowIps, maxRedirects: 3 }))).reason).toBe(
      'too-many-redirects',
    );
  });

  it('aborts a body over the size limit, declared or not', async () => {
    expect((await failure(safeFetch(`${base}/big`, { allowIps, maxBytes: 16 * 1024 }))).reason).toBe(
      'too-large',
    );
    expect((await failure(safeFetch(`${base}/big-declared`, { allowIps }))).reason).toBe('too-large');
  });

  it('gives up when the whole answer takes longer than the time limit', async () => {
    const started = Date.now();
    expect((await failure(safeFetch(`${base}/slow`, { allowIps, timeoutMs: 300 }))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reports an answer that is not 2xx', async () => {
    expect((await failure(safeFetch(`${base}/missing`, { allowIps }))).reason).toBe('http-status');
  });
});
