import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, bookings, hostTransfers, profiles } from '#src/db/schema.ts';
import {
  DestinationChargeError,
  type PaymentProvider,
  TransferRefusedError,
} from '#src/lib/payments/payment-provider.ts';
import { useTestApp } from '#src/test/app.ts';
import { createActivity, createBooking, createHost, createUser } from '#src/test/factories.ts';
import { endedPaidBooking, withoutScheduledTransfers } from '#src/test/host-transfers.ts';
import { hostShareCents, sweepHostTransfers, transferHostShare } from './host-payouts.ts';
import type { PaymentContext } from './payment-context.ts';
import { recordRests } from './record-refund.ts';
import { RefundFailed, refundPaidBooking, refundRest } from './refunds.ts';

/*
 * Hosts are paid after the activity: the sweep transfers each paid booking's host share once its activity
 * ended a day ago, exactly once, held while the host's payouts are off, and a refund after the transfer
 * takes the host's share of it back, once. The provider is a stand-in that keeps Stripe's idempotency
 * rule (a key asked again with other parameters is refused), so money moving is counted where it moves.
 */

const ctx = useTestApp();
withoutScheduledTransfers(ctx);

const HOUR = 60 * 60 * 1000;

type Call = { key: string; amountCents: number; id: string };

/** The app's payment context over a provider whose transfers and reversals are counted. */
function countingProvider() {
  const transfers = new Map<string, Call & { destination: string; transferGroup: string }>();
  const reversals = new Map<string, Call & { transferId: string }>();
  const refunds = new Map<string, Call>();
  const calls = { transfer: 0, reverseTransfer: 0 };
  let fail: { transfer?: () => Error | undefined; reverseTransfer?: () => Error | undefined } = {};
  let delayMs = 0;
  const remember = <T extends Call>(book: Map<string, T>, entry: T): T => {
    const before = book.get(entry.key);
    if (before && before.amountCents !== entry.amountCents) {
      throw new Error('Keys for idempotent requests can only be used with the same parameters');
    }
    if (!before) book.set(entry.key, entry);
    return book.get(entry.key) as T;
  };
  const provider: PaymentProvider = {
    ...ctx.app.payments.provider,
    async refund(input) {
      const made = remember(refunds, {
        key: input.idempotencyKey,
        amountCents: input.amountCents,
        id: `re_${refunds.size}`,
      });
      return { refundId: made.id };
    },
    async transfer(input) {
      calls.transfer += 1;
      await sleep(delayMs);
      const failure = fail.transfer?.();
      if (failure) throw failure;
      const made = remember(transfers, {
        key: input.idempotencyKey,
        amountCents: input.amountCents,
        destination: input.destination,
        transferGroup: input.transferGroup,
        id: `tr_${transfers.size + 1}`,
      });
      return { transferId: made.id };
    },
    async reverseTransfer(input) {
      calls.reverseTransfer += 1;
      const failure = fail.reverseTransfer?.();
      if (failure) throw failure;
      const made = remember(reversals, {
        key: input.idempotencyKey,
        amountCents: input.amountCents,
        transferId: input.transferId,
        id: `trr_${reversals.size + 1}`,
      });
      return { reversalId: made.id };
    },
  };
  const payments: PaymentContext = { ...ctx.app.payments, provider };
  return {
    payments,
    transfers,
    reversals,
    calls,
    failNext(kind: 'transfer' | 'reverseTransfer', error: Error) {
      let once = true;
      fail = {
        ...fail,
        [kind]: () => {
          if (!once) return undefined;
          once = false;
          return error;
        },
      };
    },
    failWhile(kind: 'transfer', error: () => Error | undefined) {
      fail = { ...fail, [kind]: error };
    },
    slow(ms: number) {
      delayMs = ms;
    },
  };
}

const paidBooking = (options: Parameters<typeof endedPaidBooking>[1] = {}) =>
  endedPaidBooking(ctx.app.db, options);

const transferOf = async (bookingId: string) =>
  (await ctx.app.db.select().from(hostTransfers).where(eq(hostTransfers.bookingId, bookingId)))[0];

const setPayouts = (hostId: string, payoutsEnabled: boolean) =>
  ctx.app.db.update(profiles).set({ payoutsEnabled }).where(eq(profiles.id, hostId));

