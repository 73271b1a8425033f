import { and, asc, eq, gt, isNull, lte, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '#src/db/client.ts';
import { activities, profiles, savedActivities, savedAlerts, users } from '#src/db/schema.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import type { Mailer, QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { type SavedAlertItem, savedAlertEmail } from '#src/lib/email/templates/saved-alert.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { hasPaidBooking, isListed } from '#src/modules/reservations/rules.ts';

/*
 * The saved-activity e-mail (decision 137, docs/decisions/). A guest hears of:
 *
 * - 'few_spots': a saved activity that is listed, not started, starts within FEW_SPOTS_WITHIN_DAYS, whose
 *   host can take payments, with 1 to max(2, ceil(capacity x 20 %)) spots left: once per guest and
 *   activity, and not when the guest has a paid booking of it (few spots no longer matter to them);
 * - 'new_date': a listed, upcoming activity of the same host that is another date of one the guest saved
 *   (the same series, or the same title as guests read it, case aside) and was created after they saved
 *   it: once per guest and new activity, and not when they saved or booked that date already.
 *
 * Never about the guest's own activities, nor for a guest who turned these e-mails off or deleted their
 * account. At most one e-mail a day per guest, listing up to SAVED_ALERT_ITEMS pieces of news (the rest wait
 * for the next day); the new dates of one activity are one piece of news. The day is claimed with a
 * conditional update of profiles.saved_alert_sent_at in the transaction that writes the saved_alerts rows
 * and queues the e-mail, so two workers, a retry or a restart never send twice.
 */

export type SavedAlertContext = { db: Database; mailer: Mailer; publicUrl: string };

export type SavedAlertRun = { emails: number; alerts: number };

/** A saved activity this close to its start, with few spots, is worth an e-mail. */
export const FEW_SPOTS_WITHIN_DAYS = 14;
/** 'Few spots': at most this share of the capacity, rounded up, and never fewer than FEW_SPOTS_MIN. */
export const FEW_SPOTS_SHARE = 0.2;
export const FEW_SPOTS_MIN = 2;
/** Pieces of news one e-mail lists at most. */
export const SAVED_ALERT_ITEMS = 5;
/** Guests e-mailed per run at most: the rest wait for the next run, half an hour later. */
export const SAVED_ALERT_BATCH = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

const host = alias(profiles, 'host');
const guest = alias(profiles, 'guest');
/** The activity the guest saved, when the news is about another one (a new date of it). */
const savedOne = alias(activities, 'saved_one');
const alsoSaved = alias(savedActivities, 'also_saved');

const atTime = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** A title as guests read it (guestTitle, in SQL), lower-cased: a series' dates without their ' (2)'. */
const titleKey = (t: { title: SQLWrapper; seriesId: SQLWrapper }) =>
  sql`lower(case when ${t.seriesId} is null then ${t.title} else regexp_replace(${t.title}, ${' \\(\\d+\\)$'}, '') end)`;

/** What is not yet told of `kind` about the row's activity to the row's guest. */
const notTold = (kind: 'few_spots' | 'new_date') =>
  sql`not exists (select 1 from ${savedAlerts} where ${savedAlerts.userId} = ${savedActivities.userId}
    and ${savedAlerts.activityId} = ${activities.id} and ${savedAlerts.kind} = ${kind})`;

/**
 * The guests who may be e-mailed at `now`: switched on, account not deleted, and not e-mailed in the last
 * 24 hours. Only `guestId` when given (the claim checks the same again, under its lock).
 */
const mayBeEmailed = (now: Date, guestId?: string): SQL[] => [
  eq(guest.savedAlertsEnabled, true),
  isNull(guest.deletedAt),
  or(isNull(guest.savedAlertSentAt), lte(guest.savedAlertSentAt, new Date(now.getTime() - DAY_MS))) as SQL,
  ...(guestId ? [eq(savedActivities.userId, guestId)] : []),
];

/**
 * What any news is about (`activities`, for the row's guest): a listed activity not started at `now`, not
 * the guest's own, not booked (paid) by them, and not yet told of as `kind`, to a guest who may be e-mailed.
 */
const newsFor = (now: Date, guestId: string | undefined, kind: 'few_spots' | 'new_date'): SQL[] => [
  ...mayBeEmailed(now, guestId),
  isListed,
  sql`${activities.startTime} > ${atTime(now)}`,
  ne(activities.hostId, savedActivities.userId),
  sql`not ${hasPaidBooking(savedActivities.userId, activities.id)}`,
  notTold(kind),
];

/** What the e-mail says of a piece of news. */
const newsColumns = {
  userId: savedActivities.userId,
  activityId: activities.id,
  hostId: activities.hostId,
  hostName: host.displayName,
  ...activityForMailColumns,
  spotsRemaining: activities.spotsRemaining,
};

/** Saved activities about to sell out, not yet told of (see the rules above). */
function fewSpotsNews(db: Database | Transaction, now: Date, guestId?: string) {
  return db
    .select(newsColumns)
    .from(savedActivities)
    .innerJoin(guest, eq(guest.id, savedActivities.userId))
    .innerJoin(activities, eq(activities.id, savedActivities.activityId))
    .innerJoin(host, eq(host.id, activities.hostId))
    .where(
      and(
        ...newsFor(now, guestId, 'few_spots'),
        sql`${activities.startTime} <= ${atTime(now)} + make_interval(days => ${FEW_SPOTS_WITHIN_DAYS})`,
        sql`${activities.spotsRemaining} between 1
          and greatest(${FEW_SPOTS_MIN}, ceil(${activities.capacity} * ${FEW_SPOTS_SHARE}::numeric))`,
        // Nobody can book a host's activity while their payouts are off (only its waitlist).
        eq(host.payoutsEnabled, true),
      ),
    );
}

/** New dates of saved activities, each once per guest, not yet told of (see the rules above). */
function newDateNews(db: Database | Transaction, now: Date, guestId?: string) {
  const anotherDate = and(
    eq(activities.hostId, savedOne.hostId),
    ne(activities.id, savedOne.id),
    or(eq(activities.seriesId, savedOne.seriesId), sql`${titleKey(activities)} = ${titleKey(savedOne)}`),
    gt(activities.createdAt, savedActivities.createdAt),
  );
  return db
    .selectDistinctOn([savedActivities.userId, activities.id], newsColumns)
    .from(savedActivities)
    .innerJoin(guest, eq(guest.id, savedActivities.userId))
    .innerJoin(savedOne, eq(savedOne.id, savedActivities.activityId))
    .innerJoin(activities, anotherDate)
    .innerJoin(host, eq(host.id, activities.hostId))
    .where(
      and(
        ...newsFor(now, guestId, 'new_date'),
        sql`not exists (select 1 from ${savedActivities} as ${alsoSaved} where ${alsoSaved.userId} = ${savedActivities.userId}
          and ${alsoSaved.activityId} = ${activities.id})`,
      ),
    )
    .orderBy(asc(savedActivities.userId), asc(activities.id));
}

type News = Awaited<ReturnType<typeof fewSpotsNews>>[number];

/** One piece of news for the e-mail, and the saved_alerts rows that record it as told. */
type Piece = { item: SavedAlertItem; told: { activityId: string; kind: 'few_spots' | 'new_date' }[] };

/**
 * A guest's news in the e-mail's order (the soonest first), at most SAVED_ALERT_ITEMS: each activity
 * about to sell out, and each activity with new dates once, at its first new date.
 */
function piecesOf(publicUrl: string, fewSpots: News[], newDates: News[]): Piece[] {
  const url = (id: string) => `${publicUrl}/activity/${id}`;
  const pieces: Piece[] = fewSpots.map((n) => ({
    item: {
      kind: 'few_spots',
      title: guestTitle(n),
      startTime: n.startTime,
      endTime: n.endTime,
      timeZone: n.timeZone,
      cityName: n.cityName,
      spotsRemaining: n.spotsRemaining,
      url: url(n.activityId),
    },
    told: [{ activityId: n.activityId, kind: 'few_spots' }],
  }));
  const byActivity = new Map<string, News[]>();
  for (const n of newDates) {
    const key = `${n.hostId} ${guestTitle(n).toLowerCase()}`;
    byActivity.set(key, [...(byActivity.get(key) ?? []), n]);
  }
  for (const dates of byActivity.values()) {
    const [first, ...more] = dates.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
    if (!first) continue;
    pieces.push({
      item: {
        kind: 'new_date',
        title: guestTitle(first),
        startTime: first.startTime,
        timeZone: first.timeZone,
        cityName: first.cityName,
        endTime: first.endTime,
        hostName: first.hostName,
        moreDates: more.length,
        url: url(first.activityId),
      },
      told: dates.map((d) => ({ activityId: d.activityId, kind: 'new_date' as const })),
    });
  }
  return pieces
    .sort((a, b) => a.item.startTime.getTime() - b.item.startTime.getTime())
    .slice(0, SAVED_ALERT_ITEMS);
}

/**
 * One guest's e-mail: their news read, their day claimed, the news recorded as told and the e-mail queued,
 * in one transaction. Null when there is nothing to tell after all, or the day was claimed meanwhile.
 */
async function alertGuest(
  ctx: SavedAlertContext,
  now: Date,
  guestId: string,
): Promise<{ mail: QueuedEmail; alerts: number } | null> {
  return ctx.db.transaction(async (tx) => {
    const pieces = piecesOf(
      ctx.publicUrl,
      await fewSpotsNews(tx, now, guestId),
      await newDateNews(tx, now, guestId),
    );
    if (pieces.length === 0) return null;
    // A second run at once waits here for this one's commit, then finds the day taken.
    const [claimed] = await tx
      .update(profiles)
      .set({ savedAlertSentAt: now })
      .where(
        and(
          eq(profiles.id, guestId),
          eq(profiles.savedAlertsEnabled, true),
          isNull(profiles.deletedAt),
          or(
            isNull(profiles.savedAlertSentAt),
            lte(profiles.savedAlertSentAt, new Date(now.getTime() - DAY_MS)),
          ),
        ),
      )
      .returning({ id: profiles.id });
    if (!claimed) return null;
    const [account] = await tx
      .select(recipientColumns)
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, guestId));
    if (!account) return null;
    const told = pieces.flatMap((p) => p.told.map((t) => ({ ...t, userId: guestId, sentAt: now })));
    await tx.insert(savedAlerts).values(told).onConflictDoNothing();
    const mail = await ctx.mailer.queue(tx, {
      to: account.email,
      ...savedAlertEmail({
        recipient: account,
        items: pieces.map((p) => p.item),
        profileUrl: `${ctx.publicUrl}/profile`,
      }),
    });
    return { mail, alerts: told.length };
  });
}

/** The guests with news at `now`, up to `limit`. */
async function guestsWithNews(db: Database, now: Date, limit: number): Promise<string[]> {
  const few = fewSpotsNews(db, now).as('few');
  const dates = newDateNews(db, now).as('dates');
  const [a, b] = await Promise.all([
    db.selectDistinct({ userId: few.userId }).from(few).orderBy(asc(few.userId)).limit(limit),
    db.selectDistinct({ userId: dates.userId }).from(dates).orderBy(asc(dates.userId)).limit(limit),
  ]);
  return [...new Set([...a, ...b].map((row) => row.userId))].slice(0, limit);
}

/** Sends the saved-activity e-mails due at `now` (the job passes the clock; tests pass an instant). */
export async function sendSavedAlerts(
  ctx: SavedAlertContext,
  now: Date,
  limit = SAVED_ALERT_BATCH,
): Promise<SavedAlertRun> {
  const run: SavedAlertRun = { emails: 0, alerts: 0 };
  for (const guestId of await guestsWithNews(ctx.db, now, limit)) {
    const sent = await alertGuest(ctx, now, guestId);
    if (!sent) continue;
    await sent.mail.dispatch();
    run.emails += 1;
    run.alerts += sent.alerts;
  }
  return run;
}
