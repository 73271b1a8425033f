import type { Me, Profile } from '@sortim/contracts/me';

/** A complete profile; override what the test is about. */
export function createProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    email: 'marta@example.com',
    displayName: 'Marta Puig',
    bio: 'Paella on Sundays, hikes on Saturdays.',
    city: 'Barcelona',
    age: 29,
    gender: 'female',
    avatarUrl: null,
    interests: ['Hiking', 'Cooking'],
    languages: ['Catalan', 'English'],
    verifiedHost: false,
    payoutsEnabled: false,
    remindersEnabled: true,
    savedAlertsEnabled: true,
    abGroup: 'variant_a',
    ...overrides,
  };
}

/** A signed-in session with roles and a profile (null for "no profile row yet"). */
export function createSession({
  roles = ['user'],
  profile = createProfile(),
}: {
  roles?: Me['roles'];
  profile?: Profile | null;
} = {}): Me {
  return { user: { id: 'user-1', email: 'marta@example.com', name: 'Marta' }, profile, roles };
}
