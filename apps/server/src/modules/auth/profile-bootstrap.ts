import { DEFAULT_LOCALE, type Locale } from '@sortim/contracts/product';
import { AB_GROUPS } from '@sortim/contracts/taxonomy';
import type { Database } from '#src/db/client.ts';
import { profiles, userRoles } from '#src/db/schema.ts';
import { defaultDisplayName } from './display-name.ts';

type NewUser = { id: string; email: string; name?: string | null; image?: string | null };

/** The A/B group is drawn once, at random, when the account is created. */
const drawAbGroup = () => AB_GROUPS[Math.random() < 0.5 ? 0 : 1];

/**
 * Gives an account its profile and the 'user' role. Idempotent: called when the account is created (with
 * the language the person signed up in, when known) and again by /api/me, so an account whose profile is
 * missing gets one (spec: "one is created and reloaded").
 */
export async function ensureProfile(
  db: Database,
  user: NewUser,
  locale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  await db
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email,
      displayName: defaultDisplayName(user.name, user.email),
      avatarUrl: user.image ?? null,
      abGroup: drawAbGroup() ?? 'variant_a',
      locale,
    })
    .onConflictDoNothing();
  await db.insert(userRoles).values({ userId: user.id, role: 'user' }).onConflictDoNothing();
}
