import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as 'METHOD /url' (the authorization matrix test reads it). */
    routeCatalog: string[];
    /**
     * Where each route of the catalog was registered: the call's stack, whose first frame in our source is
     * the file that registers it (the route table in docs/architecture.md reads it). V8 formats a stack
     * only when it is read, so outside that test this costs one captured stack per route at start.
     */
    routeOrigins: Map<string, Error>;
  }
}

/** Registered first, so it sees every route registered after it. */
export const routeCatalogPlugin = fp(
  async (app: FastifyInstance) => {
    const catalog: string[] = [];
    const origins = new Map<string, Error>();
    app.decorate('routeCatalog', catalog);
    app.decorate('routeOrigins', origins);
    app.addHook('onRoute', (route) => {
      const origin = new Error('route registered');
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        catalog.push(`${method} ${route.url}`);
        if (!origins.has(`${method} ${route.url}`)) origins.set(`${method} ${route.url}`, origin);
      }
    });
  },
  { name: 'route-catalog' },
);
