import { BOOKING_MESSAGES } from '@sortim/contracts/bookings';
import { LIMITS } from '@sortim/contracts/limits';
import { type PartyLineInput, PRICING_MESSAGES } from '@sortim/contracts/pricing';
import { and, count, eq, gt, inArray, min, ne, not, sql } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { activities, paymentSessions, profiles } from '#src/db/schema.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { Conflict } from '#src/lib/errors.ts';
import { completeCheckout } from './completion.ts';
import type { PaymentContext } from './payment-context.ts';
import { type PricedParty, type QuoteRequest, quoteParty } from './quote.ts';
import { bookedPrivately, isGrantedHold } from './rules.ts';
import type { ShownTerms } from './shown-terms.ts';
import { putBackSpots, takeSpots, takeWholeDate } from './spots.ts';
import { claimOffer, offerFreeSpots, releaseSpots } from './waitlist-offers.ts';

/*
 * A checkout's hold on spots: taken here (takeHold), and ended here when it is not paid: expired, given up, replaced, or closed because
 * the host cancelled. Its spots go back on sale, offered to the waitlist first.
 */

/** Ends an open hold and offers its spots to the waitlist. Nothing happens if it is no longer open. */
export async function releaseHold(
  ctx: PaymentContext,
  sessionId: string,
  status: 'expired' | 'cancelled',
): Promise<void> {
  const mails = await ctx.db.transaction(async (tx) => {
    const [released] = await tx
      .update(paymentSessions)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open')))
      .returning({ activityId: paymentSessions.activityId, spots: paymentSessions.spots });
    return released ? releaseSpots(tx, ctx, released.activityId, released.spots) : [];
  });
  for (const mail of mails) await mail.dispatch();
}

/**
 * Closes an open hold the right way round: asks the provider first, so a guest who has just paid gets the
 * booking rather than a refund, and closes the checkout there before the spots go back on sale.
 */
export async function closeHold(
  ctx: PaymentContext,
  session: { id: string; providerSessionId: string | null },
  status: 'expired' | 'cancelled',
): Promise<void> {
  const providerId = session.providerSessionId;
  if (providerId && !providerId.startsWith('free_')) {
    const state = await ctx.provider.getCheckout(providerId);
    if (state.status === 'paid') {
      await completeCheckout(ctx, state);
      return;
    }
    await ctx.provider.expireCheckout(providerId);
  }
  await releaseHold(ctx, session.id, status);
}

/**
 * A closed (expired or cancelled) session whose provider page may still have taken a payment: two checkout
 * clicks at once can leave a page created after its session was replaced, and a page can be paid between
 * closeHold's question and its expiry. A payment found there settles through the one completion path (booked
 * if the spots are still there, otherwise refunded by its idempotency key); a page still open is expired
 * (the next sweep asks again); a page the provider reports expired is forgotten (`checkoutUrl` cleared), so
 * it is not asked about again.
 */
export async function settleClosedCheckout(
  ctx: PaymentContext,
  session: { id: string; providerSessionId: string },
): Promise<void> {
  const state = await ctx.provider.getCheckout(session.providerSessionId);
  if (state.status === 'paid') {
    await completeCheckout(ctx, state);
    return;
  }
  if (state.status === 'open') {
    await ctx.provider.expireCheckout(session.providerSessionId);
    return;
  }
  await ctx.db
    .update(paymentSessions)
    .set({ checkoutUrl: null, updatedAt: sql`now()` })
    .where(and(eq(paymentSessions.id, session.id), inArray(paymentSessions.status, CLOSED)));
}

/** What a new checkout asks to hold: a party of an activity the person may book (checkout checked). */
export type HoldRequest = {
  userId: string;
  activity: QuoteRequest['activity'];
  lines: PartyLineInput[];
  code: string | null;
  /** A private group: every spot of the date, which no one has booked or holds. */
  isPrivate: boolean;
  /** The policy, time and place the payment page shows: the booking is made under them. */
  shown: ShownTerms;
  /**
   * A hold the host gave a guest's request for a private date: it lasts this long (its payment link is
   * valid 48 hours) and is not counted in the guest's open-holds limit.
   */
  grantedForMinutes?: number;
};

/**
 * Takes a checkout's hold in the caller's transaction: refused past the open-holds limit, it replaces the
 * person's unpaid hold of this activity (keeping that hold's expiry), then, under the activity's row lock,
 * prices the party (quoteParty: the early seats and the code's uses are counted one hold after another),
 * uses a spot the waitlist offered them and takes the rest from the spots on sale, or refuses (409) sold out,
 * not enough, or booked privately. A private group takes the whole date. Returns the open session, its
 * quote, and the waitlist offers to send after the commit (of spots a smaller party left free).
 */
