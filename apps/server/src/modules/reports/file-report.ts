import { REPORT_MESSAGES, type ReportCreated, type ReportInput } from '@sortim/contracts/reports';
import type { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import { reports } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, Forbidden } from '#src/lib/errors.ts';
import { isSuspended } from '#src/lib/suspension.ts';
import { reportableItemOwner } from './report-targets.ts';

/**
 * `POST /api/reports`: one report per person per item. The unique index decides between two at once:
 * the second insert does nothing and answers the same 409 as a later one.
 */
export async function fileReport(
  db: Database,
  caller: Caller,
  input: z.output<typeof ReportInput>,
): Promise<ReportCreated> {
  if (await isSuspended(db, caller.id)) throw new Forbidden(REPORT_MESSAGES.suspended);
  const targetId = input.targetId.trim();
  const subjectUserId = await reportableItemOwner(db, caller, input.targetType, targetId);
  const [created] = await db
    .insert(reports)
    .values({
      reporterId: caller.id,
      targetType: input.targetType,
      targetId,
      subjectUserId,
      reason: input.reason,
      note: input.note?.trim() || null,
    })
    .onConflictDoNothing({ target: [reports.reporterId, reports.targetType, reports.targetId] })
    .returning({ id: reports.id });
  if (!created) throw new Conflict(REPORT_MESSAGES.alreadyReported);
  return created;
}
