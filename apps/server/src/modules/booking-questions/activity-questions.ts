import type {
  ActivityQuestions,
  ActivityQuestionsInput,
  Question,
} from '@sortim/contracts/booking-questions';
import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, activityQuestions } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { getOwnActivity } from '#src/modules/host-access/own-activity.ts';

/*
 * An activity's questions: read by the booking step (anyone may read what an activity asks) and by the
 * host's editor, written by the host through their own route. A series' dates are separate activities; the
 * host's save copies the list to the series' dates that have not started (decision 181), so a weekly hike
 * asks the same everywhere without a second editor. Each date keeps its own rows, so its guests' answers
 * point at its own questions.
 */

type Db = Database | Transaction;
type Input = z.output<typeof ActivityQuestionsInput>;

const questionColumns = {
  id: activityQuestions.id,
  label: activityQuestions.label,
  kind: activityQuestions.kind,
  scope: activityQuestions.scope,
  options: activityQuestions.options,
  required: activityQuestions.required,
  health: activityQuestions.health,
  showWhen: activityQuestions.showWhen,
  preset: activityQuestions.preset,
};

/** The questions of an activity, in order. */
export async function questionsOf(db: Db, activityId: string): Promise<Question[]> {
  const rows = await db
    .select(questionColumns)
    .from(activityQuestions)
    .where(eq(activityQuestions.activityId, activityId))
    .orderBy(asc(activityQuestions.position));
  return rows as Question[];
}

/** `GET /api/activities/:id/questions`: what the booking step asks (an unknown activity: 404). */
export async function publicQuestions(db: Database, activityId: string): Promise<ActivityQuestions> {
  const [activity] = isUuid(activityId)
    ? await db
        .select({ cutoffHours: activities.answerCutoffHours })
        .from(activities)
        .where(and(eq(activities.id, activityId), eq(activities.isPublished, true)))
    : [];
  if (!activity) throw new NotFound(HOSTING_MESSAGES.notFound);
  return { questions: await questionsOf(db, activityId), cutoffHours: activity.cutoffHours };
}

/** The editor's read: its host's (or an admin's, who may help with the form). */
export async function hostQuestions(
  db: Database,
  caller: Caller,
  activityId: string,
): Promise<ActivityQuestions> {
  await getOwnActivity(db, caller, activityId);
  const [activity] = await db
    .select({ cutoffHours: activities.answerCutoffHours })
    .from(activities)
    .where(eq(activities.id, activityId));
  return { questions: await questionsOf(db, activityId), cutoffHours: activity?.cutoffHours ?? 24 };
}

/**
 * The host saves the list: this date, and the series' dates still to come, get it in one transaction. A
 * question keeps its row (and its answers) at its place in the list; rows past the new end go, their
 * answers keeping the words they were given to.
 */
export async function saveQuestions(
  db: Database,
  caller: Caller,
  activityId: string,
  input: Input,
): Promise<ActivityQuestions> {
  const activity = await getOwnActivity(db, caller, activityId);
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ seriesId: activities.seriesId })
      .from(activities)
      .where(eq(activities.id, activity.id));
    const dates = own?.seriesId
      ? await tx
          .select({ id: activities.id })
          .from(activities)
          .where(
            and(
              eq(activities.seriesId, own.seriesId),
              eq(activities.hostId, activity.hostId),
              gt(activities.startTime, sql`now()`),
            ),
          )
      : [];
    const ids = [...new Set([activity.id, ...dates.map((d) => d.id)])];
    await tx
      .update(activities)
      .set({ answerCutoffHours: input.cutoffHours })
      .where(inArray(activities.id, ids));
    for (const id of ids) await writeList(tx, id, input.questions);
  });
  return hostQuestions(db, caller, activityId);
}

async function writeList(tx: Transaction, activityId: string, questions: Input['questions']): Promise<void> {
  await tx
    .delete(activityQuestions)
    .where(
      and(eq(activityQuestions.activityId, activityId), gte(activityQuestions.position, questions.length)),
    );
  for (const [position, question] of questions.entries()) {
    const columns = { ...question, showWhen: question.showWhen ?? null, preset: question.preset ?? null };
    await tx
      .insert(activityQuestions)
      .values({ activityId, position, ...columns })
      .onConflictDoUpdate({
        target: [activityQuestions.activityId, activityQuestions.position],
        set: columns,
      });
  }
}

/** A duplicated activity asks what its original asks (the host's "Duplicate"; the cut-off is a column it copies). */
export async function copyQuestions(tx: Transaction, fromId: string, toId: string): Promise<void> {
  const questions = await questionsOf(tx, fromId);
  await writeList(
    tx,
    toId,
    questions.map(({ id: _id, ...question }) => question),
  );
}
