import { z } from 'zod';
import { ActivityCard } from './activities.ts';
import { ACCOUNT_MESSAGES } from './auth.ts';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY } from './cancellation-policies.ts';
import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import { multiLineText, singleLineText } from './plain-text.ts';
import {
  EarlyBird,
  MAX_PRICE_CATEGORIES,
  PRICING_MESSAGES,
  PriceCategory,
  PriceCategoryInput,
} from './pricing.ts';
import { CATEGORIES, HOST_ACTIVITY_TYPES, LEVELS, ROLES, TAXONOMY } from './taxonomy.ts';

/*
 * The host side: becoming a host, creating and managing activities (the dashboard and the public host
 * profile: host-dashboard.ts). Money is integer euro cents; times are ISO strings (UTC), entered and shown
 * on the activity's city's clock.
 */

/** The spec's copy (host-admin §5, §8) and the server's refusals, shared by the server and the pages. */
export const HOSTING_MESSAGES = defineMessages('hosting', {
  hostRequired: 'Access denied. Host privileges required.',
  missingInformation: 'Missing information',
  fillRequired: 'Please fill in all required fields',
  nowHost: "You're now a host!",
  roleAssigned: 'Host role assigned!',
  alreadyHost: 'You are already a verified host',
  unknownCity: 'Choose one of the cities Sortim runs in',
  assignFailed: 'Failed to assign host role',
  assignFailedDetail: 'Failed to assign host role. Please try again or contact support.',
  fixErrors: 'Please fix the errors',
  fixErrorsDetail: 'Some required fields are missing or invalid',
  created: 'Experience created!',
  updated: 'Activity updated! Your changes have been saved.',
  duplicated: 'Activity duplicated! Edit and publish when ready.',
  duplicateFailed: 'Failed to duplicate activity',
  deleted: 'Activity deleted successfully',
  deleteFailed: 'Failed to delete activity',
  loadFailed: 'Failed to load activity',
  accessDenied: 'Access Denied',
  editOwnOnly: 'You can only edit your own activities',
  notFound: 'Activity not found',
  mustBeLoggedInToSeed: 'Must be logged in to seed activities',
  mustBeHostToSeed: 'You must be an approved host to seed activities. Please apply to become a host first.',
  seeded: '8 sample activities have been created',
  startedNotEditable: 'An activity that has started can no longer be edited',
  startedNotDeletable:
    'This activity has already taken place, so its bookings stay as they are. It remains in your past activities.',
  cancelledNotEditable: 'This activity was cancelled and can no longer be edited',
  scheduleLocked:
    'Guests have paid for this activity and it starts within 24 hours, so its date, time and place can no longer change',
  newStartTooSoon: 'Guests have paid for this activity, so its new start must be at least 24 hours from now',
  bookedNotUnpublishable:
    'Guests have booked or are paying for this activity, so it cannot be unpublished. Delete it to cancel and refund them.',
  hostNotFound: 'Host not found',
  calendarFeedNotFound: 'Calendar feed not found',
  phoneInvalid: 'Enter a valid phone number',
  phoneTooLong: 'Phone number is too long',
});

/** 'Created {n} recurring events!' */
export const seriesCreatedMessage = (n: number) => `Created ${n} recurring events!`;

