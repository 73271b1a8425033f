import { Health, Readiness } from '@sortim/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingMigrations, shippedMigrations } from '#src/db/migration-status.ts';
import { version } from '#src/version.ts';

/** A probe answers within this, even when the pool has no free connection. */
const PROBE_TIMEOUT_MS = 2000;

function withinProbeTime<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/*
 * Liveness and readiness apart, as orchestrators and proxies expect: /api/health says the process serves
 * (a restart is the cure when it does not), /api/ready says it should get traffic (the database answers
 * and carries this build's migrations). During shutdown neither answers: the process stops listening
 * at once (shutdown.ts), which is what tells a proxy to send traffic elsewhere.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipped = shippedMigrations();

  app.get('/health', { schema: { response: { 200: Health } } }, async () => {
    const up = await withinProbeTime(app.database.ping(), false);
    return {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      backend: app.database.backend,
      version,
    } as const;
  });

  app.get('/ready', { schema: { response: { 200: Readiness, 503: Readiness } } }, async (_request, reply) => {
    const pending = await withinProbeTime(
      pendingMigrations(app.db, shipped).catch(() => null),
      null,
    );
    const problems: string[] = [];
    if (pending === null) problems.push('The database does not answer.');
    else if (pending.length > 0)
      problems.push(`${pending.length} migration(s) not applied: ${pending.join(', ')}.`);
    return reply.code(problems.length === 0 ? 200 : 503).send({
      status: problems.length === 0 ? 'ready' : 'not_ready',
      database: pending === null ? 'down' : 'up',
      pendingMigrations: pending ?? [],
      problems,
      version,
    });
  });
};
