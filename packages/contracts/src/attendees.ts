import { z } from 'zod';

/*
 * `GET /api/activities/:id/attendees`: who is coming, cut down on the server to what the caller may see
 * (spec §4, attendee privacy). A hidden person arrives as a first name and nothing else: no id, city or
 * avatar, so the response itself cannot leak them.
 */

export const AttendeeVisibility = z.enum(['full', 'first_name']);
export type AttendeeVisibility = z.infer<typeof AttendeeVisibility>;

export const Attendee = z.object({
  /** The full display name, or only its first word when `visibility` is 'first_name'. */
  name: z.string(),
  city: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** People in this booking (a guest may book for friends). */
  spots: z.number().int(),
  visibility: AttendeeVisibility,
  /** The caller and this person both hold a paid booking for another activity. */
  sharedActivity: z.boolean(),
  /** This is the caller's own booking. */
  isYou: z.boolean(),
});
export type Attendee = z.infer<typeof Attendee>;

export const AttendeeList = z.object({
  /** 'host' for the activity's host and admins (everyone in full, with the own/external tabs). */
  view: z.enum(['host', 'guest']),
  /** People on paid bookings made through Sortim. */
  ownPeople: z.number().int(),
  /** People booked elsewhere (the activity's third_party_attendees): a count, never names. */
  external: z.number().int(),
  totalPeople: z.number().int(),
  /** Paid bookings, earliest first. */
  attendees: z.array(Attendee),
});
export type AttendeeList = z.infer<typeof AttendeeList>;
