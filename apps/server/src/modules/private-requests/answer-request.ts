import { BOOKING_MESSAGES, type CheckoutResult } from '@sortim/contracts/bookings';
import {
  PRIVATE_GROUP_MESSAGES,
  PRIVATE_REQUEST_HOLD_MINUTES,
  type PrivateRequest,
} from '@sortim/contracts/private-groups';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { privateDateRequests, profiles, users } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { recipientColumns } from '#src/lib/email/recipient.ts';
import {
  privateRequestAcceptedEmail,
  privateRequestDeclinedEmail,
} from '#src/lib/email/templates/private-requests.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { payHeldCheckout } from '#src/modules/checkout/pay-held.ts';
import { assertHostOf } from '#src/modules/host-access/own-activity.ts';
import { takeHold } from '#src/modules/reservations/holds.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { shownTermsOf } from '#src/modules/reservations/shown-terms.ts';
import { createPrivateDate } from './new-private-date.ts';
import { type RequestRow, requestRow, toPrivateRequest } from './private-request-view.ts';

/*
 * The host's answer to a request for a private date, and the guest's payment once accepted.
 *
 * Accepting is one transaction: the date is made (new-private-date.ts), reservations' takeHold holds all of
 * it for the guest for 48 hours at the group's price (the whole date, the private minimum), the request
 * records both, and the guest's e-mail with the payment link is queued. Any failure leaves nothing behind.
 * The request's row lock makes a second answer (a double click, the host and an admin at once) wait, then
 * find it answered.
 */

/** A request, for its activity's host or an admin: 404 when there is none, 403 for another host. */
async function requestToAnswer(ctx: PaymentContext, caller: Caller, id: string): Promise<RequestRow> {
  const row = await requestRow(ctx.db, id);
  if (!row) throw new NotFound(PRIVATE_GROUP_MESSAGES.requestNotFound);
  assertHostOf(caller, row.activity.hostId);
  return row;
}

/** Locks a request that still waits for its answer; 409 once answered, or once its time has passed. */
async function lockPending(tx: Transaction, id: string) {
  const [locked] = await tx
    .select({
      status: privateDateRequests.status,
      passed: sql<boolean>`${privateDateRequests.startsAt} <= now()`,
    })
    .from(privateDateRequests)
    .where(eq(privateDateRequests.id, id))
    .for('update');
  if (locked?.status !== 'pending') throw new Conflict(PRIVATE_GROUP_MESSAGES.alreadyAnswered);
  return locked;
}

const guestOf = async (tx: Transaction, guestId: string) => {
  const [guest] = await tx
    .select(recipientColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, guestId));
  if (!guest) throw new Error('the request has no guest');
  return guest;
};

export async function acceptRequest(
  ctx: PaymentContext,
  caller: Caller,
  id: string,
): Promise<PrivateRequest> {
  const row = await requestToAnswer(ctx, caller, id);
  const [host] = await ctx.db
    .select({ payoutsEnabled: profiles.payoutsEnabled, accountId: profiles.stripeAccountId })
    .from(profiles)
    .where(eq(profiles.id, row.activity.hostId));
  if (!host?.payoutsEnabled || !host.accountId) throw new Conflict(PRIVATE_GROUP_MESSAGES.payoutsFirst);

  const mails: QueuedEmail[] = await ctx.db.transaction(async (tx) => {
    const locked = await lockPending(tx, id);
    if (locked.passed) throw new Conflict(PRIVATE_GROUP_MESSAGES.requestPassed);
    const { date, firstCategoryId } = await createPrivateDate(
      tx,
      row.activity.id,
      row.startsAt,
      row.groupSize,
    );
    const { session, mails } = await takeHold(tx, ctx, {
      userId: row.guestId,
      activity: date,
      lines: [{ categoryId: firstCategoryId, quantity: row.groupSize }],
      code: null,
      isPrivate: true,
      shown: shownTermsOf(date),
      grantedForMinutes: PRIVATE_REQUEST_HOLD_MINUTES,
    });
    await tx
      .update(privateDateRequests)
      .set({
        status: 'accepted',
        createdActivityId: date.id,
        paymentSessionId: session.id,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(privateDateRequests.id, id));
    const guest = await guestOf(tx, row.guestId);
    const accepted = await ctx.mailer.queue(tx, {
      to: guest.email,
      ...privateRequestAcceptedEmail({
        recipient: guest,
        activityTitle: guestTitle(date),
        startsAt: date.startTime,
        endsAt: date.endTime,
        timeZone: row.activity.timeZone,
        cityName: row.activity.cityName,
        amountCents: session.amountCents,
        payBy: session.holdExpiresAt,
        payUrl: `${ctx.publicUrl}/private-requests/${id}`,
      }),
    });
    return [...mails, accepted];
  });
  for (const mail of mails) await mail.dispatch();
  return answered(ctx, id);
}

export async function declineRequest(
  ctx: PaymentContext,
  caller: Caller,
  id: string,
  note: string,
): Promise<PrivateRequest> {
  const row = await requestToAnswer(ctx, caller, id);
  const mail = await ctx.db.transaction(async (tx) => {
    await lockPending(tx, id);
    await tx
      .update(privateDateRequests)
      .set({ status: 'declined', hostNote: note, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(privateDateRequests.id, id));
    const guest = await guestOf(tx, row.guestId);
    const length = row.activity.endTime.getTime() - row.activity.startTime.getTime();
    return ctx.mailer.queue(tx, {
      to: guest.email,
      ...privateRequestDeclinedEmail({
        recipient: guest,
        activityTitle: guestTitle(row.activity),
        startsAt: row.startsAt,
        endsAt: new Date(row.startsAt.getTime() + length),
        timeZone: row.activity.timeZone,
        cityName: row.activity.cityName,
        note,
        activityUrl: `${ctx.publicUrl}/activity/${row.activity.id}`,
      }),
    });
  });
  await mail.dispatch();
  return answered(ctx, id);
}

async function answered(ctx: PaymentContext, id: string): Promise<PrivateRequest> {
  const row = await requestRow(ctx.db, id);
  if (!row) throw new NotFound(PRIVATE_GROUP_MESSAGES.requestNotFound);
  return toPrivateRequest(row);
}

/**
 * The guest pays for the date held for them: a payment page for the existing hold (checkout's pay-held),
 * never a new hold. Only the request's guest; paid, expired and unanswered requests have nothing to pay.
 */
export async function payForRequest(
  ctx: PaymentContext,
  caller: Caller,
  id: string,
): Promise<CheckoutResult> {
  const row = await requestRow(ctx.db, id);
  if (!row || row.guestId !== caller.id) throw new NotFound(PRIVATE_GROUP_MESSAGES.requestNotFound);
  const { stage } = toPrivateRequest(row);
  if (stage === 'paid') throw new Conflict(BOOKING_MESSAGES.alreadyBooked);
  if (stage === 'expired') throw new Conflict(PRIVATE_GROUP_MESSAGES.linkExpired);
  if (stage !== 'payable' || !row.paymentSessionId) throw new Conflict(PRIVATE_GROUP_MESSAGES.notPayable);
  return payHeldCheckout(ctx, caller, row.paymentSessionId, {
    cancelUrl: `${ctx.publicUrl}/private-requests/${id}`,
  });
}
