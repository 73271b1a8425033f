import { HOST_TRANSFER_DELAY_HOURS } from '@sortim/contracts/host-transfers';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '#src/db/client.ts';
import { rowsOf } from '#src/db/rows.ts';

/*
 * What an operator is paged for, read from the database at each scrape (so every web process answers the
 * same, whichever is scraped): how long jobs and e-mails have waited and how many are being retried, host
 * transfers owed and not made, and the last backup and reconcile (deploy/prometheus/alerts.yml). A database
 * that does not answer leaves the series out rather than failing the scrape, as jobs_waiting does.
 */

type Labels = Record<string, string>;
type Reading = { labels?: Labels; value: number };

/** A gauge set from one query at each scrape. */
function databaseGauge(
  registry: Registry,
  db: Database,
  spec: { name: string; help: string; labelNames?: string[]; read: (db: Database) => Promise<Reading[]> },
): void {
  new Gauge({
    name: spec.name,
    help: spec.help,
    labelNames: spec.labelNames ?? [],
    registers: [registry],
    async collect() {
      const readings = await spec.read(db).catch(() => []);
      this.reset();
      for (const { labels, value } of readings) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
}

const seconds = (value: string | number | null) => (value === null ? 0 : Number(value));

export function registerOperationsMetrics(registry: Registry, db: Database): void {
  // pg-boss's own table: 'created' and 'retry' jobs that may start now (a job scheduled for later is not late).
  databaseGauge(registry, db, {
    name: 'jobs_oldest_waiting_seconds',
    help: 'Age of the oldest job that could run now and has not started, by queue (0 when none waits)',
    labelNames: ['queue'],
    read: async (db) =>
      (
        await rowsOf<{ queue: string; age: string }>(
          db,
          sql`select name as queue, extract(epoch from now() - min(created_on)) as age
              from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
        )
      ).map((row) => ({ labels: { queue: row.queue }, value: seconds(row.age) })),
  });
  databaseGauge(registry, db, {
    name: 'jobs_retrying',
    help: 'Jobs that failed and wait for their next try, by queue',
    labelNames: ['queue'],
    read: async (db) =>
      (
        await rowsOf<{ queue: string; count: number }>(
          db,
          sql`select name as queue, count(*)::int as count from pgboss.job where state = 'retry' group by name`,
        )
      ).map((row) => ({ labels: { queue: row.queue }, value: row.count })),
  });

  databaseGauge(registry, db, {
    name: 'email_outbox_waiting',
    help: 'E-mails not sent yet: retrying="true" once a try has failed',
    labelNames: ['retrying'],
    read: async (db) => {
      const [row] = await rowsOf<{ first: number; retrying: number }>(
        db,
        sql`select count(*) filter (where attempts = 0)::int as first, count(*) filter (where attempts > 0)::int as retrying
            from email_outbox where status = 'queued'`,
      );
      return [
        { labels: { retrying: 'false' }, value: row?.first ?? 0 },
        { labels: { retrying: 'true' }, value: row?.retrying ?? 0 },
      ];
    },
  });
  databaseGauge(registry, db, {
    name: 'email_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest e-mail not sent yet (0 when none waits)',
    read: async (db) => {
      const [row] = await rowsOf<{ age: string | null }>(
        db,
        sql`select extract(epoch from now() - min(created_at)) as age from email_outbox where status = 'queued'`,
      );
      return [{ value: seconds(row?.age ?? null) }];
    },
  });

  // Owed: a pending transfer whose activity ended the dispute delay ago (the payments job's next run pays
  // it), or one held (the host's payouts are off or the provider refused it).
  const owed = sql`
    from host_transfers t join bookings b on b.id = t.booking_id join activities a on a.id = b.activity_id
    where t.status = 'held'
       or (t.status = 'pending' and a.end_time + make_interval(hours => ${HOST_TRANSFER_DELAY_HOURS}) <= now())`;
  databaseGauge(registry, db, {
    name: 'host_transfers_owed',
    help: "Hosts' shares due and not transferred, by state (pending: due, not made yet; held: waiting on the host or the provider)",
    labelNames: ['state'],
    read: async (db) => {
      const [row] = await rowsOf<{ pending: number; held: number }>(
        db,
        sql`select count(*) filter (where t.status = 'pending')::int as pending,
                   count(*) filter (where t.status = 'held')::int as held ${owed}`,
      );
      return [
        { labels: { state: 'pending' }, value: row?.pending ?? 0 },
        { labels: { state: 'held' }, value: row?.held ?? 0 },
      ];
    },
  });
  databaseGauge(registry, db, {
    name: 'host_transfers_oldest_owed_seconds',
    help: 'How long the longest-owed host transfer has been due (0 when none is owed)',
    read: async (db) => {
      const [row] = await rowsOf<{ age: string | null }>(
        db,
        sql`select extract(epoch from now() - min(a.end_time + make_interval(hours => ${HOST_TRANSFER_DELAY_HOURS}))) as age ${owed}`,
      );
      return [{ value: Math.max(0, seconds(row?.age ?? null)) }];
    },
  });

  // operation_runs: written by scripts/backup-db.sh and `npm run reconcile` when they finish. The three gauges
  // below share one read a scrape: prom-client collects every metric at once, so a read still under way is
  // the one each of them awaits.
  type LastRun = { kind: string; finished: string; findings: number | null };
  let reading: Promise<LastRun[]> | null = null;
  const lastRun = async (db: Database, kind: 'backup' | 'reconcile') => {
    reading ??= rowsOf<LastRun>(
      db,
      sql`select kind, extract(epoch from finished_at) as finished, findings from operation_runs`,
    ).finally(() => {
      reading = null;
    });
    return (await reading).find((run) => run.kind === kind);
  };
  databaseGauge(registry, db, {
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the last backup was written and checked (Unix time); 0 before the first',
    read: async (db) => {
      const run = await lastRun(db, 'backup');
      return [{ value: run ? Number(run.finished) : 0 }];
    },
  });
  databaseGauge(registry, db, {
    name: 'reconcile_last_run_timestamp_seconds',
    help: 'When the last reconcile finished (Unix time); 0 before the first',
    read: async (db) => {
      const run = await lastRun(db, 'reconcile');
      return [{ value: run ? Number(run.finished) : 0 }];
    },
  });
  databaseGauge(registry, db, {
    name: 'reconcile_findings',
    help: "The last reconcile's findings: payments, refunds and transfers the books disagree on",
    read: async (db) => {
      const run = await lastRun(db, 'reconcile');
      return [{ value: run?.findings ?? 0 }];
    },
  });
}
