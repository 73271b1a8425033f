import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { GENDERS, INTERESTS } from './taxonomy.ts';

const uniqueTrimmed = (max: number) =>
  z
    .array(z.string().trim().min(1).max(max))
    .max(20)
    .transform((items) => [...new Set(items)]);

/** The Edit Profile dialog and `PATCH /api/me/profile`. */
export const ProfileUpdate = z.object({
  displayName: z.string().trim().min(1, 'Display name is required').max(80, 'Display name is too long'),
  bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters').nullable(),
  city: z.string().trim().max(100, 'City must be at most 100 characters').nullable(),
  age: z
    .number('Age must be a number')
    .int('Age must be a whole number')
    .min(LIMITS.ageMin, 'Age must be between 18 and 120')
    .max(LIMITS.ageMax, 'Age must be between 18 and 120')
    .nullable(),
  gender: z.enum(GENDERS).nullable(),
  languages: uniqueTrimmed(40),
  interests: z
    .array(z.enum(INTERESTS))
    .max(INTERESTS.length)
    .transform((items) => [...new Set(items)]),
});
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

/** 'Attended N event(s)' and, for hosts, 'Hosted N event(s)'. */
export const ProfileStats = z.object({ attended: z.number().int(), hosted: z.number().int().nullable() });
export type ProfileStats = z.infer<typeof ProfileStats>;

/** Image uploads: the form checks the size; the server checks size and that the bytes are an image. */
export const IMAGE_UPLOAD = {
  maxBytes: LIMITS.imageMaxBytes,
  tooLargeMessage: 'File size must be less than 5MB',
  hint: 'Max 5MB. JPG, PNG, or WebP',
  notAnImageMessage: 'The file is not an image',
} as const;
