import SearchX from 'lucide-react/icons/search-x';
import { useTranslation } from 'react-i18next';
import { ActivityCard } from '#/components/activity-card/activity-card.tsx';
import { ActivityCardSkeleton } from '#/components/activity-card/activity-card-skeleton.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { Button } from '#/components/ui/button.tsx';
import { EXPLORE_FIRST_ROW, type useExploreActivities } from '#/features/explore/api/get-activities.ts';
import { cn } from '#/lib/cn.ts';

/** The page's grid; one column in a phone's sheet, as on a phone's page. */
export const GRID = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';
/** Beside the map on a wide screen, the list takes half the width: two cards a row at most. */
export const GRID_BESIDE_MAP = 'grid gap-6 xl:grid-cols-2';

/**
 * Explore's results: skeletons while the first page loads, the error or the empty state, the cards and
 * 'Load more'. The same on the page and in a phone map's sheet.
 */
export function ExploreResults({
  query,
  grid = GRID,
  onClearFilters,
}: {
  query: ReturnType<typeof useExploreActivities>;
  grid?: string;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending)
    return (
      <ul className={grid}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <ActivityCardSkeleton />
          </li>
        ))}
      </ul>
    );
  if (query.isError && items.length === 0)
    return (
      <LoadError
        title={t('explore.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
        <SearchX aria-hidden className="size-8 text-muted-foreground" />
        <h3 className="font-semibold text-lg">{t('explore.emptyTitle')}</h3>
        <p className="max-w-md text-muted-foreground">{t('explore.emptyText')}</p>
        <Button onClick={onClearFilters}>{t('explore.clearAllFilters')}</Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-5">
      <ul className={cn(grid, query.isPlaceholderData && 'opacity-60 transition-opacity')}>
        {items.map((activity, index) => (
          <li key={activity.id} className={cn(index >= EXPLORE_FIRST_ROW && 'render-when-near')}>
            <ActivityCard activity={activity} priority={index < EXPLORE_FIRST_ROW} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-destructive text-sm">
          {t('explore.loadError')}
        </p>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('explore.loadingMore') : t('explore.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
