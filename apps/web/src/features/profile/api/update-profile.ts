import { Profile } from '@sortim/contracts/me';
import type { ProfileUpdate } from '@sortim/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { setMyProfile } from '#/lib/session.ts';

/** `PATCH /api/me/profile`: the Edit Profile dialog; a 400 names the offending fields. */
export const updateProfile = (input: ProfileUpdate) => api.patch('/api/me/profile', Profile, input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => setMyProfile(queryClient, profile),
  });
}
