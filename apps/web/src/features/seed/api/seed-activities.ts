import { CreatedActivities } from '@sortim/contracts/hosting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { refreshAfterHostActivityChange } from '#/lib/host-activities.ts';

/**
 * `POST /api/host/seed-activities`: 8 sample activities for the signed-in host; 403 'You must be an
 * approved host to seed activities. Please apply to become a host first.' for anyone else.
 */
export const seedActivities = () => api.post('/api/host/seed-activities', CreatedActivities);

export function useSeedActivities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedActivities,
    onSuccess: () => refreshAfterHostActivityChange(queryClient),
  });
}
