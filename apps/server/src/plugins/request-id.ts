import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWithRequestLog } from '#src/lib/request-log.ts';

/*
 * One id per request: in every log line of it (Fastify's child logger writes it as reqId) and in the
 * x-request-id response header, so a person quoting the header finds the lines. A reverse proxy's own id
 * is kept when it looks like one (nginx's $request_id, a UUID), so one id runs through both logs; anything
 * else from outside (long, spaces, line breaks) would be log injection and is replaced.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/** Registered first: the header is on every answer, errors and unknown routes included. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      // Callback style on purpose: the rest of the request runs inside `done`, so inside the context.
      runWithRequestLog(request.log, done);
    });
  },
  { name: 'request-id' },
);
