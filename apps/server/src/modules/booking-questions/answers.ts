import {
  type Answers,
  answersEditableUntil,
  type BookingAnswers,
  checkAnswers,
  type GivenAnswer,
  QUESTION_MESSAGES,
} from '@sortim/contracts/booking-questions';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, activityQuestions, bookingAnswers, bookings, tickets } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, Invalid, NotFound } from '#src/lib/errors.ts';
import { isUuid } from '#src/lib/ids.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';
import { questionsOf } from './activity-questions.ts';

/*
 * A guest's answers: checked with contracts' checkAnswers at the hold (before anything is held: a refusal
 * holds nothing) and at each edit from My Bookings, stored against the hold (its booking shows them), and
 * read by the roster, the door and the guest's own export. Who may see health answers is decided here
 * once: the guest and the activity's own host, never an admin (decision 181).
 */

type Db = Database | Transaction;

/** The refusal of a set of answers: the first problem as the message, each one on its field. */
function refuse(issues: { path: (string | number)[]; message: string }[]): never {
  const fields = Object.fromEntries(issues.map((i) => [['answers', ...i.path].join('.'), i.message]));
  throw new Invalid(issues[0]?.message ?? QUESTION_MESSAGES.required, fields);
}

/** The answers of a checkout, checked against the activity's questions; refused with every problem named. */
export async function checkedAnswers(db: Db, activityId: string, input: Answers, guests: number) {
  const questions = await questionsOf(db, activityId);
  const result = checkAnswers(questions, input, guests);
  if (!result.ok) refuse(result.issues);
  return { questions, answers: result.answers };
}

type Checked = Awaited<ReturnType<typeof checkedAnswers>>;

/** Stores checked answers against a hold (in the hold's transaction), replacing any it had. */
export async function storeAnswers(
  tx: Db,
  hold: { paymentSessionId: string; userId: string; activityId: string },
  { questions, answers }: Checked,
): Promise<void> {
  await tx.delete(bookingAnswers).where(eq(bookingAnswers.paymentSessionId, hold.paymentSessionId));
  if (answers.length === 0) return;
  const labelOf = new Map(questions.map((q) => [q.id, q.label]));
  await tx.insert(bookingAnswers).values(
    answers.map((answer) => ({
      ...hold,
      questionId: answer.questionId,
      label: labelOf.get(answer.questionId ?? '') ?? '',
      guest: answer.guest,
      value: answer.value,
      health: answer.health,
      // The consent was given with these answers (checkAnswers refuses health answers without it).
      consentedAt: answer.health ? sql`now()` : null,
    })),
  );
}

/**
 * The answers of some bookings, by booking id. `withHealth` false leaves health answers out entirely:
 * what an admin, or anyone but the guest and the host, reads.
 */
export async function answersOfBookings(
  db: Db,
  bookingIds: string[],
  withHealth: boolean,
): Promise<Map<string, GivenAnswer[]>> {
  const byBooking = new Map<string, GivenAnswer[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: bookings.id,
      questionId: bookingAnswers.questionId,
      label: bookingAnswers.label,
      guest: bookingAnswers.guest,
      value: bookingAnswers.value,
      health: bookingAnswers.health,
    })
    .from(bookingAnswers)
    .innerJoin(bookings, eq(bookings.paymentSessionId, bookingAnswers.paymentSessionId))
    .leftJoin(activityQuestions, eq(activityQuestions.id, bookingAnswers.questionId))
    .where(and(inArray(bookings.id, bookingIds), withHealth ? undefined : eq(bookingAnswers.health, false)))
    // Each guest's answers in the order the host asks (a removed question's answer last).
    .orderBy(
      asc(bookingAnswers.guest),
      sql`${activityQuestions.position} nulls last`,
      asc(bookingAnswers.label),
    );
  for (const { bookingId, ...answer } of rows) {
    const own = byBooking.get(bookingId) ?? [];
    own.push(answer);
    byBooking.set(bookingId, own);
  }
  return byBooking;
}

/** Whether the caller may read the health answers of an activity hosted by `hostId`: its host only. */
export const seesHealthAnswers = (caller: Caller, hostId: string): boolean => caller.id === hostId;

/** The booking of the caller's own, with what its answers need; NotFound for anyone else's. */
async function ownBooking(db: Db, caller: Caller, bookingId: string) {
  const [booking] = isUuid(bookingId)
    ? await db
        .select({
          id: bookings.id,
          userId: bookings.userId,
          paid: isPaid,
          spots: bookings.spots,
          paymentSessionId: bookings.paymentSessionId,
          activityId: bookings.activityId,
          startTime: activities.startTime,
          cutoffHours: activities.answerCutoffHours,
        })
        .from(bookings)
        .innerJoin(activities, eq(activities.id, bookings.activityId))
        .where(eq(bookings.id, bookingId))
    : [];
  // Someone else's booking answers as if there were none: its id tells nothing.
  if (!booking || booking.userId !== caller.id) throw new NotFound(QUESTION_MESSAGES.bookingNotFound);
  return booking;
}

/** Whether the guest may still change a booking's answers: it is paid, and its cut-off is still ahead. */
const answersEditable = (booking: { paid: boolean; startTime: Date; cutoffHours: number }): boolean =>
  booking.paid && answersEditableUntil(booking.startTime, booking.cutoffHours).getTime() > Date.now();

/** How many people of a booking answer per-guest questions: its tickets (infants too, decision 182). */
async function guestsOf(db: Db, booking: { id: string; spots: number }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tickets).where(eq(tickets.bookingId, booking.id));
  return row && row.n > 0 ? row.n : booking.spots;
}

/** `GET /api/bookings/:id/answers`: the guest's own answers, and until when they may change them. */
export async function bookingAnswersFor(
  db: Database,
  caller: Caller,
  bookingId: string,
): Promise<BookingAnswers> {
  const booking = await ownBooking(db, caller, bookingId);
  return {
    questions: await questionsOf(db, booking.activityId),
    answers: (await answersOfBookings(db, [booking.id], true)).get(booking.id) ?? [],
    editableUntil: answersEditableUntil(booking.startTime, booking.cutoffHours).toISOString(),
    editable: answersEditable(booking),
    guests: await guestsOf(db, booking),
  };
}

/** `PUT /api/bookings/:id/answers`: the guest changes their answers until the cut-off; checked like at the hold. */
export async function editAnswers(
  db: Database,
  caller: Caller,
  bookingId: string,
  input: Answers,
): Promise<BookingAnswers> {
  const booking = await ownBooking(db, caller, bookingId);
  if (!answersEditable(booking) || !booking.paymentSessionId)
    throw new Conflict(QUESTION_MESSAGES.pastCutoff);
  const checked = await checkedAnswers(db, booking.activityId, input, await guestsOf(db, booking));
  const hold = {
    paymentSessionId: booking.paymentSessionId,
    userId: caller.id,
    activityId: booking.activityId,
  };
  await db.transaction((tx) => storeAnswers(tx, hold, checked));
  return bookingAnswersFor(db, caller, bookingId);
}

/** Deletes every answer a person gave (account deletion, in its transaction). */
export async function deleteAnswersOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(bookingAnswers).where(eq(bookingAnswers.userId, userId));
}
