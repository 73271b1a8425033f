import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { defineMessages } from './messages.ts';
import { multiLineText, singleLineText } from './plain-text.ts';
import { LOCALES } from './product.ts';
import { GENDERS, INTERESTS } from './taxonomy.ts';

const uniqueTrimmed = (max: number) =>
  z
    .array(singleLineText().min(1).max(max))
    .max(20)
    .transform((items) => [...new Set(items)]);

export const PROFILE_MESSAGES = defineMessages('profile', {
  displayNameRequired: 'Display name is required',
  displayNameTooLong: 'Display name is too long',
  bioTooLong: 'Bio must be at most 1000 characters',
  cityTooLong: 'City must be at most 100 characters',
  ageNumber: 'Age must be a number',
  ageInteger: 'Age must be a whole number',
  ageRange: 'Age must be between 18 and 120',
  notFound: 'Profile not found',
  imageTooLarge: 'File size must be less than 5MB',
  notAnImage: 'The file is not an image',
});
const M = PROFILE_MESSAGES;

/** The Edit Profile dialog and `PATCH /api/me/profile`. */
export const ProfileUpdate = z.object({
  displayName: singleLineText().min(1, M.displayNameRequired).max(80, M.displayNameTooLong),
  bio: multiLineText().max(1000, M.bioTooLong).nullable(),
  city: singleLineText().max(100, M.cityTooLong).nullable(),
  age: z
    .number(M.ageNumber)
    .int(M.ageInteger)
    .min(LIMITS.ageMin, M.ageRange)
    .max(LIMITS.ageMax, M.ageRange)
    .nullable(),
  gender: z.enum(GENDERS).nullable(),
  languages: uniqueTrimmed(40),
  interests: z
    .array(z.enum(INTERESTS))
    .max(INTERESTS.length)
    .transform((items) => [...new Set(items)]),
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

/** `PUT /api/me/locale`: the language the person switched the app to, which their e-mails follow. */
export const LocaleUpdate = z.object({ locale: z.enum(LOCALES) });
export type LocaleUpdate = z.infer<typeof LocaleUpdate>;

/** `PUT /api/me/reminders`: the profile's switch of reminder e-mails before booked activities. */
export const RemindersUpdate = z.object({ remindersEnabled: z.boolean() });
export type RemindersUpdate = z.infer<typeof RemindersUpdate>;

/** `PUT /api/me/saved-alerts`: the profile's switch of the saved-activity e-mail. */
export const SavedAlertsUpdate = z.object({ savedAlertsEnabled: z.boolean() });
export type SavedAlertsUpdate = z.infer<typeof SavedAlertsUpdate>;

/** 'Attended N event(s)' and, for hosts, 'Hosted N event(s)'. */
export const ProfileStats = z.object({ attended: z.number().int(), hosted: z.number().int().nullable() });
export type ProfileStats = z.infer<typeof ProfileStats>;

/** Image uploads: the form checks the size; the server checks size and that the bytes are an image. */
export const IMAGE_UPLOAD = {
  maxBytes: LIMITS.imageMaxBytes,
  tooLargeMessage: M.imageTooLarge,
  hint: 'Max 5MB. JPG, PNG, or WebP',
  notAnImageMessage: M.notAnImage,
} as const;
