import { HOST_TRANSFER_HOLD_REASONS, HOST_TRANSFER_STATUSES } from '@sortim/contracts/host-transfers';
import { LIMITS } from '@sortim/contracts/limits';
import type { PartyLine } from '@sortim/contracts/pricing';
import { BOOKING_SOURCES } from '@sortim/contracts/taxonomy';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities, cancellationPolicyEnum } from './activities.ts';
import { timestamps } from './columns.ts';
import { users } from './people.ts';
import { discountPayerEnum, promoCodes } from './prices-and-codes.ts';

/*
 * The spots and the money: checkout holds, bookings, waitlist offers (each holds a spot), the hosts'
 * transfers and the provider events already applied. The built-in test provider's own records are in
 * test-provider-records.ts.
 */

export const bookingStatusEnum = pgEnum('booking_status', ['paid', 'refunded', 'cancelled']);
export const bookingSourceEnum = pgEnum('booking_source', BOOKING_SOURCES);
/** Why we asked the provider to refund a paid booking (record-refund.ts): what its guest and host are told. */
export const refundReasonEnum = pgEnum('refund_reason', ['guest_cancelled', 'host_cancelled']);
export const paymentProviderEnum = pgEnum('payment_provider', ['stripe', 'test']);
export const hostTransferStatusEnum = pgEnum('host_transfer_status', HOST_TRANSFER_STATUSES);
export const hostTransferHoldReasonEnum = pgEnum('host_transfer_hold_reason', HOST_TRANSFER_HOLD_REASONS);
export const paymentSessionStatusEnum = pgEnum('payment_session_status', [
  'open',
  'completed',
  'expired',
  'cancelled',
  'refunded',
]);

// ---------------------------------------------------------------- money

/**
 * A party as held by a checkout and then kept by its booking: its lines (categories and quantities at the
 * prices of the moment the hold was taken, reservations/quote.ts), the seats they take, what they cost, the
 * code's discount and what the guest pays. A private group takes every seat of its date.
 */
const partyColumns = () => ({
  spots: integer('spots').notNull(),
  lines: jsonb('lines').$type<PartyLine[]>().notNull().default(sql`'[]'::jsonb`),
  subtotalCents: integer('subtotal_cents').notNull(),
  discountCents: integer('discount_cents').notNull().default(0),
  amountCents: integer('amount_cents').notNull(),
  promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'restrict' }),
  /** Whose money the discount is: the host's (their code) or the platform's (its fee). */
  discountPayer: discountPayerEnum('discount_payer'),
  isPrivate: boolean('is_private').notNull().default(false),
});

/** 1..10 seats (a private group: its date's), no negative money, and the amount is the subtotal less the discount. */
const partyChecks = (
  table: string,
  t: {
    spots: AnyPgColumn;
    subtotalCents: AnyPgColumn;
    discountCents: AnyPgColumn;
    amountCents: AnyPgColumn;
    isPrivate: AnyPgColumn;
    promoCodeId: AnyPgColumn;
    discountPayer: AnyPgColumn;
  },
) => [
  check(
    `${table}_spots_range`,
    sql`${t.spots} >= 1 AND (${t.isPrivate} OR ${t.spots} <= ${sql.raw(String(LIMITS.maxSpotsPerBooking))})`,
  ),
  check(`${table}_subtotal_non_negative`, sql`${t.subtotalCents} >= 0`),
  check(`${table}_discount`, sql`${t.discountCents} BETWEEN 0 AND ${t.subtotalCents}`),
  check(`${table}_amount`, sql`${t.amountCents} = ${t.subtotalCents} - ${t.discountCents}`),
  check(`${table}_code_payer`, sql`(${t.promoCodeId} IS NULL) = (${t.discountPayer} IS NULL)`),
];

