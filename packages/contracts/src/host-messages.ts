import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import { multiLineText, singleLineText } from './plain-text.ts';

/*
 * A host's message to the guests of one activity: a subject and a plain-text body, to every paid guest
 * or to chosen bookings, e-mailed to each guest in their language with Reply-To the host. The host never
 * sees a guest's address: what comes back is how many it went to.
 */

/** Messages a host may send about one activity in one Barcelona day. */
export const HOST_MESSAGES_PER_ACTIVITY_PER_DAY = 3;
/** Days after an activity's end its guests can still be written to (a lost item, a thank-you). */
export const HOST_MESSAGES_DAYS_AFTER_END = 7;
/** Bookings one message may choose (more than an activity's seats; a bound on the request). */
export const HOST_MESSAGE_CHOSEN_MAX = 500;

export const HOST_MESSAGES_MESSAGES = defineMessages('hostMessages', {
  subject: `Subject must be between 1 and ${LIMITS.hostMessageSubjectMax} characters`,
  body: `Message must be between 1 and ${LIMITS.hostMessageBodyMax} characters`,
  chooseBooking: 'Choose at least one booking',
  notPaidBooking: 'Only paid bookings of this activity can be messaged',
  noPaidGuests: 'This activity has no paid guests to message',
  perDayLimit: `You have sent ${HOST_MESSAGES_PER_ACTIVITY_PER_DAY} messages about this activity today. You can send more tomorrow.`,
  tooLate: `Guests can be messaged until ${HOST_MESSAGES_DAYS_AFTER_END} days after the activity ends`,
  cancelled: 'This activity was cancelled, so its guests cannot be messaged',
  noLinksYet: 'Links can be sent once one of your activities has taken place with paid guests',
  hostOnly: "Only the activity's host can message its guests",
});

/** `POST /api/host/activities/:id/messages`. */
export const HostMessageInput = z.object({
  subject: singleLineText()
    .min(1, HOST_MESSAGES_MESSAGES.subject)
    .max(LIMITS.hostMessageSubjectMax, HOST_MESSAGES_MESSAGES.subject),
  body: multiLineText()
    .min(1, HOST_MESSAGES_MESSAGES.body)
    .max(LIMITS.hostMessageBodyMax, HOST_MESSAGES_MESSAGES.body),
  /** Chosen bookings (paid, of this activity); absent: every paid guest. */
  bookingIds: z
    .array(z.uuid(HOST_MESSAGES_MESSAGES.notPaidBooking))
    .min(1, HOST_MESSAGES_MESSAGES.chooseBooking)
    .max(HOST_MESSAGE_CHOSEN_MAX, HOST_MESSAGES_MESSAGES.notPaidBooking)
    .optional(),
});
export type HostMessageInput = z.infer<typeof HostMessageInput>;

/** What the host hears back: the message, and how many guests it went to (never who, nor their addresses). */
export const HostMessageSent = z.object({ id: z.string(), recipientCount: z.number().int() });
export type HostMessageSent = z.infer<typeof HostMessageSent>;

/** One message sent, as the host's 'Sent messages' list shows it. */
export const HostMessage = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
  /** 'all': every paid guest at the time; 'chosen': the bookings the host picked. */
  audience: z.enum(['all', 'chosen']),
  recipientCount: z.number().int(),
});
export type HostMessage = z.infer<typeof HostMessage>;

/** `GET /api/host/activities/:id/messages`: newest first. */
export const HostMessageList = z.object({ items: z.array(HostMessage) });
export type HostMessageList = z.infer<typeof HostMessageList>;
