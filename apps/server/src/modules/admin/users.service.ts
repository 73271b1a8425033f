import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type AdminCreateUserInput,
  type AdminRoles,
  type AdminUserCities,
  type AdminUserDetail,
} from '@sortim/contracts/admin';
import { ROLES, type Role } from '@sortim/contracts/taxonomy';
import { and, count, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  accounts,
  activities,
  bookings,
  profiles,
  reviews,
  sessions,
  userRoles,
  users,
  waitlistEntries,
} from '#src/db/schema.ts';
import { activityTimeZone } from '#src/lib/activity-time-zone.ts';
import { auditOfUser, recordAudit, recordRoleChange } from '#src/lib/audit-log.ts';
import type { Caller } from '#src/lib/caller.ts';
import { Conflict, isUniqueViolation, NotFound } from '#src/lib/errors.ts';
import { rolesOf } from '#src/lib/roles.ts';
import { defaultDisplayName } from '#src/modules/auth/display-name.ts';
import { ensureProfile } from '#src/modules/auth/profile-bootstrap.ts';
import { isPaid, isRefunded } from '#src/modules/reservations/rules.ts';
import { toUserRow, userRowColumns } from './users-list.ts';

/*
 * One person on /admin/users: the numbers above the list, the city filter's choices, the View dialog, the
 * Roles dialog and Add User. Anonymised accounts (deleted by an admin, kept for the records pointing at
 * them) are not found here.
 */

const notDeleted = isNull(profiles.deletedAt);
/**
 * The cities people entered, one spelling per city whatever the case (the filter ignores case), in
 * alphabetical order. A loose index scan: each step jumps to the next city in the lower(city) index, so a
 * dozen cities cost a dozen index probes however many people live in them.
 */
export async function userCities(db: Database): Promise<AdminUserCities> {
  const city = sql`lower(${profiles.city})`;
  const listed = sql`${profiles.deletedAt} is null`;
  const result = await db.execute(sql`
    with recursive keys(k) as (
      select min(${city}) from ${profiles} where ${listed} and ${city} > ''
      union all
      select (select min(${city}) from ${profiles} where ${listed} and ${city} > keys.k)
      from keys where keys.k is not null
    )
    select (select ${profiles.city} from ${profiles} where ${listed} and ${city} = keys.k limit 1) as city
    from keys where keys.k is not null order by keys.k`);
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type cannot say so.
  const { rows } = result as unknown as { rows: { city: string }[] };
  return { cities: rows.map((row) => row.city) };
}

const RECENT_BOOKINGS = 10;
const LATEST_HOSTED = 5;

