import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './seo.service.ts';

export const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(app.db, opts.publicUrl)),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain').header('cache-control', 'public, max-age=86400').send(robotsTxt(opts.publicUrl)),
  );
};