/** Field messages of the activity form, checked in the browser and again by the server. */
export const ACTIVITY_FIELD_MESSAGES = defineMessages('activityField', {
  title: `Title must be between ${LIMITS.activityTitleMin} and ${LIMITS.activityTitleMax} characters`,
  category: 'Category is required',
  subtype: 'Subtype is required',
  description: `Description must be between ${LIMITS.activityDescriptionMin} and ${LIMITS.activityDescriptionMax} characters`,
  locationName: `Location name must be at least ${LIMITS.locationNameMin} characters`,
  address: `Address must be at least ${LIMITS.addressMin} characters`,
  startTime: 'Start time is required',
  endTime: 'End time is required',
  endAfterStart: 'End time must be after start time',
  point: 'Place the pin on the map again',
  startInFuture: 'Start time must be in the future',
  price: 'Price must be a number of at least 0',
  capacity: `Capacity must be a number of at least ${LIMITS.capacityMin}`,
  languages: 'Add at least one language',
  spotsRemaining: 'Spots left must be 0 or more',
  thirdPartyAttendees: 'Third party attendees must be between 0 and the capacity',
  image: 'Images must be uploaded here first',
  occurrences: `Occurrences must be between ${LIMITS.recurrenceMin} and ${LIMITS.recurrenceMax}`,
  priceMax: 'Price is too high',
  capacityMax: 'Capacity must be at most 1000',
  privateMinimum: 'The minimum price for a private group must be a number of at least 0',
  privateMaxGroup: 'The largest private group must be between 2 and 1000 people',
  privateGroupOverCapacity: 'The largest private group must be at most the capacity',
  spotsRemainingMax: 'Spots left must be at most 1000',
  // The ledger's floors, checked by the server only (the form cannot know what was booked since).
  capacityBelowTaken: 'Capacity must be at least {{floor}}: {{taken}} spots are booked or held',
  capacityBelowTakenAndThirdParty:
    'Capacity must be at least {{floor}}: {{taken}} spots are booked or held and {{thirdParty}} go to third-party attendees',
  spotsRemainingLedger:
    'Spots left must be {{spotsRemaining}}: capacity minus {{taken}} booked or held and the third-party attendees',
});

// ---------------------------------------------------------------- becoming a host

/** The spec's 'Quick Setup': all three required ('Missing information / Please fill in all required fields'). */
export const BecomeHostInput = z.object({
  phone: z
    .string()
    .trim()
    .min(1, HOSTING_MESSAGES.fillRequired)
    .max(30, HOSTING_MESSAGES.phoneTooLong)
    .regex(/^\+?[0-9 ()-]{6,}$/, HOSTING_MESSAGES.phoneInvalid),
  notificationEmail: z
    .string()
    .trim()
    .min(1, HOSTING_MESSAGES.fillRequired)
    .email(ACCOUNT_MESSAGES.invalidEmail),
  activityType: z.enum(HOST_ACTIVITY_TYPES, HOSTING_MESSAGES.fillRequired),
});
export type BecomeHostInput = z.input<typeof BecomeHostInput>;

/**
 * `POST /api/host/become` and `POST /api/host/role/verify` (the spec's verify-host-role with its recovery):
 * whether the caller hosts now, whether this call gave the role back, and the roles after it.
 */
export const HostRoleStatus = z.object({
  hasHostRole: z.boolean(),
  restored: z.boolean(),
  roles: z.array(z.enum(ROLES)),
});
export type HostRoleStatus = z.infer<typeof HostRoleStatus>;

// ---------------------------------------------------------------- activities

/** Trimmed, and without repeats whatever their case ('English' and 'english' are one language). */
const trimmedList = (itemMax: number, listMax: number) =>
  z
    .array(singleLineText().min(1).max(itemMax))
    .max(listMax)
    .transform((items) =>
      items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i),
    );

/** Only images uploaded through `POST /api/host/images` (or the shipped demo art) are accepted. */
const imageUrl = z
  .string()
  .max(500)
  .refine((url) => url.startsWith('/') || url.startsWith('https://'), ACTIVITY_FIELD_MESSAGES.image);

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((s) => new Date(s).toISOString());

/**
 * Offered for private groups (docs/product.md, "Prices and codes"): a group books a whole date and pays at
 * least `minimumCents` whatever its size, up to `maxGroup` people.
 */
export const PrivateOffer = z.object({
  minimumCents: z
    .number(ACTIVITY_FIELD_MESSAGES.privateMinimum)
    .int(ACTIVITY_FIELD_MESSAGES.privateMinimum)
    .min(0, ACTIVITY_FIELD_MESSAGES.privateMinimum)
    .max(100_000_00, ACTIVITY_FIELD_MESSAGES.priceMax),
  maxGroup: z
    .number(ACTIVITY_FIELD_MESSAGES.privateMaxGroup)
    .int(ACTIVITY_FIELD_MESSAGES.privateMaxGroup)
    .min(2, ACTIVITY_FIELD_MESSAGES.privateMaxGroup)
    .max(1000, ACTIVITY_FIELD_MESSAGES.privateMaxGroup),
});
export type PrivateOffer = z.infer<typeof PrivateOffer>;