/**
 * A checkout in progress: it holds `spots` of the activity from creation until it completes, expires or is
 * cancelled. While open, its spots are already subtracted from activities.spots_remaining.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProviderEnum('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    ...partyColumns(),
    /** The platform's service fee kept from the amount; the rest goes to the host's connected account. */
    platformFeeCents: integer('platform_fee_cents').notNull().default(0),
    status: paymentSessionStatusEnum('status').notNull().default('open'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /**
     * Where the guest pays (the provider's hosted page). Cleared once the provider reports a closed session's
     * page expired: the sweep asks about closed sessions still carrying one (holds.ts, settleClosedCheckout).
     */
    checkoutUrl: text('checkout_url'),
    /** Set when the provider reports the payment; a payment that arrived too late is refunded by this id. */
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    /**
     * The cancellation policy the payment page showed when the hold was taken: the booking is paid under it,
     * whatever the host changes meanwhile. Null for holds taken before it was stored (the activity's then).
     */
    shownPolicy: cancellationPolicyEnum('shown_policy'),
    /**
     * The time and place the guest saw when the hold was taken: a booking completed after the host moved the
     * activity carries the move (bookings.host_change) as if it had been booked before it.
     */
    shownSchedule: jsonb('shown_schedule').$type<BookingHostChange['before']>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_sessions_provider_session_uq').on(t.provider, t.providerSessionId),
    index('payment_sessions_open_expiry_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'open'`),
    index('payment_sessions_user_activity_idx').on(t.userId, t.activityId),
    // One checkout in progress per guest and activity: a new one replaces the old (its hold is released).
    uniqueIndex('payment_sessions_one_open_per_user_activity_uq')
      .on(t.userId, t.activityId)
      .where(sql`${t.status} = 'open'`),
    // A date a private group is paying for is closed to everyone else (reservations' bookedPrivately).
    index('payment_sessions_private_open_idx')
      .on(t.activityId)
      .where(sql`${t.isPrivate} AND ${t.status} = 'open'`),
    index('payment_sessions_promo_code_idx')
      .on(t.promoCodeId)
      .where(sql`${t.promoCodeId} IS NOT NULL AND ${t.status} = 'open'`),
    check('payment_sessions_fee_in_amount', sql`${t.platformFeeCents} BETWEEN 0 AND ${t.amountCents}`),
    ...partyChecks('payment_sessions', t),
  ],
);

/** What a guest had booked before the host moved the activity (times as ISO instants). */
export type BookingHostChange = {
  changedAt: string;
  before: { startTime: string; endTime: string; locationName: string; address: string };
};

/** A confirmed booking: its party's lines and seats, paid `amount_cents`. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    paymentSessionId: uuid('payment_session_id')
      .unique()
      .references(() => paymentSessions.id, { onDelete: 'restrict' }),
    status: bookingStatusEnum('status').notNull().default('paid'),
    source: bookingSourceEnum('source').notNull().default('sortim'),
    ...partyColumns(),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    /**
     * Set before we ask the provider to refund, so that whichever settles the booking first (our refund
     * code or the provider's refund event) tells the guest and host the same; null for a refund made at
     * the provider (its dashboard).
     */
    refundReason: refundReasonEnum('refund_reason'),
    /**
     * When the host moved the activity after this booking was paid, and what the guest had booked
     * (the first values told, kept through later moves): My Bookings shows "Changed by the host".
     */
    hostChange: jsonb('host_change').$type<BookingHostChange>(),
    /**
     * The activity's cancellation policy when this booking was paid: a later change of the activity's
     * policy never changes it. Null for bookings paid before policies existed (they refund as 'flexible').
     */
    cancellationPolicy: cancellationPolicyEnum('cancellation_policy'),
    /**
     * The refund asked of the provider, in cents, recorded with `refund_reason` before asking (the first to
     * ask fixes it, so every asker sends the same parameters under one idempotency key); the provider's
     * refund event settles the booking once its refunded total reaches it. Null: no refund under way.
     */
    refundDueCents: integer('refund_due_cents'),
    /**
     * What went back to the guest, in cents, once refunded (all of amount_cents, or a policy's share); 0
     * for a booking cancelled past its last refund deadline.
     */
    refundedCents: integer('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The rest owed back when the host cancelled the activity after this booking's own refund was decided
     * (cancelled past its deadline, or a policy's share): a host's cancellation refunds in full. Refunded
     * as a second refund (its own idempotency key); `rest_refund_id` is set once it went through.
     */
    refundRestCents: integer('refund_rest_cents'),
    restRefundId: text('rest_refund_id'),
    /** Refunds asked of the provider that failed, and when the sweep asks again (backoff). */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundRetryAt: timestamp('refund_retry_at', { withTimezone: true }),
    /** A private group's link (/group/:token) its friends use to put their names on its tickets. */
    groupToken: text('group_token').unique(),
    ...timestamps,
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    // A user's last paid booking (the admin activity badge) and the paid bookings of a period (analytics);
    // with the user in the key, who booked in a period (the admin status filter) is read from the index alone.
    index('bookings_user_paid_idx').on(t.userId, t.createdAt).where(sql`${t.status} = 'paid'`),
    index('bookings_paid_created_idx').on(t.createdAt, t.userId).where(sql`${t.status} = 'paid'`),
    index('bookings_activity_idx').on(t.activityId, t.status),
    index('bookings_private_paid_idx').on(t.activityId).where(sql`${t.isPrivate} AND ${t.status} = 'paid'`),
    index('bookings_promo_code_idx').on(t.promoCodeId).where(sql`${t.promoCodeId} IS NOT NULL`),
    // One live booking per guest and activity ("already booked"); refunded ones do not count.
    uniqueIndex('bookings_one_paid_per_user_activity_uq')
      .on(t.userId, t.activityId)
      .where(sql`${t.status} = 'paid'`),
    ...partyChecks('bookings', t),
    check('bookings_refund_state', sql`(${t.status} = 'refunded') = (${t.refundedAt} IS NOT NULL)`),
    check(
      'bookings_refund_amounts',
      sql`${t.refundDueCents} BETWEEN 0 AND ${t.amountCents} AND ${t.refundedCents} BETWEEN 0 AND ${t.amountCents}`,
    ),
    check('bookings_refund_rest', sql`${t.refundRestCents} BETWEEN 1 AND ${t.amountCents}`),
    // The refunds still owed, for the sweep: a first refund recorded and unsettled, or a rest not yet made.
    index('bookings_refund_owed_idx')
      .on(t.refundRetryAt)
      .where(
        sql`(${t.status} = 'paid' AND ${t.refundDueCents} > 0) OR (${t.refundRestCents} IS NOT NULL AND ${t.restRefundId} IS NULL)`,
      ),
  ],
);

