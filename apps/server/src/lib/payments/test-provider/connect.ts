import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  testProviderAccounts,
  testProviderCheckouts,
  testProviderTransferReversals,
  testProviderTransfers,
} from '#src/db/schema.ts';
import { Conflict, NotFound } from '#src/lib/errors.ts';
import {
  type ConnectedAccountStatus,
  DestinationChargeError,
  type PaymentProvider,
  TransferRefusedError,
} from '#src/lib/payments/payment-provider.ts';
import { accountUpdatedEvent, announce } from './events.ts';
import {
  claimKey,
  firstMade,
  madeUnder,
  rememberedKey,
  replayOf,
  requestParams,
  withKey,
} from './idempotency-keys.ts';
import { objectId, type TestProviderState } from './state.ts';

/*
 * Hosts' payout accounts (Stripe Express accounts stand-ins) and the transfers to them. The onboarding link
 * opens /pay/connect/<account id>, where the host completes setup or leaves it needing action, and the change
 * is announced by a signed `account.updated` event; accounts live in `test_provider_accounts`.
 *
 * A transfer moves the host's share of one payment charged on the platform to their account (refused while
 * the account is not enabled), and a reversal takes part of it back; both are kept in
 * `test_provider_transfers` and `test_provider_transfer_reversals`, listed on the account's page.
 */

/** A transfer to a connected account as its page shows it, with what was taken back of it. */
export type TransferView = {
  id: string;
  paymentId: string;
  amountCents: number;
  reversedCents: number;
  transferGroup: string;
  createdAt: Date;
  reversals: { id: string; amountCents: number; createdAt: Date }[];
};

/** A connected account as its onboarding page shows it, with the transfers made to it (newest first). */
export type ConnectedAccountView = {
  id: string;
  email: string;
  status: ConnectedAccountStatus;
  transfers: TransferView[];
};

/** How the host leaves the test onboarding page. */
export type OnboardingOutcome = Exclude<ConnectedAccountStatus, 'pending'>;

/** The onboarding page's side of the provider. */
export type OnboardingPage = {
  /** The connected account for its onboarding page; null for an unknown id. */
  viewAccount(accountId: string): Promise<ConnectedAccountView | null>;
  /**
   * The host completed setup ('enabled') or left it incomplete ('action_required'). A change is announced
   * by one signed `account.updated` event; the same answer again changes and announces nothing.
   */
  finishOnboarding(
    accountId: string,
    outcome: OnboardingOutcome,
  ): Promise<'updated' | 'unchanged' | 'not_found'>;
};

/** The account's page lists its latest transfers, this many at most. */
export const TRANSFERS_SHOWN = 50;

/** Why the account cannot be paid now, or null when it can. */
function transferBlocker(account: { status: ConnectedAccountStatus } | undefined): string | null {
  if (!account || account.status === 'pending') return 'its payout setup is not finished';
  if (account.status === 'action_required') return 'its payouts are off until the host completes setup';
  return null;
}

type ConnectMethods = Pick<
  PaymentProvider,
  | 'transfer'
  | 'reverseTransfer'
  | 'findTransfer'
  | 'findReversal'
  | 'createConnectedAccount'
  | 'createOnboardingLink'
  | 'getConnectedAccountStatus'
> &
  OnboardingPage;

