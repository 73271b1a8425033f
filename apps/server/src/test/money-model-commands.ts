import { CANCELLATION_POLICIES, type CancellationPolicy } from '@sortim/contracts/cancellation-policies';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { activities } from '#src/db/schema.ts';
import { refundAt } from '#src/modules/reservations/refund-terms.ts';
import { DAY, HOUR, type MoneyWorld } from './money-world.ts';
import { type Party, party, selling } from './money-world-selling.ts';
import type { Fault } from './provider-faults.ts';

/*
 * What the money model (src/money-model.test.ts) does to its world, step by step: each command is
 * one thing a guest, the host, the provider, a job or the clock does, run on the world (money-world.ts) and
 * followed in the model (what the books must come to). The test draws random sequences of them.
 */

/** Guests of each world. */
export const GUESTS = 3;

/** What the guest's payment page showed when the hold was taken (the start on the model's clock). */
type Shown = { policy: CancellationPolicy; startAt: number };

/** Who decided first what a paid booking gives back: the guest (cents by their terms) or the host (all). */
type Decision = { by: 'guest'; cents: number } | { by: 'host' };

type GuestModel = { shown: Shown | null; paid: boolean; decision: Decision | null };

export type Model = {
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
export const movedSince = (m: Readonly<Model>, shown: Shown) => m.clock + m.startIn !== shown.startAt;

const guestIndex = fc.integer({ min: 0, max: GUESTS - 1 });

class Checkout implements Command {
  constructor(
    readonly guest: number,
    readonly party: Party,
  ) {}
  check = (m: Readonly<Model>) => !m.guests[this.guest]?.paid;
  async run(m: Model, w: MoneyWorld) {
    await w.step();
    const status = await w.checkout(w.guests[this.guest] as MoneyWorld['guests'][number], this.party);
    const guest = m.guests[this.guest];
    if (status === 201 && guest) guest.shown = { policy: m.policy, startAt: m.clock + m.startIn };
  }
  toString = () => `checkout(guest ${this.guest}, ${JSON.stringify(this.party)})`;
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
  [4, fc.tuple(guestIndex, party).map(([g, p]) => new Checkout(g, p))],
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
export const commands = weighted.flatMap(([weight, arbitrary]) =>
  Array.from({ length: weight }, () => arbitrary),
);

export const worldSetup = fc.record({
  policy: fc.constantFrom(...CANCELLATION_POLICIES),
  // Deadlines fall on whole days before the start, and the clock moves in steps of 6 hours: starting 3 hours
  // off the grid keeps every step hours away from a deadline, so the model and the services agree.
  days: fc.integer({ min: 1, max: 9 }),
  priceCents: fc.constantFrom(2500, 3001),
  capacity: fc.integer({ min: 3, max: 5 }),
  selling,
});
