import type { Locale } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

/** The reset link better-auth generates, to the account's address. */
export function passwordResetEmail(input: {
  locale: Locale;
  name: string;
  url: string;
  expiresInMinutes?: number;
}): EmailContent {
  const s = emailStrings(input.locale);
  const words = s.passwordReset;
  return renderEmail(input.locale, words.subject, [
    { paragraph: s.greeting(input.name) },
    { paragraph: words.requested },
    { action: { label: words.choose, url: input.url } },
    { paragraph: words.worksOnce(input.expiresInMinutes) },
    { paragraph: words.notYou },
  ]);
}