/**
 * The host's payout of one paid booking (modules/reservations/host-payouts.ts): made by the payments sweep
 * once the activity has ended plus the dispute delay, created then (a booking with no row yet is pending).
 * `transferred_cents` is what reached the host; a refund afterwards takes back the host's share of the
 * refunded amount (`reversed_cents`, once, by `provider_reversal_id`). Bookings paid before transfers
 * existed have a 'destination_charge' row: their share went with the charge and is never paid again.
 */
export const hostTransfers = pgTable(
  'host_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    status: hostTransferStatusEnum('status').notNull().default('pending'),
    /** The connected account paid (Stripe `acct_...`), once a transfer was asked for. */
    destination: text('destination'),
    transferredCents: integer('transferred_cents').notNull().default(0),
    providerTransferId: text('provider_transfer_id'),
    reversedCents: integer('reversed_cents').notNull().default(0),
    providerReversalId: text('provider_reversal_id'),
    holdReason: hostTransferHoldReasonEnum('hold_reason'),
    /** The last failure (held or not), for the admins' stuck transfers; cleared when it goes through. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    /** A sweep working on this row until then: a second sweep at the same moment leaves it alone. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('host_transfers_open_idx').on(t.status).where(sql`${t.status} IN ('pending', 'held')`),
    check('host_transfers_amounts', sql`${t.reversedCents} BETWEEN 0 AND ${t.transferredCents}`),
    check(
      'host_transfers_paid_state',
      sql`(${t.status} = 'paid') = (${t.providerTransferId} IS NOT NULL AND ${t.paidAt} IS NOT NULL)`,
    ),
    check('host_transfers_held_reason', sql`(${t.status} = 'held') = (${t.holdReason} IS NOT NULL)`),
  ],
);

/** Provider events already applied, so a redelivered webhook changes nothing. */
export const processedProviderEvents = pgTable(
  'processed_provider_events',
  {
    provider: paymentProviderEnum('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId], name: 'processed_provider_events_pk' })],
);

// ---------------------------------------------------------------- the waitlist

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While set, one spot of the activity is held for this person until then (an offer after a spot freed
     * up); the spot is already subtracted from activities.spots_remaining.
     */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_one_per_user_activity_uq').on(t.userId, t.activityId),
    index('waitlist_activity_line_idx').on(t.activityId, t.createdAt),
    index('waitlist_open_offers_idx').on(t.offerExpiresAt).where(sql`${t.offerExpiresAt} IS NOT NULL`),
  ],
);
