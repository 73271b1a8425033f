import type { Locale } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import { oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type ReviewReplyEmailInput = {
  /** The reviewer's language: the frame is in it, the host's words as they wrote them. */
  locale: Locale;
  reviewerName: string;
  hostName: string;
  /** As the guest knows it (guestTitle). */
  activityTitle: string;
  body: string;
  activityUrl: string;
};

/** A host replied to the reviewer's review: who, about what, the reply verbatim (escaped) and where to see it. */
export function reviewReplyEmail(input: ReviewReplyEmailInput): EmailContent {
  const s = emailStrings(input.locale);
  const title = oneLine(input.activityTitle);
  const host = oneLine(input.hostName);
  return renderEmail(input.locale, s.reviewReply.subject(host, title), [
    { paragraph: s.greeting(input.reviewerName) },
    { paragraph: s.reviewReply.intro(host, title) },
    { quote: input.body },
    { action: { label: s.reviewReply.see, url: input.activityUrl } },
    { paragraph: s.reviewReply.why },
  ]);
}
