import { EditableActivity, type UpdateActivityInput } from '@sortim/contracts/hosting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { refreshAfterHostActivityChange } from '#/lib/host-activities.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `PUT /api/host/activities/:id`: the saved activity, or 400 with `fields` (capacity below the ledger...). */
export const updateActivity = ({ id, input }: { id: string; input: UpdateActivityInput }) =>
  api.put(`/api/host/activities/${encodeURIComponent(id)}`, EditableActivity, input);

export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActivity,
    onSuccess: (saved) => {
      // Marked stale at once; the next page does not wait for the refetch.
      void refreshAfterHostActivityChange(queryClient);
      queryClient.setQueryData(hostKeys.activity(saved.id), saved);
    },
  });
}