export async function takeHold(
  tx: Transaction,
  ctx: PaymentContext,
  request: HoldRequest,
): Promise<{ session: typeof paymentSessions.$inferSelect; priced: PricedParty; mails: QueuedEmail[] }> {
  const { userId, activity } = request;
  const activityId = activity.id;
  if (request.grantedForMinutes === undefined) await refuseHoldsBeyondLimit(tx, userId, activityId);
  const previous = await replaceOpenHold(tx, ctx, userId, activityId);
  await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId)).for('update');
  // Asked after the lock, in a statement of its own: it sees a private hold committed while we waited.
  const [date] = await tx
    .select({ privately: bookedPrivately(activities.id) })
    .from(activities)
    .where(eq(activities.id, activityId));
  if (date?.privately) throw new Conflict(PRICING_MESSAGES.bookedPrivately);
  const priced = await quoteParty(tx, ctx, { ...request, lock: true });
  const spots = request.isPrivate
    ? await takePrivateDate(tx, activityId)
    : await takePartySpots(tx, userId, activityId, priced.quote.seats);
  const { quote } = priced;
  const [session] = await tx
    .insert(paymentSessions)
    .values({
      provider: ctx.provider.name,
      userId,
      activityId,
      spots,
      lines: quote.lines,
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      amountCents: quote.amountCents,
      platformFeeCents: quote.platformFeeCents,
      promoCodeId: priced.code?.id ?? null,
      discountPayer: priced.code?.payer ?? null,
      isPrivate: request.isPrivate,
      shownPolicy: request.shown.policy,
      shownSchedule: request.shown.schedule,
      // A hold started over ends when the first one would have: restarting checkout never extends it.
      holdExpiresAt:
        request.grantedForMinutes !== undefined
          ? sql`now() + make_interval(mins => ${request.grantedForMinutes})`
          : (previous.holdExpiresAt ?? sql`now() + make_interval(mins => ${ctx.rules.holdMinutes})`),
    })
    .returning();
  if (!session) throw new Error('payment session not created');
  // A smaller party than the replaced hold frees spots: like every freed spot, the waitlist gets them first.
  const offers = previous.replaced ? await offerFreeSpots(tx, ctx, activityId) : [];
  return { session, priced, mails: [...previous.mails, ...offers] };
}

/** The party's seats: a spot the waitlist offered this person first, the rest from the spots on sale. */
async function takePartySpots(tx: Transaction, userId: string, activityId: string, seats: number) {
  const offered = await claimOffer(tx, userId, activityId);
  const needed = seats - Math.min(offered, seats);
  if (needed > 0 && !(await takeSpots(tx, activityId, needed))) {
    const [left] = await tx
      .select({ n: activities.spotsRemaining })
      .from(activities)
      .where(eq(activities.id, activityId));
    const anyLeft = (left?.n ?? 0) + offered > 0;
    throw new Conflict(anyLeft ? BOOKING_MESSAGES.notEnoughSpots : BOOKING_MESSAGES.soldOut);
  }
  return seats;
}

/** Every spot of a date nobody has booked or holds, or a refusal (someone was there first). */
async function takePrivateDate(tx: Transaction, activityId: string) {
  const spots = await takeWholeDate(tx, activityId);
  if (spots === 0) throw new Conflict(PRICING_MESSAGES.privateTaken);
  return spots;
}

/** A session whose hold ended without a payment (expired, or given up or replaced). */
export const CLOSED = ['expired', 'cancelled'] as const;

/**
 * What starting a checkout over left: whether a live hold was replaced (its spots went back), the expiry the
 * new hold keeps (null: a hold of its own), and the waitlist offers of spots freed.
 */
export type Replaced = { replaced: boolean; holdExpiresAt: Date | null; mails: QueuedEmail[] };

/**
 * A new checkout replaces the caller's unpaid one for the same activity (another party size, a second
 * tab): its spots go straight back into the count the new hold is taken from. The new hold keeps the
 * earliest expiry of the holds this person gave up on this activity that have not ended yet (replaced
 * here, or left from the payment page a moment before), so neither restarting checkout nor leaving and
 * coming back makes a hold last longer than the first one would have. A hold already past its expiry
 * that the sweep has not reached yet ends as expired, its spots offered to the waitlist first as the sweep
 * would have. The caller closed the old one at the provider first, so no payment can arrive for it
 * afterwards.
 */
async function replaceOpenHold(
  tx: Transaction,
  ctx: PaymentContext,
  userId: string,
  activityId: string,
): Promise<Replaced> {
  const ofThisPerson = and(eq(paymentSessions.userId, userId), eq(paymentSessions.activityId, activityId));
  const [open] = await tx
    .select({
      id: paymentSessions.id,
      spots: paymentSessions.spots,
      expired: sql<boolean>`${paymentSessions.holdExpiresAt} <= now()`,
    })
    .from(paymentSessions)
    .where(and(ofThisPerson, eq(paymentSessions.status, 'open')))
    .for('update');
  let mails: QueuedEmail[] = [];
  if (open) {
    await tx
      .update(paymentSessions)
      .set({ status: open.expired ? 'expired' : 'cancelled', updatedAt: sql`now()` })
      .where(eq(paymentSessions.id, open.id));
    if (open.expired) mails = await releaseSpots(tx, ctx, activityId, open.spots);
    else await putBackSpots(tx, activityId, open.spots);
  }
  const [given] = await tx
    .select({ up: min(paymentSessions.holdExpiresAt) })
    .from(paymentSessions)
    .where(
      and(
        ofThisPerson,
        eq(paymentSessions.status, 'cancelled'),
        gt(paymentSessions.holdExpiresAt, sql`now()`),
      ),
    );
  return { replaced: open !== undefined && !open.expired, holdExpiresAt: given?.up ?? null, mails };
}

/**
 * One person holds spots in at most LIMITS.maxOpenHolds activities at once, so one account (or a script
 * behind it) cannot keep many activities sold out with unpaid checkouts. A checkout of an activity the
 * caller already holds replaces that hold and is not counted; holds past their expiry are not counted
 * either. The caller's profile row is locked first, so checkouts of several activities at once are counted
 * one after another. Throws 409 with the message past the limit.
 */
async function refuseHoldsBeyondLimit(tx: Transaction, userId: string, activityId: string) {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
  const [held] = await tx
    .select({ n: count() })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.status, 'open'),
        ne(paymentSessions.activityId, activityId),
        gt(paymentSessions.holdExpiresAt, sql`now()`),
        // A date a host holds for the guest's request is the host's answer, not a checkout the guest keeps open.
        not(isGrantedHold(paymentSessions.id)),
      ),
    );
  if ((held?.n ?? 0) >= LIMITS.maxOpenHolds) throw new Conflict(BOOKING_MESSAGES.tooManyHolds);
}
