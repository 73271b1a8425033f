import { CANCELLATION_POLICIES, type CancellationPolicy } from '@sortim/contracts/cancellation-policies';
import { eq } from 'drizzle-orm';
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
import { refundAt } from '#src/modules/reservations/refund-terms.ts';
import { useTestApp } from '#src/test/app.ts';
import { DAY, type Fault, HOUR, MoneyWorld, ProviderFaults } from '#src/test/money-world.ts';

/*
 * A model of the money, run by the thousands (issue 33): random sequences of what guests, the host, the
 * provider, the jobs and the clock do, on the real services and the built-in test provider. After each
 * sequence, with the provider recovered, its events delivered and the activity long over, every payment
 * must balance: refunded + transferred to the host + the platform's fee on what was kept = what was paid,
 * with the refund the model expects (the terms the guest saw, a host's cancellation in full); nothing made
 * twice at the provider; seats back; and reconcile silent about this world. Before that, while the provider
 * may still be down, every refund owed must be settled or reported by reconcile.
 *
 * `npm run model:money -- --runs 5000` runs it longer (MONEY_MODEL_RUNS, MONEY_MODEL_SECONDS).
 */

// CI's budget (decision 140): about 40 sequences, at most 40 s, on each database; `npm run model:money` more.
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 40);
const SECONDS = Number(process.env.MONEY_MODEL_SECONDS ?? 40);
const SEED = process.env.MONEY_MODEL_SEED === undefined ? undefined : Number(process.env.MONEY_MODEL_SEED);
const TIMEOUT_MS = Number(process.env.MONEY_MODEL_TIMEOUT_MS ?? 10 * 60 * 1000);
const GUESTS = 3;

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

/** What the guest's payment page showed when the hold was taken (the start on the model's clock). */
type Shown = { policy: CancellationPolicy; startAt: number };

/** Who decided first what a paid booking gives back: the guest (cents by their terms) or the host (all). */
type Decision = { by: 'guest'; cents: number } | { by: 'host' };

type GuestModel = { shown: Shown | null; paid: boolean; decision: Decision | null };

type Model = {
  policy: CancellationPolicy;
  /** From the world's now to the activity's start. */
  startIn: number;
  /** How far the world's clock has moved: the start is at `clock + startIn` on the model's clock. */
  clock: number;
  cancelled: boolean;
  guests: GuestModel[];
};

type Command = fc.AsyncCommand<Model, MoneyWorld, false>;

/** Whether the activity starts at another time than the payment page showed. */
const movedSince = (m: Readonly<Model>, shown: Shown) => m.clock + m.startIn !== shown.startAt;

const guestIndex = fc.integer({ min: 0, max: GUESTS - 1 });

class Checkout implements Command {
  constructor(
    readonly guest: number,
    readonly spots: number,
  ) {}
  check = (m: Readonly<Model>) => !m.guests[this.guest]?.paid;
  async run(m: Model, w: MoneyWorld) {
    await w.step();
    const status = await w.checkout(w.guests[this.guest] as MoneyWorld['guests'][number], this.spots);
    const guest = m.guests[this.guest];
    if (status === 201 && guest) guest.shown = { policy: m.policy, startAt: m.clock + m.startIn };
  }
  toString = () => `checkout(guest ${this.guest}, ${this.spots} spots)`;
}

