import type { Me } from '@sortim/contracts/me';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { toast } from 'sonner';
import { GuardLoading } from '#/app/guards/guard-screens.tsx';
import { verifyHostRole } from '#/features/become-host/api/verify-host-role.ts';
import { canHost, isAdmin, meQuery } from '#/lib/session.ts';

/**
 * A role check inside RequireAuth. A role granted a moment ago ('Make Me Admin', becoming a host) arrives
 * with the refetch of `/api/me`, so while it runs the page shows 'Loading...' instead of refusing.
 */
function RequireRole({
  allowed,
  deniedMessage,
  redirectTo,
}: {
  allowed: (me: Me) => boolean;
  deniedMessage: string;
  redirectTo: string;
}) {
  const { t } = useTranslation();
  const session = useQuery(meQuery);

  if (session.data && allowed(session.data)) return <Outlet />;
  if (session.isFetching) return <GuardLoading message={t('session.loading')} />;
  return <AccessDenied message={deniedMessage} to={redirectTo} />;
}

function AccessDenied({ message, to }: { message: string; to: string }) {
  useEffect(() => {
    // The id keeps it to one toast when React runs the effect twice (development) or guards stack.
    toast.error(message, { id: `access-denied:${to}` });
  }, [message, to]);
  return <Navigate to={to} replace />;
}

/** The spec's role check retries a failed lookup once, after 2 seconds, before it denies access. */
export const HOST_ROLE_RETRY_DELAY_MS = 2000;

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
    queryKey: ['host-role-recovery', session.data?.user?.id],
    queryFn: async () => {
      const status = await verifyHostRole();
      if (!status.hasHostRole) return false;
      return canHost(await queryClient.fetchQuery({ ...meQuery, staleTime: 0 }));
    },
    enabled: !!session.data?.user && !hosts && !session.isFetching,
    retry: 1,
    retryDelay: HOST_ROLE_RETRY_DELAY_MS,
    // Asked once per visit to a host page: a later visit asks again (the role may have come meanwhile).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  if (hosts) return <Outlet />;
  if (session.isFetching || recovery.isPending) return <GuardLoading message={t('session.loading')} />;
  return <AccessDenied message={t('session.hostRequired')} to="/become-host" />;
}

/** admin only; others go to /home. */
export function RequireAdmin() {
  const { t } = useTranslation();
  return <RequireRole allowed={isAdmin} deniedMessage={t('session.adminRequired')} redirectTo="/home" />;
}