export function connectMethods(state: TestProviderState): ConnectMethods {
  const { db, base, publicOrigin, webhookSecret, findAccount, ownUrl } = state;
  return {
    async transfer({ paymentId, destination, amountCents, transferGroup, idempotencyKey, metadata = {} }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new Error(`Transfer amount must be a positive number of cents, got ${amountCents}`);
      }
      const request = requestParams(
        ['transfer', paymentId, destination, amountCents, transferGroup],
        metadata,
      );
      // A remembered key replays what it made, even to an account that cannot be paid now.
      const kept = await rememberedKey(db, idempotencyKey);
      if (kept) return { transferId: replayOf(kept, request, idempotencyKey) };
      const blocker = transferBlocker(await findAccount(destination));
      if (blocker)
        throw new TransferRefusedError(`The test provider will not pay ${destination} now: ${blocker}`);

      // The payment's row is locked: concurrent transfers it funds are decided one at a time.
      return db.transaction(async (tx) => {
        const c = testProviderCheckouts;
        const t = testProviderTransfers;
        const [payment] = await tx
          .select({ amountCents: c.amountCents, destinationAccount: c.destinationAccount })
          .from(c)
          .where(and(eq(c.paymentId, paymentId), eq(c.status, 'complete')))
          .for('update');
        if (!payment) throw new NotFound(`No such payment: ${paymentId}`);
        if (payment.destinationAccount !== null) {
          throw new DestinationChargeError(
            `Payment ${paymentId} is a destination charge: its host's share went to ${payment.destinationAccount} with it`,
          );
        }
        const key = await claimKey(tx, idempotencyKey, request, objectId('tr_test_'));
        if (!key.made) return { transferId: key.id };
        const [funded] = await tx
          .select({ cents: sql<number>`coalesce(sum(${t.amountCents}), 0)::int` })
          .from(t)
          .where(eq(t.paymentId, paymentId));
        const left = payment.amountCents - (funded?.cents ?? 0);
        if (amountCents > left) {
          throw new Conflict(
            `The transfer amount (${amountCents} cents) exceeds what is left of payment ${paymentId} (${left} cents)`,
          );
        }
        await tx.insert(t).values({
          id: key.id,
          paymentId,
          destinationAccount: destination,
          amountCents,
          transferGroup,
          metadata: withKey(metadata, idempotencyKey),
        });
        return { transferId: key.id };
      });
    },

    async reverseTransfer({ transferId, amountCents, idempotencyKey, metadata = {} }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new Error(`Reversal amount must be a positive number of cents, got ${amountCents}`);
      }
      const request = requestParams(['reversal', transferId, amountCents], metadata);
      const t = testProviderTransfers;
      const r = testProviderTransferReversals;
      // The transfer's row is locked: one reversal at a time, never more than what is left of it.
      return db.transaction(async (tx) => {
        const [transfer] = await tx.select().from(t).where(eq(t.id, transferId)).for('update');
        if (!transfer) throw new NotFound(`No such transfer: ${transferId}`);
        const key = await claimKey(tx, idempotencyKey, request, objectId('trr_test_'));
        if (!key.made) return { reversalId: key.id };
        const left = transfer.amountCents - transfer.reversedCents;
        if (amountCents > left) {
          throw new Conflict(
            `You have attempted to reverse ${amountCents} cents of transfer ${transferId}, which has ${left} cents left to reverse`,
          );
        }
        await tx
          .insert(r)
          .values({ id: key.id, transferId, amountCents, metadata: withKey(metadata, idempotencyKey) });
        await tx
          .update(t)
          .set({ reversedCents: sql`${t.reversedCents} + ${amountCents}` })
          .where(eq(t.id, transferId));
        return { reversalId: key.id };
      });
    },

    async findTransfer({ paymentId, transferGroup, idempotencyKey }) {
      const t = testProviderTransfers;
      return firstMade(
        db
          .select({ id: t.id, amountCents: t.amountCents })
          .from(t)
          .where(
            and(
              eq(t.paymentId, paymentId),
              eq(t.transferGroup, transferGroup),
              madeUnder(t, 'tr_test_', idempotencyKey),
            ),
          )
          .orderBy(asc(t.createdAt), asc(t.id))
          .limit(1),
      );
    },

    async findReversal({ transferId, idempotencyKey }) {
      const r = testProviderTransferReversals;
      return firstMade(
        db
          .select({ id: r.id, amountCents: r.amountCents })
          .from(r)
          .where(and(eq(r.transferId, transferId), madeUnder(r, 'trr_test_', idempotencyKey)))
          .orderBy(asc(r.createdAt), asc(r.id))
          .limit(1),
      );
    },

    async createConnectedAccount({ hostId, email }) {
      // Derived from the host with a key only the server has: a repeated or concurrent create gives the
      // one account (like Stripe's idempotency key), and nobody can work out a host's onboarding page.
      const digest = createHmac('sha256', webhookSecret).update(`connected-account:${hostId}`).digest('hex');
      const accountId = `acct_test_${digest.slice(0, 32)}`;
      await db.insert(testProviderAccounts).values({ id: accountId, email }).onConflictDoNothing();
      return { accountId };
    },

    async createOnboardingLink({ accountId, returnUrl }) {
      if (!(await findAccount(accountId))) throw new NotFound(`No such account: ${accountId}`);
      if (!ownUrl(returnUrl)) throw new Error(`The return URL must be on ${publicOrigin}: ${returnUrl}`);
      const query = new URLSearchParams({ return: returnUrl });
      return { url: `${base}/pay/connect/${accountId}?${query}` };
    },

    async getConnectedAccountStatus(accountId) {
      // An account this provider never made (demo data made without its row) has nothing submitted yet.
      return (await findAccount(accountId))?.status ?? 'pending';
    },

    async viewAccount(accountId) {
      const row = await findAccount(accountId);
      if (!row) return null;
      const t = testProviderTransfers;
      const r = testProviderTransferReversals;
      const transfers = await db
        .select()
        .from(t)
        .where(eq(t.destinationAccount, row.id))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(TRANSFERS_SHOWN);
      const reversals = transfers.length
        ? await db
            .select()
            .from(r)
            .where(
              inArray(
                r.transferId,
                transfers.map((tr) => tr.id),
              ),
            )
            .orderBy(asc(r.createdAt), asc(r.id))
        : [];
      return {
        id: row.id,
        email: row.email,
        status: row.status,
        transfers: transfers.map((tr) => ({
          id: tr.id,
          paymentId: tr.paymentId,
          amountCents: tr.amountCents,
          reversedCents: tr.reversedCents,
          transferGroup: tr.transferGroup,
          createdAt: tr.createdAt,
          reversals: reversals
            .filter((rv) => rv.transferId === tr.id)
            .map((rv) => ({ id: rv.id, amountCents: rv.amountCents, createdAt: rv.createdAt })),
        })),
      };
    },

    async finishOnboarding(accountId, outcome) {
      const t = testProviderAccounts;
      // Only the request that changes the status announces it.
      const [changed] = await db
        .update(t)
        .set({ status: outcome })
        .where(and(eq(t.id, accountId), ne(t.status, outcome)))
        .returning();
      if (!changed) return (await findAccount(accountId)) ? 'unchanged' : 'not_found';
      await announce(state, accountUpdatedEvent(changed, new Date()));
      return 'updated';
    },
  };
}
