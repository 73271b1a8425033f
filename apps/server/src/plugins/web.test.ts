import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sortim-web-'));
const dist = path.join(root, 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Sortim</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
mkdirSync(path.join(root, 'uploads'), { recursive: true });
writeFileSync(path.join(root, 'uploads', 'a.txt'), 'uploaded');

describe('serving the built web app', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: dist, DATA_DIR: root });

  it.each(['/home', '/activity/123', '/admin/users', '/some/unknown/page'])(
    'answers %s with the SPA (history fallback)',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves uploaded files under /uploads', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/a.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('uploaded');
  });

  it('keeps unknown API and missing files as JSON 404s', async () => {
    for (const url of ['/api/unknown', '/uploads/missing.png', '/missing-file.png']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
