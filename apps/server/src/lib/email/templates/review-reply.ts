import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type ReviewReplyEmailInput = {
  /** The reviewer: the frame is in their language, the host's words as they wrote them. */
  recipient: Recipient;
  hostName: string;
  /** As the guest knows it (guestTitle). */
  activityTitle: string;
  body: string;
  activityUrl: string;
};

/** A host replied to the reviewer's review: who, about what, the reply verbatim (escaped) and where to see it. */
export function reviewReplyEmail(input: ReviewReplyEmailInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const title = oneLine(input.activityTitle);
  const host = oneLine(input.hostName);
  return renderEmail(recipient, s.reviewReply.subject(host, title), [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: s.reviewReply.intro(host, title) },
    { quote: input.body },
    { action: { label: s.reviewReply.see, url: input.activityUrl } },
    { paragraph: s.reviewReply.why },
  ]);
}
