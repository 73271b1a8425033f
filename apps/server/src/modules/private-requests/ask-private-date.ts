import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { formatMessage } from '@sortim/contracts/messages';
import { PRICING_MESSAGES } from '@sortim/contracts/pricing';
import {
  PRIVATE_GROUP_MESSAGES,
  PRIVATE_REQUEST_MAX_LEAD_DAYS,
  PRIVATE_REQUEST_MIN_LEAD_HOURS,
  type PrivateRequest,
  type PrivateRequestInput,
} from '@sortim/contracts/private-groups';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { activities, privateDateRequests, profiles, users } from '#src/db/schema.ts';
import { activityCityName, activityTimeZone } from '#src/lib/activity-time-zone.ts';
import { barcelonaTime, DAY, HOUR } from '#src/lib/barcelona-time.ts';
import type { Caller } from '#src/lib/caller.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import { privateRequestReceivedEmail } from '#src/lib/email/templates/private-requests.ts';
import { Conflict, Invalid, NotFound } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { isUuid } from '#src/lib/ids.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { isListed } from '#src/modules/reservations/rules.ts';
import { requestRow, toPrivateRequest } from './private-request-view.ts';

/*
 * "Ask for a private date": a signed-in guest asks the host of an activity offered privately for a day, a
 * start time (on the activity's city's clock) and a group size; the host is told by e-mail, in their language, and answers from
 * their dashboard. One request of a guest's waits per activity at a time.
 */

type Input = z.output<typeof PrivateRequestInput>;

export async function askForPrivateDate(
  ctx: PaymentContext,
  caller: Caller,
  activityId: string,
  input: Input,
): Promise<PrivateRequest> {
  const activity = await offeredActivity(ctx, activityId);
  if (activity.hostId === caller.id) throw new Conflict(BOOKING_MESSAGES.ownActivity);
  if (activity.privateMaxGroup === null) throw new Conflict(PRICING_MESSAGES.notPrivate);
  if (input.groupSize > activity.privateMaxGroup) {
    const message = formatMessage(PRIVATE_GROUP_MESSAGES.groupSizeMax, { max: activity.privateMaxGroup });
    throw new Invalid(message, { groupSize: message });
  }
  const startsAt = startOf(input, activity.timeZone);
  const message = input.message.trim() || null;

  const { id, mail } = await ctx.db.transaction(async (tx) => {
    // The guest's profile row orders their requests, so two sent at once cannot both wait.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, caller.id)).for('update');
    const [waiting] = await tx
      .select({ id: privateDateRequests.id })
      .from(privateDateRequests)
      .where(
        and(
          eq(privateDateRequests.guestId, caller.id),
          eq(privateDateRequests.activityId, activity.id),
          eq(privateDateRequests.status, 'pending'),
        ),
      );
    if (waiting) throw new Conflict(PRIVATE_GROUP_MESSAGES.alreadyAsked);
    const [created] = await tx
      .insert(privateDateRequests)
      .values({ activityId: activity.id, guestId: caller.id, startsAt, groupSize: input.groupSize, message })
      .returning({ id: privateDateRequests.id });
    if (!created) throw new Error('private date request not created');
    const [guest] = await tx
      .select({ name: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.id, caller.id));
    const length = activity.endTime.getTime() - activity.startTime.getTime();
    const mail = await ctx.mailer.queue(tx, {
      to: activity.host.email,
      ...privateRequestReceivedEmail({
        recipient: activity.host,
        guestName: guest?.name ?? caller.name,
        activityTitle: guestTitle(activity),
        startsAt,
        endsAt: new Date(startsAt.getTime() + length),
        timeZone: activity.timeZone,
        cityName: activity.cityName,
        groupSize: input.groupSize,
        message,
        answerUrl: `${ctx.publicUrl}/host-dashboard#private-requests`,
      }),
    });
    return { id: created.id, mail };
  });
  await mail.dispatch();
  const row = await requestRow(ctx.db, id);
  if (!row) throw new Error('private date request not found after creating it');
  return toPrivateRequest(row);
}

/** A listed activity offered privately, with its host as e-mails address them; 404 when not listed. */
async function offeredActivity(ctx: PaymentContext, activityId: string) {
  const [row] = isUuid(activityId)
    ? await ctx.db
        .select({
          id: activities.id,
          hostId: activities.hostId,
          title: activities.title,
          seriesId: activities.seriesId,
          startTime: activities.startTime,
          endTime: activities.endTime,
          privateMaxGroup: activities.privateMaxGroup,
          timeZone: activityTimeZone,
          cityName: activityCityName,
          listed: isListed,
          host: recipientColumns,
        })
        .from(activities)
        .innerJoin(users, eq(users.id, activities.hostId))
        .innerJoin(profiles, eq(profiles.id, activities.hostId))
        .where(eq(activities.id, activityId))
    : [];
  if (!row?.listed) throw new NotFound('Activity not found');
  return row;
}

/** The start asked for, on the activity's city's clock: at least a day ahead (the host prepares), within a year. */
function startOf(input: Pick<Input, 'day' | 'time'>, timeZone: string): Date {
  const [year = 0, month = 0, day = 0] = input.day.split('-').map(Number);
  const startsAt = barcelonaTime({ year, month, day }, input.time, timeZone);
  const ahead = startsAt.getTime() - Date.now();
  if (ahead < PRIVATE_REQUEST_MIN_LEAD_HOURS * HOUR) {
    throw new Invalid(PRIVATE_GROUP_MESSAGES.startTooSoon, { day: PRIVATE_GROUP_MESSAGES.startTooSoon });
  }
  if (ahead > PRIVATE_REQUEST_MAX_LEAD_DAYS * DAY) {
    throw new Invalid(PRIVATE_GROUP_MESSAGES.startTooLate, { day: PRIVATE_GROUP_MESSAGES.startTooLate });
  }
  return startsAt;
}
