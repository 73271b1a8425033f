import { type CreateActivityInput, CreatedActivities } from '@sortim/contracts/hosting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { refreshAfterHostActivityChange } from '#/lib/host-activities.ts';

/** `POST /api/host/activities`: one published activity, or a series of them when `recurrence` is set. */
export const createActivity = (input: CreateActivityInput) =>
  api.post('/api/host/activities', CreatedActivities, input);

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    // Marked stale at once; the next page does not wait for the refetch.
    onSuccess: () => void refreshAfterHostActivityChange(queryClient),
  });
}
