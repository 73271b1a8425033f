import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/*
 * How long the HTTP server waits on a client, set on purpose (decision 90). Node's and Fastify's defaults
 * let a client that sends nothing, or a byte now and then, hold a connection for minutes: enough slow
 * clients and the process runs out of sockets for everyone else. In production Caddy faces the clients
 * with the same limits (deploy/caddy/Caddyfile); these hold where the app faces them itself (the demo,
 * a deployment without the proxy) and between the proxy and the app.
 */

export type HttpTimeouts = {
  /** From the connection's first byte to the end of the request's headers (a slowloris drips headers). */
  headersMs: number;
  /** The whole request, body included: an image upload (5 MB at most) on a slow phone's connection. */
  requestMs: number;
  /** No byte either way for this long closes the socket (a client that stopped reading an answer). */
  idleMs: number;
  /** An idle keep-alive connection between two requests; above the proxy's own keep-alive (60 s). */
  keepAliveMs: number;
  /**
   * How often Node looks for requests past their headers or request time. Its default, 30 s, would let a
   * slow client overstay the limits above by that much.
   */
  checkIntervalMs: number;
};

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  idleMs: 65_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
};

/** The Fastify factory options that apply them to the Node server it creates. */
export function httpServerOptions(timeouts: HttpTimeouts): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
