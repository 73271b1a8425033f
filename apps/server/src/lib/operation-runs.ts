import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { operationRuns } from '#src/db/schema.ts';

/**
 * Records that an operation a timer starts has finished (the backup script writes its own row with psql), so
 * /metrics can tell its age and findings. One row a kind: the last run overwrites the one before.
 */
export async function recordOperationRun(
  db: Database,
  run: { kind: 'backup' | 'reconcile'; findings: number | null; finishedAt?: Date },
): Promise<void> {
  const finishedAt = run.finishedAt ?? new Date();
  await db
    .insert(operationRuns)
    .values({ kind: run.kind, finishedAt, findings: run.findings })
    .onConflictDoUpdate({
      target: operationRuns.kind,
      set: { finishedAt: sql`excluded.finished_at`, findings: sql`excluded.findings` },
    });
}
