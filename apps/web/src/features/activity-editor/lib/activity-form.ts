import {
  CANCELLATION_POLICIES,
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
} from '@sortim/contracts/cancellation-policies';
import {
  ACTIVITY_FIELD_MESSAGES,
  CreateActivityInput,
  type EditableActivity,
  RECURRENCE_FREQUENCIES,
  Recurrence,
  type RecurrenceFrequency,
  type UpdateActivityInput,
} from '@sortim/contracts/hosting';
import { LIMITS } from '@sortim/contracts/limits';
import { APP_TIME_ZONE } from '@sortim/contracts/product';
import { minimumCapacity } from '@sortim/contracts/spots-ledger';
import { CATEGORIES, type Category, LEVELS, type Level, TAXONOMY } from '@sortim/contracts/taxonomy';
import { z } from 'zod';
import { eurosToCents } from '#/features/activity-editor/lib/money.ts';
import {
  type EarlyBirdValues,
  PRICES_DEFAULTS,
  type PricesFormValues,
  type PriceValues,
  type PrivateOfferValues,
  pricesDefaults,
  pricesRules,
  toPricesInput,
} from '#/features/activity-editor/lib/prices-form.ts';
import { isoToWallTime, isWallTime, wallTimeToIso } from '#/lib/wall-time.ts';

/**
 * The activity form's values and rules. The form holds what people type (euros, wall times on the city's clock),
 * checked with the contract's own field schemas and messages, and becomes a CreateActivityInput or an
 * UpdateActivityInput on submit.
 */

const M = ACTIVITY_FIELD_MESSAGES;
const contract = CreateActivityInput.shape;

/**
 * The fields create and edit share, under the names the server uses for `fields` errors (`priceEur` is the
 * first price; the Prices part's other fields are prices-form.ts').
 */
export interface ActivityFormValues extends PricesFormValues {
  title: string;
  category: string;
  subtype: string;
  description: string;
  locationName: string;
  address: string;
  /** The meeting point's pin (WGS 84 degrees): both or neither. */
  latitude: number | null;
  longitude: number | null;
  /**
   * The city the activity runs in (a slug; '' for the default city) and its clock, which the wall times are
   * typed on. Chosen on create, fixed on edit (decision 195).
   */
  city: string;
  timeZone: string;
  /** A wall time on the city's clock, as `datetime-local` holds it. */
  startTime: string;
  endTime: string;
  priceEur: number;
  capacity: number;
  activityLanguages: string[];
  level: Level;
  tags: string[];
  thumbnailUrl: string | null;
  coverImageUrl: string | null;
  additionalImages: string[];
  /** What a guest who cancels gets back; on edit, for bookings paid from then on. */
  cancellationPolicy: CancellationPolicy;
}

export interface CreateFormValues extends ActivityFormValues {
  recurring: boolean;
  occurrences: number;
  frequency: RecurrenceFrequency;
}

export interface EditFormValues extends ActivityFormValues {
  spotsRemaining: number;
  thirdPartyAttendees: number;
  isPublished: boolean;
}

/** Every field either form holds: a field piece (a number, a switch) names its own among them. */
export type AnyFormValues = CreateFormValues & EditFormValues;

/** Step 1 of create, 'The Essentials': Continue needs each of them filled. */
export const ESSENTIAL_FIELDS = [
  'title',
  'category',
  'subtype',
  'description',
  'locationName',
  'address',
  'startTime',
  'endTime',
] as const satisfies readonly (keyof ActivityFormValues)[];

/** Step 1's fields beyond the required ones: the meeting point's pin (optional, checked on Continue). */
export const STEP_ONE_FIELDS = [
  ...ESSENTIAL_FIELDS,
  'latitude',
  'longitude',
] as const satisfies readonly (keyof ActivityFormValues)[];

const wallTime = (message: string) => z.string().refine(isWallTime, message);

