import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, profiles, reports, reviews, savedActivities, users } from '#src/db/schema.ts';
import { answersOfBookings } from '#src/modules/booking-questions/answers.ts';
import { conversationsForExport } from '#src/modules/conversations/conversation-records.ts';

/*
 * The sections of a person's data export, one function each. Another part of the product adds its own by
 * writing one function and one line in SECTIONS. A section reads only rows that are
 * the person's own, and leaves out what is not data about them: secrets (calendar tokens, payment
 * accounts' ids), other people, internal bookkeeping.
 */

export type Section = (db: Database, userId: string) => Promise<unknown>;

const profile: Section = async (db, userId) => {
  const [row] = await db
    .select({
      email: users.email,
      displayName: profiles.displayName,
      bio: profiles.bio,
      city: profiles.city,
      age: profiles.age,
      gender: profiles.gender,
      avatarUrl: profiles.avatarUrl,
      interests: profiles.interests,
      languages: profiles.languages,
      phone: profiles.phone,
      locale: profiles.locale,
      notificationsEnabled: profiles.notificationsEnabled,
      remindersEnabled: profiles.remindersEnabled,
      savedAlertsEnabled: profiles.savedAlertsEnabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
};

/** Their bookings, each with the answers they gave (health answers included: they are theirs). */
const bookingsWithAnswers: Section = async (db, userId) => {
  const rows = await db
    .select({
      id: bookings.id,
      activityId: bookings.activityId,
      activityTitle: activities.title,
      startTime: activities.startTime,
      status: bookings.status,
      spots: bookings.spots,
      amountCents: bookings.amountCents,
      refundedCents: bookings.refundedCents,
      bookedAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt));
  const answers = await answersOfBookings(
    db,
    rows.map((r) => r.id),
    true,
  );
  return rows.map((row) => ({ ...row, answers: answers.get(row.id) ?? [] }));
};

const ownReviews: Section = async (db, userId) =>
  db
    .select({
      activityId: reviews.activityId,
      activityTitle: activities.title,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));

const saved: Section = async (db, userId) =>
  db
    .select({
      activityId: savedActivities.activityId,
      activityTitle: activities.title,
      savedAt: savedActivities.createdAt,
    })
    .from(savedActivities)
    .innerJoin(activities, eq(activities.id, savedActivities.activityId))
    .where(eq(savedActivities.userId, userId))
    .orderBy(asc(savedActivities.createdAt));

/** The reports they made (reports about them are the admins' record, not their data: decision 186). */
const ownReports: Section = async (db, userId) =>
  db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      note: reports.note,
      status: reports.status,
      createdAt: reports.createdAt,
      decidedAt: reports.decidedAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));

/** Every section of the export, in the file's order. */
export const SECTIONS: Record<string, Section> = {
  profile,
  bookings: bookingsWithAnswers,
  reviews: ownReviews,
  savedActivities: saved,
  conversations: conversationsForExport,
  reports: ownReports,
};
