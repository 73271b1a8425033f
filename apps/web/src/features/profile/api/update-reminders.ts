import { Profile } from '@sortim/contracts/me';
import type { RemindersUpdate } from '@sortim/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { setMyProfile } from '#/lib/session.ts';

/** `PUT /api/me/reminders`: the profile's switch of reminder e-mails before booked activities. */
export const updateReminders = (input: RemindersUpdate) => api.put('/api/me/reminders', Profile, input);

export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminders,
    onSuccess: (profile) => setMyProfile(queryClient, profile),
  });
}
