import type { SavedIds, SavedState } from '@sortim/contracts/saved';
import type { QueryClient } from '@tanstack/react-query';
import { api, errorMessage, lazyContract } from '#/lib/api-client.ts';
import { i18n } from '#/lib/i18n.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { toast } from '#/lib/toast.ts';

/*
 * Saving and unsaving, loaded with the first press of a heart (or a save carried through sign-in): the
 * pages' first load holds only the hearts' read of the saved ids (saved-activities.ts).
 */

/** The reply's contract, loaded with the call: no zod here either. */
const savedState = lazyContract<SavedState>(() =>
  import('@sortim/contracts/saved').then((contracts) => contracts.SavedState),
);

const savedPath = (activityId: string) => `/api/me/saved/${encodeURIComponent(activityId)}`;

/** `PUT` saves and `DELETE` unsaves (both idempotent); each answers whether it is saved now. */
export const setSaved = (activityId: string, saved: boolean) =>
  saved ? api.put(savedPath(activityId), savedState) : api.delete(savedPath(activityId), savedState);

/** Changes on their way: the saved ids are read again once the last one is in. */
let inFlight = 0;

/**
 * Saves or unsaves, optimistically: every heart of the activity turns at once and turns back if the server
 * refuses; a toast says which (a polite announcement besides aria-pressed). Only that activity's id is put
 * back (another heart may have changed meanwhile). The Saved page's lists are marked stale, not refetched:
 * an activity unsaved there stays on screen, unpressed, until the page is next opened, so a slip is undone
 * by one more tap and the focus stays where it was.
 */
export async function changeSaved(
  queryClient: QueryClient,
  activityId: string,
  saved: boolean,
): Promise<void> {
  const mark = (id: string, on: boolean) =>
    queryClient.setQueryData<SavedIds>(sessionKeys.savedIds, (current) => {
      const ids = (current?.ids ?? []).filter((other) => other !== id);
      return { ids: on ? [...ids, id] : ids };
    });
  inFlight += 1;
  try {
    // A read on its way would bring back the state from before this change.
    await queryClient.cancelQueries({ queryKey: sessionKeys.savedIds });
    mark(activityId, saved);
    const state = await setSaved(activityId, saved);
    mark(state.activityId, state.saved);
    toast.success(i18n.t(state.saved ? 'activityCard.saved' : 'activityCard.unsaved'), { id: 'saved' });
  } catch (error) {
    mark(activityId, !saved);
    toast.error(errorMessage(error, i18n.t('activityCard.saveFailed')), { id: 'saved' });
  } finally {
    inFlight -= 1;
    void queryClient.invalidateQueries({ queryKey: sessionKeys.savedList, refetchType: 'none' });
    // The server's word once the last change is in (an earlier read's answer could undo a later tap).
    if (inFlight === 0) void queryClient.invalidateQueries({ queryKey: sessionKeys.savedIds });
  }
}
