import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  bookings,
  hostTransfers,
  paymentSessions,
  testProviderCheckouts,
  testProviderRefunds,
  testProviderTransferReversals,
  testProviderTransfers,
} from '#src/db/schema.ts';
import { formatReport, isClean, reconcile } from '#src/modules/reconcile/reconcile.ts';
import { useTestApp } from '#src/test/app.ts';
import { commands, GUESTS, type Model, movedSince, worldSetup } from '#src/test/money-model-commands.ts';
import { DAY, HOUR, MoneyWorld } from '#src/test/money-world.ts';
import { ProviderFaults } from '#src/test/provider-faults.ts';

/*
 * A model of the money, run by the thousands (issue 33): random sequences of what guests, the host, the
 * provider, the jobs and the clock do, on the real services and the built-in test provider. After each
 * sequence, with the provider recovered, its events delivered and the activity long over, every payment
 * must balance: refunded + transferred to the host + the platform's fee on what was kept = what was paid,
 * with the refund the model expects (the terms the guest saw, a host's cancellation in full); nothing made
 * twice at the provider; seats back; and reconcile silent about this world. Before that, while the provider
 * may still be down, every refund owed must be settled or reported by reconcile.
 *
 * The steps and the model they keep are in src/test/money-model-commands.ts, the world they act on in
 * src/test/money-world.ts. `npm run model:money -- --runs 5000` runs it longer (MONEY_MODEL_RUNS,
 * MONEY_MODEL_SECONDS).
 */

// CI's budget (decision 140): about 40 sequences, at most 40 s, on each database; `npm run model:money` more.
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 40);
const SECONDS = Number(process.env.MONEY_MODEL_SECONDS ?? 40);
const SEED = process.env.MONEY_MODEL_SEED === undefined ? undefined : Number(process.env.MONEY_MODEL_SEED);
const TIMEOUT_MS = Number(process.env.MONEY_MODEL_TIMEOUT_MS ?? 10 * 60 * 1000);

const ctx = useTestApp();
let faults: ProviderFaults;
/** Sequences run and checked, for `npm run model:money`'s summary. */
let sequences = 0;

beforeAll(async () => {
  // The model runs the sweep and the transfers itself, at the moments it chooses.
  await ctx.app.jobs.boss.offWork('payments.sweep');
  await ctx.app.jobs.boss.offWork('payments.host-transfers');
  faults = new ProviderFaults(ctx.app.payments.provider);
});

/** Lets everything settle: the provider back, its events in, the activity long over, the jobs run. */
async function settle(m: Model, w: MoneyWorld) {
  w.faults.recover();
  await w.step();
  await w.deliverAll();
  await w.payouts(true);
  await w.deliverAll();
  await w.sweep();
  const untilDue = m.startIn + 2 * HOUR + 25 * HOUR;
  if (untilDue > 0) {
    const ms = Math.ceil(untilDue / (6 * HOUR)) * 6 * HOUR;
    await w.advance(ms);
    m.startIn -= ms;
    m.clock += ms;
  }
  // A day between rounds: whatever is retried now is asked of a provider that has forgotten its keys.
  for (let round = 0; round < 3; round++) {
    await w.sweep();
    await w.transfers();
    await w.deliverAll();
    await w.advance(DAY);
    m.startIn -= DAY;
    m.clock += DAY;
  }
}

/** Reconcile's findings that name anything of this world. */
async function findingsOf(w: MoneyWorld) {
  const sessions = await w.app.db
    .select({ id: paymentSessions.id, paymentId: paymentSessions.providerPaymentId })
    .from(paymentSessions)
    .where(eq(paymentSessions.activityId, w.activityId));
  const ours = new Set<string>([w.activityId]);
  for (const s of sessions) {
    ours.add(s.id);
    if (s.paymentId) ours.add(s.paymentId);
  }
  for (const g of w.guests) if (g.paymentId) ours.add(g.paymentId);
  const booked = await w.app.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.activityId, w.activityId));
  for (const b of booked) ours.add(b.id);
  const report = await reconcile({ db: w.app.db, provider: w.app.payments.provider }, { since: w.since() });
  return report.findings.filter((f) => Object.values(f.ids).some((id) => ours.has(id)));
}

