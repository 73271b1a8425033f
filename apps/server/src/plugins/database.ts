import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '#src/db/client.ts';
import { type ReplicaReads, replicaReads } from '#src/db/read-replica.ts';
import { isWrite, wroteCookie, wroteRecently } from '#src/lib/read-your-writes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    /**
     * A read that may be a little stale (decision 193): on the read replica when one is configured, unless
     * `request` comes from a browser that wrote in the last seconds (decision 192) or the replica fails;
     * on the primary otherwise. `request` null: a reply shared by everyone (the guest list's cache).
     * Transactions, writes and the reads that decide money or seats use `app.db`, the primary.
     */
    readDb<T>(request: FastifyRequest | null, read: (db: Database) => Promise<T>): Promise<T>;
    /** Whether `request` must read its own writes: the primary for it, and no shared reply. */
    readsOwnWrites(request: FastifyRequest): boolean;
    /** Where the stale-tolerant reads went, for /metrics. */
    replicaReads: ReplicaReads;
  }
}

/**
 * Exposes an already-open database to every module; whoever opened it closes it. With a read replica,
 * every write's answer tells the browser to read the primary for a few seconds (lib/read-your-writes.ts).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle; secureCookies?: boolean }) => {
    const { handle } = opts;
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    const reads = replicaReads({ primary: handle.db, replica: handle.replica, logger: app.log });
    app.decorate('replicaReads', reads);
    const readsOwnWrites = (request: FastifyRequest) =>
      handle.replica !== null && wroteRecently(request.headers.cookie, Date.now());
    app.decorate('readsOwnWrites', readsOwnWrites);
    app.decorate('readDb', <T>(request: FastifyRequest | null, read: (db: Database) => Promise<T>) =>
      reads.run(request !== null && readsOwnWrites(request), read),
    );
    if (handle.replica) {
      app.addHook('onSend', async (request, reply) => {
        if (isWrite(request.method, reply.statusCode)) {
          reply.header('set-cookie', wroteCookie(Date.now(), opts.secureCookies ?? false));
        }
      });
    }
  },
  { name: 'database' },
);
