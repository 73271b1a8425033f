import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WEB_ROUTES } from '@sortim/contracts/web-routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createHost, createUser } from '#src/test/factories.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sortim-web-'));
const dist = path.join(root, 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
mkdirSync(path.join(dist, '.vite'), { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Sortim</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
// A build's manifest: the entry and react load with the shell; the activity page has its own chunk and a
// chunk it shares with the about page; the home page is bundled into the entry; the explore page renders
// under the sign-in guard, which has a chunk of its own.
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js', '_deep-1.js'] },
    '_deep-1.js': { file: 'assets/deep-1.js' },
    'src/features/activity/pages/activity-page.tsx': {
      file: 'assets/activity-page-1.js',
      isDynamicEntry: true,
      imports: ['_shared-1.js', 'index.html', '_react-1.js'],
    },
    'src/app/guards/require-auth.tsx': {
      file: 'assets/require-auth-1.js',
      isDynamicEntry: true,
      imports: ['_guard-screens-1.js', '_react-1.js'],
    },
    '_guard-screens-1.js': { file: 'assets/guard-screens-1.js' },
    'src/features/explore/pages/explore-page.tsx': {
      file: 'assets/explore-page-1.js',
      isDynamicEntry: true,
      imports: ['_shared-1.js'],
    },
    'src/features/legal/pages/terms-page.tsx': {
      file: 'assets/terms-page-1.js',
      isDynamicEntry: true,
      imports: ['_shared-1.js'],
    },
    'src/features/about/pages/about-page.tsx': {
      file: 'assets/about-page-1.js',
      isDynamicEntry: true,
      imports: ['_shared-1.js'],
    },
    '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
      file: 'assets/inter-latin-wght-normal-1.woff2',
    },
    '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2': {
      file: 'assets/inter-latin-ext-wght-normal-1.woff2',
    },
    // Each language's catalog in three parts: the shell's and the landing page's, the guest pages', the rest.
    ...Object.fromEntries(
      ['en', 'es', 'ca'].flatMap((locale) =>
        ['first', 'guest', 'rest'].map((part) => [
          `src/locales/${locale}.json?sections=${part}`,
          { file: `assets/${locale}-${part}-1.js`, isDynamicEntry: true },
        ]),
      ),
    ),
  }),
);
mkdirSync(path.join(root, 'uploads'), { recursive: true });
writeFileSync(path.join(root, 'uploads', 'a.txt'), 'uploaded');

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
const fontPreloads = (html: string) => html.match(/<link rel="preload" as="font"[^>]*>/g) ?? [];
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)" \/>/g)].map(
    (m) => m[1],
  );

