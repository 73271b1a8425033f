import { z } from 'zod';
import { CityName } from './cities.ts';
import { isIsoDate } from './list-query.ts';
import { defineMessages, formatMessage } from './messages.ts';
import { multiLineText, singleLineText } from './plain-text.ts';
import { CategoryNames, PRICE_CATEGORY_KINDS } from './pricing.ts';

/*
 * Private groups (docs/product.md, "Prices and codes"): the link a private group's organizer shares so that
 * each friend puts their name on a ticket, and a guest's request for a private date the activity does not
 * offer yet, which its host accepts (a date is made and held for the guest 48 hours, with a payment link) or
 * declines with a note.
 */

export const PRIVATE_GROUP_MESSAGES = defineMessages('privateGroups', {
  linkNotFound: 'This group link does not exist',
  ticketNotFound: 'This ticket is not part of the group',
  nameLength: 'A name is 2 to 60 characters',
  nameTaken: 'This ticket already has a name. Only the organizer can change it.',
  organizerOnly: 'Only the organizer can clear a name',
  bookingNotValid: 'This booking is no longer valid',
  requestNotFound: 'Request not found',
  chooseDay: 'Choose a day',
  chooseTime: 'Choose a start time',
  startTooSoon: 'Choose a day and time at least a day from now, so the host can prepare',
  startTooLate: 'Choose a day within the next year',
  groupSizeMin: 'A private group has at least 2 people',
  groupSizeMax: 'This activity takes private groups of up to {{max}} people',
  messageMax: 'Keep the message under 1000 characters',
  alreadyAsked: 'You have already asked for a private date of this activity. The host will answer soon.',
  alreadyAnswered: 'This request has already been answered',
  requestPassed: 'The time asked for has passed',
  payoutsFirst: 'Connect your payouts before accepting a request: guests cannot pay you until then',
  noteRequired: 'Write a note for the guest',
  linkExpired: 'This payment link has expired and the date was released',
  notPayable: 'This request has no payment to make',
});

/** The most a request's message and a host's note may say. */
export const PRIVATE_REQUEST_TEXT_MAX = 1000;
/** A request is for a start at least this far ahead (the host needs time), and within a year. */
export const PRIVATE_REQUEST_MIN_LEAD_HOURS = 24;
export const PRIVATE_REQUEST_MAX_LEAD_DAYS = 365;
/** How long the host's acceptance holds the new date for the guest: its payment link's life. */
export const PRIVATE_REQUEST_HOLD_MINUTES = 48 * 60;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

// ------------------------------------------------------------------------------------------------ the ask

/**
 * `POST /api/activities/:id/private-requests`: a day and a start time (a wall time on the activity's city's
 * clock), a group size
 * (2 up to the activity's largest private group, checked by the server) and an optional message.
 */
export const PrivateRequestInput = z.object({
  day: z.string(PRIVATE_GROUP_MESSAGES.chooseDay).refine(isIsoDate, PRIVATE_GROUP_MESSAGES.chooseDay),
  time: z.string(PRIVATE_GROUP_MESSAGES.chooseTime).regex(CLOCK, PRIVATE_GROUP_MESSAGES.chooseTime),
  groupSize: z
    .number(PRIVATE_GROUP_MESSAGES.groupSizeMin)
    .int(PRIVATE_GROUP_MESSAGES.groupSizeMin)
    .min(2, PRIVATE_GROUP_MESSAGES.groupSizeMin)
    .max(1000, formatMessage(PRIVATE_GROUP_MESSAGES.groupSizeMax, { max: 1000 })),
  message: multiLineText()
    .max(PRIVATE_REQUEST_TEXT_MAX, PRIVATE_GROUP_MESSAGES.messageMax)
    .optional()
    .default(''),
});
export type PrivateRequestInput = z.input<typeof PrivateRequestInput>;

/** The form's rules for one activity: the group no larger than its private offer allows. */
export const privateRequestInputFor = (maxGroup: number) =>
  PrivateRequestInput.refine((input) => input.groupSize <= maxGroup, {
    path: ['groupSize'],
    message: formatMessage(PRIVATE_GROUP_MESSAGES.groupSizeMax, { max: maxGroup }),
  });

