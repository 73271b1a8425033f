import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { NotFound, Unauthorized } from '#src/lib/errors.ts';
import { isLoopbackRequest } from '#src/lib/loopback.ts';
import { QUEUE_POLICIES, type QueueName } from '#src/lib/queues.ts';
import { registerOperationsMetrics } from './operations-metrics.ts';

/*
 * Prometheus metrics at GET /metrics (outside /api, in every mode): request durations by route pattern,
 * jobs worked and failed by queue, jobs waiting, the database pool's use, the read replica's use and lag,
 * what an operator is paged for (operations-metrics.ts), and the process's own figures.
 * Operators only: a request from this machine (not through a proxy), or anyone sending
 * `Authorization: Bearer <METRICS_TOKEN>` when one is set. Everyone else is told there is no such route
 * (401 instead once a token exists, so a scraper with a wrong one sees why).
 */

/** The process's figures (CPU, memory, event loop, GC) are the process's: collected once, whatever the apps. */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison's time says nothing about the token's.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function mayRead(request: FastifyRequest, token: string | null): void {
  if (isLoopbackRequest(request)) return;
  if (!token) throw new NotFound();
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !given || !sameSecret(given, token)) {
    throw new Unauthorized('A valid metrics token is required');
  }
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token: string | null }) => {
    // One registry per app: tests build many apps in one process and each counts its own requests.
    const registry = new Registry();

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      requestDuration.observe(
        {
          method: request.method,
          // The pattern (/api/activities/:id), never the raw URL: one series per route, not per id.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });

    new Counter({
      name: 'jobs_processed_total',
      help: 'Jobs this process has worked, by queue and outcome (completed, failed)',
      labelNames: ['queue', 'outcome'],
      registers: [registry],
      collect() {
        this.reset();
        for (const { queue, outcome, count } of app.jobs.outcomes()) this.inc({ queue, outcome }, count);
      },
    });
    new Gauge({
      name: 'jobs_waiting',
      help: 'Jobs waiting to be worked (created or waiting to retry), by queue, across all processes',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const queue of Object.keys(QUEUE_POLICIES) as QueueName[]) {
          // A database that does not answer leaves the series out rather than failing the scrape.
          const size = await app.jobs.boss.getQueueSize(queue).catch(() => null);
          if (size !== null) this.set({ queue }, size);
        }
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (total, idle, max) and requests waiting for one (waiting)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.reset();
        const stats = app.database.poolStats();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
    registerOperationsMetrics(registry, app.db);

    // The read replica (decision 193): no series at all when none is configured.
    const replica = app.database.replica;
    if (replica) {
      new Gauge({
        name: 'db_read_replica_up',
        help: 'Whether the read replica serves the stale-tolerant reads (1) or they fell back to the primary (0)',
        registers: [registry],
        collect() {
          this.set(app.replicaReads.replicaUp() ? 1 : 0);
        },
      });
      new Gauge({
        name: 'db_read_replica_lag_bytes',
        help: "Bytes of the primary's write-ahead log the read replica has yet to replay (-1: it does not answer)",
        registers: [registry],
        async collect() {
          this.set((await replica.lagBytes()) ?? -1);
        },
      });
      new Counter({
        name: 'db_stale_reads_total',
        help: 'Reads that may be a little stale, by where they were answered (replica, primary)',
        labelNames: ['target'],
        registers: [registry],
        collect() {
          this.reset();
          for (const [target, count] of Object.entries(app.replicaReads.counts()))
            this.inc({ target }, count);
        },
      });
    }

    app.get(
      '/metrics',
      { onRequest: async (request) => mayRead(request, opts.token) },
      async (_request, reply) => {
        const text = [await processMetrics().metrics(), await registry.metrics()].join('\n');
        return reply
          .header('content-type', registry.contentType)
          .header('cache-control', 'no-store')
          .send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['database', 'jobs'] },
);
