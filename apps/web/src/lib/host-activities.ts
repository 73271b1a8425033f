import { HostGuestList } from '@sortim/contracts/host-guests';
import { CreatedActivity, DeleteActivityResult } from '@sortim/contracts/hosting';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { activityKeys, hostKeys } from '#/lib/query-keys.ts';

/*
 * The host side's changes, shared by My Activities, the host dashboard and the activity card they both show
 * (its Duplicate and Delete). Every host query lives under `hostKeys.all`, so one invalidation after a
 * change refreshes them all.
 */

/** A host's change shows in their lists and in the public ones (explore, home, the activity page). */
export function refreshAfterHostActivityChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: hostKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

/**
 * `GET /api/host/activities/:id/guests`: the roster, bookings paid first, and its totals (its host or an
 * admin). The Guests page shows it; the host's own activity page counts its seats sold from the same answer.
 */
export const activityGuestsQuery = (activityId: string) =>
  queryOptions({
    queryKey: [...hostKeys.activity(activityId), 'guests'] as const,
    queryFn: () => api.get(`/api/host/activities/${encodeURIComponent(activityId)}/guests`, HostGuestList),
  });

/** `POST /api/host/activities/:id/duplicate`: an unpublished '(Copy)' with its spots reset. */
export const duplicateHostActivity = (id: string) =>
  api.post(`/api/host/activities/${encodeURIComponent(id)}/duplicate`, CreatedActivity);

export function useDuplicateHostActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateHostActivity,
    onSuccess: () => refreshAfterHostActivityChange(queryClient),
  });
}

/** `DELETE /api/host/activities/:id`: erased, or with paid bookings cancelled and every guest refunded. */
export const deleteHostActivity = (id: string) =>
  api.delete(`/api/host/activities/${encodeURIComponent(id)}`, DeleteActivityResult);

export function useDeleteHostActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHostActivity,
    onSuccess: () => refreshAfterHostActivityChange(queryClient),
  });
}
