import type { CheckoutResult } from '@sortim/contracts/bookings';
import { PRIVATE_GROUP_MESSAGES } from '@sortim/contracts/private-groups';
import { DEFAULT_LOCALE, type Locale } from '@sortim/contracts/product';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { activities, paymentSessions, profiles } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict } from '#src/lib/errors.ts';
import { guestTitle } from '#src/lib/guest-title.ts';
import { heldParty } from '#src/modules/reservations/held-party.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { paymentPageLines } from '#src/modules/reservations/payment-page-lines.ts';
import { refundTermsText } from '#src/modules/reservations/refund-terms.ts';
import { bookWithoutPayment, CheckoutFailed, closeReplacedPage, successUrl } from './payment-pages.ts';

/*
 * A payment page for a hold the guest already has (a host's acceptance of their request for a private date
 * holds the date 48 hours): no new hold is taken, the provider's checkout is made for the existing one, at
 * the prices the hold keeps. A page lasts at most 23 hours (Stripe's end within a day) and never past the
 * hold; a later click closes the old page and opens a new one. The payment completes through the one
 * completion path, as every checkout does.
 */

/** Stripe closes a page at most 24 hours after it opens; ours close an hour before that. */
const PAGE_HOURS = 23;

/** Where the guest pays for their open hold `sessionId`; 409 when the hold has ended (or was paid). */
export async function payHeldCheckout(
  ctx: PaymentContext,
  caller: Caller,
  sessionId: string,
  options: { cancelUrl: string },
): Promise<CheckoutResult> {
  const held = await findOpenHold(ctx, caller, sessionId);
  if (held.session.amountCents === 0) return bookWithoutPayment(ctx, held.session.id);
  const previous = held.session.providerSessionId;
  if (previous) await closeReplacedPage(ctx, previous);

  const { session, activity } = held;
  const locale = held.callerLocale ?? DEFAULT_LOCALE;
  const title = guestTitle(activity);
  const pageEnd = Date.now() + PAGE_HOURS * 60 * 60 * 1000;
  const priced = await heldParty(ctx.db, session);
  let page: { id: string; url: string };
  try {
    page = await ctx.provider.createCheckout({
      reference: session.id,
      ...(previous ? { replacesPage: previous } : {}),
      activity: { id: activity.id, title },
      userId: caller.id,
      customerEmail: caller.email,
      spots: priced.quote.seats,
      ...paymentPageLines(priced, title, locale),
      successUrl: successUrl(ctx, '{CHECKOUT_SESSION_ID}'),
      cancelUrl: options.cancelUrl,
      expiresAt: new Date(Math.min(session.holdExpiresAt.getTime(), pageEnd)),
      submitMessage: refundTermsText(
        {
          cancellationPolicy: session.shownPolicy ?? activity.cancellationPolicy,
          startTime: activity.startTime,
          hostChanged: false,
        },
        locale,
      ),
    });
  } catch (err) {
    // The hold is the host's answer to a request: it stays, and the guest may try again.
    ctx.logger.error({ err, paymentSessionId: session.id }, 'payment page for a held date not created');
    throw new CheckoutFailed();
  }

  // Stored only over the page it replaced: of two clicks at once, the first to store wins and the other's
  // page is closed (its guest is sent to the winner's).
  const [stored] = await ctx.db
    .update(paymentSessions)
    .set({ providerSessionId: page.id, checkoutUrl: page.url, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentSessions.id, session.id),
        eq(paymentSessions.status, 'open'),
        previous
          ? eq(paymentSessions.providerSessionId, previous)
          : isNull(paymentSessions.providerSessionId),
      ),
    )
    .returning({ id: paymentSessions.id });
  if (stored) return { url: page.url, sessionId: page.id };
  await ctx.provider.expireCheckout(page.id).catch((err: unknown) => {
    ctx.logger.warn({ err, checkoutId: page.id }, 'a payment page that lost the race was not closed');
  });
  const [now] = await ctx.db
    .select({
      providerSessionId: paymentSessions.providerSessionId,
      checkoutUrl: paymentSessions.checkoutUrl,
    })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'open')));
  if (now?.providerSessionId && now.checkoutUrl)
    return { url: now.checkoutUrl, sessionId: now.providerSessionId };
  throw new Conflict(PRIVATE_GROUP_MESSAGES.linkExpired);
}

/** The caller's own open hold with its activity, or 409: it ended (released, expired or paid). */
async function findOpenHold(ctx: PaymentContext, caller: Caller, sessionId: string) {
  const [held] = await ctx.db
    .select({
      session: paymentSessions,
      activity: {
        id: activities.id,
        title: activities.title,
        seriesId: activities.seriesId,
        startTime: activities.startTime,
        cancellationPolicy: activities.cancellationPolicy,
      },
      callerLocale: sql<Locale | null>`(select ${profiles.locale} from ${profiles} where ${profiles.id} = ${caller.id})`,
    })
    .from(paymentSessions)
    .innerJoin(activities, eq(activities.id, paymentSessions.activityId))
    .where(
      and(
        eq(paymentSessions.id, sessionId),
        eq(paymentSessions.userId, caller.id),
        eq(paymentSessions.status, 'open'),
        gt(paymentSessions.holdExpiresAt, sql`now()`),
      ),
    );
  if (!held) throw new Conflict(PRIVATE_GROUP_MESSAGES.linkExpired);
  return held;
}
