import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { formatEuros, oneLine } from './format.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type LatePaymentRefundedInput = {
  recipient: Recipient;
  activityTitle: string;
  amountCents: number;
  /** Why: the activity had started when the payment arrived, or its spots were gone. */
  reason: 'started' | 'gone';
  activityUrl: string;
  exploreUrl: string;
};

/**
 * A payment completed after the activity had started, or after its held spot was released and the activity
 * filled: refunded in full. A started activity has no waitlist left to join, so the guest is sent to explore.
 */
export function latePaymentRefundedEmail(input: LatePaymentRefundedInput): EmailContent {
  const { recipient } = input;
  const { locale } = recipient;
  const s = emailStrings(locale);
  const words = s.latePaymentRefunded;
  const title = oneLine(input.activityTitle);
  const refunded = { paragraph: words.refunded(formatEuros(input.amountCents, locale)) };
  return renderEmail(
    recipient,
    words.subject(title),
    input.reason === 'started'
      ? [
          { paragraph: s.greeting(recipient.name) },
          { paragraph: words.arrivedAfterStart(title) },
          refunded,
          { action: { label: s.waitlistActivityCancelled.findAnother, url: input.exploreUrl } },
        ]
      : [
          { paragraph: s.greeting(recipient.name) },
          { paragraph: words.arrivedLate(title) },
          refunded,
          { paragraph: words.waitlist },
          { action: { label: s.seeActivity, url: input.activityUrl } },
        ],
  );
}
