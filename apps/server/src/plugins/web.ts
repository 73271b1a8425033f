import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { firstReadsOf } from '@sortim/contracts/first-reads';
import { LANGUAGE_COOKIE, LOCALES, type Locale, toLocale } from '@sortim/contracts/product';
import { matchWebRoute, routeModules, WEB_ROUTES, type WebRouteMatch } from '@sortim/contracts/web-routes';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { catalogFiles, pageChunkFiles, readBuildManifest } from '#src/lib/build-manifest.ts';
import { injectHead, injectPreloads, type PageLookup, withLanguage } from '#src/lib/page-head.ts';

type WebOptions = {
  webDistDir: string;
  uploadsDir: string;
  /**
   * What the server knows of a page whose path names something (an activity, a host): whether it exists
   * for this visitor and, when it is public, its real <head>. Without it every page of the app is found.
   */
  lookupPage?: (match: WebRouteMatch, request: FastifyRequest) => Promise<PageLookup>;
};

/** Paths the SPA never answers: they belong to the server, so an unknown one is a JSON 404. */
const SERVER_PATHS = /^\/(api|uploads|pay|dev)(\/|$)/;

const FOUND: PageLookup = { found: true };

/** The visitor's language, as the app stored it (LANGUAGE_COOKIE); the app's default on a first visit. */
const languageOf = (request: FastifyRequest): Locale =>
  toLocale(parseCookie(request.headers.cookie ?? '')[LANGUAGE_COOKIE]);

/**
 * Serves uploaded files under /uploads and, when the SPA has been built, the SPA itself: its files, and
 * the shell (index.html) for each of its pages, 200 with the page's chunks and hero image preloaded. Any
 * other path that asks for a page gets the shell with 404, and the client shows its not-found page.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: WebOptions) => {
    mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });

    const spaBuilt = existsSync(path.join(opts.webDistDir, 'index.html'));
    if (spaBuilt) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of the hashed assets: sent as the browser accepts, with Vary.
        preCompressed: true,
        // Hashed assets can be cached forever; everything else is revalidated.
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    }

    // The shell and the manifest are read once: a build replaces the folder, and a new build means a new
    // process.
    const shell = spaBuilt ? readFileSync(path.join(opts.webDistDir, 'index.html'), 'utf8') : '';
    const manifest = readBuildManifest(opts.webDistDir);
    // What each page's head preloads in each language: the page's own chunks (and its guards'), then the
    // catalog the page waits for before it renders; the not-found page (no match) only the latter.
    const preloadsOf = (locale: Locale, route: WebRouteMatch['route'] | null) => [
      ...(route ? pageChunkFiles(manifest, routeModules(route)) : []),
      ...catalogFiles(manifest, locale, route),
    ];
    const preloads = new Map(
      LOCALES.map((locale) => [
        locale,
        {
          notFound: preloadsOf(locale, null).map((file) => `/${file}`),
          byPath: new Map(
            WEB_ROUTES.map((route) => [route.path, preloadsOf(locale, route).map((file) => `/${file}`)]),
          ),
        },
      ]),
    );

    const searchOf = (url: string) => {
      const start = url.indexOf('?');
      return start === -1 ? '' : url.slice(start + 1);
    };

    async function sendPage(request: FastifyRequest, reply: FastifyReply, match: WebRouteMatch | null) {
      const lookup = match && opts.lookupPage ? await opts.lookupPage(match, request) : FOUND;
      const locale = languageOf(request);
      const found = Boolean(match && lookup.found);
      const ofLocale = preloads.get(locale);
      const html = injectPreloads(
        withLanguage(lookup.head ? injectHead(shell, lookup.head) : shell, locale),
        {
          modules: (match && found ? ofLocale?.byPath.get(match.route.path) : ofLocale?.notFound) ?? [],
          image: lookup.heroImageUrl,
          fetches: match && found ? firstReadsOf(match, searchOf(request.url)) : [],
        },
      );
      return reply
        .code(found ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    }

    // Each page is a route of its own, so hooks that work per route (compression, metrics by pattern)
    // see it.
    if (spaBuilt) {
      for (const route of WEB_ROUTES) {
        app.get(route.path, (request, reply) =>
          sendPage(request, reply, { route, params: request.params as Record<string, string> }),
        );
      }
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage =
        spaBuilt &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !SERVER_PATHS.test(pathname) &&
        !path.extname(pathname);
      // The router also takes a page's path in other letter cases or with a trailing slash.
      if (wantsPage) return sendPage(request, reply, matchWebRoute(pathname));
      return reply.code(404).send({
        error: { code: 'not_found', message: `No route for ${request.method} ${pathname}` },
      });
    });
  },
  { name: 'web' },
);
