import type { Gender, HOST_ACTIVITY_TYPES, INTERESTS } from '@sortim/contracts/taxonomy';

/** The accounts to sign in with on a demo database (listed in the README). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@sortim.test', password: 'Admin1234', description: 'Admin' },
  host: {
    email: 'host@sortim.test',
    password: 'Host1234',
    description: 'Verified host with payouts enabled, bookings and reviews',
  },
  newHost: {
    email: 'newhost@sortim.test',
    password: 'Host1234',
    description: 'New host who has not connected payouts yet (waitlist only)',
  },
  guest: {
    email: 'guest@sortim.test',
    password: 'Guest1234',
    description: 'Guest with upcoming and past bookings, a refund and a review',
  },
} as const;

/** Everyone else signs in as `<firstname>@sortim.test` with this password. */
export const OTHER_DEMO_PASSWORD = 'Demo1234';

type HostActivityType = (typeof HOST_ACTIVITY_TYPES)[number];
type Interest = (typeof INTERESTS)[number];

/**
 * not-started: no payment account; in-progress: an account whose onboarding is unfinished;
 * enabled: payouts on, which also earns the verified_host role.
 */
export type PayoutSetup = 'enabled' | 'in-progress' | 'not-started';

export type DemoPerson = {
  key: string;
  kind: 'admin' | 'host' | 'guest';
  firstName: string;
  lastName: string;
  /** Defaults to `<key>@sortim.test`. */
  email?: string;
  /** Defaults to OTHER_DEMO_PASSWORD. */
  password?: string;
  city: string;
  bio: string | null;
  age: number | null;
  gender: Gender | null;
  interests: readonly Interest[];
  languages: readonly string[];
  joinedDaysAgo: number;
  /** Number of the generated avatar, or null to show the initials fallback. */
  avatar: number | null;
  phone: string | null;
  /** Hosts: payout setup and the activity type of their (self-approved) application. */
  host?: { payouts: PayoutSetup; activityType: HostActivityType };
  /** Guests who asked to host and are waiting, or were turned down by the admin. */
  application?: { status: 'pending' | 'rejected'; activityType: HostActivityType; daysAgo: number };
};