class Pay implements Command {
  constructor(
    readonly guest: number,
    readonly deliverNow: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.guests[this.guest]?.shown != null && !m.guests[this.guest]?.paid;
  async run(m: Model, w: MoneyWorld) {
    await w.step();
    const guest = m.guests[this.guest];
    if (guest && (await w.pay(guestOf(w, this.guest), this.deliverNow))) guest.paid = true;
  }
  toString = () => `pay(guest ${this.guest}${this.deliverNow ? '' : ', event held back'})`;
}

const guestOf = (w: MoneyWorld, index: number) => {
  const guest = w.guests[index];
  if (!guest) throw new Error(`no guest ${index}`);
  return guest;
};

class GuestCancels implements Command {
  constructor(readonly guest: number) {}
  check = (m: Readonly<Model>) => m.guests[this.guest]?.paid === true;
  async run(m: Model, w: MoneyWorld) {
    await w.step();
    const guest = m.guests[this.guest];
    const before = await w.bookingOf(guestOf(w, this.guest));
    if (!guest?.shown || !before) return;
    const due = refundAt(
      {
        cancellationPolicy: guest.shown.policy,
        startTime: new Date(Date.now() + m.startIn),
        hostChanged: movedSince(m, guest.shown),
      },
      before.amountCents,
      new Date(),
    );
    const status = await w.guestCancels(guestOf(w, this.guest));
    const decided = before.status === 'paid' && m.startIn > 0 && (status === 200 || status === 502);
    if (decided && !guest.decision) {
      guest.decision = m.cancelled ? { by: 'host' } : { by: 'guest', cents: due.refund?.amountCents ?? 0 };
    }
  }
  toString = () => `guest ${this.guest} cancels`;
}

class HostCancelsGuest implements Command {
  constructor(readonly guest: number) {}
  check = (m: Readonly<Model>) => m.guests[this.guest]?.paid === true;
  async run(m: Model, w: MoneyWorld) {
    await w.step();
    const guest = m.guests[this.guest];
    const before = await w.bookingOf(guestOf(w, this.guest));
    if (!guest || !before) return;
    const status = await w.hostCancelsGuest(guestOf(w, this.guest));
    const decided = before.status === 'paid' && m.startIn > 0 && (status === 200 || status === 502);
    if (decided && !guest.decision) guest.decision = { by: 'host' };
  }
  toString = () => `host cancels guest ${this.guest}`;
}

class HostCancelsActivity implements Command {
  check = (m: Readonly<Model>) => !m.cancelled;
  async run(m: Model, w: MoneyWorld) {
    await w.step();
    await w.hostCancelsActivity();
    const [activity] = await w.app.db
      .select({ status: activities.status })
      .from(activities)
      .where(eq(activities.id, w.activityId));
    // Cancelled (money was on it), or erased (none was): either way nobody keeps a booking of it.
    if (activity?.status !== 'published') m.cancelled = true;
  }
  toString = () => 'host cancels the activity';
}

class HostMoves implements Command {
  constructor(readonly days: number) {}
  check = (m: Readonly<Model>) => !m.cancelled;
  async run(m: Model, w: MoneyWorld) {
    await w.step();
    if ((await w.hostMoves(this.days * DAY)) === 200) m.startIn += this.days * DAY;
  }
  toString = () => `host moves it ${this.days > 0 ? 'a day later' : 'a day earlier'}`;
}

class HostSetsPolicy implements Command {
  constructor(readonly policy: CancellationPolicy) {}
  check = (m: Readonly<Model>) => !m.cancelled;
  async run(m: Model, w: MoneyWorld) {
    await w.step();
    if ((await w.hostSetsPolicy(this.policy)) === 200) m.policy = this.policy;
  }
  toString = () => `host sets the policy to ${this.policy}`;
}

class ProviderFails implements Command {
  constructor(
    readonly kind: Fault,
    readonly calls: number,
  ) {}
  check = () => true;
  async run(_m: Model, w: MoneyWorld) {
    await w.step();
    w.faults.failNext(this.kind, this.calls);
  }
  toString = () => `provider: next ${this.calls} call(s) ${this.kind}`;
}

class ProviderOutage implements Command {
  constructor(readonly down: boolean) {}
  check = () => true;
  async run(_m: Model, w: MoneyWorld) {
    await w.step();
    w.faults.outage(this.down);
  }
  toString = () => `provider ${this.down ? 'down' : 'back'}`;
}

class Payouts implements Command {
  constructor(readonly enabled: boolean) {}
  check = () => true;
  async run(_m: Model, w: MoneyWorld) {
    await w.step();
    await w.payouts(this.enabled);
  }
  toString = () => `host's payouts ${this.enabled ? 'on' : 'off'} at the provider`;
}

class Deliver implements Command {
  constructor(
    readonly index: number,
    readonly again: boolean,
  ) {}
  check = () => true;
  async run(_m: Model, w: MoneyWorld) {
    await w.step();
    const label = w.events[this.index % Math.max(1, w.events.length)]?.label;
    if (label) await w.deliver(this.index, this.again);
  }
  toString = () => `deliver queued event #${this.index}${this.again ? ' (it comes again later)' : ''}`;
}

class Sweep implements Command {
  check = () => true;
  async run(_m: Model, w: MoneyWorld) {
    await w.step();
    await w.sweep();
  }
  toString = () => 'payments sweep';
}

class Transfers implements Command {
  check = () => true;
  async run(_m: Model, w: MoneyWorld) {
    await w.step();
    await w.transfers();
  }
  toString = () => 'host transfers job';
}

class Advance implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, w: MoneyWorld) {
    await w.step();
    await w.advance(this.ms);
    m.startIn -= this.ms;
    m.clock += this.ms;
  }
  toString = () => `clock +${this.ms / HOUR} h`;
}