/** Every refund owed (recorded, not yet made) is reported by reconcile while it is owed. */
async function expectOwedRefundsReported(w: MoneyWorld) {
  const rows = await w.app.db.select().from(bookings).where(eq(bookings.activityId, w.activityId));
  const owed = rows.filter(
    (b) =>
      b.amountCents > 0 &&
      ((b.status === 'paid' && b.refundDueCents !== null && b.refundDueCents > 0) ||
        (b.refundRestCents !== null && b.restRefundId === null)),
  );
  if (owed.length === 0) return;
  const findings = await findingsOf(w);
  for (const booking of owed) {
    expect(
      findings.some((f) => f.kind === 'refund_pending' && f.ids.booking === booking.id),
      `refund owed on booking ${booking.id} is reported`,
    ).toBe(true);
  }
}

/** After settling: each payment balances, as the model expects, once; seats are back; reconcile is silent. */
async function expectBooksBalance(m: Model, w: MoneyWorld) {
  const db = w.app.db;
  let paidSpots = 0;
  for (const [index, guest] of w.guests.entries()) {
    const expected = m.guests[index];
    if (!guest.paymentId || !expected?.shown) continue;
    const [payment] = await db
      .select()
      .from(testProviderCheckouts)
      .where(eq(testProviderCheckouts.paymentId, guest.paymentId));
    if (!payment) throw new Error(`payment ${guest.paymentId} is not at the provider`);
    const refunds = await db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.paymentId, guest.paymentId));
    const transfers = await db
      .select()
      .from(testProviderTransfers)
      .where(eq(testProviderTransfers.paymentId, guest.paymentId));
    const label = `guest ${index} (payment ${guest.paymentId})`;
    // Nothing made twice: one transfer per payment, one refund per purpose (the booking's, and its rest).
    expect(transfers.length, `${label}: transfers`).toBeLessThanOrEqual(1);
    for (const transfer of transfers) {
      const reversals = await db
        .select()
        .from(testProviderTransferReversals)
        .where(eq(testProviderTransferReversals.transferId, transfer.id));
      expect(reversals.length, `${label}: reversals of ${transfer.id}`).toBeLessThanOrEqual(1);
    }
    const keys = refunds.map((r) => r.metadata.sortim_key ?? r.id);
    expect(new Set(keys).size, `${label}: refunds under one key`).toBe(keys.length);
    expect(refunds.length, `${label}: refunds`).toBeLessThanOrEqual(2);

    const refunded = payment.refundedCents;
    const transferred = transfers.reduce((n, t) => n + t.amountCents - t.reversedCents, 0);
    const [session] = await db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, payment.id));
    if (!session) throw new Error(`${label}: no session`);
    if (session.status === 'refunded') {
      expect({ refunded, transferred }, `${label}: a late payment goes back whole`).toEqual({
        refunded: payment.amountCents,
        transferred: 0,
      });
      continue;
    }
    expect(session.status, `${label}: the payment booked`).toBe('completed');
    const [booking] = await db.select().from(bookings).where(eq(bookings.paymentSessionId, session.id));
    if (!booking) throw new Error(`${label}: no booking`);
    expect(booking.cancellationPolicy, `${label}: booked under the policy the payment page showed`).toBe(
      expected.shown.policy,
    );
    // A booking still paid compares its time and place with what its page showed (a refunded one is no longer moved).
    if (booking.status === 'paid') {
      expect(booking.hostChange !== null, `${label}: carries a move made after the page was shown`).toBe(
        movedSince(m, expected.shown),
      );
    }
    const decision = expected.decision;
    const due =
      m.cancelled || decision?.by === 'host'
        ? booking.amountCents
        : decision?.by === 'guest'
          ? decision.cents
          : 0;
    expect(
      refunded,
      `${label}: refunded (${m.cancelled ? 'activity cancelled' : JSON.stringify(decision)})`,
    ).toBe(due);
    const kept = booking.amountCents - refunded;
    const hostShare = kept - Math.round((session.platformFeeCents * kept) / booking.amountCents);
    expect(transferred, `${label}: the host's share of what was kept`).toBe(hostShare);
    const [transfer] = await db.select().from(hostTransfers).where(eq(hostTransfers.bookingId, booking.id));
    const ourTransfer = transfer?.status === 'paid' ? transfer.transferredCents - transfer.reversedCents : 0;
    expect(ourTransfer, `${label}: our books' transfer`).toBe(hostShare);
    if (booking.status === 'paid') paidSpots += booking.spots;
  }
  const [activity] = await db.select().from(activities).where(eq(activities.id, w.activityId));
  if (activity && !m.cancelled)
    expect(activity.spotsRemaining, 'seats balance').toBe(w.options.capacity - paidSpots);
  expect(await findingsOf(w), 'reconcile finds nothing').toEqual([]);
}

