import type { Locale } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import { renderEmail } from './layout.ts';
import { emailStrings } from './strings.ts';

/**
 * Sent instead of a second account when someone signs up with an address that has one, so the sign-up
 * answer never reveals whether an address is registered.
 */
export function existingAccountEmail(input: {
  locale: Locale;
  name: string;
  signInUrl: string;
  resetUrl: string;
}): EmailContent {
  const s = emailStrings(input.locale);
  const words = s.existingAccount;
  return renderEmail(input.locale, words.subject, [
    { paragraph: s.greeting(input.name) },
    { paragraph: words.tried },
    { action: { label: words.signIn, url: input.signInUrl } },
    { paragraph: words.forgot },
    { action: { label: words.reset, url: input.resetUrl } },
    { paragraph: words.notYou },
  ]);
}
