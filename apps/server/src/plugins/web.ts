import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { injectHead, type PageHead } from '#src/lib/page-head.ts';

type WebOptions = {
  webDistDir: string;
  uploadsDir: string;
  /** The real <head> of a page the server can describe (public activity pages), else null. */
  pageHead?: (pathname: string) => Promise<PageHead | null>;
};

/** Paths the SPA never answers: they belong to the server, so an unknown one is a JSON 404. */
const SERVER_PATHS = /^\/(api|uploads|pay|dev)(\/|$)/;

/**
 * Serves uploaded files under /uploads and, when the SPA has been built, the SPA itself with history
 * fallback: any other GET that asks for HTML gets index.html and the client router takes over.
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

    // The shell is read once: a build replaces the folder, and a new build means a new process.
    const shell = spaBuilt ? readFileSync(path.join(opts.webDistDir, 'index.html'), 'utf8') : '';

    async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0] ?? '/';
      const head = opts.pageHead ? await opts.pageHead(pathname) : null;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(head ? injectHead(shell, head) : shell);
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage =
        spaBuilt &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !SERVER_PATHS.test(request.url) &&
        !path.extname(request.url.split('?')[0] ?? '');
      if (wantsPage) return sendIndex(request, reply);
      return reply.code(404).send({
        error: {
          code: 'not_found',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        },
      });
    });
  },
  { name: 'web' },
);