describe('the money model', () => {
  it(
    'every order of bookings, cancellations, moves, faults, events, jobs and time keeps the books exact',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldSetup,
          fc.commands(commands, { maxCommands: 30, size: 'large' }),
          async (setup, cmds) => {
            const startIn = setup.days * DAY + 3 * HOUR;
            const world = await MoneyWorld.create(ctx.app, faults, GUESTS, {
              capacity: setup.capacity,
              priceCents: setup.priceCents,
              policy: setup.policy,
              startIn,
              selling: setup.selling,
              webhookSecret: ctx.config.payments.provider.webhookSecret,
            });
            faults.recover();
            const model: Model = {
              policy: setup.policy,
              startIn,
              clock: 0,
              cancelled: false,
              guests: Array.from({ length: GUESTS }, () => ({ shown: null, paid: false, decision: null })),
            };
            try {
              await fc.asyncModelRun(() => ({ model, real: world }), cmds);
              await world.step();
              await expectOwedRefundsReported(world);
              await settle(model, world);
              await expectBooksBalance(model, world);
              sequences += 1;
            } finally {
              faults.recover();
            }
          },
        ),
        {
          numRuns: RUNS,
          interruptAfterTimeLimit: SECONDS * 1000,
          markInterruptAsFailure: false,
          ...(SEED !== undefined && { seed: SEED }),
        },
      );
    },
    TIMEOUT_MS,
  );

  it('leaves a database on which reconcile finds nothing (npm run reconcile exits 0)', async () => {
    // Each world moved its own records at most a few weeks back; a long run makes many thousands.
    const report = await reconcile(
      { db: ctx.app.db, provider: ctx.app.payments.provider },
      { since: new Date(Date.now() - 400 * DAY), limit: 1_000_000 },
    );

    expect(report.checked.payments).toBeGreaterThan(0);
    expect(formatReport(report).slice(0, -1)).toEqual([]);
    expect(isClean(report)).toBe(true);
    if (process.env.MONEY_MODEL_REPORT) {
      const [kinds] = await ctx.app.db
        .select({
          discounted: sql<number>`count(*) filter (where ${bookings.discountCents} > 0)::int`,
          private: sql<number>`count(*) filter (where ${bookings.isPrivate})::int`,
          mixed: sql<number>`count(*) filter (where jsonb_array_length(${bookings.lines}) > 1)::int`,
        })
        .from(bookings);
      process.stdout.write(
        `money model: ${sequences} sequences checked; reconcile over ${report.checked.payments} payments: clean; ` +
          `bookings with a code ${kinds?.discounted}, private ${kinds?.private}, of several prices ${kinds?.mixed}\n`,
      );
    }
  });
});
