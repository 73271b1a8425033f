import type { SavedIds } from '@sortim/contracts/saved';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, typedReply } from '#/lib/api-client.ts';
import { afterFirstPaint, hasPainted } from '#/lib/first-paint.ts';
import { i18n } from '#/lib/i18n.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { toast } from '#/lib/toast.ts';

/*
 * Saved activities (the heart), shared by the activity cards, the activity page, the Saved page and the
 * frame (a save carried through sign-in), which must not import each other. Saving itself loads with the
 * first press (change-saved.ts).
 */

/** The query parameter that carries a signed-out visitor's save through sign-in (see useSaveOnReturn). */
export const SAVE_PARAM = 'save';

/** `GET /api/me/saved/ids`: one read for every heart on the page; typed, not parsed (first load, no zod). */
export const savedIdsQuery = queryOptions({
  queryKey: sessionKeys.savedIds,
  queryFn: ({ signal }) => api.get('/api/me/saved/ids', typedReply<SavedIds>(), { signal }),
  // A save from this tab updates it at once (changeSaved); another tab's shows on the next page.
  staleTime: 60 * 1000,
  select: (data) => new Set(data.ids),
});

/**
 * The ids the signed-in person has saved; empty while loading, when it failed, and when signed out. A first
 * load asks once the page has painted: the hearts fill a moment later, the page is not held back for them.
 * One read then fills every heart (they render again once, when it answers, not also when the paint is).
 */
export function useSavedIds(signedIn: boolean): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const painted = hasPainted();
  useEffect(() => {
    if (signedIn && !painted) void afterFirstPaint().then(() => queryClient.prefetchQuery(savedIdsQuery));
  }, [signedIn, painted, queryClient]);
  return useQuery({ ...savedIdsQuery, enabled: signedIn && painted }).data ?? NONE;
}
const NONE: ReadonlySet<string> = new Set();

/**
 * Saves (`saved`) or unsaves the activity, with its toasts (change-saved.ts, loaded with the first change);
 * settles when done, whatever the outcome.
 */
export function changeSaved(queryClient: QueryClient, activityId: string, saved: boolean): Promise<void> {
  return import('#/lib/change-saved.ts')
    .then((module) => module.changeSaved(queryClient, activityId, saved))
    .catch(() => toast.error(i18n.t('activityCard.saveFailed'), { id: 'saved' }));
}
