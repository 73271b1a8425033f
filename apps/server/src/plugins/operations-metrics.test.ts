import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { emailOutbox, hostTransfers } from '#src/db/schema.ts';
import { recordOperationRun } from '#src/lib/operation-runs.ts';
import { useTestApp } from '#src/test/app.ts';
import { endedPaidBooking, withoutScheduledTransfers } from '#src/test/host-transfers.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const readRepoFile = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** One metric's samples in Prometheus text: `name{labels} value` lines, as label text to value. */
function samples(text: string, name: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/);
    if (match && match[1] === name) found.set(match[2] ?? '', Number(match[3]));
  }
  return found;
}

/** The series names /metrics can serve: each `# TYPE`, with a histogram's and a summary's own series. */
function servedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (!name) continue;
    names.add(name);
    if (type === 'histogram') for (const part of ['_bucket', '_sum', '_count']) names.add(name + part);
    if (type === 'summary') for (const part of ['_sum', '_count']) names.add(name + part);
  }
  return names;
}

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'offset',
  'bool',
]);
const PROMQL_OPERATORS = new Set(['and', 'or', 'unless']);

/** The metric names a PromQL expression reads: identifiers that are not functions, keywords or labels. */
function metricsOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // strings (label values, regexes)
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // range selectors
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ''); // label lists
  const names: string[] = [];
  for (const match of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const word = match[0];
    const next = bare.slice((match.index ?? 0) + word.length).trimStart();
    if (next.startsWith('(') || PROMQL_WORDS.has(word) || PROMQL_OPERATORS.has(word)) continue;
    if (/^\d/.test(word)) continue;
    names.push(word);
  }
  return names;
}

type AlertRules = {
  groups: { name: string; rules: { alert: string; expr: string; annotations: { runbook: string } }[] }[];
};
type Dashboard = { panels: { title: string; targets?: { expr: string }[] }[] };

describe('the Grafana dashboard and the Prometheus alerts (deploy/)', () => {
  const ctx = useTestApp({}, { selfReplica: true });
  const rules = (parse(readRepoFile('deploy/prometheus/alerts.yml')) as AlertRules).groups.flatMap(
    (group) => group.rules,
  );
  const dashboard = JSON.parse(readRepoFile('deploy/grafana/sortim-dashboard.json')) as Dashboard;
  const exprs = [
    ...rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr })),
    ...dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({ where: `panel '${panel.title}'`, expr: target.expr })),
    ),
  ];

  it('name only metrics that /metrics serves', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const served = servedNames((await ctx.app.inject({ method: 'GET', url: '/metrics' })).body);
    expect(exprs.length).toBeGreaterThan(20);
    const unknown = exprs.flatMap(({ where, expr }) =>
      metricsOf(expr)
        .filter((name) => !served.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('read the metrics the issue asks for, and each alert has its runbook line in docs/deploy.md', () => {
    const named = new Set(exprs.flatMap(({ expr }) => metricsOf(expr)));
    for (const metric of [
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_bucket',
      'db_pool_connections',
      'jobs_waiting',
      'jobs_oldest_waiting_seconds',
      'email_outbox_waiting',
      'host_transfers_owed',
      'reconcile_findings',
      'backup_last_success_timestamp_seconds',
      'db_read_replica_up',
      'db_read_replica_lag_bytes',
    ])
      expect(named, metric).toContain(metric);
    const deployDoc = readRepoFile('docs/deploy.md');
    for (const rule of rules) {
      const anchor = rule.annotations.runbook.split('#')[1] ?? '';
      expect(deployDoc, rule.alert).toMatch(new RegExp(`^#+ .*${rule.alert}`, 'm'));
      expect(anchor.length, rule.alert).toBeGreaterThan(0);
      expect(deployDoc.toLowerCase(), rule.alert).toContain(anchor);
    }
  });

  it('reads a PromQL expression as its metrics, not its functions, labels or keywords', () => {
    expect(
      metricsOf(
        'histogram_quantile(0.95, sum by (le) (rate(http_request_duration_seconds_bucket{route!="/x"}[5m]))) > 0.5',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
    expect(metricsOf('time() - max(backup_last_success_timestamp_seconds) > 25 * 3600')).toEqual([
      'backup_last_success_timestamp_seconds',
    ]);
    expect(metricsOf('max(a_seconds) > 1800 and max(b{retrying="true"}) > 0')).toEqual(['a_seconds', 'b']);
  });
});

describe('the operations metrics read from the database', () => {
  const ctx = useTestApp();
  withoutScheduledTransfers(ctx);

  it('tell e-mails waiting and retrying, host transfers owed, and the last backup and reconcile', async () => {
    const metrics = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    const before = await metrics();
    // Nothing recorded yet: time 0, the oldest there is (the backup alert fires on a machine that never made one).
    expect(samples(before, 'backup_last_success_timestamp_seconds').get('')).toBe(0);
    expect(samples(before, 'reconcile_last_run_timestamp_seconds').get('')).toBe(0);
    expect(samples(before, 'reconcile_findings').get('')).toBe(0);

    const db = ctx.app.db;
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await db.insert(emailOutbox).values([
      { to: 'a@example.com', subject: 'One', text: 'x', attempts: 2, createdAt: hourAgo },
      { to: 'b@example.com', subject: 'Two', text: 'y' },
    ]);
    const { booking } = await endedPaidBooking(db, { endedHoursAgo: 30 });
    await db.insert(hostTransfers).values({ bookingId: booking.id, status: 'pending' });
    const finishedAt = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await recordOperationRun(db, { kind: 'backup', findings: null, finishedAt });
    await recordOperationRun(db, { kind: 'reconcile', findings: 3 });

    const after = await metrics();
    expect(samples(after, 'email_outbox_waiting').get('{retrying="true"}')).toBe(1);
    expect(samples(after, 'email_outbox_waiting').get('{retrying="false"}')).toBeGreaterThanOrEqual(1);
    expect(samples(after, 'email_outbox_oldest_waiting_seconds').get('')).toBeGreaterThanOrEqual(3600);
    expect(samples(after, 'host_transfers_owed').get('{state="pending"}')).toBe(1);
    // Ended 30 hours ago, due 24 hours after: owed about 6 hours.
    const owedFor = samples(after, 'host_transfers_oldest_owed_seconds').get('') ?? 0;
    expect(owedFor).toBeGreaterThan(5 * 3600);
    expect(owedFor).toBeLessThan(7 * 3600);
    expect(samples(after, 'backup_last_success_timestamp_seconds').get('')).toBeCloseTo(
      finishedAt.getTime() / 1000,
      2,
    );
    expect(samples(after, 'reconcile_findings').get('')).toBe(3);

    // The next run overwrites: one row a kind.
    await recordOperationRun(db, { kind: 'reconcile', findings: 0 });
    expect(samples(await metrics(), 'reconcile_findings').get('')).toBe(0);
  });
});
