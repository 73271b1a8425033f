import { randomUUID } from 'node:crypto';
import type { CancellationPolicy } from '@sortim/contracts/cancellation-policies';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { App } from '#src/app.ts';
import {
  activities,
  bookings,
  hostTransfers,
  paymentSessions,
  profiles,
  testProviderAccounts,
  testProviderCheckouts,
  testProviderIdempotencyKeys,
  testProviderRefunds,
  testProviderTransferReversals,
  testProviderTransfers,
} from '#src/db/schema.ts';
import type { PaymentProvider } from '#src/lib/payments/payment-provider.ts';
import { sweepHostTransfers } from '#src/modules/reservations/host-payouts.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
import { deleteRequest, editForm, hostActivity, putRequest } from '#src/test/host-activities.ts';
import { signUp, type TestAccount } from './auth.ts';
import { testProviderOf } from './checkout.ts';
import { createActivity } from './factories.ts';
import { postWebhook, signedEvent } from './payments.ts';

/*
 * The world the money model drives (src/money-model.test.ts): one host's activity, a few guests,
 * the real services behind the app's routes and the built-in test provider, with the three things a test
 * needs to control and a real provider does not let it: the provider's faults, the order in which its
 * events arrive, and time. Time passes by moving every timestamp of this world back (activities, holds,
 * bookings, transfers, and the provider's records, whose idempotency keys it forgets after 24 hours), as the
 * other tests of the clock do: the code under test keeps reading the database's now().
 */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** How a provider call goes wrong: refused before it acts, done after the caller gave up, or done with its answer lost. */
export type Fault = 'fail' | 'hang' | 'lost';

/** The provider calls that move money or close a page: the ones a fault can hit. */
const FAULTY = ['refund', 'transfer', 'reverseTransfer', 'getCheckout', 'expireCheckout'] as const;
const FINDS = ['findRefund', 'findTransfer', 'findReversal'] as const;
type Faulty = (typeof FAULTY)[number] | (typeof FINDS)[number];

class ProviderFaultError extends Error {}

/**
 * Wraps the app's provider once: each call of a FAULTY method first asks the world whether it should go
 * wrong. 'hang' does the work at the start of the world's next step, after the caller has given up.
 */
export class ProviderFaults {
  private pending: { kind: Fault; calls: number } | null = null;
  private down = false;
  private late: (() => Promise<unknown>)[] = [];
  /** Called after each refund the provider made, with its payment: the provider's `charge.refunded`. */
  onRefund: (paymentId: string) => Promise<void> = async () => {};

  constructor(provider: PaymentProvider) {
    const methods = provider as unknown as Record<Faulty, (...args: unknown[]) => Promise<unknown>>;
    for (const name of [...FAULTY, ...FINDS]) {
      const original = methods[name]?.bind(provider);
      if (!original) continue;
      methods[name] = async (...args: unknown[]) => {
        const input = args[0] as { paymentId?: string };
        const refunded = async <T>(answer: T) => {
          if (name === 'refund' && input.paymentId) await this.onRefund(input.paymentId);
          return answer;
        };
        const fault = this.take();
        if (!fault) return refunded(await original(...args));
        if (fault === 'fail') throw new ProviderFaultError(`provider ${name}: 500`);
        if (fault === 'hang') {
          this.late.push(async () => refunded(await original(...args)));
          throw new ProviderFaultError(`provider ${name}: timed out`);
        }
        await refunded(await original(...args));
        throw new ProviderFaultError(`provider ${name}: answer lost`);
      };
    }
  }

  private take(): Fault | null {
    if (this.down) return 'fail';
    if (!this.pending) return null;
    const { kind } = this.pending;
    this.pending.calls -= 1;
    if (this.pending.calls <= 0) this.pending = null;
    return kind;
  }

  /** The next `calls` provider calls go wrong this way. */
  failNext(kind: Fault, calls: number) {
    this.pending = { kind, calls };
  }

  outage(down: boolean) {
    this.down = down;
  }

  /** The work of hung calls, done now (their callers gave up long ago); errors are the provider's own. */
  async finishHung() {
    const late = this.late;
    this.late = [];
    for (const work of late) await work().catch(() => {});
  }

  recover() {
    this.pending = null;
    this.down = false;
  }
}

/** A provider event waiting to be delivered: the model decides when, how often and in which order. */
type QueuedEvent = { payload: string; signature: string; label: string };

export type GuestState = {
  account: TestAccount;
  /** The provider's checkout of the guest's latest hold (if any). */
  checkoutId: string | null;
  /** Our payment session of it. */
  sessionId: string | null;
  /** The payment made at the provider (once paid). */
  paymentId: string | null;
};

