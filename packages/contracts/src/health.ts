import { z } from 'zod';

/**
 * GET /api/health, liveness: 200 while the process serves HTTP, whatever its dependencies say (restarting
 * the process would not bring the database back). `database` is informative.
 */
export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  backend: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof Health>;

/**
 * GET /api/ready, readiness: 200 when this process can take traffic (database reachable, every shipped
 * migration applied), else 503 with what is wrong. A process shutting down stops listening at once, so
 * the probe fails then too.
 */
export const Readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  /** Shipped migrations the database has not applied (empty when unknown because the database is down). */
  pendingMigrations: z.array(z.string()),
  /** Why the process is not ready, one sentence each; empty when ready. */
  problems: z.array(z.string()),
  version: z.string(),
});
export type Readiness = z.infer<typeof Readiness>;
