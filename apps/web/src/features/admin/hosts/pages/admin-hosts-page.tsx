import SearchX from 'lucide-react/icons/search-x';
import UsersRound from 'lucide-react/icons/users-round';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useAdminHosts } from '#/features/admin/hosts/api/hosts-list.ts';
import { HostCard, HostCardSkeleton } from '#/features/admin/hosts/components/host-card.tsx';
import { AdminPageHeader } from '#/features/admin/shared/components/admin-page-header.tsx';
import { AdminSearchBox } from '#/features/admin/shared/components/admin-search-box.tsx';

// grid-cols-1 fixes the phone's one column to the screen: an auto column grows to a long e-mail's width.
const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/**
 * /admin/hosts (behind RequireAdmin): everyone who hosts, searched by name, e-mail or city on the server
 * (the search is in the URL); each with the Verified switch and a link to their public profile.
 */
export function AdminHostsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const query = useAdminHosts(q);
  const onSearch = useCallback((next: string) => setSearchParams(next ? { q: next } : {}), [setSearchParams]);

  return (
    <div className="page-container flex flex-col gap-6 pb-16">
      <AdminPageHeader title={t('pages.adminHosts.title')} subtitle={t('pages.adminHosts.subtitle')} />
      <AdminSearchBox
        label={t('adminHosts.searchLabel')}
        placeholder={t('adminHosts.searchPlaceholder')}
        value={q}
        onSearch={onSearch}
      />
      <section
        aria-busy={query.isFetching}
        aria-label={t('pages.adminHosts.title')}
        className="flex flex-col gap-4"
      >
        {query.isPending ? (
          <>
            <span role="status" className="sr-only">
              {t('adminHosts.loading')}
            </span>
            <div className={GRID}>
              <HostCardSkeleton />
              <HostCardSkeleton />
              <HostCardSkeleton />
            </div>
          </>
        ) : query.isError ? (
          <LoadError
            headingLevel={2}
            title={t('adminHosts.loadError')}
            hint={t('adminDashboard.common.loadErrorHint')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.hosts.length === 0 ? (
          q ? (
            <EmptyState
              icon={SearchX}
              title={t('adminHosts.noMatch', { q })}
              body={t('adminHosts.noMatchBody')}
            >
              <Button variant="outline" onClick={() => onSearch('')}>
                {t('adminDashboard.common.clearSearch')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState icon={UsersRound} title={t('adminHosts.empty')} body={t('adminHosts.emptyBody')} />
          )
        ) : (
          <>
            <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
              {t('adminHosts.count', { count: query.data.hosts.length })}
            </p>
            <ul className={GRID}>
              {query.data.hosts.map((host) => (
                <li key={host.id}>
                  <HostCard host={host} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
