import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requestHeaders } from './request-headers.ts';

/**
 * Hands /api/auth/* to better-auth: the request becomes a web Request, the Response goes back as is
 * (status, headers, every Set-Cookie, body). Bodies are passed through raw, so JSON and Apple's
 * form_post callback both arrive as sent.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string';
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers: requestHeaders(request.headers),
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

  app.route({ method: ['GET', 'POST'], url: '/auth/*', handler: forward });
};
