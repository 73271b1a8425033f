import { randomUUID } from 'node:crypto';
import type { CancellationPolicy } from '@sortim/contracts/cancellation-policies';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '#src/app.ts';
import {
  bookings,
  paymentSessions,
  profiles,
  testProviderAccounts,
  testProviderCheckouts,
} from '#src/db/schema.ts';
import { sweepHostTransfers } from '#src/modules/reservations/host-payouts.ts';
import { sweepPayments } from '#src/modules/reservations/sweep.ts';
import { deleteRequest, editForm, hostActivity, putRequest } from '#src/test/host-activities.ts';
import { signUp, type TestAccount } from './auth.ts';
import { testProviderOf } from './checkout.ts';
import { createActivity } from './factories.ts';
import { moveWorldBack, runOutHolds } from './money-world-clock.ts';
import { checkoutBody, type Party, type Prices, type Selling, setUpSelling } from './money-world-selling.ts';
import { postWebhook, signedEvent } from './payments.ts';
import type { ProviderFaults } from './provider-faults.ts';

/*
 * The world the money model drives (src/money-model.test.ts): one host's activity, a few guests,
 * the real services behind the app's routes and the built-in test provider, with the three things a test
 * needs to control and a real provider does not let it: the provider's faults (provider-faults.ts), the
 * order in which its events arrive, and time (money-world-clock.ts: every timestamp of this world moves back).
 */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

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
  /** Its prices per kind of guest, early bird, code and private offer (money-world-selling.ts). */
  selling: Selling;
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
    readonly prices: Prices,
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
    const prices = await setUpSelling(app, activity, options.selling);
    const world = new MoneyWorld(app, faults, host, accountId, activity.id, people, options, prices);
    faults.onRefund = (paymentId) => world.queueRefundEvent(paymentId);
    return world;
  }

  /** Hung calls finish at the start of the next step, as a provider that was slow would. */
  async step() {
    await this.faults.finishHung();
  }

  // The guest's side.

  async checkout(guest: GuestState, party: Party) {
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: guest.account.cookie },
      payload: checkoutBody(this.activityId, this.prices, party),
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

  /** `ms` pass for everything in this world (money-world-clock.ts). */
  async advance(ms: number) {
    this.shifted += ms;
    await moveWorldBack(this.app.db, this.activityId, ms);
  }

  /** The guests sit on their payment pages until their holds (and the pages) run out. */
  async holdsRunOut() {
    await runOutHolds(this.app.db, this.activityId);
  }
}
