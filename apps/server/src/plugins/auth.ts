import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#src/config.ts';
import { userRoles } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import type { AccountMail } from '#src/modules/auth/account-mail.ts';
import { type Auth, createAuth } from '#src/modules/auth/auth.ts';
import { startPasswordResetWorker } from '#src/modules/auth/password-reset-job.ts';
import { requestHeaders } from '#src/modules/auth/request-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null. Read once per request and cached. */
    caller(): Promise<Caller | null>;
  }
}

const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/** better-auth on our database, and `request.caller()` for every route and guard. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; mail: AccountMail }) => {
    const auth = createAuth({
      db: app.db,
      config: opts.config,
      mail: opts.mail,
      jobs: app.jobs,
      logger: app.log,
    });
    app.decorate('auth', auth);
    // Reset requests are queued by any process and carried out where workers run (see plugins/jobs.ts).
    if (opts.config.role !== 'web') await startPasswordResetWorker(app.jobs, auth);

    async function readCaller(request: FastifyRequest): Promise<Caller | null> {
      const session = await auth.api.getSession({ headers: requestHeaders(request) });
      if (!session) return null;
      const roles = await app.db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, session.user.id));
      return {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        roles: roles.map((r) => r.role),
      };
    }

    app.decorateRequest('caller', function caller(this: FastifyRequest) {
      let cached = callers.get(this);
      if (!cached) {
        cached = readCaller(this);
        callers.set(this, cached);
      }
      return cached;
    });
  },
  { name: 'auth', dependencies: ['database', 'jobs'] },
);
