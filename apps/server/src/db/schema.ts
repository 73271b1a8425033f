import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@sortim/contracts/admin';
import { CANCELLATION_POLICIES } from '@sortim/contracts/cancellation-policies';
import { HOST_TRANSFER_HOLD_REASONS, HOST_TRANSFER_STATUSES } from '@sortim/contracts/host-transfers';
import { LIMITS } from '@sortim/contracts/limits';
import { LOCALES } from '@sortim/contracts/product';
import {
  AB_GROUPS,
  ACTIVITY_STATUSES,
  ANALYTICS_EVENT_TYPES,
  APPROVAL_STATUSES,
  BOOKING_SOURCES,
  GENDERS,
  HOST_ACTIVITY_TYPES,
  HOST_APPLICATION_STATUSES,
  LEVELS,
  ROLES,
  TAXONOMY,
} from '@sortim/contracts/taxonomy';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The whole data model. Impossible states are kept out by the schema itself (CHECK, UNIQUE, FK),
 * so a rule a service forgets still cannot corrupt the data. Money is integer euro cents.
 *
 * ON DELETE, deliberately:
 * - a user's own things (profile, roles, sessions, reviews, waitlist entries, applications) go with them;
 * - money records (bookings, payment sessions) RESTRICT the deletion of their user or activity: a
 *   refund or an anonymisation must come first, so no payment silently loses its owner;
 * - activities RESTRICT the deletion of their host for the same reason;
 * - analytics keep their rows and forget the user (SET NULL).
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** `column IN ('a','b')` for enum-like text checks built from the contract's lists. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`);

// ---------------------------------------------------------------- enums

export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const abGroupEnum = pgEnum('ab_group', AB_GROUPS);
export const localeEnum = pgEnum('locale', LOCALES);
export const categoryEnum = pgEnum('activity_category', Object.keys(TAXONOMY) as [string, ...string[]]);
export const levelEnum = pgEnum('activity_level', LEVELS);
export const activityStatusEnum = pgEnum('activity_status', ACTIVITY_STATUSES);
export const approvalStatusEnum = pgEnum('approval_status', APPROVAL_STATUSES);
export const hostApplicationStatusEnum = pgEnum('host_application_status', HOST_APPLICATION_STATUSES);
export const bookingStatusEnum = pgEnum('booking_status', ['paid', 'refunded', 'cancelled']);
export const bookingSourceEnum = pgEnum('booking_source', BOOKING_SOURCES);
/** Why we asked the provider to refund a paid booking (refunds.ts): what its guest and host are told. */
export const refundReasonEnum = pgEnum('refund_reason', ['guest_cancelled', 'host_cancelled']);
export const cancellationPolicyEnum = pgEnum('cancellation_policy', CANCELLATION_POLICIES);
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
export const analyticsEventTypeEnum = pgEnum('analytics_event_type', ANALYTICS_EVENT_TYPES);
export const emailStatusEnum = pgEnum('email_status', ['queued', 'sent', 'failed']);

