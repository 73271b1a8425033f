import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { GuardLoading } from '#/app/guards/guard-screens.tsx';
import { verifyHostRole } from '#/features/become-host/api/verify-host-role.ts';
import { sessionKeys } from '#/lib/query-keys.ts';
import { canHost, isAdmin, meQuery } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

function AccessDenied({ message, to }: { message: string; to: string }) {
  useEffect(() => {
    // The id keeps it to one toast when React runs the effect twice (development) or guards stack.
    toast.error(message, { id: `access-denied:${to}` });
  }, [message, to]);
  return <Navigate to={to} replace />;
}

/** The spec's role checks retry a failed lookup once, after 2 seconds, before they deny access. */
export const ROLE_RETRY_DELAY_MS = 2000;

/**
 * host, verified_host or admin; others go to /become-host. A session without a host role is first checked
 * with the server once (the spec's recovery: an approved application that lost its role gets it back),
 * and when the role is there the session is reloaded and the page shown. A failed lookup (the check or
 * the session's reload) is retried once after 2 s, then access is denied.
 */
export function RequireHost() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useQuery(meQuery);
  const hosts = !!session.data && canHost(session.data);
  const recovery = useQuery({
    queryKey: sessionKeys.hostRoleRecovery(session.data?.user?.id),
    queryFn: async () => {
      const status = await verifyHostRole();
      if (!status.hasHostRole) return false;
      return canHost(await queryClient.fetchQuery({ ...meQuery, staleTime: 0 }));
    },
    enabled: !!session.data?.user && !hosts && !session.isFetching,
    retry: 1,
    retryDelay: ROLE_RETRY_DELAY_MS,
    // Asked once per visit to a host page: a later visit asks again (the role may have come meanwhile).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  if (hosts) return <Outlet />;
  if (session.isFetching || recovery.isPending) return <GuardLoading message={t('session.loading')} />;
  return <AccessDenied message={t('session.hostRequired')} to="/become-host" />;
}

/**
 * admin only; others go to /home. A role granted a moment ago ('Make Me Admin', 'Verify Admin Role')
 * arrives with the refetch of `/api/me`, so while it runs the page shows 'Loading...' instead of refusing.
 * When that refetch fails (after the session's own retry) the roles are unknown: they are asked for once
 * more after 2 s, then access is denied.
 */
export function RequireAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useQuery(meQuery);
  const admin = !!session.data && isAdmin(session.data);
  const lookupFailed = session.isError && !admin;
  const retry = useQuery({
    queryKey: sessionKeys.adminRoleRetry(session.data?.user?.id),
    queryFn: async () => {
      await new Promise((resolve) => setTimeout(resolve, ROLE_RETRY_DELAY_MS));
      // Into the session's own cache: a success shows the page (or refuses it) from the fresh roles.
      return isAdmin(await queryClient.fetchQuery({ ...meQuery, staleTime: 0, retry: false }));
    },
    enabled: lookupFailed,
    retry: false,
    // Once per visit to an admin page.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  if (admin) return <Outlet />;
  if (session.isFetching || (lookupFailed && retry.isPending)) {
    return <GuardLoading message={t('session.loading')} />;
  }
  return <AccessDenied message={t('session.adminRequired')} to="/home" />;
}
