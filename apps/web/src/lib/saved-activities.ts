import type { SavedIds, SavedState } from '@sortim/contracts/saved';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, lazyContract, typedReply } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/*
 * Saved activities (the heart), shared by the activity cards, the activity page, the Saved page and the
 * frame (a save carried through sign-in), which must not import each other.
 */

/** The query parameter that carries a signed-out visitor's save through sign-in (see useSaveOnReturn). */
export const SAVE_PARAM = 'save';

/** `GET /api/me/saved/ids`: one read for every heart on the page; typed, not parsed (first load, no zod). */
export const savedIdsQuery = queryOptions({
  queryKey: sessionKeys.savedIds,
  queryFn: ({ signal }) => api.get('/api/me/saved/ids', typedReply<SavedIds>(), { signal }),
  // A save from this tab updates it at once (useToggleSaved); another tab's shows on the next page.
  staleTime: 60 * 1000,
  select: (data) => new Set(data.ids),
});

/** The ids the signed-in person has saved; empty while loading, when it failed, and when signed out. */
export function useSavedIds(signedIn: boolean): ReadonlySet<string> {
  return useQuery({ ...savedIdsQuery, enabled: signedIn }).data ?? NONE;
}
const NONE: ReadonlySet<string> = new Set();

/** The reply's contract, loaded with the call: the pages' first load stays free of zod. */
const savedState = lazyContract<SavedState>(() =>
  import('@sortim/contracts/saved').then((contracts) => contracts.SavedState),
);

const savedPath = (activityId: string) => `/api/me/saved/${encodeURIComponent(activityId)}`;

/** `PUT` saves and `DELETE` unsaves (both idempotent); each answers whether it is saved now. */
export const setSaved = ({ activityId, saved }: { activityId: string; saved: boolean }) =>
  saved ? api.put(savedPath(activityId), savedState) : api.delete(savedPath(activityId), savedState);

const SAVE_MUTATION = ['save-activity'];

/**
 * Saves or unsaves, optimistically: every heart of the activity turns at once and turns back if the server
 * refuses. Only that activity's id is put back (another heart may have changed meanwhile). The Saved page's
 * lists are marked stale, not refetched: an activity unsaved there stays on screen, unpressed, until the
 * page is next opened, so a slip is undone by one more tap and the focus stays where it was.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  const mark = (activityId: string, saved: boolean) =>
    queryClient.setQueryData<SavedIds>(sessionKeys.savedIds, (current) => {
      const ids = (current?.ids ?? []).filter((id) => id !== activityId);
      return { ids: saved ? [...ids, activityId] : ids };
    });
  return useMutation({
    mutationKey: SAVE_MUTATION,
    mutationFn: setSaved,
    onMutate: async ({ activityId, saved }) => {
      // A read on its way would bring back the state from before this change.
      await queryClient.cancelQueries({ queryKey: sessionKeys.savedIds });
      mark(activityId, saved);
    },
    onSuccess: (state) => mark(state.activityId, state.saved),
    onError: (_error, { activityId, saved }) => mark(activityId, !saved),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.savedList, refetchType: 'none' });
      // The server's word once the last change is in (an earlier read's answer could undo a later tap).
      if (queryClient.isMutating({ mutationKey: SAVE_MUTATION }) === 1) {
        await queryClient.invalidateQueries({ queryKey: sessionKeys.savedIds });
      }
    },
  });
}
