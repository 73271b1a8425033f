import { z } from 'zod';
import { ActivityCard } from './activities.ts';

/*
 * Saved activities (the heart): a guest's list to come back to. Saving and unsaving are idempotent, so a
 * double tap or a retried request changes nothing. Personal: never cached.
 */

/** `GET /api/me/saved/ids`: the ids of every activity the caller has saved, for the hearts on any page. */
export const SavedIds = z.object({ ids: z.array(z.string()) });
export type SavedIds = z.infer<typeof SavedIds>;

/**
 * `PUT /api/me/saved/:activityId` saves and `DELETE /api/me/saved/:activityId` unsaves; both answer whether it
 * is saved now. Only a listed activity (published, approved, not cancelled) can be saved; unsaving always works.
 */
export const SavedState = z.object({ activityId: z.string(), saved: z.boolean() });
export type SavedState = z.infer<typeof SavedState>;

/** `GET /api/me/saved`: the Saved page, upcoming soonest first, then past (and cancelled) ones latest first. */
export const SavedActivities = z.object({
  upcoming: z.array(ActivityCard),
  past: z.array(ActivityCard),
});
export type SavedActivities = z.infer<typeof SavedActivities>;
