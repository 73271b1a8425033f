/*
 * The whole data model, one file an area under schema/ (people, activities, bookings and payments, the test
 * provider's records, the day of an activity, mail and jobs, analytics and audit), re-exported here so the
 * app imports one path. This index stays outside the folder drizzle-kit reads (drizzle.config.ts), so it
 * sees each table once.
 *
 * Impossible states are kept out by the schema itself (CHECK, UNIQUE, FK), so a rule a service forgets
 * still cannot corrupt the data. Money is integer euro cents.
 *
 * ON DELETE, deliberately:
 * - a user's own things (profile, roles, sessions, reviews, waitlist entries, applications) go with them;
 * - money records (bookings, payment sessions) RESTRICT the deletion of their user or activity: a
 *   refund or an anonymisation must come first, so no payment silently loses its owner;
 * - activities RESTRICT the deletion of their host for the same reason;
 * - analytics keep their rows and forget the user (SET NULL).
 */

export * from './schema/activities.ts';
export * from './schema/analytics-and-audit.ts';
export * from './schema/booking-questions.ts';
export * from './schema/bookings-and-payments.ts';
export * from './schema/cities.ts';
export * from './schema/conversations-and-reports.ts';
export * from './schema/day-of-activity.ts';
export * from './schema/mail-and-jobs.ts';
export * from './schema/people.ts';
export * from './schema/prices-and-codes.ts';
export * from './schema/private-groups.ts';
export * from './schema/test-provider-records.ts';
