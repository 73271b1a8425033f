import { isUuid } from '#src/lib/ids.ts';
import type { Storage } from './storage.ts';

/*
 * Where an activity's link previews (modules/seo) are kept: one file per version in the activity's own
 * folder, so that the activity's deletion (modules/host-activities, admin) and a new version can clear them without
 * knowing how a version is made.
 */

const previewFolder = (activityId: string) => `previews/${activityId}/`;

/** The storage key of one version of an activity's preview. */
export const activityPreviewKey = (activityId: string, version: string) =>
  `${previewFolder(activityId)}${version}.png`;

/**
 * Removes an activity's kept previews other than `keep` (every one without it): a new version's file makes
 * the older ones dead weight, since their URLs are no longer on the page (a chat app that cached one keeps
 * its own copy). Two versions written at once can each remove the other; the next ask makes it again.
 */
export async function removeActivityPreviews(
  storage: Storage,
  activityId: string,
  keep?: string,
): Promise<void> {
  if (!isUuid(activityId)) return;
  const keys = await storage.list(previewFolder(activityId));
  await Promise.all(keys.filter((key) => key !== keep).map((key) => storage.removeKey(key)));
}

/**
 * After an activity's deletion or cancellation: its link's pictures are no longer shown (its page is gone
 * or 404 too), so they go; a leftover file is logged, not worth failing the deletion's answer for.
 */
export const removeDeletedActivityPreviews = (
  storage: Storage,
  activityId: string,
  log: { warn(details: object, message: string): void },
): Promise<void> =>
  removeActivityPreviews(storage, activityId).catch((err: unknown) =>
    log.warn({ err, activityId }, "could not remove the activity's preview pictures"),
  );
