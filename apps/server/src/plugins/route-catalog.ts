import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as 'METHOD /url' (the authorization matrix test reads it). */
    routeCatalog: string[];
  }
}

/** Registered first, so it sees every route registered after it. */
export const routeCatalogPlugin = fp(
  async (app: FastifyInstance) => {
    const catalog: string[] = [];
    app.decorate('routeCatalog', catalog);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') catalog.push(`${method} ${route.url}`);
    });
  },
  { name: 'route-catalog' },
);
