import { Me } from '@sortim/contracts/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';

export const ANONYMOUS: Me = { user: null, profile: null, roles: [] };

/** Read by the frame and by every guard; invalidate it after sign-in, sign-out and role changes. */
export const meQueryKey = ['me'] as const;

/**
 * Who is asking. A failure counts as anonymous (with a warning) rather than breaking every page:
 * public pages must keep working while the API is down.
 */
export async function fetchMe(): Promise<Me> {
  try {
    return await api.get('/api/me', Me);
  } catch (error) {
    console.warn('Could not load the session; continuing as anonymous.', error);
    return ANONYMOUS;
  }
}

export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  // The spec re-checks the session every 30 minutes.
  staleTime: 30 * 60 * 1000,
  refetchInterval: 30 * 60 * 1000,
});

/** The current session; anonymous until `/api/me` has answered. */
export function useMe(): Me {
  return useQuery(meQuery).data ?? ANONYMOUS;
}

export const isAdmin = (me: Me): boolean => me.roles.includes('admin');

/** host, verified_host (a verified host holds only that role) and admin may host activities. */
export const canHost = (me: Me): boolean =>
  me.roles.some((role) => role === 'host' || role === 'verified_host' || role === 'admin');