describe('hostShareCents', () => {
  it('is what the platform keeps less its fee in the same share', () => {
    const base = { amountCents: 5000, platformFeeCents: 500 };
    expect(hostShareCents({ ...base, status: 'paid', refundedCents: null })).toBe(4500);
    expect(hostShareCents({ ...base, status: 'refunded', refundedCents: 2500 })).toBe(2250);
    expect(hostShareCents({ ...base, status: 'refunded', refundedCents: 5000 })).toBe(0);
    expect(hostShareCents({ ...base, status: 'refunded', refundedCents: null })).toBe(0);
    expect(hostShareCents({ ...base, status: 'cancelled', refundedCents: 0 })).toBe(4500);
    expect(hostShareCents({ amountCents: 0, platformFeeCents: 0, status: 'paid', refundedCents: null })).toBe(
      0,
    );
    // 33.33 € kept of 50 €: the fee kept is 3.33 € (rounded), the host 30.00 €.
    expect(hostShareCents({ ...base, status: 'refunded', refundedCents: 1667 })).toBe(3000);
  });
});

describe('sweepHostTransfers', () => {
  it('pays the host share once the activity ended a day ago, once however often it runs', async () => {
    const stripe = countingProvider();
    const notYet = await paidBooking({ endedHoursAgo: 23 });
    const { host, activity, booking } = await paidBooking();

    await sweepHostTransfers(stripe.payments);
    await sweepHostTransfers(stripe.payments);

    expect(stripe.transfers.get(`transfer-${booking.id}`)).toMatchObject({
      amountCents: 4500,
      destination: (await ctx.app.db.select().from(profiles).where(eq(profiles.id, host.id)))[0]
        ?.stripeAccountId,
      transferGroup: `activity_${activity.id}`,
    });
    expect(stripe.calls.transfer).toBe(stripe.transfers.size);
    expect(await transferOf(booking.id)).toMatchObject({
      status: 'paid',
      transferredCents: 4500,
      providerTransferId: stripe.transfers.get(`transfer-${booking.id}`)?.id,
      attempts: 1,
      lastError: null,
      claimedUntil: null,
    });
    // Ended 23 hours ago: not due yet, and no row.
    expect(stripe.transfers.has(`transfer-${notYet.booking.id}`)).toBe(false);
    expect(await transferOf(notYet.booking.id)).toBeUndefined();
  });

  it('two sweeps at the same moment make one transfer', async () => {
    const stripe = countingProvider();
    stripe.slow(50);
    const { booking } = await paidBooking();

    await Promise.all([sweepHostTransfers(stripe.payments), sweepHostTransfers(stripe.payments)]);

    const mine = [...stripe.transfers.keys()].filter((key) => key === `transfer-${booking.id}`);
    expect(mine).toHaveLength(1);
    expect(stripe.calls.transfer).toBe(stripe.transfers.size);
    expect(await transferOf(booking.id)).toMatchObject({
      status: 'paid',
      transferredCents: 4500,
      attempts: 1,
    });
  });

  it('holds the transfer while the host payouts are off, and pays it when they come back', async () => {
    const stripe = countingProvider();
    const { host, booking } = await paidBooking();
    await setPayouts(host.id, false);

    await sweepHostTransfers(stripe.payments);
    await sweepHostTransfers(stripe.payments);

    expect(stripe.transfers.has(`transfer-${booking.id}`)).toBe(false);
    expect(await transferOf(booking.id)).toMatchObject({
      status: 'held',
      holdReason: 'payouts_disabled',
      lastError: "The host's payouts are not enabled.",
      attempts: 2,
    });

    await setPayouts(host.id, true);
    await sweepHostTransfers(stripe.payments);

    expect(stripe.transfers.get(`transfer-${booking.id}`)?.amountCents).toBe(4500);
    expect(await transferOf(booking.id)).toMatchObject({ status: 'paid', holdReason: null, lastError: null });
  });

  it('holds a transfer the provider refuses, and retries it until the account can be paid', async () => {
    const stripe = countingProvider();
    const { booking } = await paidBooking();
    let refusing = true;
    stripe.failWhile('transfer', () =>
      refusing ? new TransferRefusedError('the account has its transfers capability inactive') : undefined,
    );

    await sweepHostTransfers(stripe.payments);

    expect(await transferOf(booking.id)).toMatchObject({
      status: 'held',
      holdReason: 'refused',
      lastError: 'the account has its transfers capability inactive',
      transferredCents: 0,
    });

    refusing = false;
    await sweepHostTransfers(stripe.payments);

    expect(await transferOf(booking.id)).toMatchObject({ status: 'paid', transferredCents: 4500 });
    expect(stripe.transfers.get(`transfer-${booking.id}`)?.amountCents).toBe(4500);
  });

  it('marks a payment the provider finds to be a destination charge as already with the host, and never asks again', async () => {
    const stripe = countingProvider();
    const { booking } = await paidBooking();
    stripe.failNext('transfer', new DestinationChargeError('a destination charge pays its host itself'));

    expect((await sweepHostTransfers(stripe.payments)).nothing_due).toBe(1);
    await sweepHostTransfers(stripe.payments);

    expect(await transferOf(booking.id)).toMatchObject({
      status: 'destination_charge',
      transferredCents: 0,
      holdReason: null,
    });
    expect(stripe.calls.transfer).toBe(1);
  });

  it('leaves a transfer that met a network error due, and the next run pays it once', async () => {
    const stripe = countingProvider();
    const { booking } = await paidBooking();
    stripe.failNext('transfer', new Error('connect ECONNRESET'));

    await sweepHostTransfers(stripe.payments);

    expect(await transferOf(booking.id)).toMatchObject({
      status: 'pending',
      lastError: 'connect ECONNRESET',
      attempts: 1,
      claimedUntil: null,
    });
    await sweepHostTransfers(stripe.payments);
    expect(await transferOf(booking.id)).toMatchObject({
      status: 'paid',
      transferredCents: 4500,
      lastError: null,
    });
  });

  it('after a refund before the transfer, pays only the share kept, or nothing', async () => {
    const stripe = countingProvider();
    const half = await paidBooking({ status: 'refunded', refundedCents: 2500 });
    const whole = await paidBooking({ status: 'refunded', refundedCents: 5000 });
    const keptAll = await paidBooking({ status: 'cancelled', refundedCents: 0 });

    await sweepHostTransfers(stripe.payments);

    expect(stripe.transfers.get(`transfer-${half.booking.id}`)?.amountCents).toBe(2250);
    expect(await transferOf(half.booking.id)).toMatchObject({
      status: 'paid',
      transferredCents: 2250,
      reversedCents: 0,
    });
    expect(stripe.transfers.has(`transfer-${whole.booking.id}`)).toBe(false);
    expect(await transferOf(whole.booking.id)).toMatchObject({ status: 'nothing_due', transferredCents: 0 });
    expect(stripe.transfers.get(`transfer-${keptAll.booking.id}`)?.amountCents).toBe(4500);
    // Nothing to take back from any of them.
    await sweepHostTransfers(stripe.payments);
    expect(stripe.calls.reverseTransfer).toBe(0);
  });

  it('after a refund after the transfer, reverses the host share of it once', async () => {
    const stripe = countingProvider();
    const { booking } = await paidBooking();
    await sweepHostTransfers(stripe.payments);
    const transferId = stripe.transfers.get(`transfer-${booking.id}`)?.id;

    // The host cancels the booking (a late exception): refunded in full through the one refund path.
    await refundPaidBooking(stripe.payments, booking, 'host_cancelled');
    await refundPaidBooking(stripe.payments, booking, 'host_cancelled');
    await sweepHostTransfers(stripe.payments);

    expect([...stripe.reversals.values()].filter((r) => r.key === `transfer-reversal-${booking.id}`)).toEqual(
      [{ key: `transfer-reversal-${booking.id}`, amountCents: 4500, transferId, id: expect.any(String) }],
    );
    expect(stripe.calls.reverseTransfer).toBe(1);
    expect(await transferOf(booking.id)).toMatchObject({
      status: 'paid',
      transferredCents: 4500,
      reversedCents: 4500,
      providerReversalId: stripe.reversals.get(`transfer-reversal-${booking.id}`)?.id,
    });
  });

  it('retries a failed reversal at the next sweep, for the host share of the refunded part only', async () => {
    const stripe = countingProvider();
    const { booking } = await paidBooking();
    await sweepHostTransfers(stripe.payments);
    stripe.failNext('reverseTransfer', new Error('Stripe is unavailable'));

    // Half refunded at the provider after the transfer (a policy's half share, say).
    await ctx.app.db
      .update(bookings)
      .set({ status: 'refunded', refundedCents: 2500, refundedAt: sql`now()` })
      .where(eq(bookings.id, booking.id));
    await sweepHostTransfers(stripe.payments);

    expect(stripe.reversals.size).toBe(0);
    expect(await transferOf(booking.id)).toMatchObject({
      reversedCents: 0,
      lastError: 'Stripe is unavailable',
    });

    await sweepHostTransfers(stripe.payments);
    await sweepHostTransfers(stripe.payments);

    expect(stripe.reversals.get(`transfer-reversal-${booking.id}`)?.amountCents).toBe(2250);
    expect(stripe.calls.reverseTransfer).toBe(2);
    expect(await transferOf(booking.id)).toMatchObject({
      transferredCents: 4500,
      reversedCents: 2250,
      lastError: null,
    });
  });

  it('skips a booking with a refund owed (the provider refused it) until the refund is made, then pays the share kept', async () => {
    const stripe = countingProvider();
    const { booking } = await paidBooking();
    // The guest's half refund, asked for in time, refused by the provider: recorded and owed.
    const refusing: PaymentContext = {
      ...stripe.payments,
      provider: {
        ...stripe.payments.provider,
        refund: async () => {
          throw new Error('card network down');
        },
      },
    };
    await expect(refundPaidBooking(refusing, booking, 'guest_cancelled', 2500)).rejects.toThrow(RefundFailed);
    const [owed] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(owed).toMatchObject({ status: 'paid', refundDueCents: 2500, refundAttempts: 1 });

    expect(await sweepHostTransfers(stripe.payments)).toMatchObject({ paid: 0, nothing_due: 0 });
    // Asked directly (a sweep that listed it before the refund was recorded): skipped, left as it was.
    expect(await transferHostShare(stripe.payments, booking.id)).toBe('skipped');
    expect(stripe.calls.transfer).toBe(0);
    expect(await transferOf(booking.id)).toMatchObject({
      status: 'pending',
      transferredCents: 0,
      attempts: 0,
    });

    // The sweep's retry makes the refund: the host is paid their share of the half kept, once.
    await refundPaidBooking(stripe.payments, booking, 'guest_cancelled');
    await sweepHostTransfers(stripe.payments);
    await sweepHostTransfers(stripe.payments);

    expect(stripe.transfers.get(`transfer-${booking.id}`)?.amountCents).toBe(2250);
    expect(stripe.calls.transfer).toBe(1);
    expect(await transferOf(booking.id)).toMatchObject({
      status: 'paid',
      transferredCents: 2250,
      reversedCents: 0,
    });
    expect(stripe.calls.reverseTransfer).toBe(0);
  });

  it('skips a refunded booking still owed the rest of a host’s cancellation, then finds nothing due once it is made', async () => {
    const stripe = countingProvider();
    // Refunded half by its terms; then the host cancelled the activity, so the other half is owed too.
    const { activity, booking } = await paidBooking({ status: 'refunded', refundedCents: 2500 });
    await ctx.app.db.update(activities).set({ status: 'cancelled' }).where(eq(activities.id, activity.id));
    await recordRests(ctx.app.db, activity.id);
    const [owed] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(owed).toMatchObject({ status: 'refunded', refundRestCents: 2500, restRefundId: null });

    await sweepHostTransfers(stripe.payments);
    expect(stripe.calls.transfer).toBe(0);
    expect(await transferOf(booking.id)).toBeUndefined();

    await refundRest(stripe.payments, booking.id);
    expect(await sweepHostTransfers(stripe.payments)).toMatchObject({ paid: 0, nothing_due: 1 });
    expect(stripe.calls.transfer).toBe(0);
    expect(await transferOf(booking.id)).toMatchObject({ status: 'nothing_due', transferredCents: 0 });
  });

  it('never pays again a booking whose share went with a destination charge, nor free or unfinished ones', async () => {
    const stripe = countingProvider();
    const legacy = await paidBooking();
    await ctx.app.db
      .insert(hostTransfers)
      .values({ bookingId: legacy.booking.id, status: 'destination_charge' });
    const { db } = ctx.app;
    const host = await createHost(db);
    const start = new Date(Date.now() - 30 * HOUR);
    const free = await createActivity(db, {
      hostId: host.id,
      priceCents: 0,
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    const guest = await createUser(db);
    const freeBooking = await createBooking(db, { userId: guest.id, activityId: free.id, unitPriceCents: 0 });
    // A cancelled activity whose guest is still owed a refund (it failed): no host share until refunded.
    const owed = await paidBooking();
    await db.update(activities).set({ status: 'cancelled' }).where(eq(activities.id, owed.activity.id));

    await sweepHostTransfers(stripe.payments);
    await sweepHostTransfers(stripe.payments);

    for (const id of [legacy.booking.id, freeBooking.id, owed.booking.id]) {
      expect(stripe.transfers.has(`transfer-${id}`)).toBe(false);
    }
    expect(await transferOf(legacy.booking.id)).toMatchObject({ status: 'destination_charge', attempts: 0 });
    expect(await transferOf(freeBooking.id)).toBeUndefined();
    expect(await transferOf(owed.booking.id)).toBeUndefined();
  });
});
