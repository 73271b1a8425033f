import type { ReportTargetType } from '@sortim/contracts/conversation-kinds';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

export type ReportOutcomeEmailInput = {
  /** The reporter, in their language. */
  recipient: Recipient;
  targetType: ReportTargetType;
  outcome: 'dismissed' | 'hidden' | 'suspended';
};

/**
 * An admin decided a report: the reporter hears what became of it. It names the kind of item only, never
 * the item's words or its author, so the e-mail tells nothing the reporter did not already know.
 */
export function reportOutcomeEmail(input: ReportOutcomeEmailInput): EmailContent {
  const { recipient } = input;
  const s = emailStrings(recipient.locale).reportOutcome;
  return renderEmail(recipient, s.subject, [
    { paragraph: emailStrings(recipient.locale).greeting(recipient.name) },
    { paragraph: s[input.outcome](s.item[input.targetType]) },
    { paragraph: s.thanks },
  ]);
}
