/** Category to subtypes, as the spec lists them (shared by guest and host sides). */
export const TAXONOMY = {
  'Be Active': [
    'Play Football',
    'Play Volleyball',
    'Play Padel',
    'Do Yoga',
    'Do Pilates',
    'Try CrossFit',
    'Run Together',
    'Try Something New',
  ],
  'Go Social': [
    'Join a Dinner',
    'Go on a Pub Crawl',
    'Play Board Games',
    'Meet for Drinks',
    'Do Language Exchange',
    'Try Speed Friending',
  ],
  'Taste & Cook': [
    'Cook Together',
    'Taste Wine',
    'Try a Tapas Tour',
    'Make Cocktails',
    'Visit a Food Market',
  ],
  'Explore Culture': [
    'Take a City Tour',
    'Visit a Museum',
    'Walk an Art Route',
    'Join a Festival',
    'Discover Architecture',
  ],
  'Get Outdoors': [
    'Go Hiking',
    'Relax at the Beach',
    'Do Yoga in the Park',
    'Watch the Sunset',
    'Escape for the Weekend',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Category = keyof typeof TAXONOMY;
export type Subtype = (typeof TAXONOMY)[Category][number];
export const CATEGORIES = Object.keys(TAXONOMY) as Category[];
export const SUBTYPES = CATEGORIES.flatMap((c) => TAXONOMY[c]) as Subtype[];

export const LEVELS = ['All levels', 'Beginner', 'Intermediate', 'Advanced'] as const;
/** The explore filter's difficulties. */
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
/** Barcelona wall-clock hours [from, to) of each time of day (spec: Morning 6-12, Afternoon 12-18, Evening 18-24). */
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, [number, number]> = {
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
};
export type Level = (typeof LEVELS)[number];

export const GENDERS = ['male', 'female', 'non-binary', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const ROLES = ['user', 'host', 'verified_host', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const AB_GROUPS = ['variant_a', 'variant_b'] as const;
export type AbGroup = (typeof AB_GROUPS)[number];

export const INTERESTS = [
  'Hiking',
  'Cooking',
  'Sports',
  'Dancing',
  'Wine Tasting',
  'Art',
  'Music',
  'Photography',
  'Travel',
  'Food',
  'Fitness',
  'Yoga',
  'Language Learning',
  'Culture',
] as const;

/** Languages offered by the explore filter (matched by substring on activity_languages). */
export const FILTER_LANGUAGES = ['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese'] as const;

/** Language badges on the activity form. */
export const ACTIVITY_LANGUAGES = [
  { code: 'EN', name: 'English' },
  { code: 'ES', name: 'Spanish' },
  { code: 'CA', name: 'Catalan' },
  { code: 'FR', name: 'French' },
] as const;

export const SUGGESTED_TAGS = [
  'beginner-friendly',
  'outdoor',
  'social',
  'local favorite',
  'small group',
  'pet-friendly',
] as const;

export const HOST_ACTIVITY_TYPES = [
  'Go Hiking',
  'Cook Together',
  'Play Sports',
  'Learn Languages',
  'Dance Classes',
  'Taste Wine',
  'Join Dinners',
  'City Tours',
  'Workshops',
  'Other',
] as const;
export type HostActivityType = (typeof HOST_ACTIVITY_TYPES)[number];

/**
 * What the activity type chosen in Quick Setup says of a first activity: its category, and its subtype when
 * the type names one. 'Workshops' and 'Other' name no category: the form starts empty.
 */
const ACTIVITY_TYPE_PREFILL: Record<HostActivityType, { category: Category; subtype?: Subtype } | null> = {
  'Go Hiking': { category: 'Get Outdoors', subtype: 'Go Hiking' },
  'Cook Together': { category: 'Taste & Cook', subtype: 'Cook Together' },
  'Play Sports': { category: 'Be Active' },
  'Learn Languages': { category: 'Go Social', subtype: 'Do Language Exchange' },
  'Dance Classes': { category: 'Be Active' },
  'Taste Wine': { category: 'Taste & Cook', subtype: 'Taste Wine' },
  'Join Dinners': { category: 'Go Social', subtype: 'Join a Dinner' },
  'City Tours': { category: 'Explore Culture', subtype: 'Take a City Tour' },
  Workshops: null,
  Other: null,
};

/** The category and subtype a first activity starts with, from an activity type (a URL's: anything). */
export function activityTypePrefill(type: string | null): { category: string; subtype: string } | null {
  if (type === null || !Object.hasOwn(ACTIVITY_TYPE_PREFILL, type)) return null;
  const prefill = ACTIVITY_TYPE_PREFILL[type as HostActivityType];
  return prefill ? { category: prefill.category, subtype: prefill.subtype ?? '' } : null;
}

export const ACTIVITY_STATUSES = ['draft', 'published', 'cancelled'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const HOST_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const BOOKING_STATUSES = ['pending', 'paid', 'refunded', 'cancelled', 'expired'] as const;
export const BOOKING_SOURCES = ['sortim', 'external'] as const;
export const ANALYTICS_EVENT_TYPES = ['page_view', 'checkout_started'] as const;
