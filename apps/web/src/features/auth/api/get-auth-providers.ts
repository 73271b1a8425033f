import { AuthProviders } from '@sortim/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '#/features/auth/api/query-keys.ts';
import { api } from '#/lib/api-client.ts';

/** `GET /api/auth-providers`: which of Google and Apple this deployment has configured. */
export const fetchAuthProviders = () => api.get('/api/auth-providers', AuthProviders);

export const authProvidersQuery = queryOptions({
  queryKey: authKeys.providers,
  queryFn: fetchAuthProviders,
  // Configuration changes only with a deployment.
  staleTime: Number.POSITIVE_INFINITY,
});

/** Unconfigured (or unknown, while loading or after a failure) providers are hidden. */
export function useAuthProviders(): AuthProviders {
  return useQuery(authProvidersQuery).data ?? { google: false, apple: false };
}
