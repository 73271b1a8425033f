import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signed, useStripeProvider } from '#src/test/stripe-provider-harness.ts';
import { DestinationChargeError, TransferRefusedError } from './payment-provider.ts';

const ctx = useStripeProvider();
const { requestsTo, paidCheckout, paidDestinationCharge, payableAccount } = ctx;

describe('the Stripe payment provider', () => {
  describe('transfer', () => {
    async function paidAndPayable() {
      const paid = await paidCheckout();
      const charge = ctx.stripe.paymentIntents.get(paid.paymentId)?.chargeId;
      return { ...paid, charge, destination: payableAccount() };
    }

    it('pays the host’s share to their account, funded by the payment’s charge, in the activity’s group', async () => {
      const { sent, paymentId, charge, destination } = await paidAndPayable();
      const group = `activity_${sent.activity.id}`;

      const { transferId } = await ctx.provider.transfer({
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: group,
        idempotencyKey: `transfer-${paymentId}`,
        metadata: { booking_id: 'b1' },
      });

      const [create] = requestsTo('/v1/transfers').slice(-1);
      expect(create?.method).toBe('POST');
      expect(create?.params).toEqual({
        amount: '4050',
        currency: 'eur',
        destination,
        transfer_group: group,
        source_transaction: charge,
        'metadata[booking_id]': 'b1',
        'metadata[sortim_key]': `transfer-${paymentId}`,
      });
      expect(create?.idempotencyKey).toBe(`transfer-${paymentId}`);
      expect(ctx.stripe.transfers.get(transferId)).toMatchObject({
        amount: 4050,
        destination,
        source_transaction: charge,
        transfer_group: group,
        metadata: { booking_id: 'b1', sortim_key: `transfer-${paymentId}` },
      });
    });

    it('transfers once however often (and however concurrently) it is asked with one key', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };

      const [first, second] = await Promise.all([ctx.provider.transfer(input), ctx.provider.transfer(input)]);
      const third = await ctx.provider.transfer(input);

      expect(second).toEqual(first);
      expect(third).toEqual(first);
      expect([...ctx.stripe.transfers.values()].filter((t) => t.destination === destination)).toHaveLength(1);
      // The same key with other parameters is Stripe's idempotency_error, and moves nothing.
      await expect(ctx.provider.transfer({ ...input, amountCents: 4000 })).rejects.toThrow(
        Stripe.errors.StripeIdempotencyError,
      );
      expect([...ctx.stripe.transfers.values()].filter((t) => t.destination === destination)).toHaveLength(1);
    });

    it('is refused while the account’s payouts are off, and pays with the same key once they are back', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const onboarded = ctx.stripe.updateAccount(destination, {});
      ctx.stripe.updateAccount(destination, {
        payouts_enabled: false,
        requirements: { ...onboarded.requirements, past_due: ['external_account'] },
      });
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };

      const refused = ctx.provider.transfer(input);

      await expect(refused).rejects.toThrow(TransferRefusedError);
      await expect(refused).rejects.toThrow(
        `Stripe will not pay ${destination} now: its payouts are off (requirements due: external_account)`,
      );
      expect(requestsTo('/v1/transfers').filter((r) => r.idempotencyKey === input.idempotencyKey)).toEqual(
        [],
      );

      ctx.stripe.onboardAccount(destination);
      const { transferId } = await ctx.provider.transfer(input);
      expect(ctx.stripe.transfers.get(transferId)?.destination).toBe(destination);
    });

    it('answers the transfer already made when asked again after the account’s payouts went off', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };
      const first = await ctx.provider.transfer(input);
      ctx.stripe.updateAccount(destination, { payouts_enabled: false });
      const creates = requestsTo('/v1/transfers').filter((r) => r.method === 'POST').length;

      expect(await ctx.provider.transfer(input)).toEqual(first);

      expect(requestsTo('/v1/transfers').filter((r) => r.method === 'POST')).toHaveLength(creates);
      expect([...ctx.stripe.transfers.values()].filter((t) => t.destination === destination)).toHaveLength(1);
    });

    it('reads Stripe’s own refusal of the account as a refusal, and pays with the same key once it is lifted', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      ctx.stripe.refuseTransfers(destination);
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };

      await expect(ctx.provider.transfer(input)).rejects.toThrow(
        /^Stripe will not pay acct_[\w-]+ now: Your destination account needs to have at least one of the following capabilities enabled/,
      );
      await expect(ctx.provider.transfer(input)).rejects.toThrow(TransferRefusedError);

      ctx.stripe.refuseTransfers(destination, false);
      expect((await ctx.provider.transfer(input)).transferId).toMatch(/^tr_/);
    });

    it('throws anything else as it is: an account Stripe does not have, Stripe down', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const input = {
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      };

      await expect(ctx.provider.transfer({ ...input, destination: 'acct_unknown' })).rejects.toThrow(
        Stripe.errors.StripePermissionError,
      );
      ctx.stripe.failNext('transfer.create', 'error', 3);
      const down = ctx.provider.transfer(input);
      await expect(down).rejects.toThrow(Stripe.errors.StripeAPIError);
      await expect(down).rejects.not.toThrow(TransferRefusedError);
    });

    it('never transfers from a destination charge: its host was paid with it', async () => {
      const paymentId = await paidDestinationCharge();
      const transfersBefore = ctx.stripe.transfers.size;

      const refused = ctx.provider.transfer({
        paymentId,
        destination: payableAccount(),
        amountCents: 4050,
        transferGroup: 'activity_old',
        idempotencyKey: `transfer-${paymentId}`,
      });

      await expect(refused).rejects.toThrow(DestinationChargeError);
      await expect(refused).rejects.toThrow(
        `Payment ${paymentId} is a destination charge: its host's share went to acct_host123 with it`,
      );
      expect(ctx.stripe.transfers.size).toBe(transfersBefore);
    });

    it('refuses to transfer more than the payment brought in', async () => {
      const { sent, paymentId, destination } = await paidAndPayable();
      const input = { paymentId, destination, transferGroup: `activity_${sent.activity.id}` };

      await ctx.provider.transfer({ ...input, amountCents: 4000, idempotencyKey: randomUUID() });

      await expect(
        ctx.provider.transfer({ ...input, amountCents: 501, idempotencyKey: randomUUID() }),
      ).rejects.toThrow(/exceeds what is left of the source transaction \(500\)/);
    });
  });

  describe('reverseTransfer', () => {
    async function transferred() {
      const { sent, paymentId } = await paidCheckout();
      const destination = payableAccount();
      const { transferId } = await ctx.provider.transfer({
        paymentId,
        destination,
        amountCents: 4050,
        transferGroup: `activity_${sent.activity.id}`,
        idempotencyKey: `transfer-${paymentId}`,
      });
      return { paymentId, transferId };
    }

    it('takes part of a transfer back once however often it is asked with one key', async () => {
      const { transferId } = await transferred();
      const input = {
        transferId,
        amountCents: 1350,
        idempotencyKey: `reverse-${transferId}`,
        metadata: { booking_id: 'b1' },
      };

      const [first, second] = await Promise.all([
        ctx.provider.reverseTransfer(input),
        ctx.provider.reverseTransfer(input),
      ]);
      const third = await ctx.provider.reverseTransfer(input);

      expect(first.reversalId).toMatch(/^trr_/);
      expect(second).toEqual(first);
      expect(third).toEqual(first);
      const [sent] = requestsTo(`/v1/transfers/${transferId}/reversals`).slice(-1);
      expect(sent?.params).toEqual({
        amount: '1350',
        'metadata[booking_id]': 'b1',
        'metadata[sortim_key]': `reverse-${transferId}`,
      });
      expect(sent?.idempotencyKey).toBe(`reverse-${transferId}`);
      expect(ctx.stripe.transferReversals.filter((r) => r.transfer === transferId)).toHaveLength(1);
      expect(ctx.stripe.transfers.get(transferId)).toMatchObject({ amount_reversed: 1350, reversed: false });
    });

    it('refuses to take back more than is left of the transfer', async () => {
      const { transferId } = await transferred();
      await ctx.provider.reverseTransfer({ transferId, amountCents: 4000, idempotencyKey: randomUUID() });

      await expect(
        ctx.provider.reverseTransfer({ transferId, amountCents: 51, idempotencyKey: randomUUID() }),
      ).rejects.toThrow(/has 50 cents left to reverse/);
      await expect(
        ctx.provider.reverseTransfer({
          transferId: 'tr_unknown',
          amountCents: 1,
          idempotencyKey: randomUUID(),
        }),
      ).rejects.toThrow(/No such transfer/);
    });
  });

  describe('connected accounts', () => {
    const host = () => ({ hostId: randomUUID(), email: 'marta@example.test' });

    it('opens an Express account in Spain for the host, able to take card payments and transfers', async () => {
      const input = host();

      const { accountId } = await ctx.provider.createConnectedAccount(input);

      const [create] = requestsTo('/v1/accounts').slice(-1);
      expect(create?.method).toBe('POST');
      expect(create?.params).toEqual({
        type: 'express',
        country: 'ES',
        email: 'marta@example.test',
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
        'metadata[host_id]': input.hostId,
      });
      expect(create?.idempotencyKey).toBe(`connect-account-${input.hostId}`);
      expect(create?.stripeAccount).toBeNull();
      expect(accountId).toMatch(/^acct_/);
      expect(ctx.stripe.accounts.get(accountId)).toMatchObject({ type: 'express', country: 'ES' });
    });

    it('opens one account when asked twice at the same time for one host', async () => {
      const input = host();
      const before = ctx.stripe.accounts.size;

      const [first, second] = await Promise.all([
        ctx.provider.createConnectedAccount(input),
        ctx.provider.createConnectedAccount(input),
      ]);

      expect(second).toEqual(first);
      expect(ctx.stripe.accounts.size).toBe(before + 1);
    });

    it('makes an onboarding link that returns to the app', async () => {
      const { accountId } = await ctx.provider.createConnectedAccount(host());

      const link = await ctx.provider.createOnboardingLink({
        accountId,
        returnUrl: 'http://localhost:3000/become-host?stripe=complete',
        refreshUrl: 'http://localhost:3000/host-dashboard',
      });

      const [sent] = requestsTo('/v1/account_links').slice(-1);
      expect(sent?.params).toEqual({
        account: accountId,
        type: 'account_onboarding',
        return_url: 'http://localhost:3000/become-host?stripe=complete',
        refresh_url: 'http://localhost:3000/host-dashboard',
      });
      expect(link.url).toBe(ctx.stripe.accountLinks.at(-1)?.url);
      expect(link.url).toMatch(new RegExp(`^${ctx.stripe.url}/setup/${accountId}/`));
    });

    it('reads a new account as needing action, then pending verification, then enabled', async () => {
      const { accountId } = await ctx.provider.createConnectedAccount(host());

      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('action_required');

      ctx.stripe.updateAccount(accountId, {
        details_submitted: true,
        requirements: {
          currently_due: [],
          eventually_due: [],
          past_due: [],
          pending_verification: ['individual.verification.document'],
          disabled_reason: null,
        },
      });
      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('pending');

      ctx.stripe.onboardAccount(accountId);
      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('enabled');
      expect(requestsTo(`/v1/accounts/${accountId}`).map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
    });

    it('reads an account Stripe disabled, or whose payouts are paused, as needing action', async () => {
      const { accountId } = await ctx.provider.createConnectedAccount(host());
      const onboarded = ctx.stripe.onboardAccount(accountId);

      ctx.stripe.updateAccount(accountId, {
        payouts_enabled: false,
        requirements: { ...onboarded.requirements, past_due: ['external_account'] },
      });
      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('action_required');

      ctx.stripe.updateAccount(accountId, {
        requirements: { ...onboarded.requirements, disabled_reason: 'rejected.fraud' },
      });
      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('action_required');
    });

    it('fails for an account it cannot reach, and for a link to one', async () => {
      await expect(ctx.provider.getConnectedAccountStatus('acct_unknown')).rejects.toThrow(
        Stripe.errors.StripePermissionError,
      );
      await expect(
        ctx.provider.createOnboardingLink({
          accountId: 'acct_unknown',
          returnUrl: 'http://localhost:3000/become-host?stripe=complete',
          refreshUrl: 'http://localhost:3000/host-dashboard',
        }),
      ).rejects.toThrow(/does not have access to account 'acct_unknown'/);
    });

    it('agrees with the account.updated webhook on when payouts are enabled', async () => {
      const { accountId } = await ctx.provider.createConnectedAccount(host());
      const eventFor = (object: Record<string, unknown>) => {
        const { payload, signature } = signed({ type: 'account.updated', object });
        return ctx.provider.parseEvent(Buffer.from(payload), signature);
      };

      const chargesOnly = ctx.stripe.updateAccount(accountId, {
        charges_enabled: true,
        details_submitted: true,
        requirements: {
          currently_due: [],
          eventually_due: [],
          past_due: [],
          pending_verification: ['external_account'],
          disabled_reason: null,
        },
      });
      expect(eventFor(chargesOnly)).toMatchObject({ accountId, payoutsEnabled: false });
      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('pending');

      const onboarded = ctx.stripe.onboardAccount(accountId);
      expect(eventFor(onboarded)).toMatchObject({ accountId, payoutsEnabled: true });
      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('enabled');
    });
  });
});
