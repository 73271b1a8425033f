import type { Me } from '@sortim/contracts/me';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { toast } from 'sonner';
import { GuardLoading } from '#/app/guards/guard-screens.tsx';
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

/** host, verified_host or admin; others go to /become-host. */
export function RequireHost() {
  const { t } = useTranslation();
  return (
    <RequireRole allowed={canHost} deniedMessage={t('session.hostRequired')} redirectTo="/become-host" />
  );
}

/** admin only; others go to /home. */
export function RequireAdmin() {
  const { t } = useTranslation();
  return <RequireRole allowed={isAdmin} deniedMessage={t('session.adminRequired')} redirectTo="/home" />;
}