class HoldsRunOut implements Command {
  check = () => true;
  async run(_m: Model, w: MoneyWorld) {
    await w.step();
    await w.holdsRunOut();
  }
  toString = () => 'open holds run out';
}

/** Each kind of step, with how often it comes up relative to the others. */
const weighted: [number, fc.Arbitrary<Command>][] = [
  [4, fc.tuple(guestIndex, fc.integer({ min: 1, max: 4 })).map(([g, n]) => new Checkout(g, n))],
  [4, fc.tuple(guestIndex, fc.boolean()).map(([g, now]) => new Pay(g, now))],
  [3, guestIndex.map((g) => new GuestCancels(g))],
  [1, guestIndex.map((g) => new HostCancelsGuest(g))],
  [1, fc.constant(new HostCancelsActivity())],
  [1, fc.constantFrom(1, -1).map((d) => new HostMoves(d))],
  [2, fc.constantFrom(...CANCELLATION_POLICIES).map((p) => new HostSetsPolicy(p))],
  [
    2,
    fc
      .tuple(fc.constantFrom<Fault>('fail', 'hang', 'lost'), fc.integer({ min: 1, max: 3 }))
      .map(([kind, n]) => new ProviderFails(kind, n)),
  ],
  [1, fc.boolean().map((down) => new ProviderOutage(down))],
  [1, fc.boolean().map((on) => new Payouts(on))],
  [3, fc.tuple(fc.nat(5), fc.boolean()).map(([i, again]) => new Deliver(i, again))],
  [2, fc.constant(new Sweep())],
  [1, fc.constant(new Transfers())],
  [2, fc.constantFrom(6 * HOUR, DAY, 3 * DAY).map((ms) => new Advance(ms))],
  [1, fc.constant(new HoldsRunOut())],
];
const commands = weighted.flatMap(([weight, arbitrary]) => Array.from({ length: weight }, () => arbitrary));

const worldSetup = fc.record({
  policy: fc.constantFrom(...CANCELLATION_POLICIES),
  // Deadlines fall on whole days before the start, and the clock moves in steps of 6 hours: starting 3 hours
  // off the grid keeps every step hours away from a deadline, so the model and the services agree.
  days: fc.integer({ min: 1, max: 9 }),
  priceCents: fc.constantFrom(2500, 3001),
  capacity: fc.integer({ min: 3, max: 5 }),
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
      process.stdout.write(
        `money model: ${sequences} sequences checked; reconcile over ${report.checked.payments} payments: clean\n`,
      );
    }
  });
});
