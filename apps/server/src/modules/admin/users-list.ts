import {
  ACTIVITY_BADGE_DAYS,
  ADMIN_PAGE_SIZE,
  type AdminUserRow,
  type AdminUserStats,
  type AdminUsersFilter,
  type AdminUsersPage,
  type AdminUsersQuery,
  activityBadge,
} from '@sortim/contracts/admin';
import type { Role } from '@sortim/contracts/taxonomy';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, profiles, userRoles, users } from '#src/db/schema.ts';
import { DAY } from '#src/lib/barcelona-time.ts';
import { containsPattern } from '#src/lib/like-pattern.ts';
import { isPaid } from '#src/modules/reservations/rules.ts';
import { holdsRole } from './role-conditions.ts';

/*
 * The people of /admin/users: one filter (search, role, city, status) shared by the list, its count and the
 * CSV export, and one row shape with the counts each card shows. Anonymised accounts never appear.
 *
 * The activity badge counts whole days since the last paid booking (30 days and 23 hours is day 30, still
 * active). The status filter asks the same question in SQL, so 'active' lists exactly the Active badges and
 * 'inactive' exactly the Inactive and No Activity ones: a paid booking less than 31 days ago is active, none
 * in the last 91 days is inactive. Hours, not days, so a daylight-saving change cannot move the line. Both
 * read profiles.last_paid_booking_at, which the database keeps (see the schema).
 */

const hoursOf = (days: number) => sql.raw(`interval '${days * 24} hours'`);
const lastPaid = profiles.lastPaidBookingAt;
const ACTIVE = sql`${lastPaid} > now() - ${hoursOf(ACTIVITY_BADGE_DAYS.active + 1)}`;
const INACTIVE = sql`(${lastPaid} is null or ${lastPaid} <= now() - ${hoursOf(ACTIVITY_BADGE_DAYS.moderate + 1)})`;

/**
 * The search and filters as one condition over `profiles` alone, so each can use the profile's indexes
 * (trigram indexes for the search). The e-mail searched is the profile's copy of the account's address,
 * written with the profile and changed by nothing since (better-auth's change-email is off).
 */
function usersWhere(filter: AdminUsersFilter): SQL {
  const where: (SQL | undefined)[] = [isNull(profiles.deletedAt)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(
      or(
        ilike(profiles.displayName, pattern),
        ilike(profiles.email, pattern),
        // ILIKE ignores case: lower() changes nothing it matches, and reads the id's trigram index.
        ilike(sql`lower(${profiles.id})`, pattern),
        ilike(profiles.city, pattern),
      ),
    );
  }
  if (filter.role === 'admin') where.push(holdsRole('admin'));
  if (filter.role === 'host') where.push(holdsRole('host', 'verified_host'));
  if (filter.role === 'user') where.push(sql`not ${holdsRole('host', 'verified_host', 'admin')}`);
  if (filter.city) where.push(sql`lower(${profiles.city}) = lower(${filter.city})`);
  if (filter.status === 'active') where.push(ACTIVE);
  if (filter.status === 'inactive') where.push(INACTIVE);
  if (filter.status === 'verified_hosts') where.push(holdsRole('verified_host'));
  return and(...where) as SQL;
}

/** A card's columns, for `profiles` joined to `users`. */
export const userRowColumns = {
  id: profiles.id,
  displayName: profiles.displayName,
  email: users.email,
  avatarUrl: profiles.avatarUrl,
  city: profiles.city,
  age: profiles.age,
  phone: profiles.phone,
  // In the enum's order (user, host, verified_host, admin); text[] so both drivers read it as an array.
  roles: sql<Role[]>`array(select ${userRoles.role} from ${userRoles}
    where ${userRoles.userId} = ${profiles.id} order by 1)::text[]`,
  createdAt: profiles.createdAt,
  totalBookings:
    sql<number>`(select count(*) from ${bookings} where ${bookings.userId} = ${profiles.id})`.mapWith(Number),
  paidBookings: sql<number>`(select count(*) from ${bookings}
    where ${bookings.userId} = ${profiles.id} and ${isPaid})`.mapWith(Number),
  activitiesHosted: sql<number>`(select count(*) from ${activities}
    where ${activities.hostId} = ${profiles.id})`.mapWith(Number),
  lastBookingAt: lastPaid,
  // The database's clock, the one the status filter reads, so a badge always agrees with the filter.
  now: sql`now()`.mapWith(bookings.createdAt),
};

