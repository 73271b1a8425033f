import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

/**
 * Sent instead of a second account when someone signs up with an address that has one, so the sign-up
 * answer never reveals whether an address is registered.
 */
export function existingAccountEmail(input: {
  recipient: Recipient;
  signInUrl: string;
  resetUrl: string;
}): EmailContent {
  const { recipient } = input;
  const s = emailStrings(recipient.locale);
  const words = s.existingAccount;
  return renderEmail(recipient, words.subject, [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: words.tried },
    { action: { label: words.signIn, url: input.signInUrl } },
    { paragraph: words.forgot },
    { action: { label: words.reset, url: input.resetUrl } },
    { paragraph: words.notYou },
  ]);
}
