import { Profile } from '@sortim/contracts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { setMyProfile } from '#/lib/session.ts';

/** `POST /api/me/avatar` (multipart, field `file`): the server checks the bytes, re-encodes and stores. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload('/api/me/avatar', Profile, form);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => setMyProfile(queryClient, profile),
  });
}
