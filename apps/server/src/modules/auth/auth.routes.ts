import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { enforceRateLimits, type RateLimitRule } from '#src/lib/rate-limit.ts';
import { assertStorableRawBody } from '#src/lib/storable-input.ts';
import { requestHeaders } from './request-headers.ts';

/** The e-mail a raw JSON auth body is about, so limits can count per account as well as per IP. */
function bodyEmail(request: FastifyRequest): string | undefined {
  if (typeof request.body !== 'string') return undefined;
  try {
    const email = (JSON.parse(request.body) as { email?: unknown }).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/** Abuse limits on the entry points worth guessing at: per IP, and per account where there is one. */
const LIMITS: Record<string, (RateLimitRule & { scope: string })[]> = {
  '/auth/sign-in/email': [
    { scope: 'sign-in:ip', max: 30, timeWindow: '15 minutes' },
    { scope: 'sign-in:account', max: 10, timeWindow: '15 minutes', key: bodyEmail },
  ],
  '/auth/sign-up/email': [{ scope: 'sign-up:ip', max: 10, timeWindow: '1 hour' }],
  '/auth/request-password-reset': [
    { scope: 'reset-request:ip', max: 10, timeWindow: '1 hour' },
    { scope: 'reset-request:account', max: 3, timeWindow: '1 hour', key: bodyEmail },
  ],
  '/auth/reset-password': [{ scope: 'reset:ip', max: 20, timeWindow: '1 hour' }],
};

/**
 * Hands /api/auth/* to better-auth: the request becomes a web Request, the Response goes back as is
 * (status, headers, every Set-Cookie, body). Bodies are passed through raw, so JSON and Apple's
 * form_post callback both arrive as sent.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  // Raw, but first held to the text rules every other body meets (lib/storable-input.ts).
  const raw = { parseAs: 'string', bodyLimit: 64 * 1024 } as const;
  app.addContentTypeParser('application/json', raw, async (_request: FastifyRequest, body: string) => {
    assertStorableRawBody(body, 'json');
    return body;
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    raw,
    async (_request: FastifyRequest, body: string) => {
      assertStorableRawBody(body, 'form');
      return body;
    },
  );

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string';
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers: requestHeaders(request),
        ...(hasBody ? { body: request.body as string } : {}),
      }),
    );
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }

  for (const [url, rules] of Object.entries(LIMITS)) {
    app.post(url, { preHandler: enforceRateLimits(app, rules) }, forward);
  }
  app.route({ method: ['GET', 'POST'], url: '/auth/*', handler: forward });
};
