import { DEFAULT_LOCALE } from '@sortim/contracts/product';
import { REPORT_MESSAGES, type ReportAction, type ReportDecisionResult } from '@sortim/contracts/reports';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, conversationMessages, profiles, reports, reviews, users } from '#src/db/schema.ts';
import { recordAudit } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import type { Mailer, QueuedEmail } from '#src/lib/email/mailer.ts';
import { reportOutcomeEmail } from '#src/lib/email/templates/report-outcome.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';

/*
 * An admin decides a report: dismiss it, hide the item, or suspend the account behind it. The decision
 * covers every open report of the same item (one item, one decision), and is one transaction with its
 * audit record and the e-mails telling each of those reporters the outcome in their language.
 *
 * Hiding (decision 186): a message or a review gets `hidden_at` (kept for the record, shown to nobody,
 * a review out of every average); an activity is unpublished, as its host could do. A profile is not
 * hidden: a person's public page is dealt with by suspending them, or by hiding what they wrote.
 * Suspending: `profiles.suspended_at` (what it stops: suspension.ts, decision 187); the item stays.
 */

export type ReportDecisionContext = { db: Database; mailer: Mailer };

const M = REPORT_MESSAGES;
const OUTCOME = { dismiss: 'dismissed', hide: 'hidden', suspend: 'suspended' } as const;

type Report = typeof reports.$inferSelect;

export async function decideReport(
  ctx: ReportDecisionContext,
  admin: Caller,
  reportId: string,
  action: ReportAction,
): Promise<ReportDecisionResult> {
  if (!isUuid(reportId)) throw new NotFound(M.reportNotFound);
  const status = OUTCOME[action];
  const { mails, count } = await ctx.db.transaction(async (tx) => {
    // The lock makes two admins deciding reports of one item at once take turns; the second finds its
    // report decided by the first.
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!report) throw new NotFound(M.reportNotFound);
    if (report.status !== 'open') throw new Conflict(M.alreadyDecided);
    if (action === 'hide' && report.targetType === 'profile') throw new Conflict(M.profileNotHidden);

    const effect =
      action === 'hide'
        ? await hideItem(tx, report)
        : action === 'suspend'
          ? await suspend(tx, report)
          : null;

    const decided = await tx
      .update(reports)
      .set({ status, decidedBy: admin.id, decidedAt: sql`now()` })
      .where(
        and(
          eq(reports.targetType, report.targetType),
          eq(reports.targetId, report.targetId),
          eq(reports.status, 'open'),
        ),
      )
      .returning({ id: reports.id, reporterId: reports.reporterId });

    await recordAudit(tx, {
      actorId: admin.id,
      action: `report.${action}`,
      targetType: 'report',
      targetId: report.id,
      subjectUserId: report.subjectUserId,
      before: {
        status: 'open',
        targetType: report.targetType,
        targetId: report.targetId,
        reason: report.reason,
      },
      after: { status, reports: decided.map((d) => d.id), ...effect },
    });
    const reporterIds = decided.map((d) => d.reporterId);
    return {
      mails: await tellReporters(ctx.mailer, tx, reporterIds, report.targetType, status),
      count: decided.length,
    };
  });
  await Promise.all(mails.map((mail) => mail.dispatch()));
  return { status, decided: count };
}

/** Hides the item; what changed, for the audit record. */
async function hideItem(tx: Transaction, report: Report): Promise<Record<string, unknown>> {
  const id = report.targetId;
  if (report.targetType === 'message') {
    await tx
      .update(conversationMessages)
      .set({ hiddenAt: sql`now()` })
      .where(and(eq(conversationMessages.id, id), isNull(conversationMessages.hiddenAt)));
    return { hidden: 'message' };
  }
  if (report.targetType === 'review') {
    await tx
      .update(reviews)
      .set({ hiddenAt: sql`now()` })
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)));
    return { hidden: 'review' };
  }
  await tx
    .update(activities)
    .set({ isPublished: false, featured: false, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
  return { unpublished: 'activity' };
}

async function suspend(tx: Transaction, report: Report): Promise<Record<string, unknown>> {
  if (!report.subjectUserId) throw new NotFound(M.reportNotFound);
  await tx
    .update(profiles)
    .set({ suspendedAt: sql`coalesce(${profiles.suspendedAt}, now())` })
    .where(eq(profiles.id, report.subjectUserId));
  return { suspended: report.subjectUserId };
}

/** One e-mail to each reporter of the item, in their language; dispatched once the decision commits. */
async function tellReporters(
  mailer: Mailer,
  tx: Transaction,
  reporterIds: string[],
  targetType: Report['targetType'],
  outcome: (typeof OUTCOME)[ReportAction],
): Promise<QueuedEmail[]> {
  if (reporterIds.length === 0) return [];
  const reporters = await tx
    .select({
      email: users.email,
      locale: profiles.locale,
      name: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, reporterIds));
  const queued: QueuedEmail[] = [];
  for (const reporter of reporters) {
    queued.push(
      await mailer.queue(tx, {
        to: reporter.email,
        ...reportOutcomeEmail({
          recipient: { locale: reporter.locale ?? DEFAULT_LOCALE, name: reporter.name },
          targetType,
          outcome,
        }),
      }),
    );
  }
  return queued;
}
