import CalendarX from 'lucide-react/icons/calendar-x';
import SearchX from 'lucide-react/icons/search-x';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { Button } from '#/components/ui/button.tsx';
import {
  type AdminActivitiesSearch,
  useAdminActivities,
} from '#/features/admin/activities/api/activities-list.ts';
import {
  AdminActivityCard,
  AdminActivityCardSkeleton,
} from '#/features/admin/activities/components/admin-activity-card.tsx';
import { AdminPageHeader } from '#/features/admin/shared/components/admin-page-header.tsx';
import { AdminPager } from '#/features/admin/shared/components/admin-pager.tsx';
import { AdminSearchBox } from '#/features/admin/shared/components/admin-search-box.tsx';

function readSearch(params: URLSearchParams): AdminActivitiesSearch {
  const page = Number(params.get('page'));
  return { q: params.get('q')?.trim() ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * /admin/activities (behind RequireAdmin): every activity, 20 a page, searched by title or category on
 * the server; each can be featured on Home or deleted. The search and the page are in the URL.
 */
export function AdminActivitiesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readSearch(searchParams);
  const query = useAdminActivities(search);

  const go = useCallback(
    (next: AdminActivitiesSearch) => {
      const params = new URLSearchParams();
      if (next.q) params.set('q', next.q);
      if (next.page > 1) params.set('page', String(next.page));
      setSearchParams(params);
    },
    [setSearchParams],
  );
  // A new search starts from the first page.
  const onSearch = useCallback((q: string) => go({ q, page: 1 }), [go]);

  return (
    <div className="page-container flex flex-col gap-6 pb-16">
      <AdminPageHeader
        title={t('pages.adminActivities.title')}
        subtitle={t('pages.adminActivities.subtitle')}
      />
      <AdminSearchBox
        label={t('adminActivities.searchLabel')}
        placeholder={t('adminActivities.searchPlaceholder')}
        value={search.q}
        onSearch={onSearch}
      />
      <section
        aria-busy={query.isFetching}
        aria-label={t('pages.adminActivities.title')}
        className="flex flex-col gap-4"
      >
        {query.isPending ? (
          <>
            <span role="status" className="sr-only">
              {t('adminActivities.loading')}
            </span>
            <ul className="flex flex-col gap-4">
              {[1, 2, 3].map((row) => (
                <li key={row}>
                  <AdminActivityCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : query.isError ? (
          <LoadError
            headingLevel={2}
            title={t('adminActivities.loadError')}
            hint={t('adminDashboard.common.loadErrorHint')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.total === 0 ? (
          search.q ? (
            <EmptyState
              icon={SearchX}
              title={t('adminActivities.noMatch', { q: search.q })}
              body={t('adminActivities.noMatchBody')}
            >
              <Button variant="outline" onClick={() => go({ q: '', page: 1 })}>
                {t('adminDashboard.common.clearSearch')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={CalendarX}
              title={t('adminActivities.empty')}
              body={t('adminActivities.emptyBody')}
            />
          )
        ) : (
          <>
            <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
              {t('adminActivities.count', { count: query.data.total })}
            </p>
            <ul className="flex flex-col gap-4">
              {query.data.activities.map((activity) => (
                <li key={activity.id}>
                  <AdminActivityCard activity={activity} />
                </li>
              ))}
            </ul>
            <AdminPager
              page={query.data.page}
              pageSize={query.data.pageSize}
              total={query.data.total}
              onPage={(page) => go({ q: search.q, page })}
            />
          </>
        )}
      </section>
    </div>
  );
}