export const PEOPLE = [
  {
    key: 'admin',
    kind: 'admin',
    firstName: 'Elena',
    lastName: 'Vidal',
    email: DEMO_ACCOUNTS.admin.email,
    password: DEMO_ACCOUNTS.admin.password,
    city: 'Barcelona',
    bio: 'Community and trust at Sortim. Write to me if something at an activity did not feel right.',
    age: 38,
    gender: 'female',
    interests: ['Culture', 'Travel'],
    languages: ['Catalan', 'Spanish', 'English'],
    joinedDaysAgo: 420,
    avatar: 1,
    phone: null,
  },
  // ------------------------------------------------------------------ hosts
  {
    key: 'marta',
    kind: 'host',
    firstName: 'Marta',
    lastName: 'Puig',
    email: DEMO_ACCOUNTS.host.email,
    password: DEMO_ACCOUNTS.host.password,
    city: 'Barcelona',
    bio: 'Yoga teacher born and raised in Gràcia. Mornings on the sand at Barceloneta, weekends on the trails of Collserola. My classes are slow, friendly and open to every body.',
    age: 34,
    gender: 'female',
    interests: ['Yoga', 'Hiking', 'Fitness'],
    languages: ['Catalan', 'Spanish', 'English'],
    joinedDaysAgo: 320,
    avatar: 2,
    phone: '+34 612 384 205',
    host: { payouts: 'enabled', activityType: 'Go Hiking' },
  },
  {
    key: 'jordi',
    kind: 'host',
    firstName: 'Jordi',
    lastName: 'Casals',
    city: 'Barcelona',
    bio: 'Chef from Poble-sec. Twenty years in restaurant kitchens, now I cook with strangers who leave as friends. Ask me about sofregit.',
    age: 41,
    gender: 'male',
    interests: ['Cooking', 'Food', 'Wine Tasting'],
    languages: ['Catalan', 'Spanish', 'English'],
    joinedDaysAgo: 280,
    avatar: 3,
    phone: '+34 633 910 472',
    host: { payouts: 'enabled', activityType: 'Cook Together' },
  },
  {
    key: 'lucia',
    kind: 'host',
    firstName: 'Lucía',
    lastName: 'Romero',
    city: 'Barcelona',
    bio: 'Sommelier from La Rioja living in El Born. I pour small-producer wines from Penedès and Priorat and mix a mean vermouth.',
    age: 37,
    gender: 'female',
    interests: ['Wine Tasting', 'Food', 'Music'],
    languages: ['Spanish', 'English', 'French'],
    joinedDaysAgo: 240,
    avatar: 4,
    phone: '+34 655 201 938',
    host: { payouts: 'enabled', activityType: 'Taste Wine' },
  },
  {
    key: 'oriol',
    kind: 'host',
    firstName: 'Oriol',
    lastName: 'Ferrer',
    city: 'Barcelona',
    bio: 'Architect and walking-tour guide. I have spent thirty years looking up at Gaudí, Domènech i Montaner and Puig i Cadafalch, and I still find new details.',
    age: 52,
    gender: 'male',
    interests: ['Culture', 'Art', 'Photography'],
    languages: ['Catalan', 'Spanish', 'English', 'French'],
    joinedDaysAgo: 300,
    avatar: 5,
    phone: '+34 619 472 330',
    host: { payouts: 'enabled', activityType: 'City Tours' },
  },
  {
    key: 'amara',
    kind: 'host',
    firstName: 'Amara',
    lastName: 'Okafor',
    city: 'Barcelona',
    bio: 'Londoner in Poblenou since 2019. I run the Sunday beach run club and organise volleyball at Bogatell. Every pace welcome.',
    age: 29,
    gender: 'female',
    interests: ['Sports', 'Fitness', 'Music'],
    languages: ['English', 'Spanish'],
    joinedDaysAgo: 210,
    avatar: 6,
    phone: '+34 664 118 207',
    host: { payouts: 'enabled', activityType: 'Play Sports' },
  },
  {
    key: 'camille',
    kind: 'host',
    firstName: 'Camille',
    lastName: 'Laurent',
    city: 'Barcelona',
    bio: 'From Lyon, in Gràcia for six years. I host language exchanges and game nights where nobody stays a stranger for long.',
    age: 31,
    gender: 'female',
    interests: ['Language Learning', 'Travel', 'Culture'],
    languages: ['French', 'English', 'Spanish'],
    joinedDaysAgo: 180,
    avatar: 7,
    phone: '+34 688 540 216',
    host: { payouts: 'enabled', activityType: 'Learn Languages' },
  },
  {
    key: 'nuria',
    kind: 'host',
    firstName: 'Núria',
    lastName: 'Soler',
    city: 'Sant Cugat del Vallès',
    bio: 'Mountain guide. I know every path between Tibidabo and Montserrat and I like to end a hike with a long lunch.',
    age: 45,
    gender: 'female',
    interests: ['Hiking', 'Photography', 'Travel'],
    languages: ['Catalan', 'Spanish', 'English'],
    joinedDaysAgo: 45,
    avatar: 8,
    phone: '+34 627 903 114',
    host: { payouts: 'in-progress', activityType: 'Go Hiking' },
  },
  {
    key: 'leo',
    kind: 'host',
    firstName: 'Leo',
    lastName: 'Fischer',
    email: DEMO_ACCOUNTS.newHost.email,
    password: DEMO_ACCOUNTS.newHost.password,
    city: 'Barcelona',
    bio: 'Hamburg-born swing dancer and board-game nerd in Sant Antoni. New here as a host!',
    age: 27,
    gender: 'male',
    interests: ['Dancing', 'Music'],
    languages: ['German', 'English', 'Spanish'],
    joinedDaysAgo: 6,
    avatar: 9,
    phone: '+34 691 337 804',
    host: { payouts: 'not-started', activityType: 'Dance Classes' },
  },
  // ------------------------------------------------------------------ guests
  {
    key: 'sara',
    kind: 'guest',
    firstName: 'Sara',
    lastName: 'Molina',
    email: DEMO_ACCOUNTS.guest.email,
    password: DEMO_ACCOUNTS.guest.password,
    city: 'Barcelona',
    bio: 'Moved to Barcelona for work last year and saying yes to everything.',
    age: 28,
    gender: 'female',
    interests: ['Food', 'Hiking', 'Language Learning', 'Culture'],
    languages: ['Spanish', 'English'],
    joinedDaysAgo: 150,
    avatar: 10,
    phone: null,
  },
  {
    key: 'laura',
    kind: 'guest',
    firstName: 'Laura',
    lastName: 'Martínez',
    city: 'Barcelona',
    bio: 'Salsa on Thursdays, tapas on Fridays.',
    age: 26,
    gender: 'female',
    interests: ['Dancing', 'Music', 'Food'],
    languages: ['Spanish', 'Catalan', 'English'],
    joinedDaysAgo: 200,
    avatar: 11,
    phone: '+34 644 802 519',
    application: { status: 'pending', activityType: 'Dance Classes', daysAgo: 3 },
  },
  {
    key: 'pau',
    kind: 'guest',
    firstName: 'Pau',
    lastName: 'Roca',
    city: 'Barcelona',
    bio: 'Photographer from Sants. Happiest on a trail at golden hour.',
    age: 35,
    gender: 'male',
    interests: ['Photography', 'Hiking', 'Sports'],
    languages: ['Catalan', 'Spanish', 'English'],
    joinedDaysAgo: 130,
    avatar: 12,
    phone: '+34 609 245 871',
    application: { status: 'pending', activityType: 'Workshops', daysAgo: 1 },
  },
  {
    key: 'sofia',
    kind: 'guest',
    firstName: 'Sofía',
    lastName: 'Herrera',
    city: 'Madrid',
    bio: null,
    age: 31,
    gender: 'female',
    interests: ['Art', 'Culture', 'Wine Tasting'],
    languages: ['Spanish', 'English'],
    joinedDaysAgo: 9,
    avatar: 13,
    phone: null,
  },
  {
    key: 'tom',
    kind: 'guest',
    firstName: 'Tom',
    lastName: 'Bennett',
    city: 'London',
    bio: 'Here for a month of remote work and sunshine.',
    age: 30,
    gender: 'male',
    interests: ['Sports', 'Food', 'Travel'],
    languages: ['English'],
    joinedDaysAgo: 20,
    avatar: 14,
    phone: null,
  },
  {
    key: 'hannah',
    kind: 'guest',
    firstName: 'Hannah',
    lastName: 'Weber',
    city: 'Berlin',
    bio: 'Erasmus semester at the UB. Looking for people to explore with!',
    age: 23,
    gender: 'female',
    interests: ['Travel', 'Language Learning', 'Dancing'],
    languages: ['German', 'English', 'Spanish'],
    joinedDaysAgo: 60,
    avatar: null,
    phone: null,
  },
  {
    key: 'marco',
    kind: 'guest',
    firstName: 'Marco',
    lastName: 'Bianchi',
    city: 'Milan',
    bio: 'Food lover, always hunting the best vermouth in town.',
    age: 39,
    gender: 'male',
    interests: ['Food', 'Wine Tasting', 'Cooking'],
    languages: ['Italian', 'English', 'Spanish'],
    joinedDaysAgo: 110,
    avatar: 15,
    phone: '+39 347 118 2290',
    application: { status: 'rejected', activityType: 'Join Dinners', daysAgo: 40 },
  },
  {
    key: 'ines',
    kind: 'guest',
    firstName: 'Inês',
    lastName: 'Costa',
    city: 'Lisbon',
    bio: null,
    age: null,
    gender: 'prefer-not-to-say',
    interests: ['Art', 'Photography'],
    languages: ['Portuguese', 'English', 'Spanish'],
    joinedDaysAgo: 75,
    avatar: 16,
    phone: null,
  },
  {
    key: 'yuki',
    kind: 'guest',
    firstName: 'Yuki',
    lastName: 'Tanaka',
    city: 'Barcelona',
    bio: 'Designer in the Eixample. Board games, ramen and long walks.',
    age: 29,
    gender: 'non-binary',
    interests: ['Art', 'Yoga', 'Cooking'],
    languages: ['Japanese', 'English', 'Spanish'],
    joinedDaysAgo: 95,
    avatar: 17,
    phone: null,
  },
  {
    key: 'mateo',
    kind: 'guest',
    firstName: 'Mateo',
    lastName: 'García',
    city: 'Barcelona',
    bio: null,
    age: 22,
    gender: null,
    interests: ['Sports', 'Music'],
    languages: ['Spanish', 'Catalan'],
    joinedDaysAgo: 4,
    avatar: null,
    phone: null,
  },
] as const satisfies readonly DemoPerson[];

export type PersonKey = (typeof PEOPLE)[number]['key'];
export type HostKey = Extract<(typeof PEOPLE)[number], { kind: 'host' }>['key'];

/** Whose bookings the demo guest account shows (scripted, not random). */
export const DEMO_GUEST: PersonKey = 'sara';
