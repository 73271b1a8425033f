import { randomUUID } from 'node:crypto';
import { AB_GROUPS, type AbGroup, type Role } from '@sortim/contracts/taxonomy';
import type {
  accounts,
  auditLog,
  hostApplications,
  profiles,
  testProviderAccounts,
  userRoles,
  users,
} from '#src/db/schema.ts';
import { DAY, HOUR } from '#src/lib/barcelona-time.ts';
import { avatarUrl } from '#src/lib/demo-images.ts';
import { type DemoPerson, OTHER_DEMO_PASSWORD, PEOPLE } from './demo-people.ts';
import { createRandom } from './seed-random.ts';

/** A demo person once given an id and a sign-up date, as the later builders need them. */
export type SeededPerson = {
  key: string;
  id: string;
  kind: DemoPerson['kind'];
  email: string;
  joinedAt: Date;
  abGroup: AbGroup;
  /** A host whose guests can pay (the others' activities are waitlist only). */
  acceptsPayments: boolean;
};

type ApplicationRow = typeof hostApplications.$inferInsert;

export type PeopleRows = {
  users: (typeof users.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
  accounts: (typeof accounts.$inferInsert)[];
  userRoles: (typeof userRoles.$inferInsert)[];
  hostApplications: ApplicationRow[];
  /** The built-in test provider's record of each demo host's connected account. */
  testProviderAccounts: (typeof testProviderAccounts.$inferInsert)[];
  /** How the demo admin became one, so 'Verify Admin Role' can give the role back if it is lost. */
  auditLog: (typeof auditLog.$inferInsert)[];
};

const emailOf = (person: DemoPerson) => person.email ?? `${person.key}@sortim.test`;
const passwordOf = (person: DemoPerson) => person.password ?? OTHER_DEMO_PASSWORD;

/** The distinct demo passwords, so each is hashed once (hashing is deliberately slow). */
export const demoPasswords = (): string[] => [...new Set(PEOPLE.map(passwordOf))];

function rolesOf(person: DemoPerson): Role[] {
  if (person.kind === 'admin') return ['user', 'admin'];
  if (person.kind === 'guest') return ['user'];
  // A verified host holds that role instead of host (the spec replaces one by the other).
  return person.host?.payouts === 'enabled' ? ['user', 'verified_host'] : ['user', 'host'];
}

/** Stripe-like ids that read as fake: no demo host has a real connected account. */
function payoutFields(person: DemoPerson, email: string) {
  const setup = person.host?.payouts ?? 'not-started';
  if (setup === 'not-started') return {};
  return {
    stripeAccountId: `acct_demo_${person.key}`,
    stripeOnboardingComplete: setup === 'enabled',
    payoutsEnabled: setup === 'enabled',
    payoutEmail: setup === 'enabled' ? email : null,
  };
}

export function buildPeople(
  now: Date,
  passwordHashes: ReadonlyMap<string, string>,
): { people: SeededPerson[]; rows: PeopleRows } {
  const random = createRandom(1);
  const rows: PeopleRows = {
    users: [],
    profiles: [],
    accounts: [],
    userRoles: [],
    hostApplications: [],
    testProviderAccounts: [],
    auditLog: [],
  };
  const people: SeededPerson[] = [];

  for (const person of PEOPLE as readonly DemoPerson[]) {
    const id = randomUUID();
    const email = emailOf(person);
    const name = `${person.firstName} ${person.lastName}`;
    const joinedAt = new Date(now.getTime() - person.joinedDaysAgo * DAY - random.int(1, 10) * HOUR);
    const image = person.avatar === null ? null : avatarUrl(person.avatar);
    const abGroup = random.pick(AB_GROUPS);
    const passwordHash = passwordHashes.get(passwordOf(person));
    if (!passwordHash) throw new Error(`No password hash prepared for ${email}`);
    const dates = { createdAt: joinedAt, updatedAt: joinedAt };

    rows.users.push({ id, name, email, emailVerified: true, image, ...dates });
    rows.profiles.push({
      id,
      email,
      displayName: name,
      bio: person.bio,
      city: person.city,
      age: person.age,
      gender: person.gender,
      avatarUrl: image,
      interests: [...person.interests],
      languages: [...person.languages],
      phone: person.phone,
      abGroup,
      ...payoutFields(person, email),
      ...dates,
    });
    // better-auth's e-mail sign-in reads the hash from the 'credential' account keyed by the user id.
    rows.accounts.push({
      id: randomUUID(),
      userId: id,
      accountId: id,
      providerId: 'credential',
      password: passwordHash,
      ...dates,
    });
    const payouts = person.host?.payouts ?? 'not-started';
    if (payouts !== 'not-started') {
      rows.testProviderAccounts.push({
        id: `acct_demo_${person.key}`,
        email,
        status: payouts === 'enabled' ? 'enabled' : 'action_required',
        createdAt: joinedAt,
      });
    }
    rows.userRoles.push(...rolesOf(person).map((role) => ({ userId: id, role, createdAt: joinedAt })));
    if (person.kind === 'admin') {
      // As `npm run create-admin` records it: from the command line, no acting admin.
      rows.auditLog.push({
        actorId: null,
        action: 'admin.grant',
        targetType: 'user',
        targetId: id,
        subjectUserId: id,
        after: { roles: rolesOf(person) },
        createdAt: joinedAt,
      });
    }

    people.push({
      key: person.key,
      id,
      kind: person.kind,
      email,
      joinedAt,
      abGroup,
      acceptsPayments: person.host?.payouts === 'enabled',
    });
  }

  rows.hostApplications.push(...buildApplications(now, people));
  return { people, rows };
}

/**
 * Hosts became hosts through the self-service form, which approves at once (no reviewer). Guests with an
 * `application` asked later: pending ones wait for the admin, rejected ones were turned down by them.
 */
function buildApplications(now: Date, people: SeededPerson[]): ApplicationRow[] {
  const admin = people.find((p) => p.kind === 'admin');
  return (PEOPLE as readonly DemoPerson[]).flatMap((person, index): ApplicationRow[] => {
    const seeded = people[index];
    if (!seeded || !person.phone) return [];
    const base = { userId: seeded.id, phone: person.phone, notificationEmail: seeded.email };
    if (person.host) {
      const createdAt = new Date(seeded.joinedAt.getTime() + HOUR);
      return [
        {
          ...base,
          activityType: person.host.activityType,
          status: 'approved' as const,
          createdAt,
          reviewedAt: createdAt,
        },
      ];
    }
    if (!person.application) return [];
    const createdAt = new Date(now.getTime() - person.application.daysAgo * DAY);
    const { status, activityType } = person.application;
    return status === 'pending'
      ? [{ ...base, activityType, status, createdAt }]
      : [
          {
            ...base,
            activityType,
            status,
            createdAt,
            reviewedBy: admin?.id ?? null,
            reviewedAt: new Date(createdAt.getTime() + 2 * DAY),
          },
        ];
  });
}