const sharedShape = {
  title: contract.title,
  category: z.string().refine((value) => (CATEGORIES as string[]).includes(value), M.category),
  subtype: z.string().min(1, M.subtype),
  description: contract.description,
  locationName: contract.locationName,
  address: contract.address,
  latitude: contract.latitude,
  longitude: contract.longitude,
  city: z.string(),
  timeZone: z.string(),
  startTime: wallTime(M.startTime),
  endTime: wallTime(M.endTime),
  priceEur: z.number(M.price).min(0, M.price).max(10_000, M.priceMax),
  capacity: contract.capacity,
  activityLanguages: z.array(z.string()).min(1, M.languages),
  level: z.enum(LEVELS),
  tags: z.array(z.string()),
  thumbnailUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  additionalImages: z.array(z.string()).max(LIMITS.additionalImagesMax),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  // Checked as a whole by pricesRules, against the contract's price schemas.
  earlyBird: z.custom<EarlyBirdValues>(),
  prices: z.custom<PriceValues[]>(),
  privateOffer: z.custom<PrivateOfferValues>(),
};

/**
 * The contract's rules across fields: a subtype of its category, an end after the start, a whole pin, and
 * prices that add up.
 */
function sharedRules(value: ActivityFormValues, ctx: z.RefinementCtx) {
  const subtypes: readonly string[] = TAXONOMY[value.category as Category] ?? [];
  if (value.category && !subtypes.includes(value.subtype)) {
    ctx.addIssue({ code: 'custom', path: ['subtype'], message: M.subtype });
  }
  const start = wallTimeToIso(value.startTime, value.timeZone);
  const end = wallTimeToIso(value.endTime, value.timeZone);
  if (start && end && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.endAfterStart });
  }
  if ((value.latitude === null) !== (value.longitude === null)) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: M.point });
  }
  pricesRules(value, ctx);
}

/** Create: a new activity starts in the future; a series has 2 to 52 occurrences. */
export const createFormSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      ...sharedShape,
      recurring: z.boolean(),
      // Checked only when the switch is on: a half-typed number must not block a single event.
      occurrences: z.number().or(z.nan()),
      frequency: z.enum(RECURRENCE_FREQUENCIES),
    })
    .superRefine((value, ctx) => {
      sharedRules(value, ctx);
      const start = wallTimeToIso(value.startTime, value.timeZone);
      if (start && new Date(start) <= now()) {
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: M.startInFuture });
      }
      if (value.recurring) {
        const occurrences = Recurrence.shape.occurrences.safeParse(value.occurrences);
        if (!occurrences.success) {
          ctx.addIssue({
            code: 'custom',
            path: ['occurrences'],
            message: occurrences.error.issues[0]?.message ?? M.capacity,
          });
        }
      }
    });

/**
 * Edit: third party attendees 0 to the capacity, spots left 0 or more, and capacity no lower than the
 * spots already booked or held plus third party attendees (`capacityMessage(min)` says so).
 */
export const editFormSchema = (takenSpots: number, capacityMessage: (min: number) => string) =>
  z
    .object({
      ...sharedShape,
      spotsRemaining: z.number(M.spotsRemaining).int(M.spotsRemaining).min(0, M.spotsRemaining),
      thirdPartyAttendees: z
        .number(M.thirdPartyAttendees)
        .int(M.thirdPartyAttendees)
        .min(0, M.thirdPartyAttendees),
      isPublished: z.boolean(),
    })
    .superRefine((value, ctx) => {
      sharedRules(value, ctx);
      if (value.thirdPartyAttendees > value.capacity) {
        ctx.addIssue({ code: 'custom', path: ['thirdPartyAttendees'], message: M.thirdPartyAttendees });
      }
      const min = minimumCapacity(takenSpots, value.thirdPartyAttendees);
      if (value.capacity < min) {
        ctx.addIssue({ code: 'custom', path: ['capacity'], message: capacityMessage(min) });
      }
    });

/**
 * The spec's form defaults: price 10, capacity 10, English, 'All levels', 4 weekly occurrences; the Flexible
 * cancellation policy (our terms before policies existed).
 */