/**
 * The prices after the first: the first is `priceCents` (with `earlyBird`), which every activity has; these
 * are the other kinds of guest. On an edit, one with an `id` is that category changed, one without is new,
 * and one left out is deleted (or refused when a booking names it: hide it instead).
 */
const otherPrices = z
  .array(PriceCategoryInput)
  .max(MAX_PRICE_CATEGORIES - 1, PRICING_MESSAGES.tooManyCategories);

/** The fields of an activity the host writes (create and edit). */
const activityFields = {
  title: singleLineText()
    .min(LIMITS.activityTitleMin, ACTIVITY_FIELD_MESSAGES.title)
    .max(LIMITS.activityTitleMax, ACTIVITY_FIELD_MESSAGES.title),
  category: z.enum(CATEGORIES as [string, ...string[]], ACTIVITY_FIELD_MESSAGES.category),
  subtype: z.string().min(1, ACTIVITY_FIELD_MESSAGES.subtype),
  description: multiLineText()
    .min(LIMITS.activityDescriptionMin, ACTIVITY_FIELD_MESSAGES.description)
    .max(LIMITS.activityDescriptionMax, ACTIVITY_FIELD_MESSAGES.description),
  locationName: singleLineText().min(LIMITS.locationNameMin, ACTIVITY_FIELD_MESSAGES.locationName).max(200),
  address: singleLineText().min(LIMITS.addressMin, ACTIVITY_FIELD_MESSAGES.address).max(300),
  /** The pin on the map (optional: the address stays the meeting point's words); both or neither. */
  latitude: z
    .number(ACTIVITY_FIELD_MESSAGES.point)
    .min(-90, ACTIVITY_FIELD_MESSAGES.point)
    .max(90, ACTIVITY_FIELD_MESSAGES.point)
    .nullable()
    .default(null),
  longitude: z
    .number(ACTIVITY_FIELD_MESSAGES.point)
    .min(-180, ACTIVITY_FIELD_MESSAGES.point)
    .max(180, ACTIVITY_FIELD_MESSAGES.point)
    .nullable()
    .default(null),
  startTime: instant(ACTIVITY_FIELD_MESSAGES.startTime),
  endTime: instant(ACTIVITY_FIELD_MESSAGES.endTime),
  priceCents: z
    .number(ACTIVITY_FIELD_MESSAGES.price)
    .int(ACTIVITY_FIELD_MESSAGES.price)
    .min(0, ACTIVITY_FIELD_MESSAGES.price)
    .max(10_000_00, ACTIVITY_FIELD_MESSAGES.priceMax),
  capacity: z
    .number(ACTIVITY_FIELD_MESSAGES.capacity)
    .int(ACTIVITY_FIELD_MESSAGES.capacity)
    .min(LIMITS.capacityMin, ACTIVITY_FIELD_MESSAGES.capacity)
    .max(1000, ACTIVITY_FIELD_MESSAGES.capacityMax),
  activityLanguages: trimmedList(40, 10).refine((l) => l.length >= 1, ACTIVITY_FIELD_MESSAGES.languages),
  level: z.enum(LEVELS).default('All levels'),
  tags: trimmedList(40, 20).default([]),
  thumbnailUrl: imageUrl.nullable().default(null),
  coverImageUrl: imageUrl.nullable().default(null),
  additionalImages: z.array(imageUrl).max(LIMITS.additionalImagesMax).default([]),
  /** What a guest who cancels gets back (cancellation-policies.ts); bookings keep the one they were paid under. */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES).default(DEFAULT_CANCELLATION_POLICY),
};

type FieldsShape = {
  category: string;
  subtype: string;
  startTime: string;
  endTime: string;
  latitude: number | null;
  longitude: number | null;
  priceCents: number;
  capacity: number;
  priceCategories?: { id?: string | undefined }[] | undefined;
  earlyBird?: { priceCents: number } | null | undefined;
  privateOffer?: PrivateOffer | null | undefined;
};

