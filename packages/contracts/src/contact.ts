import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './auth.ts';
import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import { multiLineText, singleLineText } from './plain-text.ts';

/** A line of `min` to `max` characters (or the text given, such as one of several lines). */
const between = (min: number, max: number, message: string, text = singleLineText()) =>
  text.min(min, message).max(max, message);

/** The spec's copy for the contact form's fields. */
export const CONTACT_MESSAGES = defineMessages('contact', {
  name: `Name must be between ${LIMITS.contactNameMin} and ${LIMITS.contactNameMax} characters`,
  subject: `Subject must be between ${LIMITS.contactSubjectMin} and ${LIMITS.contactSubjectMax} characters`,
  message: `Message must be between ${LIMITS.contactMessageMin} and ${LIMITS.contactMessageMax} characters`,
});

/** The /contact form and `POST /api/contact`. */
export const ContactInput = z.object({
  name: between(LIMITS.contactNameMin, LIMITS.contactNameMax, CONTACT_MESSAGES.name),
  email: z
    .string()
    .trim()
    .max(LIMITS.contactEmailMax, ACCOUNT_MESSAGES.invalidEmail)
    .email(ACCOUNT_MESSAGES.invalidEmail),
  subject: between(LIMITS.contactSubjectMin, LIMITS.contactSubjectMax, CONTACT_MESSAGES.subject),
  message: between(
    LIMITS.contactMessageMin,
    LIMITS.contactMessageMax,
    CONTACT_MESSAGES.message,
    multiLineText(),
  ),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** Toast titles the spec pairs with each contact field's message. */
export const CONTACT_FIELD_TITLES = {
  name: 'Invalid name',
  email: 'Invalid email',
  subject: 'Invalid subject',
  message: 'Invalid message',
} as const satisfies Record<keyof ContactInput, string>;
