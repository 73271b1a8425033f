import type { Ok } from '@sortim/contracts/common';
import type { Me, Profile } from '@sortim/contracts/me';
import type { Locale } from '@sortim/contracts/product';
import type { ProfileStats, ProfileUpdate } from '@sortim/contracts/profile';
import type { Role } from '@sortim/contracts/taxonomy';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, profiles } from '#src/db/schema.ts';
import type { Caller } from '#src/lib/caller.ts';
import { NotFound } from '#src/lib/errors.ts';
import { ensureProfile } from '#src/modules/auth/profile-bootstrap.ts';
import { isListed, isPaid } from '#src/modules/reservations/rules.ts';

type ProfileRow = typeof profiles.$inferSelect;

export function toProfile(row: ProfileRow, roles: readonly Role[]): Profile {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    bio: row.bio,
    city: row.city,
    age: row.age,
    gender: row.gender,
    avatarUrl: row.avatarUrl,
    interests: row.interests,
    languages: row.languages,
    verifiedHost: roles.includes('verified_host'),
    payoutsEnabled: row.payoutsEnabled,
    remindersEnabled: row.remindersEnabled,
    savedAlertsEnabled: row.savedAlertsEnabled,
    abGroup: row.abGroup,
  };
}

async function findProfile(db: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

/** The caller with profile and roles; an account whose profile is missing gets one now. */
export async function getMe(db: Database, caller: Caller | null): Promise<Me> {
  if (!caller) return { user: null, profile: null, roles: [] };
  let row = await findProfile(db, caller.id);
  let roles = caller.roles;
  if (!row) {
    await ensureProfile(db, caller);
    row = await findProfile(db, caller.id);
    if (!roles.includes('user')) roles = [...roles, 'user'];
  }
  if (!row) throw new NotFound('Profile not found');
  return {
    user: { id: caller.id, email: caller.email, name: caller.name },
    profile: toProfile(row, roles),
    roles,
  };
}

export async function updateProfile(db: Database, caller: Caller, input: ProfileUpdate): Promise<Profile> {
  const [row] = await db
    .update(profiles)
    .set({
      displayName: input.displayName,
      bio: input.bio || null,
      city: input.city || null,
      age: input.age,
      gender: input.gender,
      languages: input.languages,
      interests: input.interests,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, caller.id))
    .returning();
  if (!row) throw new NotFound('Profile not found');
  return toProfile(row, caller.roles);
}

/** The language the person reads the app in, which their e-mails follow from now on. */
export async function setLocale(db: Database, caller: Caller, locale: Locale): Promise<Ok> {
  const [row] = await db
    .update(profiles)
    .set({ locale, updatedAt: new Date() })
    .where(eq(profiles.id, caller.id))
    .returning({ id: profiles.id });
  if (!row) throw new NotFound('Profile not found');
  return { ok: true };
}

/** Turns the person's reminder e-mails on or off (the reminder job reads it before each send). */
export async function setReminders(
  db: Database,
  caller: Caller,
  remindersEnabled: boolean,
): Promise<Profile> {
  const [row] = await db
    .update(profiles)
    .set({ remindersEnabled, updatedAt: new Date() })
    .where(eq(profiles.id, caller.id))
    .returning();
  if (!row) throw new NotFound('Profile not found');
  return toProfile(row, caller.roles);
}

/** Turns the person's saved-activity e-mails on or off (the saved-alert job reads it before each send). */
export async function setSavedAlerts(
  db: Database,
  caller: Caller,
  savedAlertsEnabled: boolean,
): Promise<Profile> {
  const [row] = await db
    .update(profiles)
    .set({ savedAlertsEnabled, updatedAt: new Date() })
    .where(eq(profiles.id, caller.id))
    .returning();
  if (!row) throw new NotFound('Profile not found');
  return toProfile(row, caller.roles);
}

export async function setAvatar(
  db: Database,
  caller: Caller,
  avatarUrl: string,
): Promise<{ profile: Profile; previous: string | null }> {
  const previous = (await findProfile(db, caller.id))?.avatarUrl ?? null;
  const [row] = await db
    .update(profiles)
    .set({ avatarUrl, updatedAt: new Date() })
    .where(eq(profiles.id, caller.id))
    .returning();
  if (!row) throw new NotFound('Profile not found');
  return { profile: toProfile(row, caller.roles), previous };
}

const hosts = (roles: readonly Role[]) =>
  roles.some((r) => r === 'host' || r === 'verified_host' || r === 'admin');

/** 'Attended N event(s)' counts paid bookings; 'Hosted N event(s)' published activities, for hosts only. */
export async function profileStats(db: Database, caller: Caller): Promise<ProfileStats> {
  const [attended] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, caller.id), isPaid));
  let hosted: number | null = null;
  if (hosts(caller.roles)) {
    const [row] = await db
      .select({ n: count() })
      .from(activities)
      .where(and(eq(activities.hostId, caller.id), isListed));
    hosted = row?.n ?? 0;
  }
  return { attended: attended?.n ?? 0, hosted };
}
