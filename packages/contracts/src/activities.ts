import { z } from 'zod';
import { ACTIVITY_STATES } from './activity-state.ts';
import { RefundTerms } from './cancellation-policies.ts';
import { CityName } from './cities.ts';
import { LIMITS } from './limits.ts';
import { ISO_DATE, isIsoDate, SEARCH_TEXT_MAX } from './list-query.ts';
import { PriceCategory } from './pricing.ts';
import { CATEGORIES, DIFFICULTIES, LEVELS, ROLES, SUBTYPES, TIMES_OF_DAY } from './taxonomy.ts';

/*
 * The guest side's view of activities: list cards, the detail page, and the explore filters.
 * Money is integer euro cents; times are ISO strings (UTC), shown in Barcelona time by the client.
 */

export const ActivityHost = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
});
export type ActivityHost = z.infer<typeof ActivityHost>;

export const ActivityCard = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(CATEGORIES as [string, ...string[]]),
  subtype: z.string(),
  /**
   * The "from" price: the lowest price of a kind of guest that takes a seat and is sold to everyone (the
   * explore price filter reads the same). With `severalPrices`, the card says "from €X".
   */
  priceCents: z.number().int(),
  /** More than one price sold to everyone that takes a seat (Adult and Child): the price is a "from" price. */
  severalPrices: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  /** Its city's IANA zone: the wall clock its dates are written in (decision 194). */
  timeZone: z.string(),
  spotsRemaining: z.number().int(),
  capacity: z.number().int(),
  location: z.string().nullable(),
  locationName: z.string(),
  address: z.string(),
  /** The meeting point the host pinned (WGS 84 degrees); null when none was placed (not on the map). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  coverImageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  activityLanguages: z.array(z.string()),
  level: z.enum(LEVELS),
  tags: z.array(z.string()),
  featured: z.boolean(),
  host: ActivityHost,
  /** What a guest can do now, by the one rule (activity-state.ts): cards and the page show this. */
  state: z.enum(ACTIVITY_STATES),
  /** A series shows as one card, at one date: how many other upcoming dates it has (0 for one activity). */
  moreDates: z.number().int().min(0),
});
export type ActivityCard = z.infer<typeof ActivityCard>;

/** One upcoming date of a series, as the activity page offers it (each date is an activity of its own). */
export const SeriesDate = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  spotsRemaining: z.number().int(),
});
export type SeriesDate = z.infer<typeof SeriesDate>;

export const ActivityDetail = ActivityCard.extend({
  description: z.string(),
  additionalImages: z.array(z.string()),
  thirdPartyAttendees: z.number().int(),
  isPublished: z.boolean(),
  status: z.string(),
  /** Its city's name, which names the clock its times are on ("Lisbon time"). */
  cityName: CityName,
  /** The series' upcoming dates, this one among them when upcoming; empty for an activity outside a series. */
  seriesDates: z.array(SeriesDate),
  host: ActivityHost.extend({ bio: z.string().nullable(), payoutsEnabled: z.boolean() }),
  /**
   * The activity's cancellation policy applied to its start: the terms a booking paid now would get (the
   * booking panel and checkout show them as one sentence, refundTermsSentence).
   */
  refundTerms: RefundTerms,
  /**
   * What it costs per kind of guest, in order (the first is the activity's own price), with early-bird
   * prices and their seats left. Hidden and code-only prices are not here (a code's check returns those).
   */
  priceCategories: z.array(PriceCategory),
  /** Whether a live code could apply to it: 'Have a code?' shows only then. */
  hasCodes: z.boolean(),
  /** Offered for private groups: the least a group pays and the largest group; null when not offered. */
  privateOffer: z.object({ minimumCents: z.number().int(), maxGroup: z.number().int() }).nullable(),
});
export type ActivityDetail = z.infer<typeof ActivityDetail>;

// The list filters' values live in zod-free modules, so the explore page reads its URL without zod.
export { DIFFICULTIES, TIME_OF_DAY_HOURS, TIMES_OF_DAY, type TimeOfDay } from './taxonomy.ts';

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
    z.array(item),
  );

const isoDate = z
  .string()
  .regex(ISO_DATE, 'must be a date as YYYY-MM-DD')
  // 2027-02-30 has the right shape but is no day; it must fail here, not in the database.
  .refine(isIsoDate, 'must be a date as YYYY-MM-DD');

const BBOX_MESSAGE = 'must be west,south,east,north in degrees, west below east and south below north';

/** A map's visible area as a list filter; an area across the antimeridian is not one (Barcelona is far from it). */
export const BoundingBox = z
  .string()
  .max(100)
  .transform((v, ctx) => {
    const parts = v.split(',').map((p) => (p.trim() === '' ? Number.NaN : Number(p)));
    const [west, south, east, north] = parts as [number, number, number, number];
    const valid =
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      west >= -180 &&
      east <= 180 &&
      south >= -90 &&
      north <= 90 &&
      west < east &&
      south < north;
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE });
      return z.NEVER;
    }
    return { west, south, east, north };
  });
export type BoundingBox = z.output<typeof BoundingBox>;

/**
 * `GET /api/activities` query, also the explore page's URL query (shareable). Repeated or comma-separated
 * values for lists. Prices are whole euros; `priceMax` 100 means "100 and up". Dates are Barcelona dates.
 */
export const ActivityListQuery = z
  .object({
    q: z.string().trim().max(SEARCH_TEXT_MAX).optional(),
    categories: list(z.enum(CATEGORIES as [string, ...string[]])).optional(),
    subcategories: list(z.enum(SUBTYPES as [string, ...string[]])).optional(),
    priceMin: z.coerce.number().int().min(0).max(LIMITS.priceFilterMaxEur).optional(),
    priceMax: z.coerce.number().int().min(0).max(LIMITS.priceFilterMaxEur).optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    timeOfDay: list(z.enum(TIMES_OF_DAY)).optional(),
    languages: list(z.string().trim().min(1).max(40)).optional(),
    difficulty: list(z.enum(DIFFICULTIES)).optional(),
    /** The map's area, 'west,south,east,north' in degrees: only activities pinned inside it (edges included). */
    bbox: BoundingBox.optional(),
    /** A city's slug (cities.ts): only its activities, its wall clock for the dates and times of day. */
    city: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(60).default(24),
  })
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
    message: 'must not be above priceMax',
    path: ['priceMin'],
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    message: 'must not be after dateTo',
    path: ['dateFrom'],
  });
export type ActivityListQuery = z.input<typeof ActivityListQuery>;

/** The list counts its matches up to this many; past it, the total reads "1000+". */
export const LIST_TOTAL_CAP = 1000;

export const ActivityList = z.object({
  items: z.array(ActivityCard),
  /** Matching activities, at most LIST_TOTAL_CAP; on the first page only (null on a page from a cursor). */
  total: z.number().int().nullable(),
  /** More than `total` match (the count stopped at LIST_TOTAL_CAP). */
  totalCapped: z.boolean(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ActivityList = z.infer<typeof ActivityList>;

/** `GET /api/activities/featured`: up to 3 (random featured, or the most booked of the 10 newest). */
export const FeaturedActivities = z.object({ items: z.array(ActivityCard) });
export type FeaturedActivities = z.infer<typeof FeaturedActivities>;

/** At most this many activities end an activity's page under 'More like this'. */
export const SIMILAR_COUNT = 4;
/** 'More like this': upcoming activities like one, the same subtype first, then the same category. */
export const SimilarActivities = z.object({ items: z.array(ActivityCard).max(SIMILAR_COUNT) });
export type SimilarActivities = z.infer<typeof SimilarActivities>;