// ---------------------------------------------------------------- accounts (better-auth's tables)

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_uq').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// ---------------------------------------------------------------- people

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    displayName: text('display_name').notNull(),
    bio: text('bio'),
    city: text('city'),
    age: integer('age'),
    gender: genderEnum('gender'),
    avatarUrl: text('avatar_url'),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    phone: text('phone'),
    payoutEmail: text('payout_email'),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    /** Reminder e-mails 24 hours and 2 hours before each booked activity (modules/reminders); off in the profile. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /**
     * The saved-activity e-mail (modules/saved): a saved activity about to sell out or a new date of it, at
     * most one a day; `savedAlertSentAt` is when the last one went, claimed by a conditional update.
     */
    savedAlertsEnabled: boolean('saved_alerts_enabled').notNull().default(true),
    savedAlertSentAt: timestamp('saved_alert_sent_at', { withTimezone: true }),
    calendarIcsUrl: text('calendar_ics_url'),
    calendarFilterTag: text('calendar_filter_tag'),
    calendarLastSyncedAt: timestamp('calendar_last_synced_at', { withTimezone: true }),
    /**
     * What the last sync read (null before the first and after a disconnect), so the host page says
     * when the hourly sync was cut short by the import's budget: the upcoming events it kept, why it
     * stopped before a year ahead ('drafts' limit, 'time' limit, null: it did not), the events skipped
     * as unreadable.
     */
    calendarLastImportEvents: integer('calendar_last_import_events'),
    calendarLastImportCutShort: text('calendar_last_import_cut_short', { enum: ['drafts', 'time'] }),
    calendarLastImportUnreadable: integer('calendar_last_import_unreadable'),
    /** The secret in the host's private .ics feed URL; a new one revokes the old URL. */
    calendarFeedToken: text('calendar_feed_token').unique(),
    stripeAccountId: text('stripe_account_id').unique(),
    stripeOnboardingComplete: boolean('stripe_onboarding_complete').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    abGroup: abGroupEnum('ab_group').notNull(),
    /** The language the person reads the app in (set by the web app): their e-mails are written in it. */
    locale: localeEnum('locale').notNull().default('en'),
    /**
     * Set when an admin deleted an account that money records or past activities still point at: the
     * person is anonymised and can no longer sign in, the rows that must outlive them keep a valid owner.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When the person's latest paid booking was made (null: none). Kept by the database itself, by a trigger
     * on bookings (migration 0008), whatever way a booking is made, refunded or cancelled; the admin
     * users list reads its activity badge and status filter here instead of scanning bookings.
     */
    lastPaidBookingAt: timestamp('last_paid_booking_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('profiles_created_at_idx').on(t.createdAt),
    // /admin/users: people newest first (and their count) without the anonymised; the search over name,
    // e-mail, id and city (ILIKE '%q%') by trigram indexes; the city filter, whatever the case.
    index('profiles_admin_list_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('profiles_display_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')),
    index('profiles_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('profiles_id_trgm_idx').using('gin', t.id.op('gin_trgm_ops')),
    index('profiles_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    index('profiles_city_lower_idx').on(sql`lower(${t.city})`).where(sql`${t.deletedAt} IS NULL`),
    index('profiles_last_paid_booking_idx').on(t.lastPaidBookingAt).where(sql`${t.deletedAt} IS NULL`),
    check(
      'profiles_age_range',
      sql`${t.age} IS NULL OR ${t.age} BETWEEN ${sql.raw(String(LIMITS.ageMin))} AND ${sql.raw(String(LIMITS.ageMax))}`,
    ),
    check('profiles_display_name_not_blank', sql`length(btrim(${t.displayName})) > 0`),
    check('profiles_payouts_need_account', sql`NOT ${t.payoutsEnabled} OR ${t.stripeAccountId} IS NOT NULL`),
    check(
      'profiles_calendar_last_import',
      sql`(${t.calendarLastImportEvents} IS NULL AND ${t.calendarLastImportUnreadable} IS NULL
        AND ${t.calendarLastImportCutShort} IS NULL)
        OR (${t.calendarLastImportEvents} IS NOT NULL AND ${t.calendarLastImportUnreadable} IS NOT NULL
        AND ${t.calendarLastImportEvents} >= 0 AND ${t.calendarLastImportUnreadable} >= 0
        AND (${t.calendarLastImportCutShort} IS NULL OR ${t.calendarLastImportCutShort} IN ('drafts', 'time')))`,
    ),
  ],
);

/** Roles are the source of truth for host, verified host and admin (the 'Verified' badge reads verified_host). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role], name: 'user_roles_pk' }),
    index('user_roles_role_idx').on(t.role),
  ],
);

export const hostApplications = pgTable(
  'host_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: hostApplicationStatusEnum('status').notNull().default('pending'),
    activityType: text('activity_type').notNull(),
    phone: text('phone').notNull(),
    notificationEmail: text('notification_email').notNull(),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('host_applications_user_id_idx').on(t.userId),
    index('host_applications_status_idx').on(t.status, t.createdAt),
    check('host_applications_activity_type', oneOf('activity_type', HOST_ACTIVITY_TYPES)),
    // A pending application has not been reviewed; a decided one may be self-approved (no reviewer).
    check(
      'host_applications_pending_unreviewed',
      sql`${t.status} <> 'pending' OR (${t.reviewedBy} IS NULL AND ${t.reviewedAt} IS NULL)`,
    ),
  ],
);

// ---------------------------------------------------------------- activities

const validSubtypePairs = Object.entries(TAXONOMY)
  .map(
    ([category, subtypes]) =>
      `(category = '${category}' AND subtype IN (${subtypes.map((s) => `'${s}'`).join(', ')}))`,
  )
  .join(' OR ');

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: text('host_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    /** The occurrences of one series share this id: created together, or one recurring calendar event. */
    seriesId: uuid('series_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: categoryEnum('category').notNull(),
    subtype: text('subtype').notNull(),
    priceCents: integer('price_cents').notNull(),
    capacity: integer('capacity').notNull(),
    spotsRemaining: integer('spots_remaining').notNull(),
    thirdPartyAttendees: integer('third_party_attendees').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    location: text('location'),
    locationName: text('location_name').notNull(),
    address: text('address').notNull(),
    /** The meeting point the host pinned on a map (WGS 84 degrees); both null when none was placed. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    coverImageUrl: text('cover_image_url'),
    thumbnailUrl: text('thumbnail_url'),
    additionalImages: text('additional_images').array().notNull().default(sql`'{}'::text[]`),
    activityLanguages: text('activity_languages').array().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    level: levelEnum('level').notNull().default('All levels'),
    isPublished: boolean('is_published').notNull().default(true),
    approvalStatus: approvalStatusEnum('approval_status').notNull().default('approved'),
    status: activityStatusEnum('status').notNull().default('published'),
    featured: boolean('featured').notNull().default(false),
    /** The UID of the host's calendar event this draft was imported from (calendar sync), else null. */
    externalUid: text('external_uid'),
    /**
     * Raised each time the host moves the activity (start, end, place or address) with guests booked:
     * the SEQUENCE of the calendar entry their e-mail carries, so a calendar replaces the old one.
     */
    scheduleVersion: integer('schedule_version').notNull().default(0),
    /** What a guest who cancels gets back, and until when (contracts' REFUND_TIERS). */
    cancellationPolicy: cancellationPolicyEnum('cancellation_policy').notNull().default('flexible'),
    ...timestamps,
  },
  (t) => [
    // A calendar event becomes one activity of its host, however often the calendar is synced.
    uniqueIndex('activities_host_external_uid_uq')
      .on(t.hostId, t.externalUid)
      .where(sql`${t.externalUid} IS NOT NULL`),
    check('activities_subtype_in_category', sql.raw(`(${validSubtypePairs})`)),
    check('activities_price_non_negative', sql`${t.priceCents} >= 0`),
    check('activities_capacity_min', sql`${t.capacity} >= ${sql.raw(String(LIMITS.capacityMin))}`),
    check('activities_spots_in_capacity', sql`${t.spotsRemaining} BETWEEN 0 AND ${t.capacity}`),
    check('activities_third_party_in_capacity', sql`${t.thirdPartyAttendees} BETWEEN 0 AND ${t.capacity}`),
    check('activities_ends_after_start', sql`${t.endTime} > ${t.startTime}`),
    check(
      'activities_title_length',
      sql`char_length(${t.title}) BETWEEN ${sql.raw(String(LIMITS.activityTitleMin))} AND ${sql.raw(String(LIMITS.activityTitleMax))}`,
    ),
    check(
      'activities_description_length',
      sql`char_length(${t.description}) BETWEEN ${sql.raw(String(LIMITS.activityDescriptionMin))} AND ${sql.raw(String(LIMITS.activityDescriptionMax))}`,
    ),
    check(
      'activities_point',
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND ${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180`,
    ),
    check('activities_has_language', sql`cardinality(${t.activityLanguages}) >= 1`),
    check(
      'activities_additional_images_max',
      sql`cardinality(${t.additionalImages}) <= ${sql.raw(String(LIMITS.additionalImagesMax))}`,
    ),
    // The guest list: published, status, upcoming, by start time.
    index('activities_guest_list_idx').on(t.isPublished, t.status, t.startTime),
    index('activities_category_idx').on(t.category),
    // The guest list filtered by one category, in start-time order. The price is in the key so a price
    // range is checked on the index entries: a narrow range skips non-matching rows without reading them.
    index('activities_category_list_idx')
      .on(t.category, t.startTime, t.priceCents)
      .where(sql`${t.isPublished} and ${t.status} = 'published'`),
    index('activities_subtype_idx').on(t.subtype),
    index('activities_price_idx').on(t.priceCents),
    index('activities_host_idx').on(t.hostId, t.startTime),
    index('activities_featured_idx').on(t.featured).where(sql`${t.featured}`),
    // A series' listed dates in order: a guest list's 'first date of its series' check and '+N more
    // dates' read a few entries of it per listed row, and an activity's page its series' dates.
    index('activities_series_dates_idx')
      .on(t.seriesId, t.startTime, t.id)
      .where(sql`${t.isPublished} and ${t.status} = 'published'`),
    // The list in a box is written as coordinate ranges (modules/activities): PostgreSQL estimates them from the
    // columns' statistics, where it gives `<@ box` a fixed 0.1%, so it reads a sparse area from this index and a
    // dense or wide one in start-time order, whichever costs less.
    index('activities_point_btree_idx').on(t.latitude, t.longitude).where(sql`${t.latitude} IS NOT NULL`),
    // Case-insensitive substring search (ILIKE '%q%') on title and description uses trigram indexes.
    index('activities_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('activities_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

// ---------------------------------------------------------------- money

/** A party of `spots` people at a unit price, as held by a checkout and then kept by its booking. */
const partyColumns = () => ({
  spots: integer('spots').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  amountCents: integer('amount_cents').notNull(),
});

/** 1..10 spots, no negative price, and the amount is always spots x unit price. */
const partyChecks = (
  table: string,
  t: { spots: AnyPgColumn; unitPriceCents: AnyPgColumn; amountCents: AnyPgColumn },
) => [
  check(`${table}_spots_range`, sql`${t.spots} BETWEEN 1 AND ${sql.raw(String(LIMITS.maxSpotsPerBooking))}`),
  check(`${table}_price_non_negative`, sql`${t.unitPriceCents} >= 0`),
  check(`${table}_amount`, sql`${t.amountCents} = ${t.spots} * ${t.unitPriceCents}`),
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
    check('payment_sessions_fee_in_amount', sql`${t.platformFeeCents} BETWEEN 0 AND ${t.amountCents}`),
    ...partyChecks('payment_sessions', t),
  ],
);

/** What a guest had booked before the host moved the activity (times as ISO instants). */
export type BookingHostChange = {
  changedAt: string;
  before: { startTime: string; endTime: string; locationName: string; address: string };
};

/** A confirmed booking: `spots` people, paid `spots x unit price`. */
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
    ...timestamps,
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    // A user's last paid booking (the admin activity badge) and the paid bookings of a period (analytics);
    // with the user in the key, who booked in a period (the admin status filter) is read from the index alone.
    index('bookings_user_paid_idx').on(t.userId, t.createdAt).where(sql`${t.status} = 'paid'`),
    index('bookings_paid_created_idx').on(t.createdAt, t.userId).where(sql`${t.status} = 'paid'`),
    index('bookings_activity_idx').on(t.activityId, t.status),
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

/**
 * The built-in test payment provider's own records (it stands in for Stripe when no key is set): what a
 * hosted checkout asked for and what happened to it. The app reads them only through the provider.
 */
export const testProviderCheckouts = pgTable(
  'test_provider_checkouts',
  {
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** A line shown above the pay button (Stripe's custom_text.submit.message): the cancellation policy. */
    submitMessage: text('submit_message'),
    /**
     * A destination charge's connected account and the platform's fee (checkouts made before separate
     * transfers); both null for a charge on the platform, whose host is paid by test_provider_transfers.
     */
    destinationAccount: text('destination_account'),
    applicationFeeCents: integer('application_fee_cents'),
    /** The activity's transfer group (Stripe `transfer_group`) of a charge on the platform. */
    transferGroup: text('transfer_group'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    paymentId: text('payment_id').unique(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_provider_checkouts_refund_in_amount', sql`${t.refundedCents} BETWEEN 0 AND ${t.amountCents}`),
    check(
      'test_provider_checkouts_destination_charge',
      sql`(${t.destinationAccount} IS NULL) = (${t.applicationFeeCents} IS NULL)`,
    ),
  ],
);

/**
 * The built-in test provider's connected accounts (Stripe Express accounts stand-ins): whether the host
 * finished its TEST MODE onboarding page. The app reads them only through the provider.
 */
export const testProviderAccounts = pgTable('test_provider_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  status: text('status', { enum: ['pending', 'action_required', 'enabled'] })
    .notNull()
    .default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's transfers (Stripe transfers stand-ins): a host's share of one payment moved to
 * their connected account, less what was reversed since. The idempotency key it was made under is in its
 * metadata (`sortim_key`); the provider's memory of the key is test_provider_idempotency_keys.
 */
export const testProviderTransfers = pgTable(
  'test_provider_transfers',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testProviderCheckouts.paymentId),
    destinationAccount: text('destination_account')
      .notNull()
      .references(() => testProviderAccounts.id),
    amountCents: integer('amount_cents').notNull(),
    reversedCents: integer('reversed_cents').notNull().default(0),
    transferGroup: text('transfer_group').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_provider_transfers_amount', sql`${t.amountCents} > 0`),
    check('test_provider_transfers_reversed', sql`${t.reversedCents} BETWEEN 0 AND ${t.amountCents}`),
    index('test_provider_transfers_destination_idx').on(t.destinationAccount, t.createdAt),
    index('test_provider_transfers_payment_idx').on(t.paymentId),
  ],
);

/** Reversals of the test provider's transfers (back to the platform), idempotent per key as its transfers. */
export const testProviderTransferReversals = pgTable(
  'test_provider_transfer_reversals',
  {
    id: text('id').primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => testProviderTransfers.id),
    amountCents: integer('amount_cents').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_provider_transfer_reversals_amount', sql`${t.amountCents} > 0`),
    index('test_provider_transfer_reversals_transfer_idx').on(t.transferId, t.createdAt),
  ],
);

/**
 * Refunds of the test provider's payments (Stripe refunds stand-ins); the payment's refunded_cents is the sum
 * of them. They go through at once, so all succeed; the key each was made under is in its metadata.
 */
export const testProviderRefunds = pgTable(
  'test_provider_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testProviderCheckouts.paymentId),
    amountCents: integer('amount_cents').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['succeeded'] })
      .notNull()
      .default('succeeded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_provider_refunds_amount', sql`${t.amountCents} > 0`),
    index('test_provider_refunds_payment_idx').on(t.paymentId, t.createdAt),
  ],
);

/**
 * What the test provider remembers of an idempotency key, as Stripe does for 24 hours after its first use:
 * the object it made and the request as first asked (another request under the key is refused). Once
 * forgotten (created_at a day back), the key makes a new object and this row is taken over.
 */
export const testProviderIdempotencyKeys = pgTable('test_provider_idempotency_keys', {
  key: text('key').primaryKey(),
  objectId: text('object_id').notNull(),
  request: text('request').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- guests' engagement

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

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_user_activity_uq').on(t.userId, t.activityId),
    index('reviews_activity_idx').on(t.activityId, t.createdAt),
    check(
      'reviews_rating_range',
      sql`${t.rating} BETWEEN ${sql.raw(String(LIMITS.ratingMin))} AND ${sql.raw(String(LIMITS.ratingMax))}`,
    ),
    check(
      'reviews_comment_length',
      sql`${t.comment} IS NULL OR char_length(${t.comment}) <= ${sql.raw(String(LIMITS.reviewCommentMax))}`,
    ),
  ],
);

/**
 * The activity's host's one reply to a review (its primary key is the review's): editable for
 * REVIEW_REPLY_EDIT_HOURS after it was first posted, then fixed; an admin may remove it (audit log).
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    hostId: text('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'review_replies_body_length',
      sql`char_length(${t.body}) BETWEEN 1 AND ${sql.raw(String(LIMITS.reviewReplyMax))}`,
    ),
  ],
);

// ---------------------------------------------------------------- the day of an activity

/**
 * One ticket per paid seat. The database issues them itself when a paid booking is inserted (trigger
 * `bookings_issue_tickets`, migration 0021), whatever way the booking is made, with a code from
 * `ticket_code()`: 26 characters of Crockford base32 drawn from the strong random bytes of
 * gen_random_uuid (130 bits), derived from no id. A ticket is valid while its booking is paid: refunded
 * or cancelled bookings void their tickets at once, read from the booking rather than stored twice.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1..the booking's spots. */
    seat: integer('seat').notNull(),
    code: text('code').notNull().unique().default(sql`ticket_code()`),
    /** When the seat was checked in at the door (the scanning device's time), and by whom. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_booking_seat_uq').on(t.bookingId, t.seat),
    check('tickets_seat_positive', sql`${t.seat} >= 1`),
    check('tickets_checked_in_by_needs_time', sql`${t.checkedInBy} IS NULL OR ${t.checkedInAt} IS NOT NULL`),
  ],
);

/**
 * Every scan the door sent, once: the client's nonce is unique, so a retried or replayed scan (an offline
 * queue sent twice) finds its first answer instead of acting again. `ticket_id` is null for a code that
 * matched no ticket.
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nonce: text('nonce').notNull().unique(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    action: text('action', { enum: ['check_in', 'check_in_party', 'undo'] }).notNull(),
    outcome: text('outcome').notNull(),
    /** When the device scanned it (an offline scan reaches us later). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('check_in_scans_activity_idx').on(t.activityId, t.recordedAt),
    check('check_in_scans_nonce_length', sql`char_length(${t.nonce}) BETWEEN 8 AND 64`),
    check('check_in_scans_action', sql`${t.action} IN ('check_in', 'check_in_party', 'undo')`),
  ],
);

/**
 * The scans of codes that are no ticket at all, counted per activity: they are not kept one by one
 * (check_in_scans holds scans of real tickets only), so a door cannot grow the database by scanning.
 */
export const checkInUnknownScans = pgTable('check_in_unknown_scans', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  scans: integer('scans').notNull(),
  lastScannedAt: timestamp('last_scanned_at', { withTimezone: true }).notNull(),
});

/**
 * A reminder e-mail sent for a booking, one row per booking and kind: the row is written in the
 * transaction that queues the e-mail, so restarts and two workers never send a kind twice.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['day_before', 'two_hours'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind] }),
    check('booking_reminders_kind', sql`${t.kind} IN ('day_before', 'two_hours')`),
  ],
);

/**
 * A host's message to the guests of one activity (modules/host-messages): all paid guests (booking_ids
 * null) or the bookings chosen; each guest gets it through the mail queue, replying to the host.
 */
export const hostMessages = pgTable(
  'host_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    hostId: text('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    bookingIds: uuid('booking_ids').array(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('host_messages_activity_idx').on(t.activityId, t.createdAt),
    index('host_messages_host_idx').on(t.hostId, t.createdAt),
    check(
      'host_messages_subject_length',
      sql`char_length(${t.subject}) BETWEEN 1 AND ${sql.raw(String(LIMITS.hostMessageSubjectMax))}`,
    ),
    check(
      'host_messages_body_length',
      sql`char_length(${t.body}) BETWEEN 1 AND ${sql.raw(String(LIMITS.hostMessageBodyMax))}`,
    ),
    check('host_messages_recipients', sql`${t.recipientCount} >= 0`),
  ],
);

// ---------------------------------------------------------------- analytics

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: analyticsEventTypeEnum('event_type').notNull(),
    page: text('page'),
    activityId: uuid('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_type_time_idx').on(t.eventType, t.createdAt),
    index('analytics_events_time_idx').on(t.createdAt),
    check('analytics_events_metadata_object', sql`jsonb_typeof(${t.metadata}) = 'object'`),
  ],
);

export const dailyAnalytics = pgTable(
  'daily_analytics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date').notNull().unique(),
    uniqueVisitors: integer('unique_visitors').notNull().default(0),
    checkoutsStarted: integer('checkouts_started').notNull().default(0),
    checkoutsCompleted: integer('checkouts_completed').notNull().default(0),
    conversionRate: numeric('conversion_rate', { precision: 6, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    check(
      'daily_analytics_non_negative',
      sql`${t.uniqueVisitors} >= 0 AND ${t.checkoutsStarted} >= 0 AND ${t.checkoutsCompleted} >= 0 AND ${t.conversionRate} >= 0`,
    ),
  ],
);

// ---------------------------------------------------------------- audit

/**
 * Every change an admin makes, written in the same transaction as the change. No foreign keys on purpose:
 * the record outlives the people and rows it is about.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order records were written in, which "latest" means. Not created_at: that is its transaction's
     * start, so a transaction that started first and committed last would look older than what it overrode.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    /** Null for changes made from the server's command line. */
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The person the change is about (the user, the applicant, the activity's host), for their Security tab. */
    subjectUserId: text('subject_user_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectUserId, t.seq),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    check('audit_log_action', oneOf('action', AUDIT_ACTIONS)),
    check('audit_log_target_type', oneOf('target_type', AUDIT_TARGET_TYPES)),
  ],
);

// ---------------------------------------------------------------- e-mail

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments')
      // `cid`: an inline image of the HTML body (e-mail tickets' QR codes).
      .$type<{ filename: string; contentType: string; content: string; cid?: string }[]>()
      .notNull()
      .default([]),
    status: emailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.createdAt),
    check('email_outbox_attempts_non_negative', sql`${t.attempts} >= 0`),
    check('email_outbox_sent_state', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
  ],
);

// ---------------------------------------------------------------- abuse limits

/**
 * Request counters of @fastify/rate-limit, one row per key (route scope + IP or account) and window.
 * Kept in the database so every web process shares them; expired rows are deleted by a job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limits_reset_at_idx').on(t.resetAt),
    check('rate_limits_count_positive', sql`${t.count} > 0`),
  ],
);

// ---------------------------------------------------------------- saved activities

/** A guest's saved activity (the heart): one row per person and activity, so saving twice changes nothing. */
export const savedActivities = pgTable(
  'saved_activities',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    // How many saved each activity (the host's dashboard) and who saved it (the alerts).
    index('saved_activities_activity_idx').on(t.activityId),
  ],
);

/**
 * What a saved-activity e-mail has told a guest, once each: 'few_spots' of the saved activity, 'new_date' of
 * the new activity (a new date the same host published). Written with the e-mail that tells it.
 */
export const savedAlerts = pgTable(
  'saved_alerts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['few_spots', 'new_date'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId, t.kind] }),
    check('saved_alerts_kind', sql`${t.kind} IN ('few_spots', 'new_date')`),
  ],
);
