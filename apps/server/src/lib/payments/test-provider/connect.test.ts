import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  testProviderAccounts,
  testProviderCheckouts,
  testProviderTransferReversals,
  testProviderTransfers,
} from '#src/db/schema.ts';
import { DestinationChargeError, TransferRefusedError } from '#src/lib/payments/payment-provider.ts';
import { useTestProvider } from '#src/test/test-provider-harness.ts';

const ctx = useTestProvider();
const { paidCheckout, account, payable } = ctx;

describe('the test payment provider', () => {
  describe('transfers', () => {
    it('never transfers from a destination charge: its host was paid with it', async () => {
      const { checkout, paymentId } = await paidCheckout();
      await ctx.database.db
        .update(testProviderCheckouts)
        .set({ destinationAccount: 'acct_host123', applicationFeeCents: 450, transferGroup: null })
        .where(eq(testProviderCheckouts.id, checkout.id));
      const destination = await account();

      await expect(
        ctx.provider.transfer({
          paymentId,
          destination,
          amountCents: 4050,
          transferGroup: 'activity_old',
          idempotencyKey: `transfer-${paymentId}`,
        }),
      ).rejects.toThrow(DestinationChargeError);
      expect(await transfersTo(destination)).toEqual([]);
    });

    const transfersTo = (destination: string) =>
      ctx.database.db
        .select()
        .from(testProviderTransfers)
        .where(eq(testProviderTransfers.destinationAccount, destination));

    it('transfers once per key however often and concurrently it is asked, into its ledger', async () => {
      const { paymentId, destination, input } = await payable();

      const results = await Promise.all([
        ctx.provider.transfer(input),
        ctx.provider.transfer(input),
        ctx.provider.transfer(input),
      ]);
      const again = await ctx.provider.transfer(input);

      expect(results[0]?.transferId).toMatch(/^tr_test_[0-9a-f]{32}$/);
      expect(new Set([...results, again].map((r) => r.transferId)).size).toBe(1);
      expect(await transfersTo(destination)).toEqual([
        expect.objectContaining({
          id: results[0]?.transferId,
          paymentId,
          destinationAccount: destination,
          amountCents: 4050,
          reversedCents: 0,
          transferGroup: input.transferGroup,
          // The key it was made under stays with it: findTransfer sees it once the key is forgotten.
          metadata: { booking_id: 'b1', sortim_key: input.idempotencyKey },
          createdAt: expect.any(Date),
        }),
      ]);
    });

    it('refuses a key asked again with other parameters, as Stripe does, and moves nothing more', async () => {
      const { destination, input } = await payable();
      await ctx.provider.transfer(input);

      await expect(ctx.provider.transfer({ ...input, amountCents: 4000 })).rejects.toThrow(/same parameters/);
      await expect(ctx.provider.transfer({ ...input, metadata: { booking_id: 'b2' } })).rejects.toThrow(
        /same parameters/,
      );
      expect(await transfersTo(destination)).toHaveLength(1);
    });

    it('refuses while the account’s payouts are off or not set up, then pays with the same key', async () => {
      const { destination, input } = await payable();
      await ctx.database.db
        .update(testProviderAccounts)
        .set({ status: 'action_required' })
        .where(eq(testProviderAccounts.id, destination));

      const refused = ctx.provider.transfer(input);
      await expect(refused).rejects.toThrow(TransferRefusedError);
      await expect(refused).rejects.toThrow(
        `The test provider will not pay ${destination} now: its payouts are off until the host completes setup`,
      );
      await expect(
        ctx.provider.transfer({ ...input, destination: await account('pending') }),
      ).rejects.toThrow(/its payout setup is not finished/);
      await expect(ctx.provider.transfer({ ...input, destination: 'acct_demo_nobody' })).rejects.toThrow(
        TransferRefusedError,
      );
      expect(await transfersTo(destination)).toEqual([]);

      await ctx.provider.finishOnboarding(destination, 'enabled');
      const { transferId } = await ctx.provider.transfer(input);
      expect(await transfersTo(destination)).toEqual([expect.objectContaining({ id: transferId })]);
    });

    it('refuses a payment it does not have, and more than the payment brought in', async () => {
      const { input } = await payable();

      await expect(
        ctx.provider.transfer({ ...input, paymentId: 'pi_test_unknown', idempotencyKey: 'x1' }),
      ).rejects.toThrow(/No such payment/);
      await ctx.provider.transfer({ ...input, amountCents: 4000, idempotencyKey: 'x2' });
      await expect(
        ctx.provider.transfer({ ...input, amountCents: 501, idempotencyKey: 'x3' }),
      ).rejects.toThrow(/exceeds what is left of payment pi_test_\w+ \(500 cents\)/);
    });

    it('reverses once per key however often and concurrently asked, never more than is left', async () => {
      const { input } = await payable();
      const { transferId } = await ctx.provider.transfer(input);
      const reversal = { transferId, amountCents: 1350, idempotencyKey: `reverse-${transferId}` };

      const results = await Promise.all([
        ctx.provider.reverseTransfer(reversal),
        ctx.provider.reverseTransfer(reversal),
      ]);
      const again = await ctx.provider.reverseTransfer(reversal);

      expect(results[0]?.reversalId).toMatch(/^trr_test_[0-9a-f]{32}$/);
      expect(new Set([...results, again].map((r) => r.reversalId)).size).toBe(1);
      await expect(ctx.provider.reverseTransfer({ ...reversal, amountCents: 100 })).rejects.toThrow(
        /same parameters/,
      );
      await expect(
        ctx.provider.reverseTransfer({ transferId, amountCents: 2701, idempotencyKey: 'more' }),
      ).rejects.toThrow(/has 2700 cents left to reverse/);
      await expect(
        ctx.provider.reverseTransfer({ transferId: 'tr_test_unknown', amountCents: 1, idempotencyKey: 'y' }),
      ).rejects.toThrow(/No such transfer/);
      const [row] = await ctx.database.db
        .select()
        .from(testProviderTransfers)
        .where(eq(testProviderTransfers.id, transferId));
      expect(row?.reversedCents).toBe(1350);
      expect(
        await ctx.database.db
          .select()
          .from(testProviderTransferReversals)
          .where(eq(testProviderTransferReversals.transferId, transferId)),
      ).toEqual([expect.objectContaining({ id: results[0]?.reversalId, amountCents: 1350 })]);
    });

    it('lists a platform charge with no transfer until one is made, then with it less its reversals', async () => {
      const { paymentId, destination, input } = await payable();
      const before = await ctx.provider.listRecords({ since: new Date(0), limit: 1000 });

      const { transferId } = await ctx.provider.transfer(input);
      await ctx.provider.reverseTransfer({
        transferId,
        amountCents: 1000,
        idempotencyKey: `r-${transferId}`,
      });
      const after = await ctx.provider.listRecords({ since: new Date(0), limit: 1000 });

      expect(before.payments.find((p) => p.paymentId === paymentId)).toMatchObject({
        chargeModel: 'platform',
        transfer: null,
      });
      expect(after.payments.find((p) => p.paymentId === paymentId)).toMatchObject({
        chargeModel: 'platform',
        transfer: { destination, amountCents: 3050 },
      });
    });

    it('shows an account’s transfers, newest first, each with its reversals', async () => {
      const first = await payable();
      const { transferId: older } = await ctx.provider.transfer(first.input);
      await ctx.provider.reverseTransfer({
        transferId: older,
        amountCents: 1000,
        idempotencyKey: `r1-${older}`,
      });
      await ctx.provider.reverseTransfer({
        transferId: older,
        amountCents: 50,
        idempotencyKey: `r2-${older}`,
      });
      const second = await paidCheckout();
      const { transferId: newer } = await ctx.provider.transfer({
        ...first.input,
        paymentId: second.paymentId,
        amountCents: 2000,
        idempotencyKey: `transfer-${second.paymentId}`,
      });

      const view = await ctx.provider.viewAccount(first.destination);

      expect(view?.transfers).toEqual([
        expect.objectContaining({ id: newer, paymentId: second.paymentId, amountCents: 2000, reversals: [] }),
        expect.objectContaining({
          id: older,
          paymentId: first.paymentId,
          amountCents: 4050,
          reversedCents: 1050,
          transferGroup: first.input.transferGroup,
          reversals: [
            expect.objectContaining({ amountCents: 1000, createdAt: expect.any(Date) }),
            expect.objectContaining({ amountCents: 50 }),
          ],
        }),
      ]);
    });
  });

  describe('connected accounts', () => {
    const RETURN_URL = 'http://localhost:3000/become-host?stripe=complete';
    const link = (accountId: string, returnUrl = RETURN_URL) =>
      ctx.provider.createOnboardingLink({
        accountId,
        returnUrl,
        refreshUrl: 'http://localhost:3000/host-dashboard',
      });
    const accountRow = async (id: string) => {
      const [row] = await ctx.database.db
        .select()
        .from(testProviderAccounts)
        .where(eq(testProviderAccounts.id, id));
      return row;
    };
    const eventsSince = (before: number) =>
      ctx.delivered.slice(before).map((e) => ctx.provider.parseEvent(e.rawBody, e.signature));

    it('opens a pending account with the host’s e-mail, one per host however often it is asked', async () => {
      const hostId = randomUUID();

      const [first, second] = await Promise.all([
        ctx.provider.createConnectedAccount({ hostId, email: 'marta@example.test' }),
        ctx.provider.createConnectedAccount({ hostId, email: 'marta@example.test' }),
      ]);
      const other = await ctx.provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'joan@example.test',
      });

      expect(first.accountId).toMatch(/^acct_test_[0-9a-f]{32}$/);
      expect(second).toEqual(first);
      expect(other.accountId).not.toBe(first.accountId);
      expect(await accountRow(first.accountId)).toMatchObject({
        email: 'marta@example.test',
        status: 'pending',
      });
      expect(await ctx.provider.getConnectedAccountStatus(first.accountId)).toBe('pending');
    });

    it('links to its onboarding page under /pay/connect, carrying the return address', async () => {
      const { accountId } = await ctx.provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });

      const { url } = await link(accountId);

      expect(url).toBe(
        `http://localhost:3000/pay/connect/${accountId}?return=${encodeURIComponent(RETURN_URL)}`,
      );
    });

    it('refuses a link back to another site, and a link for an account it does not have', async () => {
      const { accountId } = await ctx.provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });

      await expect(link(accountId, 'https://evil.example/become-host')).rejects.toThrow(/return URL/);
      await expect(link(`acct_test_${'0'.repeat(32)}`)).rejects.toThrow(/No such account/);
    });

    it('accepts only addresses on the app’s own origin to send the host back to', () => {
      expect(ctx.provider.ownUrl(RETURN_URL)).toBe(RETURN_URL);
      expect(ctx.provider.ownUrl('http://localhost:3000/host-dashboard')).toBe(
        'http://localhost:3000/host-dashboard',
      );
      for (const url of [
        'https://evil.example/',
        'http://localhost:3001/become-host',
        'https://localhost:3000/become-host',
        '//evil.example/become-host',
        '/become-host',
        'javascript:alert(1)',
        '',
      ]) {
        expect(ctx.provider.ownUrl(url)).toBeNull();
      }
    });

    it('announces a completed setup once, as a signed account.updated with payouts enabled', async () => {
      const { accountId } = await ctx.provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });
      const before = ctx.delivered.length;

      expect(await ctx.provider.finishOnboarding(accountId, 'enabled')).toBe('updated');
      expect(await ctx.provider.finishOnboarding(accountId, 'enabled')).toBe('unchanged');

      expect(eventsSince(before)).toEqual([
        { id: expect.stringMatching(/^evt_test_/), kind: 'account.updated', accountId, payoutsEnabled: true },
      ]);
      expect(JSON.parse(ctx.delivered.at(-1)?.rawBody.toString() ?? '{}')).toMatchObject({
        type: 'account.updated',
        data: { object: { id: accountId, object: 'account', email: 'a@example.test', country: 'ES' } },
      });
      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('enabled');
      expect(await ctx.provider.viewAccount(accountId)).toEqual({
        id: accountId,
        email: 'a@example.test',
        status: 'enabled',
        transfers: [],
      });
    });

    it('announces a setup left incomplete as needing action, without payouts', async () => {
      const { accountId } = await ctx.provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });
      const before = ctx.delivered.length;

      expect(await ctx.provider.finishOnboarding(accountId, 'action_required')).toBe('updated');

      expect(eventsSince(before)).toEqual([expect.objectContaining({ accountId, payoutsEnabled: false })]);
      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('action_required');
    });

    it('keeps the change when its event cannot be delivered', async () => {
      const { accountId } = await ctx.provider.createConnectedAccount({
        hostId: randomUUID(),
        email: 'a@example.test',
      });
      ctx.deliveryFails = true;
      try {
        expect(await ctx.provider.finishOnboarding(accountId, 'enabled')).toBe('updated');
      } finally {
        ctx.deliveryFails = false;
      }
      expect(await ctx.provider.getConnectedAccountStatus(accountId)).toBe('enabled');
    });

    it('reads and onboards an account the demo data wrote under its own id', async () => {
      await ctx.database.db
        .insert(testProviderAccounts)
        .values({ id: 'acct_demo_pau', email: 'pau@sortim.test', status: 'action_required' });
      const before = ctx.delivered.length;

      expect(await ctx.provider.getConnectedAccountStatus('acct_demo_pau')).toBe('action_required');
      expect((await link('acct_demo_pau')).url).toContain('/pay/connect/acct_demo_pau?return=');
      expect(await ctx.provider.finishOnboarding('acct_demo_pau', 'enabled')).toBe('updated');
      expect(eventsSince(before)).toEqual([
        expect.objectContaining({ accountId: 'acct_demo_pau', payoutsEnabled: true }),
      ]);
    });

    it('answers pending for an account it never made, and not found when asked to finish one', async () => {
      const before = ctx.delivered.length;

      expect(await ctx.provider.getConnectedAccountStatus('acct_demo_marta')).toBe('pending');
      expect(await ctx.provider.getConnectedAccountStatus(`acct_test_${'0'.repeat(32)}`)).toBe('pending');
      expect(await ctx.provider.getConnectedAccountStatus('not an account; drop table')).toBe('pending');
      expect(await ctx.provider.viewAccount('acct_demo_marta')).toBeNull();
      expect(await ctx.provider.finishOnboarding(`acct_test_${'0'.repeat(32)}`, 'enabled')).toBe('not_found');
      expect(ctx.delivered.length).toBe(before);
    });
  });
});
