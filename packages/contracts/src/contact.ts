import { z } from 'zod';
import { LIMITS } from './limits.ts';

const between = (min: number, max: number, message: string) =>
  z.string().trim().min(min, message).max(max, message);

/** The /contact form and `POST /api/contact`. Messages are the spec's copy. */
export const ContactInput = z.object({
  name: between(LIMITS.contactNameMin, LIMITS.contactNameMax, 'Name must be between 2 and 100 characters'),
  email: z
    .string()
    .trim()
    .max(LIMITS.contactEmailMax, 'Invalid email address')
    .email('Invalid email address'),
  subject: between(
    LIMITS.contactSubjectMin,
    LIMITS.contactSubjectMax,
    'Subject must be between 5 and 200 characters',
  ),
  message: between(
    LIMITS.contactMessageMin,
    LIMITS.contactMessageMax,
    'Message must be between 20 and 1000 characters',
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