/** `POST /api/host/private-requests/:id/decline`: what the guest is told. */
export const DeclinePrivateRequestInput = z.object({
  note: multiLineText(PRIVATE_GROUP_MESSAGES.noteRequired)
    .min(1, PRIVATE_GROUP_MESSAGES.noteRequired)
    .max(PRIVATE_REQUEST_TEXT_MAX, PRIVATE_GROUP_MESSAGES.messageMax),
});
export type DeclinePrivateRequestInput = z.input<typeof DeclinePrivateRequestInput>;

// ------------------------------------------------------------------------------------------------ a request

/**
 * Where a request stands: waiting for the host, declined, accepted and payable (the date held for the guest),
 * paid (booked privately), or accepted and expired (the hold ran out unpaid, and the date was released).
 */
export const PRIVATE_REQUEST_STAGES = ['pending', 'declined', 'payable', 'paid', 'expired'] as const;
export type PrivateRequestStage = (typeof PRIVATE_REQUEST_STAGES)[number];

/** A request as its guest, the activity's host and admins read it (nobody else sees it). */
export const PrivateRequest = z.object({
  id: z.string(),
  stage: z.enum(PRIVATE_REQUEST_STAGES),
  startsAt: z.string(),
  /** The start plus the activity's length: the date as it would be made. */
  endsAt: z.string(),
  groupSize: z.number().int(),
  message: z.string().nullable(),
  hostNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  activity: z.object({
    id: z.string(),
    title: z.string(),
    locationName: z.string(),
    /** The activity's city's clock: the request's day and time, and its pay-by, are written on it. */
    timeZone: z.string(),
    /** That city's name, which names the clock ("Lisbon time"). */
    cityName: CityName,
    /** The card's picture (the host's card image, else the cover). */
    imageUrl: z.string().nullable(),
  }),
  guest: z.object({ id: z.string(), displayName: z.string() }),
  /**
   * Once accepted: the date made for the group, what the group pays, until when the link pays it, and the
   * booking once paid.
   */
  date: z
    .object({
      id: z.string(),
      amountCents: z.number().int(),
      payBy: z.string(),
      bookingId: z.string().nullable(),
    })
    .nullable(),
});
export type PrivateRequest = z.infer<typeof PrivateRequest>;

/** `GET /api/private-requests` (the caller's), `GET /api/host/private-requests` (on the host's activities). */
export const PrivateRequestList = z.object({ items: z.array(PrivateRequest) });
export type PrivateRequestList = z.infer<typeof PrivateRequestList>;

// ------------------------------------------------------------------------------------------------ the group link

/** A name on a ticket: a line of plain text. */
export const GroupNameInput = z.object({
  name: singleLineText(PRIVATE_GROUP_MESSAGES.nameLength)
    .min(2, PRIVATE_GROUP_MESSAGES.nameLength)
    .max(60, PRIVATE_GROUP_MESSAGES.nameLength),
});
export type GroupNameInput = z.input<typeof GroupNameInput>;

/** A group link's token: 24 url-safe characters (18 random bytes). */
export const GROUP_TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** One of the group's tickets: its number, its price category ("Child"), and the name put on it. */
export const GroupTicket = z.object({
  id: z.string(),
  seat: z.number().int(),
  category: z.object({ kind: z.enum(PRICE_CATEGORY_KINDS), names: CategoryNames.nullable() }).nullable(),
  guestName: z.string().nullable(),
});
export type GroupTicket = z.infer<typeof GroupTicket>;

/** `GET /api/group/:token`: the private booking its link opens, for anyone holding the link. */
export const GroupPage = z.object({
  /** Paid: names can be added. A refunded or cancelled booking's link only says it is no longer valid. */
  valid: z.boolean(),
  /** The caller is the booking's guest: they may change and clear names. */
  isOrganizer: z.boolean(),
  organizer: z.object({ displayName: z.string() }),
  /** The activity sells one price: its tickets read "Person" rather than "Adult". */
  onePrice: z.boolean(),
  activity: z.object({
    id: z.string(),
    title: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    locationName: z.string(),
    address: z.string(),
    /** The activity's city's clock. */
    timeZone: z.string(),
  }),
  tickets: z.array(GroupTicket),
});
export type GroupPage = z.infer<typeof GroupPage>;
