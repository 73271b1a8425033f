import { FIRST_READS } from '@sortim/contracts/first-reads';
import type { Me, Profile } from '@sortim/contracts/me';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

export const ANONYMOUS: Me = { user: null, profile: null, roles: [] };

/** The spec's profile load time-out: after it the session counts as failed ('Loading taking too long'). */
export const SESSION_TIMEOUT_MS = 10_000;

/** `/api/me` gave no answer within SESSION_TIMEOUT_MS. */
export class SessionTimeoutError extends Error {
  override readonly name = 'SessionTimeoutError';
  constructor() {
    super('The session took too long to load');
  }
}

/**
 * Who is asking. A failure is an error of the query, not an anonymous answer: public pages render as
 * anonymous (the frame only waits while it is pending), and pages needing sign-in show 'Failed to load
 * profile' with Retry instead of sending a signed-in user to /auth.
 */
export function fetchMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SessionTimeoutError());
    }, SESSION_TIMEOUT_MS);
  });
  return Promise.race([
    api.get(FIRST_READS.me, typedReply<Me>(), { signal: controller.signal }),
    timeout,
  ]).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  });
}

/**
 * Read by the frame and by every guard; invalidate it after sign-in, sign-out and role changes. Queries of
 * the signed-in user's own data live under it (`sessionKeys.stats`), so one invalidation refreshes them all.
 */
export const meQuery = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: fetchMe,
  // The spec re-checks the session every 30 minutes.
  staleTime: 30 * 60 * 1000,
  refetchInterval: 30 * 60 * 1000,
  // One retry for a network blip; a time-out has already waited long enough.
  retry: (failureCount, error) => failureCount < 1 && !(error instanceof SessionTimeoutError),
  // A failure stays until Retry (or the next interval): a page opening must not start another wait.
  retryOnMount: false,
});

/** The current session; anonymous until `/api/me` has answered (or when it failed). */
export function useMe(): Me {
  return useQuery(meQuery).data ?? ANONYMOUS;
}

export const isAdmin = (me: Me): boolean => me.roles.includes('admin');

/** host, verified_host (a verified host holds only that role) and admin may host activities. */
export const canHost = (me: Me): boolean =>
  me.roles.some((role) => role === 'host' || role === 'verified_host' || role === 'admin');

/** Puts a freshly saved profile (edit, avatar upload) into the session without waiting for a refetch. */
export function setMyProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(sessionKeys.me, (me) => (me ? { ...me, profile } : me));
}