/**
 * The rules across fields: a subtype of its category, an end after the start, an early-bird price below the
 * first price, a private group no larger than the activity, and each price named once.
 */
function crossFieldRules(value: FieldsShape, ctx: z.RefinementCtx) {
  const subtypes: readonly string[] = TAXONOMY[value.category as keyof typeof TAXONOMY] ?? [];
  if (!subtypes.includes(value.subtype)) {
    ctx.addIssue({ code: 'custom', path: ['subtype'], message: ACTIVITY_FIELD_MESSAGES.subtype });
  }
  if (new Date(value.endTime) <= new Date(value.startTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: ACTIVITY_FIELD_MESSAGES.endAfterStart });
  }
  if ((value.latitude === null) !== (value.longitude === null)) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: ACTIVITY_FIELD_MESSAGES.point });
  }
  if (value.earlyBird && value.earlyBird.priceCents >= value.priceCents) {
    ctx.addIssue({ code: 'custom', path: ['earlyBird', 'priceCents'], message: PRICING_MESSAGES.earlyPrice });
  }
  if (value.privateOffer && value.privateOffer.maxGroup > value.capacity) {
    ctx.addIssue({
      code: 'custom',
      path: ['privateOffer', 'maxGroup'],
      message: ACTIVITY_FIELD_MESSAGES.privateGroupOverCapacity,
    });
  }
  const ids = (value.priceCategories ?? []).flatMap((category) => (category.id ? [category.id] : []));
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', path: ['priceCategories'], message: PRICING_MESSAGES.unknownCategory });
  }
}

export const RECURRENCE_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
/** Days between occurrences (spec: 7, 14 or 30). */
export const RECURRENCE_DAYS: Record<RecurrenceFrequency, number> = { weekly: 7, biweekly: 14, monthly: 30 };

export const Recurrence = z.object({
  occurrences: z
    .number()
    .int()
    .min(LIMITS.recurrenceMin, ACTIVITY_FIELD_MESSAGES.occurrences)
    .max(LIMITS.recurrenceMax, ACTIVITY_FIELD_MESSAGES.occurrences),
  frequency: z.enum(RECURRENCE_FREQUENCIES),
});
export type Recurrence = z.infer<typeof Recurrence>;

/**
 * `POST /api/host/activities`: one activity, or a series when `recurrence` is set (every date gets the same
 * prices, each counting its own early-bird seats). Published at once.
 */
export const CreateActivityInput = z
  .object({
    ...activityFields,
    priceCategories: otherPrices.default([]),
    /** The first price's early-bird price. */
    earlyBird: EarlyBird.nullable().default(null),
    privateOffer: PrivateOffer.nullable().default(null),
    recurrence: Recurrence.nullable().default(null),
    /**
     * The city it happens in (a slug, cities.ts), chosen once (decision 195): absent, the default city. Its
     * times are that city's wall clock.
     */
    city: z
      .string()
      .max(60)
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  })
  .superRefine(crossFieldRules);
export type CreateActivityInput = z.input<typeof CreateActivityInput>;

export const CreatedActivities = z.object({ ids: z.array(z.string()) });
export type CreatedActivities = z.infer<typeof CreatedActivities>;

/**
 * `GET /api/host/seed-activities`: whether /seed's 'Seed Sample Activities' is offered. Not in production,
 * where eight sample paid listings from any new host would be published to real guests.
 */
export const SampleActivitiesStatus = z.object({ available: z.boolean() });
export type SampleActivitiesStatus = z.infer<typeof SampleActivitiesStatus>;

/**
 * `PUT /api/host/activities/:id`. Spots left must agree with the ledger: capacity minus the spots booked or
 * held (`takenSpots`) minus third-party attendees. The form keeps them in step; the server checks it.
 */
