import type { ContactInput } from '@sortim/contracts/contact';
import { APP_NAME } from '@sortim/contracts/product';
import type { EmailContent } from '../message.ts';
import type { Recipient } from '../recipient.ts';
import { renderEmail } from './layout.ts';

/** Who reads the support inbox: the team, in English (not a person with a language of their own). */
const supportTeam: Recipient = { locale: 'en', name: `${APP_NAME} support` };

/**
 * A /contact message, for the support inbox; the sender goes in Reply-To (set by the caller).
 */
export function contactFormEmail(input: ContactInput): EmailContent {
  // One line: a subject typed with line breaks must not become several header lines.
  const subject = input.subject.replace(/\s+/g, ' ');
  return renderEmail(supportTeam, `[${APP_NAME} contact] ${subject}`, [
    { paragraph: `${input.name} <${input.email}> wrote through the contact form:` },
    { paragraph: `Subject: ${subject}` },
    { quote: input.message },
    { paragraph: `Reply to this e-mail to answer ${input.name}.` },
  ]);
}
