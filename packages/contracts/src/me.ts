import { z } from 'zod';
import { AB_GROUPS, GENDERS, ROLES } from './taxonomy.ts';

export const Role = z.enum(ROLES);

export const Profile = z.object({
  id: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  avatarUrl: z.string().nullable(),
  interests: z.array(z.string()),
  languages: z.array(z.string()),
  verifiedHost: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** Reminder e-mails a day and 2 hours before each booked activity (the profile's switch). */
  remindersEnabled: z.boolean(),
  /** The saved-activity e-mail (about to sell out, a new date), at most one a day (the profile's switch). */
  savedAlertsEnabled: z.boolean(),
  abGroup: z.enum(AB_GROUPS),
});
export type Profile = z.infer<typeof Profile>;

/** `GET /api/me`: who is asking. Anonymous callers get `{ user: null, profile: null, roles: [] }`. */
export const Me = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  profile: Profile.nullable(),
  roles: z.array(Role),
});
export type Me = z.infer<typeof Me>;