describe('serving the built web app', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: dist, DATA_DIR: root });
  let publicId: string;
  let draftId: string;
  let verifiedHostId: string;
  let plainHostId: string;
  let host: TestAccount;
  let guest: TestAccount;

  beforeAll(async () => {
    const owner = await createHost(ctx.app.db);
    verifiedHostId = owner.id;
    plainHostId = (await createUser(ctx.app.db, { roles: ['host'] })).id;
    publicId = (
      await createActivity(ctx.app.db, { hostId: owner.id, coverImageUrl: '/images/demo/cover.webp' })
    ).id;
    host = await signUp(ctx.app, { roles: ['host'] });
    guest = await signUp(ctx.app);
    draftId = (await createActivity(ctx.app.db, { hostId: host.id, isPublished: false, status: 'draft' })).id;
  });

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  describe('status codes', () => {
    it.each([
      '/',
      '/home',
      '/explore',
      '/admin/users',
      '/edit-activity/123',
      '/about?ref=mail',
      // The router takes a path in any letter case and with a trailing slash.
      '/HOME',
      '/admin/users/',
    ])('answers the app page %s with the shell and 200', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    });

    it('answers every path of the route table with 200', async () => {
      for (const { path: pattern } of WEB_ROUTES) {
        const url = pattern.replace(':id', publicId).replace(':userId', verifiedHostId);
        expect((await get(url)).statusCode, url).toBe(200);
      }
    });

    it.each(['/some/unknown/page', '/homes', '/activity', '/activity/1/reviews', '/admin/nothing'])(
      'answers the unknown path %s with the shell and 404, for the client to show its not-found page',
      async (url) => {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<div id="root">');
      },
    );

    it('answers HEAD as GET would', async () => {
      expect((await ctx.app.inject({ method: 'HEAD', url: '/home' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
    });

    it('answers an activity page 200 when it is public, 404 for a malformed or unknown id', async () => {
      expect((await get(`/activity/${publicId}`)).statusCode).toBe(200);
      for (const url of ['/activity/not-a-uuid', '/activity/00000000-0000-0000-0000-000000000000']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain('<div id="root">');
      }
    });

    it('answers a draft 404 to everyone but its host, who sees its page', async () => {
      expect((await get(`/activity/${draftId}`)).statusCode).toBe(404);
      expect((await get(`/activity/${draftId}`, guest.cookie)).statusCode).toBe(404);
      expect((await get(`/activity/${draftId}`, host.cookie)).statusCode).toBe(200);
    });

    it('answers a public profile 200 for a verified host and 404 for anyone else', async () => {
      expect((await get(`/profile/${verifiedHostId}`)).statusCode).toBe(200);
      for (const id of [plainHostId, guest.id, 'nobody', 'x'.repeat(90)])
        expect((await get(`/profile/${id}`)).statusCode, id).toBe(404);
      // Their own profile page is another route.
      expect((await get('/profile', guest.cookie)).statusCode).toBe(200);
    });

    it('keeps unknown API paths, missing files and the build manifest as JSON 404s', async () => {
      for (const url of [
        '/api/unknown',
        '/uploads/missing.png',
        '/missing-file.png',
        '/.vite/manifest.json',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    });
  });

  describe('preloads', () => {
    it("preloads an activity page's chunks and its static imports, not what the shell loads", async () => {
      const res = await get(`/activity/${publicId}`);
      expect(modulePreloads(res.body)).toEqual([
        '/assets/activity-page-1.js',
        '/assets/shared-1.js',
        '/assets/deep-1.js',
        '/assets/en-first-1.js',
        '/assets/en-guest-1.js',
      ]);
      expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
    });

    it("preloads a signed-in page's guard with the page: the router loads the guard first", async () => {
      const res = await get('/explore');
      expect(modulePreloads(res.body)).toEqual([
        '/assets/require-auth-1.js',
        '/assets/guard-screens-1.js',
        '/assets/explore-page-1.js',
        '/assets/shared-1.js',
        '/assets/deep-1.js',
        '/assets/en-first-1.js',
        '/assets/en-guest-1.js',
      ]);
    });

    it('preloads the whole catalog for a page that shows its last part', async () => {
      const res = await get('/terms', 'language=es');
      expect(modulePreloads(res.body)).toEqual([
        '/assets/terms-page-1.js',
        '/assets/shared-1.js',
        '/assets/deep-1.js',
        '/assets/es-first-1.js',
        '/assets/es-guest-1.js',
        '/assets/es-rest-1.js',
      ]);
    });

    it('preloads the catalog of the language the visitor chose and serves the page in it', async () => {
      const catalan = await get('/explore', 'theme=dark; language=ca');
      expect(modulePreloads(catalan.body).filter((file) => /\/(en|es|ca)-/.test(file ?? ''))).toEqual([
        '/assets/ca-first-1.js',
        '/assets/ca-guest-1.js',
      ]);
      expect(catalan.body).toContain('<html lang="ca">');

      // A language the app does not speak is the default's, as the app itself would read it.
      const unknown = await get('/home', 'language=fr');
      expect(modulePreloads(unknown.body)).toEqual(['/assets/en-first-1.js']);
      expect(unknown.body).toContain('<html lang="en">');
    });

    it("preloads an activity's cover at high priority, as the page's image names it", async () => {
      const res = await get(`/activity/${publicId}`);
      expect(imagePreloads(res.body)).toEqual([
        '<link rel="preload" as="image" href="/images/demo/cover.webp" fetchpriority="high" />',
      ]);
    });

    it("leaves the text font to the stylesheet, off the scripts' line on a slow connection", async () => {
      for (const url of ['/home', `/activity/${publicId}`, '/no/such/page']) {
        expect(fontPreloads((await get(url)).body), url).toEqual([]);
      }
    });

    it("preloads explore's first card's picture, as the card names it, only for the unfiltered list", async () => {
      expect(imagePreloads((await get('/explore')).body)).toEqual([
        '<link rel="preload" as="image" href="/images/demo/cover.webp" fetchpriority="high" />',
      ]);
      expect(imagePreloads((await get('/explore?categories=Be%20Active')).body)).toEqual([]);
    });

    it("preloads only the catalog's first part for a page bundled into the entry or an unknown path", async () => {
      for (const url of ['/home', '/no/such/page']) {
        const res = await get(url, 'language=es');
        expect(modulePreloads(res.body), url).toEqual(['/assets/es-first-1.js']);
        expect(imagePreloads(res.body), url).toEqual([]);
      }
    });

    it("preloads the page's first API reads as the app asks for them: with the session cookie", async () => {
      expect(fetchPreloads((await get('/home')).body)).toEqual([
        '/api/me',
        '/api/activities/featured',
        '/api/activities?limit=6',
      ]);
      expect(fetchPreloads((await get(`/activity/${publicId}`)).body)).toEqual([
        '/api/me',
        `/api/activities/${publicId}`,
      ]);
      expect(fetchPreloads((await get('/explore')).body)).toEqual(['/api/me', '/api/activities?limit=12']);
      // A filtered search's list is the app's to ask for: the head knows only the unfiltered one.
      expect(fetchPreloads((await get('/explore?q=yoga')).body)).toEqual(['/api/me']);
      expect(fetchPreloads((await get('/bookings')).body)).toEqual(['/api/me']);
      // A page that is not there reads nothing: the not-found page needs no one's data.
      expect(fetchPreloads((await get('/no/such/page')).body)).toEqual([]);
      expect(fetchPreloads((await get('/activity/00000000-0000-4000-8000-000000000000')).body)).toEqual([]);
    });

    it('preloads the chunks but no image for a draft its host opens', async () => {
      const res = await get(`/activity/${draftId}`, host.cookie);
      expect(modulePreloads(res.body)).toContain('/assets/activity-page-1.js');
      expect(imagePreloads(res.body)).toEqual([]);
    });
  });

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
});
