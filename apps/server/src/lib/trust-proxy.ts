import type { FastifyServerOptions } from 'fastify';
import type { Config } from '#src/config.ts';

/*
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify (5.12+) ignores a bare hop count, because a count trusts
 * whoever connects, proxy or not; TRUST_PROXY=1 still means it, as a function trusting the first n hops
 * from the socket. That is right only where clients cannot reach the server except through the proxy
 * (HOST=127.0.0.1 behind a proxy on the same machine, say); addresses/CIDRs are right everywhere.
 */

export function fastifyTrustProxy(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
