import { LIMITS } from '@sortim/contracts/limits';
import { LOCALES } from '@sortim/contracts/product';
import {
  AB_GROUPS,
  GENDERS,
  HOST_ACTIVITY_TYPES,
  HOST_APPLICATION_STATUSES,
  ROLES,
} from '@sortim/contracts/taxonomy';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.ts';

/* People: better-auth's accounts and sessions, each person's profile, their roles and host applications. */

export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const abGroupEnum = pgEnum('ab_group', AB_GROUPS);
export const localeEnum = pgEnum('locale', LOCALES);
export const hostApplicationStatusEnum = pgEnum('host_application_status', HOST_APPLICATION_STATUSES);

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
    /** Suspended by an admin acting on a report (modules/reports): can no longer send messages. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
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
    // On lower(id), never id itself: a trigram index on the key answers `=` too, and PostgreSQL then chose it
    // for the join from activities to their hosts (2 ms a row instead of the key's microseconds).
    index('profiles_id_lower_trgm_idx').using('gin', sql`lower(${t.id}) gin_trgm_ops`),
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
