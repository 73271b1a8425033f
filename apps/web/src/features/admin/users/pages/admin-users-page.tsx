import UserX from 'lucide-react/icons/user-x';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { Button } from '#/components/ui/button.tsx';
import { AdminPageHeader } from '#/features/admin/shared/components/admin-page-header.tsx';
import { AdminPager } from '#/features/admin/shared/components/admin-pager.tsx';
import { useAdminUsers } from '#/features/admin/users/api/users-list.ts';
import { AddUserDialog } from '#/features/admin/users/components/add-user-dialog.tsx';
import { ExportUsersButton } from '#/features/admin/users/components/export-users-button.tsx';
import { UserCard, UserCardSkeleton } from '#/features/admin/users/components/user-card.tsx';
import { UserStats } from '#/features/admin/users/components/user-stats.tsx';
import { UsersFilters } from '#/features/admin/users/components/users-filters.tsx';
import {
  DEFAULT_USERS_VIEW,
  isFiltered,
  parseUsersView,
  type UsersView,
  usersViewToParams,
} from '#/features/admin/users/components/users-view.ts';
import { cn } from '#/lib/cn.ts';

// grid-cols-1 fixes the phone's one column to the screen: an auto column grows to a long e-mail's width.
const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/**
 * /admin/users (behind RequireAdmin): the four numbers, then search and filters (kept in the URL), the
 * user cards a page at a time, and Add User / Export CSV. The numbers load on their own, so the list
 * shows even when they fail.
 */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = React.useMemo(() => parseUsersView(searchParams), [searchParams]);
  // Every settled change is a history entry: the view can be shared, bookmarked and walked with Back.
  const changeView = React.useCallback(
    (change: Partial<UsersView>) =>
      setSearchParams((current) => {
        const next = { ...parseUsersView(current), ...change };
        // A new search or filter starts again from the first page.
        if (!('page' in change)) next.page = 1;
        return usersViewToParams(next);
      }),
    [setSearchParams],
  );
  const users = useAdminUsers(view);
  const results = React.useRef<HTMLElement>(null);
  const list = users.data;
  const filter = { q: view.q, role: view.role, city: view.city, status: view.status };

  return (
    <div className="page-container flex flex-col gap-6 pb-16">
      <AdminPageHeader title={t('pages.adminUsers.title')} subtitle={t('pages.adminUsers.subtitle')}>
        <div className="flex flex-wrap gap-2 pt-2">
          <AddUserDialog />
          <ExportUsersButton filter={filter} total={list?.total} />
        </div>
      </AdminPageHeader>

      <UserStats />
      <UsersFilters view={view} onChange={changeView} />

      <section
        ref={results}
        aria-labelledby="admin-users-results"
        aria-busy={users.isPending}
        className="flex scroll-mt-20 flex-col gap-4"
      >
        <h2 id="admin-users-results" className="font-semibold text-lg tabular-nums" aria-live="polite">
          {list ? t('adminUsers.found', { count: list.total }) : <span className="sr-only">…</span>}
        </h2>
        {users.isPending ? (
          <>
            <span role="status" className="sr-only">
              {t('adminUsers.loading')}
            </span>
            <ul className={GRID}>
              {Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <UserCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : users.isError && !list ? (
          <LoadError
            headingLevel={2}
            title={t('adminUsers.loadError')}
            hint={t('adminDashboard.common.loadErrorHint')}
            onRetry={() => void users.refetch()}
            retrying={users.isFetching}
          />
        ) : list && list.users.length === 0 ? (
          <EmptyState
            icon={UserX}
            title={t('adminUsers.emptyTitle')}
            body={isFiltered(view) ? t('adminUsers.emptyFiltered') : t('adminUsers.emptyPage')}
          >
            {isFiltered(view) ? (
              <Button
                variant="outline"
                onClick={() => setSearchParams(usersViewToParams(DEFAULT_USERS_VIEW))}
              >
                {t('adminUsers.clearFilters')}
              </Button>
            ) : (
              view.page > 1 && (
                <Button variant="outline" onClick={() => changeView({ page: 1 })}>
                  {t('adminUsers.firstPage')}
                </Button>
              )
            )}
          </EmptyState>
        ) : (
          list && (
            <>
              {users.isError && (
                <p role="alert" className="text-destructive text-sm">
                  {t('adminUsers.loadError')}
                </p>
              )}
              <ul className={cn(GRID, users.isPlaceholderData && 'opacity-60 transition-opacity')}>
                {list.users.map((user) => (
                  <li key={user.id}>
                    <UserCard user={user} />
                  </li>
                ))}
              </ul>
              <AdminPager
                page={view.page}
                pageSize={list.pageSize}
                total={list.total}
                onPage={(page) => {
                  changeView({ page });
                  // The pager is under the last card: bring the new page's first cards into view.
                  results.current?.scrollIntoView({ block: 'start' });
                }}
              />
            </>
          )
        )}
      </section>
    </div>
  );
}
