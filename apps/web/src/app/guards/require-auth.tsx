import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { GuardLoading, ProfileLoadFailed } from '#/app/guards/guard-screens.tsx';
import { returnToState } from '#/lib/return-to.ts';
import { meQuery } from '#/lib/session.ts';

/**
 * Pages needing sign-in. Anonymous visitors go to /auth, which returns them here afterwards; while the
 * session is (re)loading without a user the page waits, and a failed load offers Retry rather than
 * sending a signed-in user to the sign-in form.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useQuery(meQuery);

  if (session.data?.user) return <Outlet />;
  if (session.isFetching) return <GuardLoading message={t('session.loadingProfile')} />;
  if (session.isError) return <ProfileLoadFailed onRetry={() => void session.refetch()} />;

  return <Navigate to="/auth" replace state={returnToState(location)} />;
}
