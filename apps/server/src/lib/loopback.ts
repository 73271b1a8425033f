import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from './errors.ts';

/*
 * Operator tools (/dev/*, /metrics) answer only a person on this machine. The socket must be loopback and
 * the request must not have come through a proxy: a reverse proxy on the same machine connects from
 * 127.0.0.1 for every visitor, but it says so in a forwarding header (deploy.md's proxy sets one).
 */

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

/** An onRequest guard: anyone else is told the route does not exist. */
export async function requireLoopback(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isLoopbackRequest(request)) throw new NotFound();
}
