import { AdminCreatedUser, type AdminCreateUserInput } from '@sortim/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterUserChange } from '#/features/admin/users/api/users-list.ts';
import { api } from '#/lib/api-client.ts';

/** `POST /api/admin/users`: an account with its e-mail already confirmed, ready to sign in (201 { id }). */
export const createAdminUser = (input: AdminCreateUserInput) =>
  api.post('/api/admin/users', AdminCreatedUser, input);

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => refreshAfterUserChange(queryClient),
  });
}
