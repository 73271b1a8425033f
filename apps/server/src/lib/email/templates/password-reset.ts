import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

/** The reset link better-auth generates, to the account's address. */
export function passwordResetEmail(input: {
  recipient: Recipient;
  url: string;
  expiresInMinutes?: number;
}): EmailContent {
  const { recipient } = input;
  const s = emailStrings(recipient.locale);
  const words = s.passwordReset;
  return renderEmail(recipient, words.subject, [
    { paragraph: s.greeting(recipient.name) },
    { paragraph: words.requested },
    { action: { label: words.choose, url: input.url } },
    { paragraph: words.worksOnce(input.expiresInMinutes) },
    { paragraph: words.notYou },
  ]);
}