export type WorldOptions = {
  capacity: number;
  priceCents: number;
  policy: CancellationPolicy;
  /** From now to the activity's start, in ms. */
  startIn: number;
  /** The app's webhook secret, which signs the provider's events. */
  webhookSecret: string;
};

export class MoneyWorld {
  readonly events: QueuedEvent[] = [];
  /** Every shift of the clock so far, in ms: what the world's "now" is ahead of the real one. */
  shifted = 0;
  /** When the world began, on the real clock. */
  readonly createdAt = new Date();

  private constructor(
    readonly app: App,
    readonly faults: ProviderFaults,
    readonly host: TestAccount,
    readonly accountId: string,
    readonly activityId: string,
    readonly guests: GuestState[],
    readonly options: WorldOptions,
  ) {}

  static async create(app: App, faults: ProviderFaults, guests: number, options: WorldOptions) {
    const host = await signUp(app, { roles: ['host'] });
    const provider = testProviderOf(app);
    const { accountId } = await provider.createConnectedAccount({ hostId: host.id, email: host.email });
    await app.db
      .update(testProviderAccounts)
      .set({ status: 'enabled' })
      .where(eq(testProviderAccounts.id, accountId));
    await app.db
      .update(profiles)
      .set({ stripeAccountId: accountId, payoutsEnabled: true })
      .where(eq(profiles.id, host.id));
    const start = new Date(Date.now() + options.startIn);
    const activity = await createActivity(app.db, {
      hostId: host.id,
      title: `Model ${randomUUID().slice(0, 8)}`,
      capacity: options.capacity,
      spotsRemaining: options.capacity,
      priceCents: options.priceCents,
      cancellationPolicy: options.policy,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * HOUR),
    });
    const people: GuestState[] = [];
    for (let i = 0; i < guests; i++) {
      people.push({ account: await signUp(app), checkoutId: null, sessionId: null, paymentId: null });
    }
    const world = new MoneyWorld(app, faults, host, accountId, activity.id, people, options);
    faults.onRefund = (paymentId) => world.queueRefundEvent(paymentId);
    return world;
  }

  /** Hung calls finish at the start of the next step, as a provider that was slow would. */
  async step() {
    await this.faults.finishHung();
  }

  // The guest's side.

  async checkout(guest: GuestState, spots: number) {
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: guest.account.cookie },
      payload: { activityId: this.activityId, spots },
    });
    if (res.statusCode !== 201) return res.statusCode;
    const checkoutId = (res.json() as { sessionId: string }).sessionId;
    const [session] = await this.app.db
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, checkoutId));
    guest.checkoutId = checkoutId;
    guest.sessionId = session?.id ?? null;
    return res.statusCode;
  }

  /**
   * The guest pays on the provider's page, if it is still open: the provider takes the money at once and
   * its `checkout.session.completed` waits in the queue (delivered now when `deliverNow`).
   */
  async pay(guest: GuestState, deliverNow: boolean): Promise<boolean> {
    if (!guest.checkoutId || guest.paymentId) return false;
    const paymentId = `pi_test_${randomUUID().replaceAll('-', '')}`;
    const [paid] = await this.app.db
      .update(testProviderCheckouts)
      .set({ status: 'complete', paymentId })
      .where(
        and(
          eq(testProviderCheckouts.id, guest.checkoutId),
          eq(testProviderCheckouts.status, 'open'),
          sql`${testProviderCheckouts.expiresAt} > now()`,
        ),
      )
      .returning();
    if (!paid) return false;
    guest.paymentId = paymentId;
    this.queue('checkout.session.completed', `paid ${paymentId}`, {
      id: paid.id,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentId,
      amount_total: paid.amountCents,
      currency: 'eur',
      metadata: paid.metadata,
      client_reference_id: paid.metadata.payment_session_id,
    });
    if (deliverNow) await this.deliver(this.events.length - 1, false);
    return true;
  }

  async bookingOf(guest: GuestState) {
    if (!guest.sessionId) return undefined;
    const [booking] = await this.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, guest.sessionId));
    return booking;
  }

  async guestCancels(guest: GuestState): Promise<number | null> {
    const booking = await this.bookingOf(guest);
    if (!booking) return null;
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/refund`,
      headers: { cookie: guest.account.cookie },
    });
    return res.statusCode;
  }

  // The host's side.

  async hostCancelsGuest(guest: GuestState): Promise<number | null> {
    const booking = await this.bookingOf(guest);
    if (!booking) return null;
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/host/bookings/${booking.id}/cancel`,
      headers: { cookie: this.host.cookie },
    });
    return res.statusCode;
  }

  async hostCancelsActivity(): Promise<number> {
    return (await deleteRequest(this.app, this.host, this.activityId)).statusCode;
  }

  async hostMoves(byMs: number): Promise<number> {
    const activity = await hostActivity(this.app, this.host, this.activityId);
    const start = new Date(new Date(activity.startTime).getTime() + byMs);
    const end = new Date(new Date(activity.endTime).getTime() + byMs);
    const res = await putRequest(
      this.app,
      this.host,
      this.activityId,
      editForm(activity, { startTime: start.toISOString(), endTime: end.toISOString() }),
    );
    return res.statusCode;
  }

  async hostSetsPolicy(policy: CancellationPolicy): Promise<number> {
    const activity = await hostActivity(this.app, this.host, this.activityId);
    const res = await putRequest(
      this.app,
      this.host,
      this.activityId,
      editForm(activity, { cancellationPolicy: policy }),
    );
    return res.statusCode;
  }

  /**
   * The host's payouts at the provider turn off or on; the provider's `account.updated` waits in the queue,
   * so it may arrive late, twice, or after a newer one.
   */
  async payouts(enabled: boolean) {
    await this.app.db
      .update(testProviderAccounts)
      .set({ status: enabled ? 'enabled' : 'action_required' })
      .where(eq(testProviderAccounts.id, this.accountId));
    this.queue('account.updated', `payouts ${enabled ? 'on' : 'off'}`, {
      id: this.accountId,
      object: 'account',
      type: 'express',
      charges_enabled: enabled,
      payouts_enabled: enabled,
      details_submitted: true,
      capabilities: {
        card_payments: enabled ? 'active' : 'inactive',
        transfers: enabled ? 'active' : 'inactive',
      },
      requirements: {
        currently_due: enabled ? [] : ['individual.verification.document'],
        past_due: [],
        disabled_reason: enabled ? null : 'requirements.past_due',
      },
    });
  }

  // The provider's events.

  private queue(type: string, label: string, object: Record<string, unknown>) {
    this.events.push({ ...signedEvent(this.options.webhookSecret, type, object), label });
  }

  private async queueRefundEvent(paymentId: string) {
    const [payment] = await this.app.db
      .select()
      .from(testProviderCheckouts)
      .where(eq(testProviderCheckouts.paymentId, paymentId));
    if (!payment) return;
    this.queue('charge.refunded', `refunded ${paymentId} ${payment.refundedCents}`, {
      id: `ch_${paymentId}`,
      object: 'charge',
      payment_intent: paymentId,
      amount_refunded: payment.refundedCents,
      metadata: payment.metadata,
    });
  }

  /** Delivers the queued event at `index` (modulo the queue); kept in the queue to arrive again when `again`. */
  async deliver(index: number, again: boolean): Promise<void> {
    if (this.events.length === 0) return;
    const at = index % this.events.length;
    const event = this.events[at];
    if (!event) return;
    if (!again) this.events.splice(at, 1);
    await postWebhook(this.app, event);
  }

  async deliverAll() {
    while (this.events.length > 0) await this.deliver(0, false);
  }

  // The jobs.

  async sweep() {
    await sweepPayments(this.app.payments);
  }

  async transfers() {
    await sweepHostTransfers(this.app.payments);
  }

  // Time.

  /**
   * Where this world's records start on the database's clock: its beginning, moved back with it (the
   * provider's records and ours alike), with a margin. Reconcile from here reads this world, not the others.
   */
  since(): Date {
    return new Date(this.createdAt.getTime() - this.shifted - HOUR);
  }

  /** `ms` pass for everything in this world: its timestamps move back, the provider's records too. */
  async advance(ms: number) {
    this.shifted += ms;
    const db = this.app.db;
    const back = sql`make_interval(secs => ${ms / 1000})`;
    const shiftIso = (column: string) =>
      `to_char((((${column})::timestamptz - make_interval(secs => ${ms / 1000})) at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const scheduleBack = (column: string) =>
      sql.raw(`jsonb_set(jsonb_set(${column}, '{startTime}', to_jsonb(${shiftIso(`${column}->>'startTime'`)})),
        '{endTime}', to_jsonb(${shiftIso(`${column}->>'endTime'`)}))`);
    await db
      .update(activities)
      .set({
        startTime: sql`${activities.startTime} - ${back}`,
        endTime: sql`${activities.endTime} - ${back}`,
      })
      .where(eq(activities.id, this.activityId));
    await db
      .update(paymentSessions)
      .set({
        holdExpiresAt: sql`${paymentSessions.holdExpiresAt} - ${back}`,
        createdAt: sql`${paymentSessions.createdAt} - ${back}`,
        updatedAt: sql`${paymentSessions.updatedAt} - ${back}`,
        shownSchedule: sql`case when shown_schedule is null then null else ${scheduleBack('shown_schedule')} end`,
      })
      .where(eq(paymentSessions.activityId, this.activityId));
    await db
      .update(bookings)
      .set({
        createdAt: sql`${bookings.createdAt} - ${back}`,
        updatedAt: sql`${bookings.updatedAt} - ${back}`,
        refundedAt: sql`${bookings.refundedAt} - ${back}`,
        refundRetryAt: sql`${bookings.refundRetryAt} - ${back}`,
        hostChange: sql`case when host_change is null then null
          else jsonb_set(host_change, '{before}', ${scheduleBack(`host_change->'before'`)}) end`,
      })
      .where(eq(bookings.activityId, this.activityId));
    const ids = (
      await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.activityId, this.activityId))
    ).map((b) => b.id);
    if (ids.length > 0) {
      await db
        .update(hostTransfers)
        .set({
          claimedUntil: sql`${hostTransfers.claimedUntil} - ${back}`,
          paidAt: sql`${hostTransfers.paidAt} - ${back}`,
          createdAt: sql`${hostTransfers.createdAt} - ${back}`,
          updatedAt: sql`${hostTransfers.updatedAt} - ${back}`,
        })
        .where(inArray(hostTransfers.bookingId, ids));
    }
    await this.ageProviderRecords(back);
  }

  /**
   * This world's records at the test provider as if made earlier (its checkouts and their pages' expiry, the
   * refunds, transfers and reversals of their payments, and the keys those were made under), so the provider
   * forgets this world's keys as time passes here, and the other worlds' records keep their dates.
   */
  private async ageProviderRecords(back: SQL) {
    const db = this.app.db;
    const checkouts = testProviderCheckouts;
    const ours = sql`${checkouts.metadata} ->> 'activity_id' = ${this.activityId}`;
    const paid = await db
      .update(checkouts)
      .set({
        createdAt: sql`${checkouts.createdAt} - ${back}`,
        expiresAt: sql`${checkouts.expiresAt} - ${back}`,
      })
      .where(ours)
      .returning({ paymentId: checkouts.paymentId });
    const payments = paid.flatMap((p) => (p.paymentId ? [p.paymentId] : []));
    if (payments.length === 0) return;
    const refunds = await db
      .update(testProviderRefunds)
      .set({ createdAt: sql`${testProviderRefunds.createdAt} - ${back}` })
      .where(inArray(testProviderRefunds.paymentId, payments))
      .returning({ id: testProviderRefunds.id });
    const transfers = await db
      .update(testProviderTransfers)
      .set({ createdAt: sql`${testProviderTransfers.createdAt} - ${back}` })
      .where(inArray(testProviderTransfers.paymentId, payments))
      .returning({ id: testProviderTransfers.id });
    const reversals =
      transfers.length === 0
        ? []
        : await db
            .update(testProviderTransferReversals)
            .set({ createdAt: sql`${testProviderTransferReversals.createdAt} - ${back}` })
            .where(
              inArray(
                testProviderTransferReversals.transferId,
                transfers.map((t) => t.id),
              ),
            )
            .returning({ id: testProviderTransferReversals.id });
    const made = [...refunds, ...transfers, ...reversals].map((o) => o.id);
    if (made.length === 0) return;
    await db
      .update(testProviderIdempotencyKeys)
      .set({ createdAt: sql`${testProviderIdempotencyKeys.createdAt} - ${back}` })
      .where(inArray(testProviderIdempotencyKeys.objectId, made));
  }

  /** The guests sit on their payment pages until their holds (and the pages) run out. */
  async holdsRunOut() {
    const db = this.app.db;
    const sessions = await db
      .update(paymentSessions)
      .set({ holdExpiresAt: sql`least(${paymentSessions.holdExpiresAt}, now() - interval '1 second')` })
      .where(and(eq(paymentSessions.activityId, this.activityId), eq(paymentSessions.status, 'open')))
      .returning({ providerSessionId: paymentSessions.providerSessionId });
    const pages = sessions.flatMap((s) => (s.providerSessionId ? [s.providerSessionId] : []));
    if (pages.length > 0) {
      await db
        .update(testProviderCheckouts)
        .set({ expiresAt: sql`least(${testProviderCheckouts.expiresAt}, now() - interval '1 second')` })
        .where(inArray(testProviderCheckouts.id, pages));
    }
  }
}
