import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sortim-compression-'));
const dist = path.join(root, 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
/** A shell above the threshold, as the real one is. */
const SHELL = `<!doctype html><html><head><title>Sortim</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;
writeFileSync(path.join(dist, 'index.html'), SHELL);
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
writeFileSync(path.join(dist, 'assets', 'app-1234.js'), SCRIPT);
// What the build's precompress step writes beside it.
writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), gzipSync(SCRIPT));

const varyOf = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase();

describe('compression', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: dist, DATA_DIR: root });

  beforeAll(async () => {
    // Enough cards for a list well above the threshold.
    const host = await createHost(ctx.app.db);
    for (let i = 0; i < 6; i++) await createActivity(ctx.app.db, { hostId: host.id });
  });

  describe('hashed assets, compressed at build', () => {
    it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('javascript');
      expect(varyOf(res.headers)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    });

    it('sends the gzip copy to a browser without brotli', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(varyOf(res.headers)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    });

    it('sends the file itself to a client that accepts no encoding', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varyOf(res.headers)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body).toBe(SCRIPT);
    });
  });

  describe('answers compressed on the fly', () => {
    it.each(['br', 'gzip'] as const)(
      'compresses a page (%s), revalidated on each visit',
      async (encoding) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/home',
          headers: { accept: 'text/html', 'accept-encoding': encoding },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(varyOf(res.headers)).toContain('accept-encoding');
        expect(res.headers['cache-control']).toBe('no-cache');
        const html = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        // The same page a client without compression gets: the shell with the page's preloads in its head.
        const plain = await ctx.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
        expect(html.toString()).toBe(plain.body);
      },
    );

    it('sends a page uncompressed to a client that accepts no encoding', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      // The shell, with the page's preloads added to its head (plugins/web.ts).
      expect(res.body.startsWith('<!doctype html><html><head><title>Sortim</title>')).toBe(true);
      expect(res.body.endsWith(SHELL.slice(SHELL.indexOf('</head>')))).toBe(true);
    });

    it('compresses a JSON list and keeps an API answer no-store', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/activities',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe('no-store');
      const list = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
      expect(list.items).toHaveLength(6);
      expect(JSON.stringify(list).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    });

    it('sends an answer below the threshold as it is', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('reads a compressed request body as it is sent, without inflating it', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(JSON.stringify({ name: 'A', email: 'a@example.com', message: 'Hello there' })),
      });
      expect(res.statusCode).toBe(400);
    });
  });
});
