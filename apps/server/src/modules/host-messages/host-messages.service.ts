import {
  HOST_MESSAGES_DAYS_AFTER_END,
  HOST_MESSAGES_MESSAGES,
  HOST_MESSAGES_PER_ACTIVITY_PER_DAY,
  type HostMessageInput,
  type HostMessageList,
  type HostMessageSent,
} from '@sortim/contracts/host-messages';
import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import { hasLink } from '@sortim/contracts/links';
import { and, asc, count, desc, eq, gte, inArray, lt, not, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import {
  activities,
  bookings,
  conversationMessages,
  conversations,
  hostMessages,
  profiles,
  users,
} from '#src/db/schema.ts';
import { recordAudit } from '#src/lib/audit-log.ts';
import { barcelonaDay, barcelonaTime, DAY } from '#src/lib/barcelona-time.ts';
import type { Caller } from '#src/lib/caller.ts';
import { activityForMailColumns } from '#src/lib/email/activity-for-mail.ts';
import type { Mailer, QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { hostMessageEmail } from '#src/lib/email/templates/host-message.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isUuid } from '#src/lib/ids.ts';
import { assertHostOf } from '#src/modules/host-access/own-activity.ts';
import { joinBookingConversation } from '#src/modules/reservations/booking-conversation.ts';
import { hasPaidGuests, isCancelled, isPaid } from '#src/modules/reservations/rules.ts';

/*
 * A host writes to the paid guests of one activity (all of them, or chosen bookings). The message, one
 * queued e-mail per guest and its audit record are one transaction: all of it happens or none. Each
 * e-mail is framed in the guest's language with Reply-To the host's notification address; the host only
 * ever hears how many it went to, never an address. Limits against abuse: a few messages per activity
 * per Barcelona day, not to a cancelled activity nor long after it ended, and no links until the host
 * has held an activity with paid guests (a new account cannot use Sortim to spread links). Each guest also
 * finds the message in their booking's conversation, where they can answer it (issue 37).
 */

export type HostMessageContext = { db: Database; mailer: Mailer; publicUrl: string };

const M = HOST_MESSAGES_MESSAGES;

/** The caller's activity, locked for this transaction so two sends at once count each other. */
async function lockOwnActivity(tx: Transaction, caller: Caller, activityId: string) {
  const [activity] = isUuid(activityId)
    ? await tx
        .select({
          id: activities.id,
          hostId: activities.hostId,
          status: activities.status,
          ...activityForMailColumns,
        })
        .from(activities)
        .where(eq(activities.id, activityId))
        .for('update')
    : [];
  if (!activity) throw new NotFound(HOSTING_MESSAGES.notFound);
  // Admins included: the message speaks in the host's name and replies go to the host.
  if (activity.hostId !== caller.id) throw new Forbidden(M.hostOnly);
  return activity;
}

/** Whether the host has held an activity (ended, not cancelled) with paid guests: their links are trusted. */
async function hasHosted(tx: Transaction, hostId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.hostId, hostId),
        not(isCancelled),
        lt(activities.endTime, new Date()),
        hasPaidGuests(activities.id),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function sentToday(tx: Transaction, activityId: string): Promise<number> {
  const midnight = barcelonaTime(barcelonaDay(new Date()), '00:00');
  const [row] = await tx
    .select({ n: count() })
    .from(hostMessages)
    .where(and(eq(hostMessages.activityId, activityId), gte(hostMessages.createdAt, midnight)));
  return row?.n ?? 0;
}

/** The guests the message goes to: each paid booking's guest, with their address and language. */
async function recipientsOf(tx: Transaction, activityId: string, bookingIds: string[] | undefined) {
  const rows = await tx
    .select({
      bookingId: bookings.id,
      userId: bookings.userId,
      ...recipientColumns,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .where(
      and(
        eq(bookings.activityId, activityId),
        isPaid,
        bookingIds ? inArray(bookings.id, bookingIds) : undefined,
      ),
    )
    .orderBy(asc(bookings.createdAt));
  if (bookingIds) {
    const found = new Set(rows.map((row) => row.bookingId));
    if (bookingIds.some((id) => !found.has(id))) {
      throw new Invalid(M.notPaidBooking, { bookingIds: M.notPaidBooking });
    }
  }
  // One paid booking per guest and activity (a unique index), so one e-mail per booking is one per guest.
  return rows;
}

async function hostOf(tx: Transaction, hostId: string) {
  const [host] = await tx
    .select({
      name: profiles.displayName,
      replyTo: sql<string>`coalesce(${profiles.payoutEmail}, ${users.email})`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, hostId));
  if (!host) throw new NotFound(HOSTING_MESSAGES.notFound);
  return host;
}

/**
 * The message as one in the booking's conversation (decision 184), so the guest can answer it there. Its
 * e-mail goes at once (below), so the guest's side counts as e-mailed now: the unread-message e-mail does
 * not tell of it again.
 */
async function deliverToConversation(
  tx: Transaction,
  activity: { id: string; hostId: string },
  hostMessageId: string,
  guest: { bookingId: string; userId: string },
  input: HostMessageInput,
) {
  const conversationId = await joinBookingConversation(tx, {
    id: guest.bookingId,
    userId: guest.userId,
    activityId: activity.id,
  });
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId,
      senderId: activity.hostId,
      subject: input.subject,
      body: input.body,
      hostMessageId,
    })
    .returning({ createdAt: conversationMessages.createdAt });
  const at = message?.createdAt ?? new Date();
  await tx
    .update(conversations)
    .set({ lastMessageAt: at, hostReadAt: at, guestEmailedAt: at })
    .where(eq(conversations.id, conversationId));
}

/** `POST /api/host/activities/:id/messages`: sends, and answers how many guests it went to. */
export async function sendHostMessage(
  ctx: HostMessageContext,
  caller: Caller,
  activityId: string,
  input: HostMessageInput,
): Promise<HostMessageSent> {
  const { sent, mails } = await ctx.db.transaction(async (tx) => {
    const activity = await lockOwnActivity(tx, caller, activityId);
    if (activity.status === 'cancelled') throw new Conflict(M.cancelled);
    if (activity.endTime.getTime() + HOST_MESSAGES_DAYS_AFTER_END * DAY < Date.now()) {
      throw new Conflict(M.tooLate);
    }
    if ((await sentToday(tx, activity.id)) >= HOST_MESSAGES_PER_ACTIVITY_PER_DAY) {
      throw new Conflict(M.perDayLimit);
    }
    const linked = { subject: hasLink(input.subject), body: hasLink(input.body) };
    if ((linked.subject || linked.body) && !(await hasHosted(tx, caller.id))) {
      throw new Invalid(M.noLinksYet, {
        ...(linked.subject ? { subject: M.noLinksYet } : {}),
        ...(linked.body ? { body: M.noLinksYet } : {}),
      });
    }
    const guests = await recipientsOf(tx, activity.id, input.bookingIds);
    if (guests.length === 0) throw new Conflict(M.noPaidGuests);
    const host = await hostOf(tx, activity.hostId);

    const [row] = await tx
      .insert(hostMessages)
      .values({
        activityId: activity.id,
        hostId: activity.hostId,
        subject: input.subject,
        body: input.body,
        bookingIds: input.bookingIds ? [...new Set(input.bookingIds)] : null,
        recipientCount: guests.length,
      })
      .returning({ id: hostMessages.id });
    if (!row) throw new Error('host message not recorded');

    const title = guestTitle(activity);
    const queued: QueuedEmail[] = [];
    for (const guest of guests) {
      await deliverToConversation(tx, activity, row.id, guest, input);
      queued.push(
        await ctx.mailer.queue(tx, {
          to: guest.email,
          replyTo: host.replyTo,
          ...hostMessageEmail({
            recipient: guest,
            hostName: host.name,
            activityTitle: title,
            startTime: activity.startTime,
            endTime: activity.endTime,
            timeZone: activity.timeZone,
            cityName: activity.cityName,
            subject: input.subject,
            body: input.body,
            bookingsUrl: `${ctx.publicUrl}/my-bookings`,
          }),
        }),
      );
    }
    await recordAudit(tx, {
      actorId: caller.id,
      action: 'activity.message-guests',
      targetType: 'activity',
      targetId: activity.id,
      subjectUserId: caller.id,
      after: { subject: input.subject, recipientCount: guests.length },
    });
    return { sent: { id: row.id, recipientCount: guests.length }, mails: queued };
  });
  await Promise.all(mails.map((mail) => mail.dispatch()));
  return sent;
}

/** `GET /api/host/activities/:id/messages`: what was sent about the activity, newest first (host or admin). */
export async function listHostMessages(
  db: Database,
  caller: Caller,
  activityId: string,
): Promise<HostMessageList> {
  const [activity] = isUuid(activityId)
    ? await db.select({ hostId: activities.hostId }).from(activities).where(eq(activities.id, activityId))
    : [];
  if (!activity) throw new NotFound(HOSTING_MESSAGES.notFound);
  assertHostOf(caller, activity.hostId);
  const rows = await db
    .select({
      id: hostMessages.id,
      subject: hostMessages.subject,
      body: hostMessages.body,
      sentAt: hostMessages.createdAt,
      bookingIds: hostMessages.bookingIds,
      recipientCount: hostMessages.recipientCount,
    })
    .from(hostMessages)
    .where(eq(hostMessages.activityId, activityId))
    .orderBy(desc(hostMessages.createdAt), desc(hostMessages.id));
  return {
    items: rows.map(({ bookingIds, sentAt, ...row }) => ({
      ...row,
      sentAt: sentAt.toISOString(),
      audience: bookingIds ? ('chosen' as const) : ('all' as const),
    })),
  };
}
