import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import { multiLineText } from './plain-text.ts';

/*
 * Guests and hosts talking (issue 37, decisions 183-185): one conversation per guest and activity, started
 * with 'Ask the host' or by the guest's paid booking, read and written by its two people only. Before the
 * guest has paid, contact details in it are hidden when read (contact-details.ts).
 */

/** Conversations a guest may start with 'Ask the host' in 24 hours (booked ones do not count). */
export const CONVERSATIONS_PER_GUEST_PER_DAY = 5;
/** Messages one person may send in a minute, across all their conversations. */
export const CONVERSATION_MESSAGES_PER_MINUTE = 10;
/** A message unread this long is e-mailed to its reader (at most once an hour per conversation). */
export const CONVERSATION_UNREAD_MAIL_AFTER_MINUTES = 10;
/** The host's usual reply time shows once this many conversations had a first reply in the window. */
export const REPLY_TIME_MIN_CONVERSATIONS = 3;
/** The window of first replies the usual reply time is the median of. */
export const REPLY_TIME_WINDOW_DAYS = 90;

export const CONVERSATIONS_MESSAGES = defineMessages('conversations', {
  body: `Message must be between 1 and ${LIMITS.conversationMessageMax} characters`,
  notFound: 'Conversation not found',
  activityNotFound: 'Activity not found',
  ownActivity: 'You cannot ask yourself about your own activity',
  suspended: 'Your account is suspended, so you cannot send messages',
  perDayLimit: `You have asked ${CONVERSATIONS_PER_GUEST_PER_DAY} hosts today. You can ask more tomorrow.`,
  perMinuteLimit: 'You are sending messages too fast. Wait a minute, then send again.',
});

/** What either person writes: a plain-text message. */
export const SendMessageInput = z.object({
  body: multiLineText()
    .min(1, CONVERSATIONS_MESSAGES.body)
    .max(LIMITS.conversationMessageMax, CONVERSATIONS_MESSAGES.body),
});
export type SendMessageInput = z.infer<typeof SendMessageInput>;

/** `GET /api/conversations?activityId=`: a host's inbox narrowed to one of their activities. */
export const InboxQuery = z.object({ activityId: z.uuid().optional() });
export type InboxQuery = z.infer<typeof InboxQuery>;

/** Which side of the conversation the reader is on. */
export const ConversationSide = z.enum(['guest', 'host']);
export type ConversationSide = z.infer<typeof ConversationSide>;

const Person = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
const ActivityRef = z.object({ id: z.string(), title: z.string() });

/** One conversation as the inbox lists it. */
export const InboxItem = z.object({
  id: z.string(),
  activity: ActivityRef,
  side: ConversationSide,
  other: Person,
  /** The last message shown to the reader (contact details hidden before booking), or null before any. */
  last: z.object({ excerpt: z.string(), fromMe: z.boolean(), sentAt: z.string() }).nullable(),
  unread: z.number().int(),
  /** The guest has a paid booking of the activity: contact details show. */
  booked: z.boolean(),
});
export type InboxItem = z.infer<typeof InboxItem>;

/** `GET /api/conversations`: newest first, with the activities a host can narrow it to. */
export const Inbox = z.object({ items: z.array(InboxItem), activities: z.array(ActivityRef) });
export type Inbox = z.infer<typeof Inbox>;

/** One message as its readers see it. */
export const ConversationMessage = z.object({
  id: z.string(),
  fromMe: z.boolean(),
  /** A host's message to every guest of the activity (from 'Message guests') has a subject. */
  subject: z.string().nullable(),
  body: z.string(),
  /** How many contact details were hidden from the body ("shared after booking"). */
  hidden: z.number().int(),
  sentAt: z.string(),
});
export type ConversationMessage = z.infer<typeof ConversationMessage>;

/** Why the reader cannot send (absent: they can). */
export const CannotSend = z.enum(['suspended']);

/** `GET /api/conversations/:id`: the conversation, oldest message first; opening it marks it read. */
export const Conversation = z.object({
  id: z.string(),
  activity: ActivityRef,
  side: ConversationSide,
  other: Person,
  booked: z.boolean(),
  /** The guest's booking, for a link to it (the guest's own side and the host's roster). */
  bookingId: z.string().nullable(),
  messages: z.array(ConversationMessage),
  cannotSend: CannotSend.nullable(),
});
export type Conversation = z.infer<typeof Conversation>;

/** `POST /api/conversations/:id/messages` and 'Ask the host' answer the message as sent. */
export const MessageSent = z.object({ conversationId: z.string(), message: ConversationMessage });
export type MessageSent = z.infer<typeof MessageSent>;

/** `GET /api/conversations/unread`: the navigation's badge (conversations with unread messages). */
export const UnreadCount = z.object({ conversations: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** `POST /api/bookings/:id/conversation`: the booking's conversation, for a link to it. */
export const ConversationRef = z.object({ id: z.string() });
export type ConversationRef = z.infer<typeof ConversationRef>;

/** `GET /api/hosts/:id/reply-time`: the median minutes of first replies, null until there are enough. */
export const ReplyTime = z.object({ minutes: z.number().int().nullable() });
export type ReplyTime = z.infer<typeof ReplyTime>;