/** Everything the View dialog's four tabs show, in one answer. */
export async function userDetail(db: Database, userId: string): Promise<AdminUserDetail> {
  const [person] = await db
    .select({
      ...userRowColumns,
      bio: profiles.bio,
      gender: profiles.gender,
      languages: profiles.languages,
      interests: profiles.interests,
      abGroup: profiles.abGroup,
      payoutsEnabled: profiles.payoutsEnabled,
      hasPayoutAccount: sql<boolean>`${profiles.stripeAccountId} is not null`,
      emailVerified: users.emailVerified,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, userId), notDeleted));
  if (!person) throw new NotFound('User not found');

  const sum = (cents: SQLWrapper, where: SQLWrapper) =>
    sql<number>`coalesce(sum(${cents}) filter (where ${where}), 0)`.mapWith(Number);
  const [
    recentBookings,
    [reviewsWritten],
    [waitlisted],
    [money],
    [earned],
    hostedActivities,
    [signIns],
    methods,
    audit,
  ] = await Promise.all([
    db
      .select({
        id: bookings.id,
        activityId: bookings.activityId,
        activityTitle: activities.title,
        status: bookings.status,
        spots: bookings.spots,
        amountCents: bookings.amountCents,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(eq(bookings.userId, userId))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(RECENT_BOOKINGS),
    db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)),
    db.select({ n: count() }).from(waitlistEntries).where(eq(waitlistEntries.userId, userId)),
    db
      .select({
        spentCents: sum(bookings.amountCents, isPaid),
        // What went back: all of a booking, or the share its cancellation policy refunded.
        refundedCents: sum(sql`coalesce(${bookings.refundedCents}, ${bookings.amountCents})`, isRefunded),
      })
      .from(bookings)
      .where(eq(bookings.userId, userId)),
    db
      .select({ cents: sql<number>`coalesce(sum(${bookings.amountCents}), 0)`.mapWith(Number) })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(and(eq(activities.hostId, userId), isPaid)),
    db
      .select({
        id: activities.id,
        title: activities.title,
        startTime: activities.startTime,
        timeZone: activityTimeZone,
      })
      .from(activities)
      .where(eq(activities.hostId, userId))
      .orderBy(desc(activities.startTime))
      .limit(LATEST_HOSTED),
    db
      .select({
        lastSignInAt: sql`max(${sessions.createdAt})`.mapWith(sessions.createdAt) as SQL<Date | null>,
        active: sql<number>`count(*) filter (where ${sessions.expiresAt} > now())`.mapWith(Number),
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .selectDistinct({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(accounts.providerId),
    auditOfUser(db, userId),
  ]);

  const {
    bio,
    gender,
    languages,
    interests,
    abGroup,
    payoutsEnabled,
    hasPayoutAccount,
    emailVerified,
    ...row
  } = person;
  return {
    profile: { ...toUserRow(row), bio, gender, languages, interests, abGroup },
    activity: {
      recentBookings: recentBookings.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
      reviewsWritten: reviewsWritten?.n ?? 0,
      waitlistEntries: waitlisted?.n ?? 0,
      hostedActivities: hostedActivities.map((a) => ({ ...a, startTime: a.startTime.toISOString() })),
    },
    financial: {
      spentCents: money?.spentCents ?? 0,
      refundedCents: money?.refundedCents ?? 0,
      earnedCents: earned?.cents ?? 0,
      payoutsEnabled,
      hasPayoutAccount,
    },
    security: {
      emailVerified,
      lastSignInAt: signIns?.lastSignInAt?.toISOString() ?? null,
      activeSessions: signIns?.active ?? 0,
      signInMethods: methods.map((m) => m.providerId),
      audit,
    },
  };
}

/** Roles in the contract's order (user, host, verified_host, admin), as the audit log and the dialog show them. */
const inRoleOrder = (roles: Iterable<Role>): Role[] => ROLES.filter((role) => new Set(roles).has(role));

/**
 * The Roles dialog: the checked roles replace the whole set. 'user' is always kept; verified_host replaces
 * host; granting verified_host needs payouts enabled (as on the hosts page); an admin cannot take away
 * their own admin role. One transaction with its audit record; nothing is recorded when nothing changes.
 */
export async function setUserRoles(
  db: Database,
  caller: Caller,
  userId: string,
  requested: readonly Role[],
): Promise<AdminRoles> {
  const wanted = new Set<Role>(['user', ...requested]);
  if (wanted.has('verified_host')) wanted.delete('host');
  const after = inRoleOrder(wanted);

  return db.transaction(async (tx) => {
    // Two admins saving at once: the second waits and starts from the first one's roles.
    const [person] = await tx
      .select({ payoutsEnabled: profiles.payoutsEnabled })
      .from(profiles)
      .where(and(eq(profiles.id, userId), notDeleted))
      .for('update');
    if (!person) throw new NotFound('User not found');
    const before = inRoleOrder(await rolesOf(tx, userId));

    if (wanted.has('verified_host') && !before.includes('verified_host') && !person.payoutsEnabled) {
      throw new Conflict(ADMIN_MESSAGES.needsPayouts);
    }
    if (userId === caller.id && before.includes('admin') && !wanted.has('admin')) {
      throw new Conflict(ADMIN_MESSAGES.cannotDropOwnAdmin);
    }
    if (before.join() === after.join()) return { roles: after };

    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values(after.map((role) => ({ userId, role })));
    // Recorded in role order, as the dialog lists them.
    await recordRoleChange(tx, { actorId: caller.id, action: 'roles.set', userId, before, after });
    return { roles: after };
  });
}

export type PasswordHasher = (password: string) => Promise<string>;

/**
 * Add User: an e-mail/password account whose address counts as confirmed, with the profile and 'user' role
 * sign-up gives, in one transaction with its audit record. The password is hashed by better-auth's own
 * hasher, so the person signs in as anyone else does.
 */
export async function createUser(
  db: Database,
  hashPassword: PasswordHasher,
  caller: Caller,
  input: AdminCreateUserInput,
): Promise<{ id: string }> {
  const name = defaultDisplayName(input.displayName, input.email);
  // Slow on purpose (scrypt), so before the transaction rather than inside it.
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (taken) throw new Conflict(ADMIN_MESSAGES.emailTaken);
      await tx.insert(users).values({ id, name, email: input.email, emailVerified: true });
      await tx.insert(accounts).values({
        id: randomUUID(),
        userId: id,
        // better-auth's e-mail sign-in finds the 'credential' account by the user id.
        accountId: id,
        providerId: 'credential',
        password: passwordHash,
      });
      await ensureProfile(tx, { id, email: input.email, name });
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'user.create',
        targetType: 'user',
        targetId: id,
        subjectUserId: id,
        after: { email: input.email, name, roles: ['user'] },
      });
    });
  } catch (err) {
    // Two admins adding the same address at once: the unique index settles it.
    if (isUniqueViolation(err)) throw new Conflict(ADMIN_MESSAGES.emailTaken);
    throw err;
  }
  return { id };
}
