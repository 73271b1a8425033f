import { hideContactDetails } from '@sortim/contracts/contact-details';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type ConversationUnreadEmailInput = {
  /** The reader who has not read the message: the frame is in their language. */
  recipient: Recipient;
  senderName: string;
  /** As the guest knows it (guestTitle). */
  activityTitle: string;
  /** The latest unread message, as written. */
  body: string;
  /** Unread messages besides it. */
  more: number;
  /** The guest has paid: contact details show; before, they are hidden as on the page. */
  booked: boolean;
  conversationUrl: string;
};

/** Characters of the message the e-mail quotes: enough to know whether to answer now. */
const EXCERPT = 500;

/**
 * A message waited unread: who wrote, about what, the latest words (contact details hidden before booking,
 * as the page hides them) and the link to the conversation, where the answer is written.
 */
export function conversationUnreadEmail(input: ConversationUnreadEmailInput): EmailContent {
  const { recipient } = input;
  const s = emailStrings(recipient.locale).conversationUnread;
  const sender = oneLine(input.senderName);
  const title = oneLine(input.activityTitle);
  const shown = input.booked ? input.body : hideContactDetails(input.body, s.hidden).text;
  const excerpt = shown.length > EXCERPT ? `${shown.slice(0, EXCERPT - 1)}…` : shown;
  return renderEmail(recipient, s.subject(sender, title), [
    { paragraph: emailStrings(recipient.locale).greeting(recipient.name) },
    { paragraph: s.intro(sender, title) },
    { quote: excerpt },
    ...(input.more > 0 ? [{ paragraph: s.more(input.more) }] : []),
    { action: { label: s.open, url: input.conversationUrl } },
    { paragraph: s.why },
  ]);
}
