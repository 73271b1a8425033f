import { payoutSetupOf } from '@sortim/contracts/host-dashboard';
import { PAYOUT_MESSAGES, type PayoutOnboardingLink, type PayoutStatus } from '@sortim/contracts/payouts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { profiles } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import type { QueuedEmail } from '#src/lib/email/mailer.ts';
import { DomainError, NotFound } from '#src/lib/errors.ts';
import type { ConnectedAccountStatus } from '#src/lib/payments/payment-provider.ts';
import type { PaymentContext } from '#src/modules/reservations/payment-context.ts';
import { offerHostsFreeSpots } from '#src/modules/reservations/waitlist-offers.ts';

/*
 * Payout onboarding: a host opens a connected account at the payment provider, sets it up on the
 * provider's pages, and comes back to a status check. Provider calls run outside transactions (a network
 * call must not hold row locks, and on PGlite the test provider shares the one connection). Whether the
 * news comes from the check or from the provider's `account.updated` webhook, it lands in one function,
 * setPayoutsEnabled.
 */

/** The provider could not be reached or refused to start onboarding: a 502 with the spec's copy. */
export class PayoutStartFailed extends DomainError {
  constructor() {
    super(502, 'unavailable', PAYOUT_MESSAGES.startFailed);
  }
}

/** The provider could not tell the account's status: a 502 with the spec's copy. */
export class PayoutCheckFailed extends DomainError {
  constructor() {
    super(502, 'unavailable', PAYOUT_MESSAGES.checkFailed);
  }
}

/**
 * Records what the provider says of a connected account now (asked of it: an event's own payload may be
 * older than one already applied) on its host's profile. When payouts are enabled,
 * the host's upcoming activities can be booked, so their free spots go to the people on their waitlists:
 * the returned e-mails are for the caller to dispatch after the commit.
 */
export async function setPayoutsEnabled(
  tx: Transaction,
  ctx: PaymentContext,
  accountId: string,
  payoutsEnabled: boolean,
): Promise<QueuedEmail[]> {
  const [host] = await tx
    .update(profiles)
    .set({
      payoutsEnabled,
      stripeOnboardingComplete: sql`${profiles.stripeOnboardingComplete} or ${payoutsEnabled}`,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.stripeAccountId, accountId))
    .returning({ id: profiles.id });
  if (!host || !payoutsEnabled) return [];
  return offerHostsFreeSpots(tx, ctx, host.id);
}

async function payoutProfile(db: Database, userId: string) {
  const [profile] = await db
    .select({ stripeAccountId: profiles.stripeAccountId, payoutsEnabled: profiles.payoutsEnabled })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw new NotFound('Profile not found');
  return profile;
}

/** `GET /api/host/payouts`: the dashboard card, from the profile (no provider call). */
export async function getPayoutStatus(ctx: PaymentContext, caller: Caller): Promise<PayoutStatus> {
  const profile = await payoutProfile(ctx.db, caller.id);
  return { setup: payoutSetupOf(profile), status: null, payoutsEnabled: profile.payoutsEnabled };
}

/**
 * `POST /api/host/payouts/onboarding`: the host's connected account (opened on the first call) and a
 * fresh link to its onboarding. Two concurrent first calls store one account: the provider's create is
 * idempotent per host, and the account id is only written while the profile has none.
 */
export async function startPayoutOnboarding(
  ctx: PaymentContext,
  caller: Caller,
): Promise<PayoutOnboardingLink> {
  const profile = await payoutProfile(ctx.db, caller.id);
  try {
    const accountId = profile.stripeAccountId ?? (await openAccount(ctx, caller));
    // Finished or not, the host comes back to the dashboard, whose payment card checks the account
    // (?stripe=complete) and offers 'Continue setup' while it is unfinished.
    return await ctx.provider.createOnboardingLink({
      accountId,
      returnUrl: `${ctx.publicUrl}/host-dashboard?stripe=complete`,
      refreshUrl: `${ctx.publicUrl}/host-dashboard`,
    });
  } catch (err) {
    ctx.logger.error({ err, hostId: caller.id }, 'payout onboarding could not start');
    throw new PayoutStartFailed();
  }
}

async function openAccount(ctx: PaymentContext, caller: Caller): Promise<string> {
  const { accountId } = await ctx.provider.createConnectedAccount({ hostId: caller.id, email: caller.email });
  const [stored] = await ctx.db
    .update(profiles)
    .set({ stripeAccountId: accountId, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, caller.id), isNull(profiles.stripeAccountId)))
    .returning({ accountId: profiles.stripeAccountId });
  if (stored?.accountId) return stored.accountId;
  // Another request stored an account first: that one is the host's.
  const winner = (await payoutProfile(ctx.db, caller.id)).stripeAccountId;
  if (!winner) throw new Error(`no payout account stored for host ${caller.id}`);
  return winner;
}

/**
 * `POST /api/host/payouts/check`: asks the provider and stores the answer (payouts enabled or not). When
 * payouts are enabled the host's waitlisted guests are offered their spots. No account yet: pending.
 */
export async function checkPayoutStatus(ctx: PaymentContext, caller: Caller): Promise<PayoutStatus> {
  const profile = await payoutProfile(ctx.db, caller.id);
  const accountId = profile.stripeAccountId;
  if (!accountId) return { setup: 'not_started', status: 'pending', payoutsEnabled: false };

  let status: ConnectedAccountStatus;
  try {
    status = await ctx.provider.getConnectedAccountStatus(accountId);
  } catch (err) {
    ctx.logger.error({ err, hostId: caller.id, accountId }, 'payout account status check failed');
    throw new PayoutCheckFailed();
  }
  const payoutsEnabled = status === 'enabled';
  const mails = await ctx.db.transaction((tx) => setPayoutsEnabled(tx, ctx, accountId, payoutsEnabled));
  for (const mail of mails) await mail.dispatch();
  return { setup: payoutSetupOf({ stripeAccountId: accountId, payoutsEnabled }), status, payoutsEnabled };
}