export const CREATE_DEFAULTS: CreateFormValues = {
  title: '',
  category: '',
  subtype: '',
  description: '',
  locationName: '',
  address: '',
  latitude: null,
  longitude: null,
  // The default city until the host picks another (with several cities); its clock is APP_TIME_ZONE.
  city: '',
  timeZone: APP_TIME_ZONE,
  startTime: '',
  endTime: '',
  priceEur: 10,
  capacity: 10,
  activityLanguages: ['English'],
  level: 'All levels',
  tags: [],
  thumbnailUrl: null,
  coverImageUrl: null,
  additionalImages: [],
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
  ...PRICES_DEFAULTS,
  recurring: false,
  occurrences: 4,
  frequency: 'weekly',
};

function sharedInput(value: ActivityFormValues) {
  return {
    title: value.title,
    category: value.category,
    subtype: value.subtype,
    description: value.description,
    locationName: value.locationName,
    address: value.address,
    latitude: value.latitude,
    longitude: value.longitude,
    startTime: wallTimeToIso(value.startTime, value.timeZone) ?? value.startTime,
    endTime: wallTimeToIso(value.endTime, value.timeZone) ?? value.endTime,
    priceCents: eurosToCents(value.priceEur),
    capacity: value.capacity,
    activityLanguages: value.activityLanguages,
    level: value.level,
    tags: value.tags,
    thumbnailUrl: value.thumbnailUrl,
    coverImageUrl: value.coverImageUrl,
    additionalImages: value.additionalImages,
    cancellationPolicy: value.cancellationPolicy,
    ...toPricesInput(value, value.timeZone),
  };
}

export function toCreateInput(value: CreateFormValues): CreateActivityInput {
  return {
    ...sharedInput(value),
    ...(value.city && { city: value.city }),
    recurrence: value.recurring ? { occurrences: value.occurrences, frequency: value.frequency } : null,
  };
}

export function toUpdateInput(value: EditFormValues): UpdateActivityInput {
  return {
    ...sharedInput(value),
    spotsRemaining: value.spotsRemaining,
    thirdPartyAttendees: value.thirdPartyAttendees,
    isPublished: value.isPublished,
  };
}

export function editDefaults(activity: EditableActivity): EditFormValues {
  return {
    title: activity.title,
    category: activity.category,
    subtype: activity.subtype,
    description: activity.description,
    locationName: activity.locationName,
    address: activity.address,
    latitude: activity.latitude,
    longitude: activity.longitude,
    city: activity.city,
    timeZone: activity.timeZone,
    startTime: isoToWallTime(activity.startTime, activity.timeZone),
    endTime: isoToWallTime(activity.endTime, activity.timeZone),
    ...pricesDefaults(activity),
    capacity: activity.capacity,
    activityLanguages: activity.activityLanguages.length > 0 ? activity.activityLanguages : ['English'],
    level: activity.level,
    tags: activity.tags,
    thumbnailUrl: activity.thumbnailUrl,
    coverImageUrl: activity.coverImageUrl,
    additionalImages: activity.additionalImages,
    cancellationPolicy: activity.cancellationPolicy,
    spotsRemaining: activity.spotsRemaining,
    thirdPartyAttendees: activity.thirdPartyAttendees,
    isPublished: activity.isPublished,
  };
}

/**
 * Where a server `fields` error lands: the form's own field of that name, or the one the server's
 * field comes from (cents are typed as euros, the recurrence as its count).
 */
export const SERVER_FIELD_ALIASES: Record<string, string> = {
  priceCents: 'priceEur',
  recurrence: 'occurrences',
  'recurrence.occurrences': 'occurrences',
};

/** The spec's price hints by category (euros); any other category gets 8 to 25. */
const PRICE_HINTS: Partial<Record<Category, readonly [number, number]>> = {
  'Taste & Cook': [15, 30],
  'Get Outdoors': [8, 15],
  'Be Active': [10, 20],
};
export const OTHER_PRICE_HINT = [8, 25] as const;

export function priceHint(category: string): { min: number; max: number } {
  const [min, max] = PRICE_HINTS[category as Category] ?? OTHER_PRICE_HINT;
  return { min, max };
}
