import type { ContactInput } from '@sortim/contracts/contact';
import type { Mailer } from '#src/lib/email/mailer.ts';
import { contactFormEmail } from '#src/lib/email/templates/contact-form.ts';

/** Mails a contact-form message to the support inbox; answering it replies to the sender. */
export async function sendContactMessage(
  mailer: Mailer,
  supportInbox: string,
  input: ContactInput,
): Promise<void> {
  await mailer.send({ to: supportInbox, replyTo: input.email, ...contactFormEmail(input) });
}
