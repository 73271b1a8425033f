import type { FastifyRequest } from 'fastify';

/**
 * Where better-auth reads the client's address (auth.ts `ipAddressHeaders`): the address Fastify resolved
 * (request.ip, which follows TRUST_PROXY), never a header the client sent, so a spoofed X-Forwarded-For is
 * not recorded as a session's IP.
 */
export const CLIENT_IP_HEADER = 'x-sortim-client-ip';

/** Node's request headers as a web `Headers`, the form better-auth reads, plus the resolved client IP. */
export function requestHeaders(request: FastifyRequest): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  result.set(CLIENT_IP_HEADER, request.ip);
  return result;
}