export const UpdateActivityInput = z
  .object({
    ...activityFields,
    spotsRemaining: z
      .number()
      .int(ACTIVITY_FIELD_MESSAGES.spotsRemaining)
      .min(0, ACTIVITY_FIELD_MESSAGES.spotsRemaining)
      .max(1000, ACTIVITY_FIELD_MESSAGES.spotsRemainingMax),
    thirdPartyAttendees: z
      .number()
      .int(ACTIVITY_FIELD_MESSAGES.thirdPartyAttendees)
      .min(0, ACTIVITY_FIELD_MESSAGES.thirdPartyAttendees)
      .max(1000, ACTIVITY_FIELD_MESSAGES.thirdPartyAttendees),
    isPublished: z.boolean(),
    /** Absent: unchanged. A change applies to bookings paid from then on, never to existing ones. */
    cancellationPolicy: z.enum(CANCELLATION_POLICIES).optional(),
    /*
     * The prices are whole lists and values, but absent means unchanged (a page loaded before prices
     * existed must not delete them); null removes an early-bird price or the private offer. A price change
     * never touches a booking: bookings keep the lines they were paid at.
     */
    priceCategories: otherPrices.optional(),
    earlyBird: EarlyBird.nullable().optional(),
    privateOffer: PrivateOffer.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    crossFieldRules(value, ctx);
    if (value.thirdPartyAttendees > value.capacity) {
      ctx.addIssue({
        code: 'custom',
        path: ['thirdPartyAttendees'],
        message: ACTIVITY_FIELD_MESSAGES.thirdPartyAttendees,
      });
    }
  });
export type UpdateActivityInput = z.input<typeof UpdateActivityInput>;

/** An activity as its host (or an admin) edits it: every field, and what the ledger already holds. */
export const HostActivity = ActivityCard.omit({ host: true, state: true, moreDates: true }).extend({
  description: z.string(),
  additionalImages: z.array(z.string()),
  thirdPartyAttendees: z.number().int(),
  isPublished: z.boolean(),
  status: z.string(),
  hostId: z.string(),
  hostName: z.string(),
  /** Spots of paid bookings, open checkouts and live waitlist offers: capacity cannot go below these. */
  takenSpots: z.number().int(),
  /** How many people have this activity saved (the heart); the host sees the count, never who. */
  savedCount: z.number().int(),
  /** Paid guests and what they paid: a delete refunds them all. */
  paidBookings: z.number().int(),
  paidAmountCents: z.number().int(),
  /**
   * Who came, for a past activity: the seats checked in at the door, or, when nobody was checked in, the
   * paid bookings' party.
   */
  attended: z.number().int(),
  /** The policy new bookings get (the editor's picker). */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
});
export type HostActivity = z.infer<typeof HostActivity>;

/**
 * `GET` and `PUT /api/host/activities/:id`: the activity as its editor loads it, with every price in order
 * (the first, the activity's own price, first; hidden and code-only ones too) and the private offer.
 * `inUse`: a booking or a hold names the price, so it can be hidden but not deleted. (`priceCents` is the
 * "from" price, as on cards: the editor's first price is `priceCategories[0]`.)
 */
export const EditableActivity = HostActivity.extend({
  /** The slug of the activity's city, chosen once when it was made (decision 195). */
  city: z.string(),
  priceCategories: z.array(PriceCategory.extend({ inUse: z.boolean() })),
  privateOffer: PrivateOffer.nullable(),
});
export type EditableActivity = z.infer<typeof EditableActivity>;

/** `GET /api/host/activities`: the caller's own (admins: everyone's, with host names), by start time. */
export const HostActivityList = z.object({ items: z.array(HostActivity) });
export type HostActivityList = z.infer<typeof HostActivityList>;

/** `DELETE /api/host/activities/:id`: erased, or (with paid bookings) cancelled and every guest refunded. */
export const DeleteActivityResult = z.object({
  outcome: z.enum(['deleted', 'cancelled']),
  refundedBookings: z.number().int(),
});
export type DeleteActivityResult = z.infer<typeof DeleteActivityResult>;

/** `POST /api/host/activities/:id/duplicate` and `POST /api/host/seed-activities`. */
export const CreatedActivity = z.object({ id: z.string() });
export type CreatedActivity = z.infer<typeof CreatedActivity>;

export const IMAGE_KINDS = ['thumbnail', 'cover', 'gallery'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
/** `POST /api/host/images?kind=...` (multipart `file`): the stored, resized image's address. */
export const UploadedImage = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImage>;
