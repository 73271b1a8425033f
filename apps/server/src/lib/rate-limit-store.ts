import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { rateLimits } from '#src/db/schema.ts';

/*
 * @fastify/rate-limit counters in PostgreSQL, so every web process sees the same counts and a restart
 * forgets nothing. One statement per request: a row is created, counted up, or restarted when its window
 * has ended, atomically under concurrency (ON CONFLICT takes the row lock).
 */

/** Counts one request for `key` in a fixed window of `windowMs`; returns the count and ms until reset. */
export async function countRequest(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({
      current: rateLimits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`,
    });
  if (!row) throw new Error('rate limit not counted');
  return row;
}

/** The `rate-limits.cleanup` job: counters whose window has ended carry no information. */
export async function deleteExpiredRateLimits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/**
 * The store class @fastify/rate-limit instantiates. A route's counters are prefixed with its method and
 * URL, so two routes limited by IP never share a count.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the root store with its options; children carry their route's prefix.
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route as `routeInfo` (empty for app.createRateLimit, whose keys are scoped).
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      return new PostgresRateLimitStore(options, route?.url ? `${method} ${route.url}|` : '');
    }
  }
  return PostgresRateLimitStore;
}
