import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { GuardLoading } from '#/app/guards/guard-screens.tsx';
import { LoadError } from '#/components/load-error.tsx';
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
  if (session.isError) {
    // The session could not be read, so access is unknown: say so rather than send a member to sign in.
    return (
      <div className="page-container flex min-h-[50dvh] flex-col justify-center py-16">
        <LoadError
          variant="page"
          title={t('session.loadFailed')}
          hint={t('session.loadFailedHint')}
          onRetry={() => void session.refetch()}
        />
      </div>
    );
  }

  return <Navigate to="/auth" replace state={returnToState(location)} />;
}