type RawRow = SelectResultFields<typeof userRowColumns>;

export function toUserRow({ now, ...row }: RawRow): AdminUserRow {
  const last = row.lastBookingAt;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastBookingAt: last?.toISOString() ?? null,
    badge: activityBadge(last ? Math.floor((now.getTime() - last.getTime()) / DAY) : null),
  };
}

const newestFirst = [desc(profiles.createdAt), desc(profiles.id)];

/** 'New in 30 days'. */
const NEW_DAYS = 30;

/**
 * The numbers above the list: everyone, the active (as the status filter says), verified hosts and accounts
 * made in the last 30 days. Each is read from an index; verified hosts from their roles, each checked
 * against their profile (a hash join would read all 100,000 profiles for a few thousand roles).
 */
export async function userStats(db: Database): Promise<AdminUserStats> {
  const all = { role: 'all', status: 'all' } as const;
  const [total, active30d, [verified], [created]] = await Promise.all([
    countUsers(db, all),
    countUsers(db, { ...all, status: 'active' }),
    db
      .select({ n: count() })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.role, 'verified_host'),
          sql`(select ${profiles.deletedAt} is null from ${profiles} where ${profiles.id} = ${userRoles.userId})`,
        ),
      ),
    db
      .select({ n: count() })
      .from(profiles)
      .where(and(isNull(profiles.deletedAt), sql`${profiles.createdAt} > now() - ${hoursOf(NEW_DAYS)}`)),
  ]);
  return { total, active30d, verifiedHosts: verified?.n ?? 0, new30d: created?.n ?? 0 };
}

async function countUsers(db: Database, filter: AdminUsersFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(usersWhere(filter));
  return row?.n ?? 0;
}

/** One page of the list, newest accounts first, and how many match in all. */
export async function listUsers(db: Database, query: AdminUsersQuery): Promise<AdminUsersPage> {
  // The page's ids first, so the counts are worked out for its 20 rows only, not for those skipped.
  const page = db.$with('page').as(
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(usersWhere(query))
      .orderBy(...newestFirst)
      .limit(ADMIN_PAGE_SIZE)
      // A page far past the end is empty, not an offset too large for the database.
      .offset(Math.min((query.page - 1) * ADMIN_PAGE_SIZE, Number.MAX_SAFE_INTEGER)),
  );
  const [rows, total] = await Promise.all([
    db
      .with(page)
      .select(userRowColumns)
      .from(page)
      .innerJoin(profiles, eq(profiles.id, page.id))
      .innerJoin(users, eq(users.id, profiles.id))
      .orderBy(...newestFirst),
    countUsers(db, query),
  ]);
  return { users: rows.map(toUserRow), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** Where a batch ended: the last row's creation time (as the database wrote it, to the microsecond) and id. */
export type UsersCursor = { createdAt: string; id: string };

/** The next `limit` matching rows after `cursor` in list order: the export reads the list this way. */
export async function userRowsAfter(
  db: Database,
  filter: AdminUsersFilter,
  cursor: UsersCursor | null,
  limit: number,
): Promise<{ rows: AdminUserRow[]; next: UsersCursor | null }> {
  const after = cursor
    ? sql`(${profiles.createdAt}, ${profiles.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : undefined;
  const raw = await db
    .select({ ...userRowColumns, cursorAt: sql<string>`${profiles.createdAt}::text` })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(usersWhere(filter), after))
    .orderBy(...newestFirst)
    .limit(limit);
  const last = raw.at(-1);
  return {
    rows: raw.map(({ cursorAt: _, ...row }) => toUserRow(row)),
    next: last && raw.length === limit ? { createdAt: last.cursorAt, id: last.id } : null,
  };
}
