import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '#src/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Exposes an already-open database to every module; whoever opened it closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle }) => {
    app.decorate('database', opts.handle);
    app.decorate('db', opts.handle.db);
  },
  { name: 'database' },
);
